// The owner's trucks: added, changed and retired from the inbox (each checked by the one truck
// schema). Moving a stop between trucks and planning a day again are the day plan's
// (field/day-plan/owner-day-plan-route.ts).
import type { FastifyInstance } from 'fastify';
import type { TruckStore } from './truck-store.ts';
import type { CrewRules } from '../../../common/site-config.schema.ts';
import { ownerRoute } from '../../platform/http/owner-route.ts';

export interface TrucksOptions {
  trucks: TruckStore;
  crewPolicy: CrewRules;
}

const NO_TRUCK = { error: 'No such truck.' };

export async function trucksRoutes(app: FastifyInstance, { trucks, crewPolicy }: TrucksOptions) {
  ownerRoute(app, 'GET /owner/api/trucks', async (_request, reply) =>
    reply.send({ trucks: trucks.all(), sharePercent: crewPolicy.routeSharePercent, yard: crewPolicy.yard }),
  );

  ownerRoute(app, 'POST /owner/api/trucks', async (request, reply) => reply.send({ truck: trucks.add(request.body) }));

  ownerRoute(app, 'PUT /owner/api/trucks/:id', async (request, reply) => {
    const truck = trucks.update(request.params.id, request.body);
    return truck ? reply.send({ truck }) : reply.code(404).send(NO_TRUCK);
  });

  ownerRoute(app, 'POST /owner/api/trucks/:id/retire', async (request, reply) => {
    const truck = trucks.retire(request.params.id, request.body.retired);
    return truck ? reply.send({ truck }) : reply.code(404).send(NO_TRUCK);
  });
}
