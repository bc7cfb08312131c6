// The Settings page's answer: the doctor's lines, each setting tried against its provider now
// (the same checks as `npm run doctor`), so the owner sees a mistyped password here rather than
// as deliveries failing later.
import type { FastifyInstance } from 'fastify';
import type { DoctorLine } from '../../../common/doctor-lines.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { ownerRoute } from '../../platform/http/owner-route.ts';

export interface SettingsOptions {
  doctor: () => Promise<DoctorLine[]>;
  /** Its clock is the app's: the answer says when the settings were tried. */
  outbox: Outbox;
}

export async function settingsRoutes(app: FastifyInstance, { doctor, outbox }: SettingsOptions) {
  ownerRoute(app, 'GET /owner/api/settings', async (_request, reply) => {
    const lines = await doctor();
    return reply.header('cache-control', 'no-store').send({ lines, checkedAt: outbox.clock.now() });
  });
}
