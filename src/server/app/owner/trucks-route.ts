// The owner's trucks: added, changed and retired from the inbox (each checked by the one truck
// schema); a stop moved from one truck to another (pinned there, both trucks' orders made
// again, the crew's Today shows it at its next look); and the day planned again on request,
// started routes kept as they are.
import type { FastifyInstance } from 'fastify';
import type { DayPlans } from '../../field/day-plan/day-plans.ts';
import type { TruckStore } from '../../field/trucks/truck-store.ts';
import type { CrewRules } from '../../../common/site-config.schema.ts';
import { ownerRoute } from '../../platform/http/owner-route.ts';

export interface TrucksOptions {
  trucks: TruckStore;
  dayPlans: DayPlans;
  crewPolicy: CrewRules;
}

const NO_TRUCK = { error: 'No such truck.' };

export async function trucksRoutes(app: FastifyInstance, { trucks, dayPlans, crewPolicy }: TrucksOptions) {
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

  ownerRoute(app, 'POST /owner/api/visits/:id/truck', async (request, reply) => {
    const moved = dayPlans.move(request.params.id, request.body.truckId);
    return moved.ok ? reply.send({ date: moved.date }) : reply.code(409).send({ error: moved.error });
  });

  ownerRoute(app, 'POST /owner/api/day-plans/:date', async (request, reply) => {
    const { date } = request.params;
    if (!dayPlans.make(date))
      return reply.code(409).send({ error: 'Add your trucks first: with one truck the route is planned as it is.' });
    return reply.send({ date });
  });
}
