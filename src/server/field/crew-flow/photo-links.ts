// A photo of a stop, seen through its link: signed and expiring (the customer's text carries one
// for 30 days, the owner's app asks for fresh ones), never listed, never guessable. A link that is
// wrong or has run out gets the plain 404.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PHOTO_ID } from '../../../common/owner-api/today.ts';
import type { PhotoStore } from '../photos/photo-store.ts';

const params = z.object({ file: z.string().regex(/^[0-9a-f-]{36}\.jpg$/) });
const query = z.object({ e: z.coerce.number().int(), s: z.string().max(64) });

export async function photoLinkRoutes(app: FastifyInstance, { photos }: { photos: PhotoStore }) {
  app.get('/photos/:file', async (request, reply) => {
    const file = params.safeParse(request.params);
    const signed = query.safeParse(request.query);
    const id = file.success ? file.data.file.slice(0, -4) : '';
    if (!file.success || !signed.success || !PHOTO_ID.test(id) || !photos.linkIsGood(id, signed.data.e, signed.data.s))
      return reply.callNotFound();
    const bytes = await photos.bytes(id);
    if (!bytes) return reply.callNotFound();
    return reply
      .type('image/jpeg')
      .header('Cache-Control', 'private, max-age=3600')
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Robots-Tag', 'noindex')
      .send(bytes);
  });
}
