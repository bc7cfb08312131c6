// A route of the owner's API, registered by its name in the contract (common/owner-routes.ts):
// its method and path come from the name, who may call it from the contract (the guard reads
// config.signedOut and config.crew), and its handler's answers are typed by it, so an answer the
// app does not expect fails the typecheck.
import type {
  FastifyInstance,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import { OWNER_ROUTES, type OwnerAnswer, type OwnerRefusal, type OwnerRouteName } from '../../common/owner-routes.ts';

type Answers<K extends OwnerRouteName> = { Reply: OwnerAnswer<K> | OwnerRefusal };

export type OwnerHandler<K extends OwnerRouteName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  Answers<K>
>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The owner API route's name in the contract, as registered. */
    ownerRoute?: OwnerRouteName;
  }
}

export function ownerRoute<K extends OwnerRouteName>(app: FastifyInstance, name: K, handler: OwnerHandler<K>): void;
export function ownerRoute<K extends OwnerRouteName>(
  app: FastifyInstance,
  name: K,
  options: RouteShorthandOptions,
  handler: OwnerHandler<K>,
): void;
export function ownerRoute<K extends OwnerRouteName>(
  app: FastifyInstance,
  name: K,
  ...rest: [OwnerHandler<K>] | [RouteShorthandOptions, OwnerHandler<K>]
): void {
  const [options, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  const [method, url] = name.split(' ') as [HTTPMethods, string];
  const access = OWNER_ROUTES[name];
  app.route<Answers<K>>({
    ...options,
    method,
    url,
    handler,
    config: { ...options.config, ownerRoute: name, signedOut: access === 'signed-out', crew: access === 'crew-too' },
  });
}
