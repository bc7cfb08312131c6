// The day's plan from the inbox: a stop moved from one truck to another (pinned there, both
// trucks' orders made again, the crew's Today shows it at its next look), and the day planned
// again on request, started routes kept as they are.
import type { FastifyInstance } from 'fastify';
import { ownerRoute } from '../../platform/http/owner-route.ts';
import type { DayPlans } from './day-plans.ts';

export interface DayPlanOptions {
  dayPlans: DayPlans;
}

export async function dayPlanRoutes(app: FastifyInstance, { dayPlans }: DayPlanOptions) {
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
