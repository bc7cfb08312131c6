// GET /owner/api/home: the business at a glance, the page the inbox opens on.
import type { FastifyInstance } from 'fastify';
import { homeFigures, type HomeDeps } from '../workspace/home-figures.ts';
import { ownerRoute } from '../../platform/http/owner-route.ts';

export async function homeRoutes(app: FastifyInstance, options: HomeDeps) {
  ownerRoute(app, 'GET /owner/api/home', async (_request, reply) => reply.send(homeFigures(options)));
}
