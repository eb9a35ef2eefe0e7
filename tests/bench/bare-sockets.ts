/**
 * Raw socket.io in its own process, the ceiling the chat and live figures are compared with: the same rooms and
 * events with no token, database or Redis.
 */
import Fastify from 'fastify';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '../../contract/routes';
import { answerBenchQueries } from './processes';

const bare = Fastify({ logger: false });
const io = new Server(bare.server, { path: SOCKET_PATH, serveClient: false });
io.on('connection', (socket) => {
  const room = socket.handshake.auth?.token;
  if (typeof room === 'string') void socket.join(room);
  // The live chat's ceiling: a line to everyone in the room, acknowledged, with nothing checked.
  socket.on('live:chat', (payload: { room: string; message: string }, ack?: (answer: { ok: boolean }) => void) => {
    io.to(payload.room).emit('live:message', { message: payload.message });
    ack?.({ ok: true });
  });
});
bare.post<{ Body: { to: string; content: string } }>('/send', async (request) => {
  io.to(request.body.to).emit('message', { content: request.body.content });
  return { ok: true };
});
const url = await bare.listen({ port: 0, host: '127.0.0.1' });
answerBenchQueries();
process.send?.({ url });
process.once('disconnect', () => {
  io.disconnectSockets(true);
  void bare.close().finally(() => process.exit(0));
});
