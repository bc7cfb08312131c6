// A route registered by its contract name: method, path and who may call it come from the
// contract, its request is checked by the contract's schemas before the handler and read typed,
// and an answer the contract does not allow fails the typecheck (the expect-error lines below
// stop compiling the day the check lets a wrong answer, or a wrong reading, through).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ownerRoute } from './owner-route.ts';

describe('ownerRoute', () => {
  it('registers the named method and path, with who may call it from the contract', async () => {
    const app = Fastify();
    const seen: Record<string, unknown>[] = [];
    app.addHook('onRoute', (route) => void seen.push({ method: route.method, url: route.url, ...route.config }));
    ownerRoute(app, 'GET /owner/api/crew', async (_request, reply) =>
      reply.send({ crew: [{ email: 'crew@example.com', fromSettings: false }] }),
    );
    ownerRoute(app, 'POST /owner/api/visits/:id/mark', async (_request, reply) => reply.send({ mark: 'done' }));
    ownerRoute(app, 'POST /owner/api/sign-out', { bodyLimit: 1024 }, async (_request, reply) => reply.send({ signedOut: true }));
    await app.ready();
    const answer = await app.inject({ method: 'GET', url: '/owner/api/crew' });
    expect(answer.json()).toEqual({ crew: [{ email: 'crew@example.com', fromSettings: false }] });
    expect(seen.filter((r) => r.method !== 'HEAD')).toEqual([
      expect.objectContaining({ method: 'GET', url: '/owner/api/crew', ownerRoute: 'GET /owner/api/crew', crew: false, signedOut: false }),
      expect.objectContaining({ method: 'POST', url: '/owner/api/visits/:id/mark', crew: true, signedOut: false }),
      expect.objectContaining({ method: 'POST', url: '/owner/api/sign-out', crew: false, signedOut: true }),
    ]);
    await app.close();
  });

  it('types each answer by the contract', async () => {
    const app = Fastify();
    // @ts-expect-error: the crew's answer is { crew: [...] }, not a list on its own
    ownerRoute(app, 'GET /owner/api/crew', async (_request, reply) => reply.send([{ email: 'crew@example.com' }]));
    // @ts-expect-error: a mark is one of the marks or null
    ownerRoute(app, 'POST /owner/api/visits/:id/mark', async () => ({ mark: 'washed' }));
    // A refusal is always allowed: { error } with its status.
    ownerRoute(app, 'GET /owner/api/today', async (_request, reply) => reply.code(404).send({ error: 'No such day.' }));
    const refused = await app.inject({ method: 'GET', url: '/owner/api/today' });
    expect([refused.statusCode, refused.json()]).toEqual([404, { error: 'No such day.' }]);
    await app.close();
  });

  it('checks the request before the handler and hands it the parsed values, typed', async () => {
    const app = Fastify();
    const handled: unknown[] = [];
    ownerRoute(app, 'POST /owner/api/crew', async (request, reply) => {
      const email: string = request.body.email;
      // @ts-expect-error: the crew route's body has an e-mail address, no name
      void request.body.name;
      handled.push(email);
      return reply.send({ crew: [] });
    });
    ownerRoute(app, 'POST /owner/api/deliveries/:id/retry', async (request, reply) => {
      // The path's number, parsed: a number, not the path's text.
      const id: number = request.params.id;
      handled.push(id);
      return reply.send({ queued: true });
    });
    await app.ready();
    const bad = await app.inject({ method: 'POST', url: '/owner/api/crew', payload: { email: 'not an address' } });
    expect([bad.statusCode, bad.json()]).toEqual([400, { error: 'Enter the crew member’s e-mail address.' }]);
    expect(handled).toEqual([]);
    await app.inject({ method: 'POST', url: '/owner/api/crew', payload: { email: 'crew@example.com' } });
    await app.inject({ method: 'POST', url: '/owner/api/deliveries/42/retry', payload: {} });
    expect(handled).toEqual(['crew@example.com', 42]);
    await app.close();
  });
});
