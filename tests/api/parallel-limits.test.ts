import { randomInt } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatMessageKind } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { Endpoints } from '../../contract/endpoints';
import { chatMessages, comments } from '../../server/db/schema';
import * as passwords from '../../server/lib/password';
import { member, openRoom, send } from './chat-support';
import { backends, createTestApp, liftedLimits, redisUrl, verifiedUser, type TestApp } from './harness';
import { textPost } from './posts-support';

// Fresh addresses per call: the per-address limit stays out of the way, only the account's budget counts.
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const BUDGET = 10;

/** With Redis the per-person counters outlive a test database, whose copies all number people from the same id: start this one's far away. */
const freshIds = (t: TestApp) =>
  t.testDatabase.database.db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), ${randomInt(1_000_000, 2_000_000_000)})`);
const WRONG = 'Wrong@1234';
const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/** The checks of `password` a spy saw (verifyPassword: the login's and change-password's; verifyAgainstNothing: an unknown account's). */
const checksOf = (password: string, spy: { mock: { calls: unknown[][] } }) => spy.mock.calls.filter(([tried]) => tried === password).length;

describe.each(backends)('password guesses under parallel requests (%s)', (backend) => {
  let t: TestApp;
  let verify: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    t = await createTestApp(backend, {
      useRedis: true,
      authLimits: { ...liftedLimits, perAccount: { max: BUDGET, timeWindow: 60_000 } },
      ...(process.env.LIMITS_LOG ? { logStream: createWriteStream(process.env.LIMITS_LOG) } : {}),
    });
  });
  afterAll(() => t.close());
  afterEach(() => verify.mockRestore());
  const spy = () => (verify = vi.spyOn(passwords, 'verifyPassword'));

  const login = (email: string, password: string) => t.post(Endpoints.login.path, { email, password }, { remoteAddress: address() });

  it('200 simultaneous wrong passwords run at most the budget of checks; then even the right one waits', async () => {
    const user = await verifiedUser(t);
    spy();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        index % 2
          ? login(user.email, WRONG)
          : t.post(Endpoints.chatLogin.path, { username: user.email, password: WRONG }, { remoteAddress: address() }),
      ),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({ 400: BUDGET, 429: 200 - BUDGET });
    expect(checksOf(WRONG, verify)).toBe(BUDGET);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({ success: 0, message: Messages.tooManyRequests, data: {} });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    const right = await login(user.email, user.password);
    expect(right.statusCode).toBe(429);
    expect(checksOf(user.password, verify)).toBe(0);
  });

  it('an unknown email has the same budget: its dummy checks stop at it too', async () => {
    const nobody = `nobody.${randomInt(1e9)}@example.com`;
    spy();
    const dummy = vi.spyOn(passwords, 'verifyAgainstNothing');
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => login(nobody, WRONG)));
      expect(tally(answers.map((answer) => answer.statusCode))).toEqual({ 400: BUDGET, 429: 50 - BUDGET });
      expect(checksOf(WRONG, dummy)).toBe(BUDGET);
    } finally {
      dummy.mockRestore();
    }
  });

  it("change-password's wrong old passwords use the same budget, in parallel too", async () => {
    const user = await verifiedUser(t);
    const change = (old: string) =>
      t.post(
        Endpoints.changePassword.path,
        { old_password: old, new_password: 'Changed@456', confirm_new_password: 'Changed@456' },
        { token: user.token },
      );
    // Three wrong logins first: seven guesses are left for the old password.
    for (let i = 0; i < 3; i++) expect((await login(user.email, WRONG)).statusCode).toBe(400);
    spy();
    const answers = await Promise.all(Array.from({ length: 30 }, () => change(WRONG)));
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({ 400: BUDGET - 3, 429: 30 - (BUDGET - 3) });
    expect(answers.find((answer) => answer.statusCode === 400)!.json().message).toBe(Messages.oldPasswordWrong);
    expect(checksOf(WRONG, verify)).toBe(BUDGET - 3);

    // The budget is spent for both doors: the right old password and the right login wait alike.
    expect((await change(user.password)).statusCode).toBe(429);
    expect((await login(user.email, user.password)).statusCode).toBe(429);
  });

  it('right passwords give their slot back: logins and a password change after wrong guesses still pass', async () => {
    const user = await verifiedUser(t);
    for (let i = 0; i < BUDGET - 1; i++) expect((await login(user.email, WRONG)).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await login(user.email, user.password)).statusCode).toBe(200);
    const changed = await t.post(
      Endpoints.changePassword.path,
      { old_password: user.password, new_password: 'Changed@456', confirm_new_password: 'Changed@456' },
      { token: user.token },
    );
    expect(changed.statusCode).toBe(200);
    expect((await login(user.email, 'Changed@456')).statusCode).toBe(200);
    expect((await login(user.email, WRONG)).statusCode).toBe(400);
    expect((await login(user.email, 'Changed@456')).statusCode).toBe(429);
  });
});

describe.each(backends)('what one person may post a minute (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // The limits of a real deployment: config's default rates (20 comments, 60 chat messages a minute).
    const { perAddress, perAccount, signupPerAddress } = liftedLimits;
    t = await createTestApp(backend, { useRedis: true, authLimits: { perAddress, perAccount, signupPerAddress } });
    await freshIds(t);
  });
  afterAll(() => t.close());

  it('100 simultaneous comments: 20 are added, the rest get 429 saying so, and nothing more is stored', async () => {
    const author = await verifiedUser(t);
    const fan = await verifiedUser(t);
    const post = await textPost(t, author.token);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        t.post(Endpoints.addComment.path, { post_id: post.id, comment: `comment ${index}` }, { token: fan.token }),
      ),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({ 200: 20, 429: 80 });
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toEqual({ success: 0, message: Messages.commentsTooFast, data: {} });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const [stored] = await t.testDatabase.database.db.select({ n: count() }).from(comments).where(eq(comments.postId, post.id));
    expect(stored?.n).toBe(20);

    // Another person is not held back by the first one's rate.
    expect((await t.post(Endpoints.addComment.path, { post_id: post.id, comment: 'mine' }, { token: author.token })).statusCode).toBe(200);
  });

  it('a burst of chat messages past 60 gets 429 saying so, and stores nothing more; package offers share the rate', async () => {
    const [sender, receiver] = [await member(t), await member(t)];
    const room = await openRoom(t, sender, receiver);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => send(t, sender, { room: room._id, content: `message ${index}` })),
    );
    expect(tally(answers.map((answer) => answer.statusCode))).toEqual({ 200: 60, 429: 40 });
    expect(answers.find((answer) => answer.statusCode === 429)!.json()).toEqual({
      success: 0,
      message: Messages.chatMessagesTooFast,
      data: {},
    });
    const [stored] = await t.testDatabase.database.db.select({ n: count() }).from(chatMessages).where(eq(chatMessages.roomId, room._id));
    expect(stored?.n).toBe(60);

    const offer = await t.post(
      Endpoints.offerPackage.path,
      { package_id: 1, user_list: [receiver.id], package_title: 'x', message_type: ChatMessageKind.paidPackage },
      { token: sender.chat },
    );
    expect(offer.statusCode).toBe(429);
    // The receiver still answers.
    expect((await send(t, receiver, { room: room._id, content: 'slow down' })).statusCode).toBe(200);
  });
});

describe.runIf(redisUrl)('limits shared by every process through Redis', () => {
  it('parallel wrong passwords and comments through two app instances stay within one budget', async () => {
    const limits = { ...liftedLimits, perAccount: { max: BUDGET, timeWindow: 60_000 }, commentsPerPerson: { max: 20, timeWindow: 60_000 } };
    const a = await createTestApp('pglite', { useRedis: true, authLimits: limits });
    const b = await createTestApp('pglite', { useRedis: true, authLimits: limits, database: a.testDatabase });
    const verify = vi.spyOn(passwords, 'verifyPassword');
    try {
      await freshIds(a);
      const user = await verifiedUser(a);
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          (index % 2 ? a : b).post(Endpoints.login.path, { email: user.email, password: WRONG }, { remoteAddress: address() }),
        ),
      );
      expect(tally(answers.map((answer) => answer.statusCode))).toEqual({ 400: BUDGET, 429: 100 - BUDGET });
      expect(checksOf(WRONG, verify)).toBe(BUDGET);

      const post = await textPost(a, user.token);
      const fan = await verifiedUser(a);
      const added = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          (index % 2 ? a : b).post(Endpoints.addComment.path, { post_id: post.id, comment: `c${index}` }, { token: fan.token }),
        ),
      );
      expect(tally(added.map((answer) => answer.statusCode))).toEqual({ 200: 20, 429: 40 });
    } finally {
      verify.mockRestore();
      await b.close();
      await a.close();
    }
  });
});
