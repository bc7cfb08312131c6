// The crew as the owner manages it (Crew in the inbox): who is on it, from the settings
// (CREW_EMAILS, changed there) or added here; adding one lets them sign in with a code at once,
// taking one off ends every session they have. The owner's alone.
import type { FastifyInstance } from 'fastify';
import type { CrewAnswer } from '../../../common/owner-inbox.ts';
import type { CrewChange, Team } from '../sessions/team.ts';
import { ownerRoute } from '../../platform/http/owner-route.ts';

/** What each refusal says, and its status. */
const REFUSED: Record<Exclude<CrewChange, 'done'>, [number, string]> = {
  'is-owner': [409, 'That address is an owner: it signs in with everything already.'],
  already: [409, 'That address is on the crew already.'],
  'in-settings': [409, 'That address is in CREW_EMAILS: take it out there, then restart the server.'],
  unknown: [404, 'That address is not on the crew.'],
};

export async function crewRoutes(app: FastifyInstance, { team }: { team: Team }) {
  const answer = (): CrewAnswer => ({ crew: team.crew() });

  ownerRoute(app, 'GET /owner/api/crew', async (_request, reply) => reply.send(answer()));

  ownerRoute(app, 'POST /owner/api/crew', async (request, reply) => {
    const change = team.add(request.body.email);
    if (change !== 'done') return reply.code(REFUSED[change][0]).send({ error: REFUSED[change][1] });
    return reply.code(201).send(answer());
  });

  ownerRoute(app, 'DELETE /owner/api/crew/:email', async (request, reply) => {
    const change = team.remove(request.params.email);
    if (change !== 'done') return reply.code(REFUSED[change][0]).send({ error: REFUSED[change][1] });
    return reply.send(answer());
  });
}
