/**
 * The live chat figure: LIVE_VIEWERS viewers and a host joined with real passes, chatting at the per-socket limit,
 * beside raw socket.io with the same senders; lines delivered per second and p50/p99 from send to receipt.
 */
import type { Socket } from 'socket.io-client';
import { LiveSocketEvents } from '../../contract/routes';
import { LIVE_CHAT_BURST, LIVE_CHAT_WINDOW_MS } from '../../server/modules/live/socket';
import { connectAll, percentile, type SocketsFigure } from './sockets';

/** The stream the bench server set up: its id and, for the host and each viewer, a chat token and a pass. */
export interface BenchLive {
  streamId: string;
  members: { chat: string; pass: string }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every socket but the first (the host) sends a line each LIVE_CHAT_WINDOW_MS / LIVE_CHAT_BURST ms
 * (staggered) for `seconds`; every socket timestamps each line it receives.
 */
async function drive(
  name: string,
  sockets: Socket[],
  seconds: number,
  pace: number,
  send: (socket: Socket, line: string) => Promise<boolean>,
): Promise<SocketsFigure> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let sequence = 0;
  let failed = 0;
  for (const socket of sockets) {
    socket.on(LiveSocketEvents.message, (message: { message: string }) => {
      const started = sentAt.get(message.message);
      if (started !== undefined) latencies.push(performance.now() - started);
    });
  }
  const deadline = performance.now() + seconds * 1000;
  const senders = sockets.slice(1);
  const loop = async (socket: Socket, index: number) => {
    await sleep((index * pace) / senders.length);
    while (performance.now() < deadline) {
      const next = performance.now() + pace;
      const line = `live ${++sequence}`;
      sentAt.set(line, performance.now());
      if (!(await send(socket, line))) failed++;
      await sleep(Math.max(0, next - performance.now()));
    }
  };
  const started = performance.now();
  await Promise.all(senders.map(loop));
  const elapsed = (performance.now() - started) / 1000;
  const expected = () => (sequence - failed) * sockets.length;
  const settleBy = performance.now() + 2000;
  while (latencies.length < expected() && performance.now() < settleBy) await sleep(20);
  for (const socket of sockets) socket.off(LiveSocketEvents.message);
  const sorted = latencies.sort((x, y) => x - y);
  return {
    name,
    clients: sockets.length,
    sent: sequence,
    delivered: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    failed,
  };
}

const acked = (socket: Socket, event: string, payload: object) =>
  socket
    .timeout(5000)
    .emitWithAck(event, payload)
    .then(
      (answer: { ok: boolean }) => answer.ok,
      () => false,
    );

/** The live chat through live:join and live:chat, then raw socket.io with as many clients in one room, in the same run. */
export async function liveFigures(server: { url: string; live: BenchLive }, bareUrl: string, seconds: number): Promise<SocketsFigure[]> {
  const figures: SocketsFigure[] = [];
  for (const pace of PACES_MS) figures.push(...(await liveFiguresAt(server, bareUrl, seconds, pace)));
  return figures;
}

/**
 * How often each viewer sends a line: at the per-socket limit (with a margin for timers running late),
 * and a calmer chat where every viewer speaks every two seconds.
 */
const PACES_MS = [Math.ceil((LIVE_CHAT_WINDOW_MS / LIVE_CHAT_BURST) * 1.1), 2000];

async function liveFiguresAt(
  server: { url: string; live: BenchLive },
  bareUrl: string,
  seconds: number,
  pace: number,
): Promise<SocketsFigure[]> {
  const { streamId, members } = server.live;
  const figures: SocketsFigure[] = [];
  const sockets = await connectAll(
    server.url,
    members.map((member) => member.chat),
  );
  try {
    const joined = await Promise.all(
      sockets.map((socket, index) => acked(socket, LiveSocketEvents.join, { stream_id: streamId, token: members[index]!.pass })),
    );
    if (joined.some((ok) => !ok)) throw new Error(`${joined.filter((ok) => !ok).length} sockets could not join the stream`);
    figures.push(
      await drive(
        `each ${pace} ms: socket 'live:chat' → 'live:message' to ${sockets.length} in the room`,
        sockets,
        seconds,
        pace,
        (socket, line) => acked(socket, LiveSocketEvents.chat, { stream_id: streamId, message: line }),
      ),
    );
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
  const bare = await connectAll(
    bareUrl,
    members.map(() => 'live-room'),
  );
  try {
    figures.push(
      await drive(`each ${pace} ms: raw socket.io emit → io.to(room).emit`, bare, seconds, pace, (socket, line) =>
        acked(socket, 'live:chat', { room: 'live-room', message: line }),
      ),
    );
  } finally {
    for (const socket of bare) socket.disconnect();
  }
  return figures;
}

export function printLiveTable(title: string, figures: SocketsFigure[]) {
  console.log(
    `\n${title}: live chat fan-out, ${figures[0]?.clients ?? 0} sockets in one stream (a host and its viewers), every viewer sending a line at the pace shown (${LIVE_CHAT_BURST} lines per ${LIVE_CHAT_WINDOW_MS} ms is the per-socket limit)\n`,
  );
  console.table(
    figures.map((figure) => ({
      path: figure.name,
      sent: figure.sent,
      delivered: figure.delivered,
      'delivered/s': Math.round(figure.perSecond),
      'p50 ms': Math.round(figure.p50 * 10) / 10,
      'p99 ms': Math.round(figure.p99 * 10) / 10,
      'failed sends': figure.failed,
    })),
  );
}
