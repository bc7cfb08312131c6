// Answers every route gives the same way: a failure to store (503, with a time to try again), and
// the error handler's rule that 5xx details stay in the log while 4xx say what was wrong.
import type { FastifyInstance } from 'fastify';

/** The body of a 503 when a write to the database failed (a full disk, say). */
export const SAVE_FAILED = { error: 'We could not save your request just now. Please try again in a moment.' };

export function handleErrors(app: FastifyInstance) {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(status).send({ error: 'Something went wrong on our side. Please try again.' });
    }
    return reply.code(status).send({ error: error.message });
  });
}
