import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { DocumentType, NotificationType, VerifyStatus } from '../../contract/codes';
import { Messages } from '../../contract/messages';
import { VerificationStatusResponse } from '../../contract/review';
import { Endpoints } from '../../contract/endpoints';
import { notifications, users, verificationRequests } from '../../server/db/schema';
import { backends, createTestApp, verifiedUser, type TestApp } from './harness';
import { expectBooksBalanced } from './ledger-support';
import { uploaded } from './posts-support';
import { adminUser, uploadDocument, type Login } from './review-support';

describe.each(backends)('verification: documents, status, private files (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => {
    await expectBooksBalanced(t.testDatabase.database.db);
    await t.close();
  });
  const db = () => t.testDatabase.database.db;
  const statusOf = async (who: Login) => {
    const response = await t.post(Endpoints.verificationStatus.path, undefined, { token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as VerificationStatusResponse;
    expect(Value.Check(VerificationStatusResponse, body)).toBe(true);
    return body.data;
  };
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const verifiedOf = async (id: number) => (await db().select({ v: users.userVerified }).from(users).where(eq(users.id, id)))[0]?.v;

  it('not applied at first; an upload makes it pending, raises VERIFICATION_UPDATES and hides the form (a second is refused)', async () => {
    const me = await verifiedUser(t);
    expect(await statusOf(me)).toEqual({
      status: VerifyStatus.notApplied,
      hand_written_comment: '',
      user_document_type: null,
      image: null,
      selfie_image: null,
      created_at: null,
    });

    const id = await uploadDocument(t, me);
    const selfie = await uploadDocument(t, me, '#c0392b');
    const response = await t.post(
      Endpoints.requestVerification.path,
      { image: id.key, user_document_type: DocumentType.passport, selfie_image: selfie.key },
      { token: me.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: 1,
      message: Messages.documentsUploaded,
      data: { status: VerifyStatus.pending, hand_written_comment: '', user_document_type: DocumentType.passport },
    });
    expect(await verifiedOf(me.id)).toBe(VerifyStatus.pending);
    const status = await statusOf(me);
    expect(status.image).toMatch(/^\/media\/user\/documents\/.+\?exp=\d+&sig=/);
    expect((await get(status.image!)).statusCode).toBe(200);
    expect(
      await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, me.id), eq(notifications.type, NotificationType.verificationUpdates))),
    ).toHaveLength(1);

    const again = await t.post(
      Endpoints.requestVerification.path,
      { image: id.key, user_document_type: 1, selfie_image: selfie.key },
      { token: me.token },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: 0, message: Messages.verificationPending });
    expect(await db().select().from(verificationRequests).where(eq(verificationRequests.userId, me.id))).toHaveLength(1);
  });

  it('documents are never reachable by a plain URL, by anyone, and another user gets no signed URL for them', async () => {
    const owner = await verifiedUser(t);
    const other = await verifiedUser(t);
    const { key, location } = await uploadDocument(t, owner);
    const selfie = await uploadDocument(t, owner);
    expect(
      (
        await t.post(
          Endpoints.requestVerification.path,
          { image: key, user_document_type: 1, selfie_image: selfie.key },
          { token: owner.token },
        )
      ).statusCode,
    ).toBe(200);

    for (const token of [undefined, owner.token, other.token]) {
      const plain = await get(`/media/${key}`, token);
      expect(plain.statusCode).toBe(403);
      expect(plain.json()).toMatchObject({ success: 0, message: Messages.mediaForbidden });
    }
    const tampered = location.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await get(tampered)).statusCode).toBe(403);
    // The other user's own status names only their own (not applied: nothing), and cannot submit the owner's files.
    expect((await statusOf(other)).image).toBeNull();
    const stolen = await t.post(
      Endpoints.requestVerification.path,
      { image: key, user_document_type: 1, selfie_image: selfie.key },
      { token: other.token },
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ success: 0, message: Messages.documentNotFound });
    // A signed URL dies with its short life.
    const fresh = (await statusOf(owner)).image!;
    t.advanceClock(10 * 60_000);
    expect((await get(fresh)).statusCode).toBe(403);
  });

  it('refuses a missing field with the spec message, a key that is not a document upload, and two identical keys; nothing changes', async () => {
    const me = await verifiedUser(t);
    const id = await uploadDocument(t, me);
    const selfie = await uploadDocument(t, me);
    const postImage = await uploaded(t, me.id, 'post/images/');
    const cases: [object, string][] = [
      [{ user_document_type: 1, selfie_image: selfie.key }, Messages.documentImageRequired],
      [{ image: '', user_document_type: 1, selfie_image: selfie.key }, Messages.documentImageRequired],
      [{ image: id.key, selfie_image: selfie.key }, Messages.documentTypeRequired],
      [{ image: id.key, user_document_type: 0, selfie_image: selfie.key }, Messages.documentTypeRequired],
      [{ image: id.key, user_document_type: 5, selfie_image: selfie.key }, Messages.documentTypeRequired],
      [{ image: id.key, user_document_type: 1 }, Messages.selfieImageRequired],
      [{ image: postImage, user_document_type: 1, selfie_image: selfie.key }, Messages.documentNotFound],
      [{ image: id.key, user_document_type: 1, selfie_image: id.key }, Messages.documentNotFound],
      [{ image: 'user/documents/nothere.png', user_document_type: 1, selfie_image: selfie.key }, Messages.documentNotFound],
    ];
    for (const [body, message] of cases) {
      const response = await t.post(Endpoints.requestVerification.path, body, { token: me.token });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: 0, message });
    }
    expect(await db().select().from(verificationRequests).where(eq(verificationRequests.userId, me.id))).toEqual([]);
    expect(await verifiedOf(me.id)).toBe(VerifyStatus.notApplied);
    expect((await t.post(Endpoints.verificationStatus.path, undefined)).statusCode).toBe(401);
  });

  it('rejected: the comment shows and the form may be sent again, which clears it; approved: verified and no more uploads', async () => {
    const me = await verifiedUser(t);
    const admin = await adminUser(t);
    const send = async () => {
      const id = await uploadDocument(t, me);
      const selfie = await uploadDocument(t, me);
      return t.post(
        Endpoints.requestVerification.path,
        { image: id.key, user_document_type: DocumentType.drivingLicense, selfie_image: selfie.key },
        { token: me.token },
      );
    };
    expect((await send()).statusCode).toBe(200);
    const [request] = await db().select().from(verificationRequests).where(eq(verificationRequests.userId, me.id));
    const rejected = await t.post(
      Endpoints.rejectVerification.path,
      { id: request!.id, comment: 'The note is not readable' },
      { token: admin.token },
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await statusOf(me)).toMatchObject({ status: VerifyStatus.rejected, hand_written_comment: 'The note is not readable' });

    expect((await send()).statusCode).toBe(200);
    expect(await statusOf(me)).toMatchObject({ status: VerifyStatus.pending, hand_written_comment: '' });
    const [latest] = await db()
      .select()
      .from(verificationRequests)
      .where(and(eq(verificationRequests.userId, me.id), eq(verificationRequests.status, VerifyStatus.pending)));
    expect((await t.post(Endpoints.approveVerification.path, { id: latest!.id }, { token: admin.token })).statusCode).toBe(200);
    expect(await statusOf(me)).toMatchObject({ status: VerifyStatus.verified, hand_written_comment: '' });
    const profile = await t.post(Endpoints.person.path, { userid: me.id }, { token: admin.token });
    expect(profile.json()).toMatchObject({ data: { user_verified: VerifyStatus.verified } });
    const more = await send();
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ message: Messages.profileAlreadyVerified });
  });
});
