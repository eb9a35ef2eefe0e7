/** Live streams in API tests: a host going live, stream ids, a viewer's call with an idempotency key. */
import { randomBytes } from 'node:crypto';
import type { AgoraTokensResponse, LiveStream } from '../../contract/live';
import { StreamType } from '../../contract/codes';
import { Endpoints } from '../../contract/endpoints';
import { stickers } from '../../server/db/schema';
import type { TestApp } from './harness';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A random 10-character stream id, as the host's client makes one. */
export const streamId = () => Array.from(randomBytes(10), (byte) => LETTERS[byte % LETTERS.length]).join('');

export interface Person {
  id: number;
  token: string;
}

/** POST with the admin token (and an idempotency key when given). */
export const call = (t: TestApp, url: string, body: object, who: Person, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { authorization: `Bearer ${who.token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });

/** `host` goes live: free unless a price is given. */
export async function goLive(t: TestApp, host: Person, price = 0, id = streamId()): Promise<LiveStream> {
  const response = await call(
    t,
    Endpoints.goLive.path,
    {
      stream_id: id,
      broadcaster_id: host.id,
      title: 'Live now',
      description: 'Come in',
      amount: price,
      type: price > 0 ? StreamType.paid : StreamType.free,
    },
    host,
  );
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
  return (response.json() as { data: LiveStream }).data;
}

export async function tokensFor(t: TestApp, who: Person, id: string): Promise<AgoraTokensResponse['data']> {
  const response = await call(t, Endpoints.liveTokens.path, { channelName: id }, who);
  if (response.statusCode !== 200) throw new Error(`tokens failed: ${response.body}`);
  return (response.json() as AgoraTokensResponse).data;
}

/** The demo stickers the gift tests send. */
export async function insertStickers(t: TestApp): Promise<{ id: number; price: number }[]> {
  await t.testDatabase.database.db
    .insert(stickers)
    .values([
      { name: 'heart', file: 'heart.svg', price: 10 },
      { name: 'crown', file: 'crown.svg', price: 50 },
    ])
    .onConflictDoNothing();
  return t.testDatabase.database.db.select({ id: stickers.id, price: stickers.price, name: stickers.name }).from(stickers);
}
