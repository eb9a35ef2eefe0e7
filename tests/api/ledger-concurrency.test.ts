import { randomBytes } from 'node:crypto';
import { eq, inArray, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { LedgerKind, type LedgerKindCode } from '../../contract/codes';
import { bankAccounts, coinPacks, ledgerTransactions, users, type UserRow } from '../../server/db/schema';
import { sale } from '../../server/modules/wallet/ledger';
import { ApiError } from '../../server/lib/errors';
import type { TestCardProvider } from '../../server/providers/payments';
import { backends, createTestApp, type TestApp } from './harness';
import { expectBonusNeverCash, expectBooksBalanced } from './ledger-support';
import { imagePost } from './posts-support';
import { insertPeople } from '../support/people';

// The conservation law under load (DESIGN.md, money), bonus coins included: random paid actions from PEOPLE at once,
// with replayed requests and webhooks. The last ISLAND people never receive card money, so they hold no cash.
const PEOPLE = 50;
const CREATORS = 10;
const OPERATIONS = { postgres: 10_000, pglite: 600 } as const;
const CONCURRENCY = 50;
const ISLAND = 10;
const MAINLAND = PEOPLE - ISLAND;
/** The sales other services make (subscriptions, chat media, packages, paid live, live tips), as they post them: `sale` with their kind. */
const SALE_KINDS: LedgerKindCode[] = [
  LedgerKind.subscription,
  LedgerKind.chatMedia,
  LedgerKind.mediaPackage,
  LedgerKind.liveJoin,
  LedgerKind.liveTip,
];

type Op =
  | { kind: 'buy'; who: number; pack: number; replays: number }
  | { kind: 'unlock'; who: number; post: number; replays: number }
  | { kind: 'donate'; who: number; post: number; amount: number; replays: number }
  | { kind: 'userDonate'; who: number; to: number; amount: number; replays: number }
  | { kind: 'sticker'; who: number; to: number; sticker: number; replays: number }
  | { kind: 'transfer'; who: number; to: number; amount: number; replays: number }
  | { kind: 'webhookReplay'; payment: number }
  | { kind: 'grant'; who: number; amount: number; replays: number }
  | { kind: 'sale'; who: number; to: number; sale: number; amount: number; replays: number }
  | { kind: 'payout'; who: number; amount: number };

const person = fc.integer({ min: 0, max: PEOPLE - 1 });
const replays = fc.constantFrom(0, 0, 0, 1, 2);
const amount = fc.oneof(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 2000 }));
const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('buy' as const), who: person, pack: fc.integer({ min: 0, max: 1 }), replays }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unlock' as const), who: person, post: fc.nat(), replays }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('donate' as const), who: person, post: fc.nat(), amount, replays }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('userDonate' as const), who: person, to: person, amount, replays }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('sticker' as const), who: person, to: person, sticker: fc.nat(), replays }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('transfer' as const), who: person, to: person, amount, replays }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('webhookReplay' as const), payment: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('grant' as const), who: person, amount, replays }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('sale' as const), who: person, to: person, sale: fc.nat(), amount, replays }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('payout' as const), who: person, amount }) },
);
const onIsland = (index: number) => index >= MAINLAND;
/** The island stays closed: its people never buy by card, and only they pay its people. */
const closed = (op: Op): Op => {
  if (op.kind === 'buy' && onIsland(op.who)) return { ...op, who: op.who % MAINLAND };
  if ('to' in op && !onIsland(op.who) && onIsland(op.to)) return { ...op, to: op.to % MAINLAND };
  return op;
};

describe.each(backends)('ledger under concurrent random operations (%s)', (backend) => {
  let t: TestApp;
  let people: UserRow[];
  let paidPosts: number[];
  let packIds: number[];
  let stickerIds: number[];
  const db = () => t.testDatabase.database.db;

  beforeAll(async () => {
    t = await createTestApp(backend);
    const tag = randomBytes(3).toString('hex');
    people = await insertPeople(db(), PEOPLE, { creators: CREATORS });
    paidPosts = [];
    for (const creator of people.slice(0, CREATORS)) {
      const token = t.app.tokens.signAdmin(creator.id, creator.sessionVersion);
      for (const price of [5, 40])
        paidPosts.push((await imagePost(t, { id: creator.id, token }, { payment_type: 2, payment_amount: price })).id);
    }
    const packs = await db()
      .insert(coinPacks)
      .values([
        { coin: 100, priceCents: 99, inappIdentifier: `load_100_${tag}` },
        { coin: 1000, priceCents: 849, inappIdentifier: `load_1000_${tag}` },
      ])
      .returning();
    packIds = packs.map((pack) => pack.id);
    const stickerRows = await db().execute(
      sql`insert into stickers (name, file, price) values (${`a_${tag}`}, 'heart.svg', 10), (${`b_${tag}`}, 'crown.svg', 250) returning id`,
    );
    stickerIds = (stickerRows as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
    await db()
      .insert(bankAccounts)
      .values(
        people.map((one) => ({
          userId: one.id,
          holderName: 'A',
          bankName: 'B',
          accountNumber: '1',
          country: 'C',
          state: 'S',
          city: 'C',
          routing: '1',
          address: 'A',
          swiftCode: '1',
        })),
      );
  });
  afterAll(() => t.close());

  it(
    'keeps every transaction at zero, every wallet equal to its entries and above zero, every key charged once',
    { timeout: 600_000 },
    async () => {
      const seed = Number(process.env.LEDGER_SEED ?? Date.now() % 1_000_000);
      const only = process.env.LEDGER_KINDS?.split(',');
      const ops = fc
        .sample(only ? opArbitrary.filter((op) => only.includes(op.kind)) : opArbitrary, {
          numRuns: Number(process.env.LEDGER_OPS ?? OPERATIONS[backend]),
          seed,
        })
        .map(closed);
      const provider = t.app.paymentsService.provider as TestCardProvider;
      const card = provider.createPaymentMethod({
        number: '4242424242424242',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 3,
        cvc: '123',
      });
      const wallet = t.app.walletService;
      const payments = t.app.paymentsService;
      const succeededPayments: string[] = [];
      /** Keyed calls that answered success, by key: each must be one movement. */
      const chargedKeys = new Set<string>();
      const unexpected: unknown[] = [];
      const counts: Record<string, number> = {};

      const run = async (op: Op) => {
        counts[op.kind] = (counts[op.kind] ?? 0) + 1;
        const key = randomBytes(8).toString('hex');
        const attempt = async (): Promise<void> => {
          const who = 'who' in op ? people[op.who]! : people[0]!;
          switch (op.kind) {
            case 'buy': {
              const answer = await payments.purchase(who, { packageId: packIds[op.pack]!, trasactionId: card.id }, key);
              succeededPayments.push(answer.payment_id);
              return;
            }
            case 'unlock':
              await wallet.unlockPost(who, { post_id: paidPosts[op.post % paidPosts.length]!, price: op.post % 2 === 0 ? 5 : 40 });
              return;
            case 'donate':
              await wallet.donateToPost(who, { post_id: paidPosts[op.post % paidPosts.length]!, amount: op.amount }, key);
              break;
            case 'userDonate':
              await wallet.donateToUser(who, { user_id: people[op.to]!.id, amount: op.amount }, key);
              break;
            case 'sticker':
              await wallet.sendSticker(
                who,
                { sticker_id: stickerIds[op.sticker % stickerIds.length]!, to_user_id: people[op.to]!.id },
                key,
              );
              break;
            case 'transfer':
              await wallet.transfer(who, { to_user_id: people[op.to]!.id, amount: op.amount }, key);
              break;
            case 'grant':
              // A promotional grant, as the referral welcome posts it: from its system account, as bonus coins.
              await wallet.settle((book) =>
                book.move({
                  key: `u${who.id}:${key}`,
                  kind: LedgerKind.referralBonus,
                  payerId: null,
                  payeeId: who.id,
                  amount: op.amount,
                  coins: 'bonus',
                  legs: [
                    { account: { system: 'referral_bonuses' }, amount: -op.amount },
                    { account: { user: who.id }, amount: op.amount },
                  ],
                }),
              );
              break;
            case 'sale': {
              const to = people[op.to]!;
              if (to.id === who.id) return;
              const kind = SALE_KINDS[op.sale % SALE_KINDS.length]!;
              const { legs, fee } = sale(who.id, to.id, op.amount, 20);
              await wallet.settle((book) =>
                book.move({ key: `u${who.id}:${key}`, kind, payerId: who.id, payeeId: to.id, amount: op.amount, data: { fee }, legs }),
              );
              break;
            }
            case 'payout':
              await t.app.payoutsService.request(who, op.amount);
              return;
            case 'webhookReplay': {
              const paymentId = succeededPayments[op.payment % Math.max(1, succeededPayments.length)];
              if (!paymentId) return;
              const intent = await provider.retrieve(paymentId);
              const payload = JSON.stringify({
                id: `evt_replay_${op.payment % 7}_${paymentId}`,
                object: 'event',
                type: 'payment_intent.succeeded',
                data: {
                  object: {
                    id: paymentId,
                    object: 'payment_intent',
                    status: 'succeeded',
                    amount: intent!.amountCents,
                    currency: 'usd',
                    client_secret: intent!.clientSecret,
                    metadata: intent!.metadata,
                    last_payment_error: null,
                  },
                },
              });
              const response = await t.app.inject({
                method: 'POST',
                url: Endpoints.paymentWebhook.path,
                payload,
                headers: {
                  'content-type': 'application/json',
                  'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: provider.webhookSecret }),
                },
              });
              if (response.statusCode !== 200) unexpected.push(response.body);
              return;
            }
          }
          chargedKeys.add(`u${who.id}:${key}`);
        };
        // A replay is the same request with the same key, sent again at once (a double click, a retry).
        const tries = 'replays' in op ? 1 + op.replays : 1;
        await Promise.all(
          Array.from({ length: tries }, () =>
            attempt().catch((error: unknown) => {
              // Refusals the rules give (short balance, yourself, your own post...) are answers, not faults.
              if (!(error instanceof ApiError)) unexpected.push(error);
            }),
          ),
        );
      };

      const queue = [...ops];
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let op = queue.shift(); op; op = queue.shift()) await run(op);
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      await provider.drain();

      expect(
        unexpected
          .slice(0, 3)
          .map(
            (error) =>
              `${String((error as Error).cause ?? error)} ${String(((error as Error).cause as { detail?: string } | undefined)?.detail ?? '')}`,
          ),
        `seed ${seed}`,
      ).toEqual([]);
      await expectBooksBalanced(db());
      // Every key that was answered with success moved coins exactly once.
      const keys = [...chargedKeys];
      for (let index = 0; index < keys.length; index += 1000) {
        const found = await db()
          .select({ key: ledgerTransactions.idempotencyKey })
          .from(ledgerTransactions)
          .where(inArray(ledgerTransactions.idempotencyKey, keys.slice(index, index + 1000)));
        expect(found.length, `seed ${seed}`).toBe(keys.slice(index, index + 1000).length);
      }
      // Each payment credited once, however many webhooks and confirmations arrived.
      const credits = await db()
        .select({ key: ledgerTransactions.idempotencyKey })
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.idempotencyKey, 'payment:%'));
      expect(credits.length).toBe(new Set(succeededPayments).size);
      await expectBonusNeverCash(db(), people, (row) => t.app.payoutsService.withdrawable(row), MAINLAND);
      const moved = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(ledgerTransactions);
      const [richest] = await db().select({ balance: users.walletBalance }).from(users).where(eq(users.id, people[0]!.id));
      console.info(
        `ledger ${backend}: ${ops.length} operations (${JSON.stringify(counts)}) in ${seconds.toFixed(1)} s, ${moved[0]?.n} movements, seed ${seed}, first balance ${richest?.balance}`,
      );
      expect(moved[0]!.n).toBeGreaterThan(ops.length / 10);
    },
  );
});
