/** The bare fastify route every figure is compared with, in its own process as the server is. */
import Fastify from 'fastify';
import { answerBenchQueries, type BenchServerReady } from './processes';

const bare = Fastify({ logger: false });
bare.get('/', async () => ({ ok: true }));
const url = await bare.listen({ port: 0, host: '127.0.0.1' });
answerBenchQueries();
process.send?.({ url } satisfies Pick<BenchServerReady, 'url'>);
process.once('disconnect', () => void bare.close().finally(() => process.exit(0)));
