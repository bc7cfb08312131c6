// A browser opens sockets ahead of need (Chromium's preconnect) and may never send anything on
// them. Node's server.close() ends idle keep-alive sockets, but waits for one that never carried
// a request until it times out (30 s here): every restart and every test's close waited that
// long, about one time in three, and a service manager that allows 30 s to stop would kill the
// server mid-shutdown. At close, the sockets that never carried a request are ended too.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export function endUnusedSocketsOnClose(app: FastifyInstance) {
  const unused = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  app.addHook('onRequest', async (request) => {
    unused.delete(request.raw.socket);
  });
  app.addHook('preClose', async () => {
    for (const socket of unused) socket.destroy();
  });
}
