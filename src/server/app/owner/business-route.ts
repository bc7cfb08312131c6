// The business's facts the owner changes from Settings, a part at a time (prices and plans, where
// and when we work, messages, payments, team and trucks, and the business's own name, phone,
// e-mail, city and time zone): each change checked whole by the
// settings' schema, kept as a version with who made it, and in force from the next request.
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  PART_TITLES,
  partProblem,
  readParts,
  withNewPlan,
  withoutPlan,
  withPart,
  withFirstRun,
  type BusinessPart,
  type PartValues,
} from '../../../common/business-parts.ts';
import type { BusinessSettings, SettingsProblem } from '../../platform/settings/business-settings.ts';
import { isDefaultPlan } from '../../../common/services.ts';
import { ownerOf, ownerRoute } from '../../platform/http/owner-route.ts';

export interface BusinessOptions {
  settings: BusinessSettings;
}

const PUTS = {
  about: 'PUT /owner/api/business/about',
  prices: 'PUT /owner/api/business/prices',
  schedule: 'PUT /owner/api/business/schedule',
  messages: 'PUT /owner/api/business/messages',
  payments: 'PUT /owner/api/business/payments',
  team: 'PUT /owner/api/business/team',
} as const satisfies Record<BusinessPart, string>;

/**
 * A change the settings' schema refused: each problem named under its field (a plan's by its name
 * among `plans`), all of them in one sentence.
 */
function refused(reply: FastifyReply, problems: SettingsProblem[], plans?: readonly { id: string; name: string }[]) {
  const named = problems.map((p) => partProblem(p.path, p.message, plans));
  return reply.code(400).send({ error: named.map((p) => p.message).join(' '), problems: named });
}

export async function businessRoutes(app: FastifyInstance, { settings }: BusinessOptions) {
  ownerRoute(app, 'GET /owner/api/business', async (_request, reply) => {
    const now = settings.current();
    const history = settings.history();
    return reply.header('cache-control', 'no-store').send({
      opened: settings.opened(),
      parts: readParts(now),
      // Every plan with a price, in the settings' order (the changes name plans by their place), those stopped marked.
      plans: now.plans.flatMap((p) =>
        p.cents ? [{ id: p.id, name: p.name, added: !isDefaultPlan(p.id), retired: p.retired ?? false }] : [],
      ),
      jurisdictions: now.pickupHolidays.jurisdictions.map((j) => ({ id: j.id, name: j.name })),
      history: history.rows,
      next: history.next,
    });
  });
  ownerRoute(app, 'GET /owner/api/business/history', async (request, reply) => {
    const page = settings.history({ before: request.query.before });
    return reply.send({ versions: page.rows, next: page.next });
  });
  for (const part of Object.keys(PUTS) as BusinessPart[])
    ownerRoute(app, PUTS[part], async (request, reply) => {
      const before = settings.current();
      const answer = settings.change(
        withPart(before, part, request.body as PartValues[typeof part]),
        ownerOf(request).email,
        PART_TITLES[part],
      );
      if (!answer.ok) return refused(reply, answer.problems, before.plans);
      return reply.send({ parts: readParts(answer.settings), version: answer.version });
    });
  // Opening is once: after it the business's facts change in Settings, a part at a time, each
  // kept as a version (a second first run would rewrite its zips and prices in one go).
  ownerRoute(app, 'POST /owner/api/business/open', async (request, reply) => {
    if (settings.opened()) return reply.code(409).send({ error: 'The business is open already: change its facts in Settings instead.' });
    const by = ownerOf(request).email;
    const before = settings.current();
    const answer = settings.change(withFirstRun(before, request.body), by, 'First run');
    if (!answer.ok) return refused(reply, answer.problems, before.plans);
    settings.open(by);
    return reply.send({ parts: readParts(answer.settings), version: answer.version });
  });
  ownerRoute(app, 'POST /owner/api/business/plans', async (request, reply) => {
    const answer = settings.change(withNewPlan(settings.current(), request.body), ownerOf(request).email, PART_TITLES.prices);
    // The new plan's fields are the form's own: named without a plan before them.
    if (!answer.ok) return refused(reply, answer.problems);
    return reply.code(201).send({ parts: readParts(answer.settings), version: answer.version });
  });
  ownerRoute(app, 'POST /owner/api/business/plans/:id/retire', async (request, reply) => {
    const next = withoutPlan(settings.current(), request.params.id);
    if (!next)
      return reply.code(409).send({ error: 'Only a plan you added can be stopped; the others stay (change their prices instead).' });
    const answer = settings.change(next, ownerOf(request).email, PART_TITLES.prices);
    if (!answer.ok) return reply.code(400).send({ error: answer.problems.map((p) => p.message).join(' ') });
    return reply.send({ parts: readParts(answer.settings), version: answer.version });
  });
}
