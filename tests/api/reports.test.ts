import { and, eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportReason, ReviewDecision, ReviewSubject } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { ReportedPeopleResponse, ReportedPostsResponse } from '../../contract/reports';
import { Endpoints } from '../../contract/endpoints';
import { postReports, reviewDecisions, userReports } from '../../server/db/schema';
import { backends, createTestApp, everyRow, verifiedUser, type TestApp } from './harness';
import { textPost } from './posts-support';
import { adminUser, type Login } from './review-support';

/** Issue 28: a report of a post or a person takes a reason; one per reporter and subject; the admin sees the reasons counted. */
describe.each(backends)('reports with reasons (%s)', (backend) => {
  let t: TestApp;
  let admin: Login;
  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await adminUser(t);
  });
  afterAll(() => t.close());
  const db = () => t.testDatabase.database.db;

  /** A refused report answers 400 (or `status`) with `message` and writes nothing. */
  const expectRefused = async (url: string, body: object, token: string, status: number, message: string) => {
    const before = await everyRow(db());
    const response = await t.post(url, body, { token });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ success: 0, message, data: {} });
    expect(await everyRow(db())).toBe(before);
  };

  describe('the reason is validated, for posts and people alike', () => {
    const subjects = [
      { name: 'post', url: Endpoints.reportPost.path, key: 'post_id' },
      { name: 'person', url: Endpoints.reportPerson.path, key: 'user_id' },
    ] as const;
    for (const subject of subjects) {
      it(`${subject.name}: no reason, an unknown one, 'other' without words (or blank), words past 500 characters, a NUL: 400`, async () => {
        const reporter = await verifiedUser(t);
        const them = await verifiedUser(t);
        const id = subject.name === 'post' ? (await textPost(t, them.token)).id : them.id;
        const base = { [subject.key]: id };
        await expectRefused(subject.url, base, reporter.token, 400, Messages.reportReasonRequired);
        await expectRefused(subject.url, { ...base, reason: 'rude' }, reporter.token, 400, Messages.reportReasonRequired);
        await expectRefused(subject.url, { ...base, reason: 'Spam' }, reporter.token, 400, Messages.reportReasonRequired);
        await expectRefused(subject.url, { ...base, reason: 'other' }, reporter.token, 400, Messages.reportTextRequired);
        await expectRefused(subject.url, { ...base, reason: 'other', text: '   \n ' }, reporter.token, 400, Messages.reportTextRequired);
        await expectRefused(
          subject.url,
          { ...base, reason: 'other', text: 'x'.repeat(501) },
          reporter.token,
          400,
          Messages.reportTextTooLong,
        );
        await expectRefused(
          subject.url,
          { ...base, reason: 'other', text: 'bad\u0000words' },
          reporter.token,
          400,
          Messages.controlCharacters,
        );
        // 500 characters are fine; the words are kept trimmed.
        const ok = await t.post(subject.url, { ...base, reason: 'other', text: ` ${'y'.repeat(498)} ` }, { token: reporter.token });
        expect(ok.statusCode, ok.body).toBe(200);
        const table = subject.name === 'post' ? postReports : userReports;
        const [row] = await db().select().from(table).where(eq(table.userId, reporter.id));
        expect(row).toMatchObject({ reason: 'other', text: 'y'.repeat(498) });
      });
    }

    it('a reason other than `other` keeps no words', async () => {
      const [reporter, them] = [await verifiedUser(t), await verifiedUser(t)];
      expect(
        (await t.post(Endpoints.reportPerson.path, { user_id: them.id, reason: 'spam', text: 'ignored' }, { token: reporter.token }))
          .statusCode,
      ).toBe(200);
      expect(
        await db()
          .select({ reason: userReports.reason, text: userReports.text })
          .from(userReports)
          .where(eq(userReports.userId, reporter.id)),
      ).toEqual([{ reason: 'spam', text: '' }]);
    });
  });

  it('a person: 401 without a token; not oneself (400); an unknown person 404; once per reporter (409, clearly); the answer names them', async () => {
    const [me, them] = [await verifiedUser(t), await verifiedUser(t)];
    expect((await t.post(Endpoints.reportPerson.path, { user_id: them.id, reason: 'spam' })).statusCode).toBe(401);
    await expectRefused(Endpoints.reportPerson.path, { user_id: me.id, reason: 'spam' }, me.token, 400, Messages.cannotReportYourself);
    await expectRefused(Endpoints.reportPerson.path, { user_id: 999_999, reason: 'spam' }, me.token, 404, Messages.userNotFound);
    const first = await t.post(Endpoints.reportPerson.path, { user_id: them.id, reason: 'impersonation' }, { token: me.token });
    expect(first.json()).toEqual({ success: 1, message: Messages.userReported, data: { user_id: them.id } });
    await expectRefused(
      Endpoints.reportPerson.path,
      { user_id: them.id, reason: 'harassment' },
      me.token,
      409,
      Messages.userAlreadyReported,
    );
    // Another reporter of the same person is counted apart.
    const other = await verifiedUser(t);
    expect((await t.post(Endpoints.reportPerson.path, { user_id: them.id, reason: 'harassment' }, { token: other.token })).statusCode).toBe(
      200,
    );
  });

  it("a post: not one's own (403), once per reporter (409), and a second reporter counts apart", async () => {
    const [author, me, other] = [await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    const post = await textPost(t, author.token);
    await expectRefused(Endpoints.reportPost.path, { post_id: post.id, reason: 'spam' }, author.token, 403, Messages.ownPostAction);
    expect((await t.post(Endpoints.reportPost.path, { post_id: post.id, reason: 'underage' }, { token: me.token })).json()).toEqual({
      success: 1,
      message: Messages.postReported,
      data: { post_id: post.id },
    });
    await expectRefused(Endpoints.reportPost.path, { post_id: post.id, reason: 'spam' }, me.token, 409, Messages.postAlreadyReported);
    expect((await t.post(Endpoints.reportPost.path, { post_id: post.id, reason: 'underage' }, { token: other.token })).statusCode).toBe(
      200,
    );
  });

  it('blocks: one may report someone one blocked; someone who blocked you is unknown (404), and so are their posts', async () => {
    const [me, blockedByMe, blockedMe] = [await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    const theirPost = await textPost(t, blockedMe.token);
    expect((await t.post(Endpoints.block.path, { user_id: blockedByMe.id }, { token: me.token })).statusCode).toBe(200);
    expect((await t.post(Endpoints.block.path, { user_id: me.id }, { token: blockedMe.token })).statusCode).toBe(200);
    expect(
      (await t.post(Endpoints.reportPerson.path, { user_id: blockedByMe.id, reason: 'harassment' }, { token: me.token })).statusCode,
    ).toBe(200);
    await expectRefused(Endpoints.reportPerson.path, { user_id: blockedMe.id, reason: 'harassment' }, me.token, 404, Messages.userNotFound);
    await expectRefused(Endpoints.reportPost.path, { post_id: theirPost.id, reason: 'spam' }, me.token, 404, Messages.postNotFound);
  });

  it('the admin queues: admins only; posts and people with their reasons counted (most first) and the `other` words; dismissing a person closes their reports once', async () => {
    const [author, person] = [await verifiedUser(t, { first_name: 'Reported' }), await verifiedUser(t, { first_name: 'Troll' })];
    const post = await textPost(t, author.token, 'buy followers here');
    const reporters = [await verifiedUser(t), await verifiedUser(t), await verifiedUser(t), await verifiedUser(t), await verifiedUser(t)];
    const reasons = [ReportReason.spam, ReportReason.harassment, ReportReason.spam, ReportReason.other, ReportReason.spam];
    for (const [index, reporter] of reporters.entries()) {
      const reason = reasons[index]!;
      const text = reason === ReportReason.other ? `words of reporter ${index}` : undefined;
      expect((await t.post(Endpoints.reportPost.path, { post_id: post.id, reason, text }, { token: reporter.token })).statusCode).toBe(200);
      expect((await t.post(Endpoints.reportPerson.path, { user_id: person.id, reason, text }, { token: reporter.token })).statusCode).toBe(
        200,
      );
    }
    // Not for anyone but an admin.
    for (const url of [Endpoints.reportedPosts.path, Endpoints.reportedPeople.path]) {
      expect((await t.post(url, { page: 1 })).statusCode).toBe(401);
      expect((await t.post(url, { page: 1 }, { token: reporters[0]!.token })).statusCode).toBe(403);
    }
    await expectRefused(Endpoints.dismissPersonReports.path, { user_id: person.id }, author.token, 403, Messages.forbidden);

    const counted = {
      reports: 5,
      reasons: [
        { reason: 'spam', count: 3 },
        { reason: 'harassment', count: 1 },
        { reason: 'other', count: 1 },
      ],
      texts: ['words of reporter 3'],
    };
    const posts = (await t.post(Endpoints.reportedPosts.path, { page: 1 }, { token: admin.token })).json();
    expect(Value.Check(ReportedPostsResponse, posts)).toBe(true);
    expect((posts.data as { post_id: number }[]).find((entry) => entry.post_id === post.id)).toMatchObject({
      ...counted,
      description: 'buy followers here',
    });
    const people = (await t.post(Endpoints.reportedPeople.path, { page: 1 }, { token: admin.token })).json();
    expect(Value.Check(ReportedPeopleResponse, people)).toBe(true);
    const entry = (people.data as { user: { id: number } }[]).find((item) => item.user.id === person.id);
    expect(entry).toMatchObject({ ...counted, user: { id: person.id, first_name: 'Troll' } });
    // The private fields of the reported person stay on the server.
    expect(Object.keys((entry as { user: object }).user).sort()).toEqual([
      'first_name',
      'id',
      'last_name',
      'profile_photo',
      'user_verified',
      'username',
    ]);

    const dismissed = await t.post(Endpoints.dismissPersonReports.path, { user_id: person.id }, { token: admin.token });
    expect(dismissed.json()).toMatchObject({ success: 1, message: Messages.reportsDismissed, data: { decided_by: admin.id } });
    expect(
      await db()
        .select()
        .from(reviewDecisions)
        .where(and(eq(reviewDecisions.subject, ReviewSubject.personReport), eq(reviewDecisions.subjectId, person.id))),
    ).toMatchObject([{ adminId: admin.id, decision: ReviewDecision.dismissed }]);
    const after = (await t.post(Endpoints.reportedPeople.path, { page: 1 }, { token: admin.token })).json() as {
      data: { user: { id: number } }[];
    };
    expect(after.data.map((item) => item.user.id)).not.toContain(person.id);
    await expectRefused(Endpoints.dismissPersonReports.path, { user_id: person.id }, admin.token, 409, Messages.alreadyDecided);
    await expectRefused(Endpoints.dismissPersonReports.path, { user_id: author.id }, admin.token, 404, Messages.reportNotFound);
    // A closed report still counts as made: the same reporter cannot report again.
    await expectRefused(
      Endpoints.reportPerson.path,
      { user_id: person.id, reason: 'spam' },
      reporters[0]!.token,
      409,
      Messages.userAlreadyReported,
    );
  });
});
