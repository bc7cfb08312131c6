// A photo of a stop, from the crew's phone: the image itself as the request's body (image/*, up
// to 15 MB), named by the id the phone gave it, so the offline queue's second try of the same
// upload keeps one photo. Anything that is not an image, or too large, gets a clear error and
// leaves nothing behind.
import type { FastifyInstance } from 'fastify';
import type { BookingStore } from '../../customers/bookings/booking-store.ts';
import { NotAnImage, PHOTO_MAX_BYTES } from '../photos/photo-image.ts';
import { PhotoTaken, type PhotoStore } from '../photos/photo-store.ts';
import { ownerOf, ownerRoute } from '../../platform/http/owner-route.ts';
import { ANOTHER_TRUCK } from './owner-today-route.ts';
import type { DayPlans } from '../day-plan/day-plans.ts';

export interface PhotoRouteOptions {
  bookings: BookingStore;
  photos: PhotoStore;
  /** Which truck a stop is on: a crew member photographs only the trucks they drive. */
  dayPlans: Pick<DayPlans, 'drives'>;
}

const TOO_LARGE = { error: 'That photo is over 15 MB: take it again at a lower size, or send a smaller one.' };

export async function photosRoutes(app: FastifyInstance, { bookings, photos, dayPlans }: PhotoRouteOptions) {
  // The body is the image's bytes, read whole into memory (15 MB at most) before anything is kept.
  app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: { statusCode?: number; code?: string }, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send(TOO_LARGE);
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.code(415).send({ error: 'Send the photo itself (a JPEG, PNG, HEIC or WebP image).' });
    throw error;
  });

  ownerRoute(app, 'PUT /owner/api/visits/:id/photos/:photo', { bodyLimit: PHOTO_MAX_BYTES }, async (request, reply) => {
    const { id, photo: photoId } = request.params;
    // A photo is of a stop the crew can mark: today's or before, of a booking not cancelled.
    const visit = bookings.visit(id);
    if (!visit || !bookings.markable(visit))
      return reply.code(404).send({ error: 'No such visit today or before: a photo is of a stop on its day.' });
    const { role, email } = ownerOf(request);
    if (role !== 'owner' && !dayPlans.drives(email, visit)) return reply.code(403).send(ANOTHER_TRUCK);
    if (!Buffer.isBuffer(request.body) || request.body.length === 0)
      return reply.code(415).send({ error: 'Send the photo itself (a JPEG, PNG, HEIC or WebP image).' });
    try {
      const { photo, added } = await photos.add(photoId, visit.id, request.body, email);
      return reply.code(added ? 201 : 200).send({ id: photo.id, width: photo.width, height: photo.height });
    } catch (error) {
      if (error instanceof PhotoTaken) return reply.code(409).send({ error: 'That photo belongs to another visit.' });
      if (error instanceof NotAnImage)
        return reply.code(415).send({ error: 'That file is not a photo we can read: send a JPEG, PNG or WebP image.' });
      throw error;
    }
  });
}
