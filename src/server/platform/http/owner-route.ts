// A route of the owner's API, registered by its name in the contract (common/owner-routes.ts, the
// index of each feature's part): its method and path come from the name, who may call it and
// what it takes from the feature's part (the guard reads config.signedOut and config.crew; the
// request is checked by the part's schemas before the handler runs), and its handler reads typed
// values and sends answers typed by the contract, so a request or an answer the two ends do not
// agree on fails the typecheck. Any area registers its own owner routes with it; the app's one
// guard (app/owner/owner-api.ts) covers every one.
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifyTypeProvider,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import type { AnyRouteRequest } from '../../../common/owner-api/contract.ts';
import type { Role } from '../../../common/owner-inbox.ts';
import { OWNER_ROUTES, type OwnerAnswer, type OwnerRefusal, type OwnerRouteName } from '../../../common/owner-routes.ts';

/**
 * Zod as Fastify's type provider: a route's request is typed by what its schemas put out. (The
 * interface is the whole of one; fastify-type-provider-zod's would bring @fastify/swagger and
 * OpenAPI types as peers for documentation this API does not serve.)
 */
interface ZodProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

type Requests = typeof OWNER_ROUTES;
/** The schemas Fastify checks, by its own names for a request's parts. */
interface RequestSchemas<K extends OwnerRouteName> {
  params: Requests[K] extends { params: infer S } ? S : undefined;
  querystring: Requests[K] extends { query: infer S } ? S : undefined;
  body: Requests[K] extends { body: infer S } ? S : undefined;
}

type Answers<K extends OwnerRouteName> = { Reply: OwnerAnswer<K> | OwnerRefusal };

export type OwnerHandler<K extends OwnerRouteName> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  Answers<K>,
  ContextConfigDefault,
  RequestSchemas<K>,
  ZodProvider
>;

/** Who is signed in, as the guard found them: the session's address and token, and the role it signs in with now. */
export interface SignedIn {
  email: string;
  tokenHash: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The owner API route's name in the contract, as registered. */
    ownerRoute?: OwnerRouteName;
    /** A route of the owner's API that answers without a session (asking for a code, signing in, signing out). */
    signedOut?: boolean;
    /** A route the crew may use too (Today, its marks and photos, their own session and passkeys); every other one is the owner's. */
    crew?: boolean;
  }
  interface FastifyRequest {
    /** The live session, as the API's one guard found it (null on the routes open without one). */
    ownerSession: SignedIn | null;
  }
}

/** The session of a request the guard let through to a signed-in route. */
export function ownerOf(request: FastifyRequest): SignedIn {
  if (!request.ownerSession) throw new Error(`${request.url} is a signed-in route: the owner API's guard must run first`);
  return request.ownerSession;
}

/**
 * Checks a part of the request against its schema, a failure in the route's words (a field's own
 * message first: zod puts a schema's words before those given to the parse).
 */
const checkedWith =
  (invalid: string): FastifySchemaCompiler<unknown> =>
  ({ schema }) =>
  (data) => {
    const parsed = (schema as z.ZodType).safeParse(data, { error: () => invalid });
    return parsed.success ? { value: parsed.data } : { error: new Error(parsed.error.issues[0]?.message ?? invalid) };
  };

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
  const request: AnyRouteRequest = OWNER_ROUTES[name];
  const { access } = request;
  const invalid = request.invalid ?? 'That request does not fit this route.';
  // The handler's types were checked at the call (OwnerHandler<K>); registered, it is any route's.
  const typed = handler as unknown as RouteHandlerMethod;
  app.route({
    ...options,
    method,
    url,
    // Only the parts the route takes (Fastify warns of a part named with no schema).
    schema: Object.fromEntries(
      Object.entries({ params: request.params, querystring: request.query, body: request.body }).filter(([, schema]) => schema),
    ),
    validatorCompiler: checkedWith(invalid),
    // A request that does not fit is answered like every refusal: its status and the owner's words.
    attachValidation: true,
    handler(req, reply) {
      if (req.validationError) return reply.code(400).send({ error: req.validationError.message });
      return typed.call(this, req, reply);
    },
    config: { ...options.config, ownerRoute: name, signedOut: access === 'signed-out', crew: access === 'crew-too' },
  });
}
