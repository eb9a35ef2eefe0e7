/**
 * The cluster figure: three production replicas behind the shipped nginx, next to one replica asked directly; on two
 * cores it shows what the proxy and the Redis adapter cost. Needs PostgreSQL, Redis (REDIS_URL) and nginx.
 */
import autocannon from 'autocannon';
import { Endpoints } from '../../contract/endpoints';
import { prerequisites, startTopology } from '../cluster/topology';
import { BENCH_JWT_SECRET, type BenchServerReady } from './processes';
import { chatFigure, type SocketsFigure } from './sockets';

const CONNECTIONS = 50;

interface FeedFigure {
  requests: number;
  p50: number;
  p99: number;
  failed: number;
}

async function feedFigure(url: string, token: string, seconds: number): Promise<FeedFigure> {
  const result = await autocannon({
    url: url + Endpoints.homeFeed.path,
    method: 'POST',
    headers: { 'accept-encoding': 'gzip, deflate, br', 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ page: 1 }),
    duration: seconds,
    connections: CONNECTIONS,
  });
  return { requests: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors };
}

/** Prints the feed and the chat delivery through nginx to three replicas next to one replica direct; says why when it cannot run. */
export async function clusterFigures(ready: BenchServerReady, databaseUrl: string, seconds: number): Promise<void> {
  const needs = prerequisites({ database: false });
  if (typeof needs === 'string') return console.log(`\nCluster figures: skipped (${needs})`);
  // The bench's own tokens open the replicas: same secret, same database.
  const topology = await startTopology({ replicas: 3, databaseUrl, env: { JWT_SECRET: BENCH_JWT_SECRET } });
  try {
    const paths = [
      { name: 'one replica direct (server/main.ts, production, Redis adapter)', url: topology.replicas[0]!.url },
      { name: `nginx → ${topology.replicas.length} replicas`, url: topology.balancer.url },
    ];
    const rows: { path: string; feed: FeedFigure; chat: SocketsFigure }[] = [];
    for (const { name, url } of paths) {
      const feed = await feedFigure(url, ready.token, seconds);
      const chat = await chatFigure(name, url, ready, seconds);
      rows.push({ path: name, feed, chat });
    }
    console.log(
      `\nPostgreSQL, cluster: ${topology.replicas.length} replicas in production mode on the bench's database (ready in ${topology.replicas.map((replica) => `${replica.readyMs} ms`).join(', ')}), ` +
        `${CONNECTIONS} connections on POST /api/feeds {page:1}, ${ready.chatTokens.length} chat sockets held where the sends go; 2 cores for all of it\n`,
    );
    console.table(
      rows.map(({ path, feed, chat }) => ({
        path,
        'feed req/s': Math.round(feed.requests),
        'feed p50 ms': feed.p50,
        'feed p99 ms': feed.p99,
        'feed non-2xx': feed.failed,
        'chat delivered/s': Math.round(chat.perSecond),
        'chat p50 ms': Math.round(chat.p50 * 10) / 10,
        'chat p99 ms': Math.round(chat.p99 * 10) / 10,
        'chat failed sends': chat.failed,
      })),
    );
  } finally {
    await topology.stop();
  }
}
