/**
 * The realtime figure: SOCKET_CLIENTS clients in one-to-one rooms, SENDERS loops through the real send endpoint,
 * beside raw socket.io; messages delivered per second and p50/p99 from send to receipt.
 */
import { io as connect, type Socket } from 'socket.io-client';
import { SOCKET_PATH } from '../../contract/routes';
import { Endpoints } from '../../contract/endpoints';

export interface ChatPair {
  room: string;
  /** Index of each member in the clients list. */
  a: number;
  b: number;
}

export interface SocketsFigure {
  name: string;
  clients: number;
  sent: number;
  delivered: number;
  perSecond: number;
  p50: number;
  p99: number;
  failed: number;
}

const SENDERS = 50;

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

export async function connectAll(url: string, tokens: string[]): Promise<Socket[]> {
  const sockets: Socket[] = [];
  // In batches: a thousand handshakes at once would measure the accept queue, not the chat.
  for (let start = 0; start < tokens.length; start += 100) {
    const batch = tokens
      .slice(start, start + 100)
      .map((token) => connect(url, { path: SOCKET_PATH, auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true }));
    await Promise.all(
      batch.map(
        (socket) =>
          new Promise<void>((resolve, reject) => {
            socket.once('connect', resolve);
            socket.once('connect_error', reject);
          }),
      ),
    );
    sockets.push(...batch);
  }
  return sockets;
}

/**
 * Drives `send(pair, content)` from SENDERS loops for `seconds`, the receiver of each message picked
 * at random in a random pair; answers the figure once every sent message arrived or a second passed.
 */
async function drive(
  name: string,
  sockets: Socket[],
  pairs: ChatPair[],
  seconds: number,
  send: (pair: ChatPair, from: 'a' | 'b', content: string) => Promise<boolean>,
): Promise<SocketsFigure> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let sequence = 0;
  let failed = 0;
  const receivers = new Set<number>();
  for (const [index, socket] of sockets.entries()) {
    socket.on('message', (message: { content: string; author?: { _id: string } }) => {
      const started = sentAt.get(`${index}:${message.content}`);
      if (started === undefined) return;
      latencies.push(performance.now() - started);
      sentAt.delete(`${index}:${message.content}`);
    });
    receivers.add(index);
  }
  const deadline = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const pair = pairs[Math.floor(Math.random() * pairs.length)]!;
      const from = Math.random() < 0.5 ? 'a' : 'b';
      const receiver = from === 'a' ? pair.b : pair.a;
      const content = `bench ${++sequence}`;
      sentAt.set(`${receiver}:${content}`, performance.now());
      if (!(await send(pair, from, content))) {
        failed++;
        sentAt.delete(`${receiver}:${content}`);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: SENDERS }, loop));
  const elapsed = (performance.now() - started) / 1000;
  const settleBy = performance.now() + 1000;
  while (sentAt.size > 0 && performance.now() < settleBy) await new Promise((resolve) => setTimeout(resolve, 20));
  for (const socket of sockets) socket.off('message');
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

const post = async (url: string, body: object, token?: string) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.ok;
};

/** The chat through its send endpoint at `url`, every member's socket held there too. */
export async function chatFigure(
  name: string,
  url: string,
  server: { chatTokens: string[]; chatPairs: ChatPair[] },
  seconds: number,
): Promise<SocketsFigure> {
  const chatSockets = await connectAll(url, server.chatTokens);
  // Client ids unique to this figure: another figure on the same database sends the same contents.
  const run = Math.random().toString(36).slice(2, 8);
  try {
    return await drive(name, chatSockets, server.chatPairs, seconds, (pair, from, content) =>
      post(
        url + Endpoints.sendMessage.path,
        { room: pair.room, messageType: 'text', content, client_id: `bench-${run}-${content.replace(' ', '-')}-${from}` },
        server.chatTokens[pair[from]],
      ),
    );
  } finally {
    for (const socket of chatSockets) socket.disconnect();
  }
}

/** The chat through its send endpoint, then raw socket.io with as many clients, in the same run. */
export async function socketsFigures(
  server: { url: string; chatTokens: string[]; chatPairs: ChatPair[] },
  bareUrl: string,
  seconds: number,
): Promise<SocketsFigure[]> {
  const figures: SocketsFigure[] = [await chatFigure(`POST ${Endpoints.sendMessage.path} → socket 'message'`, server.url, server, seconds)];
  const names = server.chatTokens.map((_, index) => `c${index}`);
  const bareSockets = await connectAll(bareUrl, names);
  try {
    figures.push(
      await drive('raw socket.io: POST /send → io.to(room).emit', bareSockets, server.chatPairs, seconds, (pair, from, content) =>
        post(`${bareUrl}/send`, { to: names[from === 'a' ? pair.b : pair.a], content }),
      ),
    );
  } finally {
    for (const socket of bareSockets) socket.disconnect();
  }
  return figures;
}

export function printSocketsTable(title: string, figures: SocketsFigure[]) {
  console.log(`\n${title}: realtime, ${figures[0]?.clients ?? 0} socket.io clients in the load generator, ${SENDERS} senders\n`);
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
