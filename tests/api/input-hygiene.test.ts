import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '../../contract/messages';
import { MEDIA_ROOT } from '../../contract/routes';
import { Endpoints, fillPath } from '../../contract/endpoints';
import { MediaType, StreamType } from '../../contract/codes';
import type { UploadPath } from '../../contract/rules';
import { hollowLegacyVideos, hollowMp4s } from '../support/files';
import { clientId, member, openRoom, uploadChat, uploadImage } from './chat-support';
import { backends, createTestApp, everyRow, multipartBody, uploadFile, type TestApp } from './harness';
import { goLive, insertStickers, streamId } from './live-support';
import { creator, textPost, uploaded } from './posts-support';
import { adminUser, BANK } from './review-support';

const NUL = '\u0000';
/** One past the largest id a PostgreSQL integer holds, and other numbers no field takes. */
const OUT_OF_RANGE = [2_147_483_648, 0, -1, 1.5, 1e300];

/** A JSON path inside a body: property names and array indexes. */
type FieldPath = readonly (string | number)[];

/** `body` with the string at `path` given a NUL in the middle (or replaced by `value`). */
function withValueAt(body: object, path: FieldPath, value: (old: unknown) => unknown): object {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  parent[last] = value(parent[last]);
  return copy;
}
const inside = (inserted: string) => (old: unknown) => {
  const text = String(old ?? '');
  return `${text.slice(0, 1)}${inserted}${text.slice(1)}`;
};
const nulInside = inside(NUL);
/** Half of a UTF-16 pair alone, as JSON's `\ud800` escape sends it: not a character, so no field takes it. */
const LONE_SURROGATES = ['\ud800', '\udfff'];
/** What JSON may carry in place of a number, none of which is one: ids and numbers are never coerced. */
const NOT_NUMBERS: unknown[] = [true, false, '1', '5', '1.0', '', null, [1], { value: 1 }];
/** What a path or query string may carry in place of digits. */
const NOT_DIGITS = ['true', '1.0', '+1', ' 1', '1 ', '0x1', '1e0', '-0', ''];

/** Every string leaf of a body (not inside arrays of ids), as paths. */
function stringPaths(value: unknown, path: FieldPath = []): FieldPath[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

interface JsonCall {
  name: string;
  url: string;
  body: object;
  token?: string;
  /** Body fields that hold ids or numbers with a range. */
  numbers?: string[];
  /** Nullable ids, where 0 is read as null ("none") by the schema's coercion rather than refused. */
  nullable?: string[];
  /** Numbers for which 0 is a value (a code such as male or free, a free stream's price), not out of range. */
  takesZero?: string[];
  /** Numbers that null clears (a choice taken back), while 0 stays refused. */
  takesNull?: string[];
  /** The schema forbids fields it does not name. */
  closed?: boolean;
  /** Headers the route requires besides the token (an idempotency key). */
  headers?: Record<string, string>;
}

/** The value each over-long string field gets: longer than any field takes, well under the body limit. */
const OVER_LONG = 'a'.repeat(100_001);
/** A field no schema names. */
const UNKNOWN_FIELD = 'not_a_field';

describe.each(backends)('input hygiene: control characters and ranges answer 400 and change nothing (%s)', (backend) => {
  let t: TestApp;
  let calls: JsonCall[];
  let userId: number;
  let token: string;
  let chatToken: string;
  let packageId: number;

  /** Every row of every table, to prove a refused request wrote nothing. */
  const everyTableRow = () => everyRow(t.testDatabase.database.db);
  /** A call's route with `body`, its token and its headers. */
  const send = (call: JsonCall, body: object) =>
    t.app.inject({
      method: 'POST',
      url: call.url,
      payload: body,
      headers: { ...(call.token ? { authorization: `Bearer ${call.token}` } : {}), ...call.headers },
    });
  /** One of the viewer's own image uploads on `path`, as its key. */
  const ownImage = async (owner: string, path: UploadPath) => {
    const bytes = await sharp({ create: { width: 90, height: 160, channels: 3, background: '#8e44ad' } })
      .jpeg()
      .toBuffer();
    const response = await uploadFile(t, owner, [
      ['path', path],
      ['file', { name: 'photo.jpg', bytes }],
    ]);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.key as string;
  };

  // The widths of an image uploaded for a route's case are a job's rows: made before a refusal's rows are compared.
  const settledRows = async () => {
    expect(await t.app.jobs.settled('imageVariants', 30_000)).toBe(true);
    return everyTableRow();
  };

  const expectRefused = async (send: () => Promise<LightMyRequestResponse>, label: string) => {
    const before = await settledRows();
    const response = await send();
    expect(response.statusCode, `${label}: ${response.body}`).toBe(400);
    const answer = response.json() as { success: number; message: string };
    expect(answer.success, label).toBe(0);
    expect(answer.message, label).toMatch(/\S/);
    expect(await everyTableRow(), `${label} changed rows`).toBe(before);
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    const me = await creator(t);
    userId = me.id;
    token = me.token;
    const post = await textPost(t, token);
    const image = await uploaded(t, userId, 'post/images/');
    const audio = await uploaded(t, userId, 'post/audios/');
    const video = await uploaded(t, userId, 'post/videos/');
    const teaser = await uploaded(t, userId, 'post/teasers/');
    const thumb = await uploaded(t, userId, 'post/thumbs/');
    const pollImage = await uploaded(t, userId, 'post/images/');
    const password = { new_password: 'Changed@456', confirm_new_password: 'Changed@456' };
    const idImage = await uploaded(t, userId, 'user/documents/');
    const selfie = await uploaded(t, userId, 'user/documents/');
    const admin = await adminUser(t);
    const bank = BANK;
    const fan = await member(t);
    const chatCreator = await member(t, { creator: true });
    const room = await openRoom(t, chatCreator, fan);
    const chatImage = await uploadImage(t, chatCreator);
    chatToken = chatCreator.chat;
    const pack = await t.post(Endpoints.createPackage.path, { media_package_name: 'Hollow set', media_package_price: 30 }, { token });
    packageId = (pack.json() as { data: { id: number } }).data.id;
    const [profilePhoto, coverPhoto, storyImage] = [
      await ownImage(token, 'user/profile/'),
      await ownImage(token, 'user/profile/'),
      await ownImage(token, 'story/images/'),
    ];
    const story = await t.post(Endpoints.postStory.path, { story_image: await ownImage(token, 'story/images/') }, { token });
    const storyId = (story.json() as { data: { story_image: { id: number }[] } }).data.story_image[0]!.id;
    const stream = await goLive(t, chatCreator);
    const [sticker] = await insertStickers(t);
    const paid = { 'idempotency-key': 'hygiene-0001' };
    calls = [
      {
        name: 'register',
        url: Endpoints.register.path,
        body: {
          first_name: 'Ada',
          last_name: 'King',
          email: 'nul@example.com',
          phone: '5550100',
          password: 'Secret@123',
          username: 'nul_user',
          user_refrence_code: 'ABCDEF',
        },
      },
      { name: 'verify-otp', url: Endpoints.verifyOtp.path, body: { otp: '123456', email: me.email } },
      { name: 'resend-otp', url: Endpoints.resendOtp.path, body: { email: me.email } },
      { name: 'forgot-password', url: Endpoints.forgotPassword.path, body: { email: me.email } },
      {
        name: 'reset-password',
        url: fillPath(Endpoints.resetPassword.path, { userId: userId }),
        body: { reset_token: 'token', ...password },
      },
      { name: 'login', url: Endpoints.login.path, body: { email: me.email, password: me.password } },
      { name: 'change-password', url: Endpoints.changePassword.path, token, body: { old_password: me.password, ...password } },
      { name: 'user-byid', url: Endpoints.person.path, token, body: { userid: userId }, numbers: ['userid'] },
      { name: 'feeds', url: Endpoints.homeFeed.path, token, body: { page: 1 }, numbers: ['page'] },
      { name: 'feeds/user', url: Endpoints.personFeed.path, token, body: { user_id: userId, page: 1 }, numbers: ['user_id', 'page'] },
      { name: 'search-tags', url: Endpoints.searchHashtags.path, token, body: { search: 'sun', page: 1 }, numbers: ['page'] },
      { name: 'posts-by-tag', url: Endpoints.hashtagFeed.path, token, body: { hash_tag: 'sun', page: 1 }, numbers: ['page'] },
      { name: 'favouritelist', url: Endpoints.favourites.path, token, body: { page: 1, sort: 'DESC' }, numbers: ['page'] },
      {
        name: 'create image post',
        url: Endpoints.createPost.path,
        token,
        body: {
          post_type: 0,
          description: 'Sun',
          images: [image],
          payment_type: 2,
          payment_amount: 5,
          tags: `${userId}`,
          hash_tags: ['sun'],
        },
        numbers: ['payment_amount'],
      },
      {
        name: 'create text post',
        url: Endpoints.createPost.path,
        token,
        body: { post_type: 3, description: 'Hello', hash_tags: 'sun,sea' },
      },
      {
        name: 'create audio post',
        url: Endpoints.createPost.path,
        token,
        body: { post_type: 1, description: 'A', post_type_link: audio, thumb_image: thumb },
      },
      {
        name: 'create video post',
        url: Endpoints.createPost.path,
        token,
        body: { post_type: 2, description: 'V', post_type_link: video, thumb_image: thumb, video_teaser: teaser },
      },
      {
        name: 'create poll post',
        url: Endpoints.createPost.path,
        token,
        body: {
          post_type: 4,
          description: 'P',
          question: 'Which?',
          poll_type: 'image',
          options: [
            { text: 'One', image: pollImage },
            { text: 'Two', image: pollImage },
          ],
        },
      },
      { name: 'comments', url: Endpoints.comments.path, token, body: { post_id: post.id, page: 1 }, numbers: ['post_id', 'page'] },
      {
        name: 'comment',
        url: Endpoints.addComment.path,
        token,
        body: { post_id: post.id, comment: 'Nice', parent_id: 1 },
        numbers: ['post_id', 'parent_id'],
        nullable: ['parent_id'],
      },
      { name: 'like', url: Endpoints.likePost.path, token, body: { post_id: post.id }, numbers: ['post_id'] },
      {
        name: 'vote-poll',
        url: Endpoints.votePoll.path,
        token,
        body: { post_id: post.id, poll_option: 1 },
        numbers: ['post_id', 'poll_option'],
      },
      {
        name: 'report',
        url: Endpoints.reportPost.path,
        token,
        body: { post_id: post.id, reason: 'other', text: 'A link to a scam' },
        numbers: ['post_id'],
      },
      {
        name: 'user/report',
        url: Endpoints.reportPerson.path,
        token,
        body: { user_id: admin.id, reason: 'other', text: 'Pretends to be me' },
        numbers: ['user_id'],
      },
      {
        name: 'hide',
        url: Endpoints.hidePost.path,
        token,
        body: { post_id: post.id, to_user_id: userId },
        numbers: ['post_id', 'to_user_id'],
      },
      { name: 'chat login', url: Endpoints.chatLogin.path, body: { username: me.email, password: me.password } },
      { name: 'transaction-list', url: Endpoints.transactions.path, token, body: { page: 1 }, numbers: ['page'] },
      {
        name: 'vault',
        url: Endpoints.vault.path,
        token,
        body: { page: 1, media_type: 0 },
        numbers: ['page', 'media_type'],
        takesZero: ['media_type'],
      },
      { name: 'vault/use', url: Endpoints.useVaultItem.path, token, body: { key: 'vault/images/abc.jpg', path: 'post/images/' } },
      { name: 'vault/delete', url: Endpoints.deleteVaultItem.path, token, body: { key: 'vault/images/abc.jpg' } },
      { name: 'post/pay', url: Endpoints.unlockPost.path, token, body: { post_id: post.id, price: 50 }, numbers: ['post_id', 'price'] },
      { name: 'donate', url: Endpoints.donateToPost.path, token, body: { post_id: post.id, amount: 100 }, numbers: ['post_id', 'amount'] },
      {
        name: 'user-donate',
        url: Endpoints.donateToPerson.path,
        token,
        body: { user_id: userId, amount: 100 },
        numbers: ['user_id', 'amount'],
      },
      {
        name: 'send-sticker',
        url: Endpoints.sendSticker.path,
        token,
        body: { sticker_id: 1, to_user_id: userId },
        numbers: ['sticker_id', 'to_user_id'],
      },
      {
        name: 'coin-transfer',
        url: Endpoints.transferCoins.path,
        token,
        body: { to_user_id: userId, amount: 100 },
        numbers: ['to_user_id', 'amount'],
      },
      { name: 'user-package', url: Endpoints.creatorPlans.path, token, body: { user_id: userId }, numbers: ['user_id'] },
      {
        name: 'plans',
        url: Endpoints.savePlans.path,
        token,
        body: { monthly: 100, anual: 1000, trial: 7 },
        numbers: ['monthly', 'anual', 'trial'],
        closed: true,
      },
      {
        name: 'user-subscription',
        url: Endpoints.subscribe.path,
        token,
        body: { package_user_id: userId, package_id: 1 },
        numbers: ['package_user_id', 'package_id'],
      },
      { name: 'user-unsubscribe', url: Endpoints.unsubscribe.path, token, body: { subscription_id: 1 }, numbers: ['subscription_id'] },
      {
        name: 'user-renew-subscription',
        url: Endpoints.renewSubscription.path,
        token,
        body: { subscription_id: 1 },
        numbers: ['subscription_id'],
      },
      { name: 'my-subscription-new', url: Endpoints.mySubscriptions.path, token, body: { page: 1 }, numbers: ['page'] },
      { name: 'my-subscribers', url: Endpoints.mySubscribers.path, token, body: { page: 1 }, numbers: ['page'] },
      {
        name: 'inapp-payment',
        url: Endpoints.buyCoins.path,
        token,
        body: { purchaseData: [{ packageId: 1, trasactionId: 'pm_card.sig' }] },
      },
      {
        name: 'test-card payment method',
        url: Endpoints.testCardPaymentMethod.path,
        token,
        body: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' },
        numbers: ['exp_month', 'exp_year'],
      },
      {
        name: 'test-card authenticate',
        url: Endpoints.testCardAuthenticate.path,
        token,
        body: { client_secret: 'pi_abc_secret_def', outcome: 'complete' },
      },
      {
        name: 'upload-document',
        url: Endpoints.requestVerification.path,
        token,
        body: { image: idImage, user_document_type: 1, selfie_image: selfie },
        numbers: ['user_document_type'],
      },
      { name: 'bank', url: Endpoints.saveBank.path, token, body: bank },
      { name: 'user-withdraw', url: Endpoints.requestPayout.path, token, body: { amount: 10 }, numbers: ['amount'] },
      { name: 'withdraw-list', url: Endpoints.payouts.path, token, body: { page: 1 }, numbers: ['page'] },
      { name: 'admin verifications', url: Endpoints.pendingVerifications.path, token: admin.token, body: { page: 1 }, numbers: ['page'] },
      {
        name: 'admin approve verification',
        url: Endpoints.approveVerification.path,
        token: admin.token,
        body: { id: 1 },
        numbers: ['id'],
      },
      {
        name: 'admin reject verification',
        url: Endpoints.rejectVerification.path,
        token: admin.token,
        body: { id: 1, comment: 'Blurry photo' },
        numbers: ['id'],
      },
      { name: 'admin payouts', url: Endpoints.pendingPayouts.path, token: admin.token, body: { page: 1 }, numbers: ['page'] },
      { name: 'admin approve payout', url: Endpoints.approvePayout.path, token: admin.token, body: { id: 1 }, numbers: ['id'] },
      {
        name: 'admin reject payout',
        url: Endpoints.rejectPayout.path,
        token: admin.token,
        body: { id: 1, comment: 'Wrong bank' },
        numbers: ['id'],
      },
      { name: 'admin reports', url: Endpoints.reportedPosts.path, token: admin.token, body: { page: 1 }, numbers: ['page'] },
      {
        name: 'admin remove post',
        url: Endpoints.removeReportedPost.path,
        token: admin.token,
        body: { post_id: post.id },
        numbers: ['post_id'],
      },
      {
        name: 'admin dismiss reports',
        url: Endpoints.dismissPostReports.path,
        token: admin.token,
        body: { post_id: post.id },
        numbers: ['post_id'],
      },
      {
        name: 'chat conversation',
        url: Endpoints.conversation.path,
        token: chatCreator.chat,
        body: { user_id: fan.id },
        numbers: ['user_id'],
      },
      {
        name: 'chat text message',
        url: Endpoints.sendMessage.path,
        token: chatCreator.chat,
        body: { room: room._id, messageType: 'text', content: 'Hello there', client_id: clientId() },
        closed: true,
      },
      {
        name: 'chat paid media caption',
        url: Endpoints.sendMessage.path,
        token: chatCreator.chat,
        body: {
          room: room._id,
          messageType: 'PAID_MEDIA',
          content: 'Golden hour',
          files: [chatImage.key],
          price: 5,
          client_id: clientId(),
        },
        numbers: ['price'],
        closed: true,
      },
      {
        name: 'chat messages list',
        url: Endpoints.messages.path,
        token: fan.chat,
        body: { room: room._id, limit: 10, skip: 0 },
        numbers: ['limit'],
      },
      { name: 'chat read', url: Endpoints.markRoomRead.path, token: fan.chat, body: { room: room._id } },
      {
        name: 'chat search',
        url: Endpoints.searchMessages.path,
        token: fan.chat,
        body: { room: room._id, search: 'hello' },
        closed: true,
      },
      {
        name: 'media package create',
        url: Endpoints.createPackage.path,
        token,
        body: { media_package_name: 'Beach set', media_package_price: 30 },
        numbers: ['media_package_price'],
        closed: true,
      },
      { name: 'media package by id', url: Endpoints.myPackage.path, token, body: { media_id: 1 }, numbers: ['media_id'] },
      {
        name: 'edit-profile',
        url: Endpoints.editProfile.path,
        token,
        body: {
          first_name: 'Ada',
          last_name: 'King',
          gender: 1,
          country_id: 724,
          state: 'ES-M',
          city: 'Madrid',
          address: 'Calle Mayor 1',
          zipcode: '28013',
          birth_date: '1990-05-17',
          website_link: 'https://ada.example.com',
          facebook_link: 'https://facebook.com/ada',
          instagram_link: 'https://instagram.com/ada',
          twitter_link: 'https://twitter.com/ada',
          other_profile_link: 'https://ada.example.org',
          bio: 'Painter.\nMadrid.',
          profile_photo: profilePhoto,
          cover_photo: coverPhoto,
        },
        numbers: ['gender', 'country_id'],
        takesZero: ['gender'],
        takesNull: ['gender', 'country_id'],
      },
      { name: 'block', url: Endpoints.block.path, token, body: { user_id: fan.id }, numbers: ['user_id'] },
      { name: 'unblock', url: Endpoints.unblock.path, token, body: { user_id: fan.id }, numbers: ['user_id'] },
      { name: 'block-list', url: Endpoints.blockedPeople.path, token, body: { page: 1 }, numbers: ['page'] },
      { name: 'stories/create', url: Endpoints.postStory.path, token, body: { user: userId, story_image: storyImage }, numbers: ['user'] },
      { name: 'stories/delete', url: Endpoints.deleteStory.path, token, body: { story_id: storyId }, numbers: ['story_id'] },
      { name: 'stories/seen', url: Endpoints.markStorySeen.path, token: fan.token, body: { story_id: storyId }, numbers: ['story_id'] },
      {
        name: 'livestreams/create',
        url: Endpoints.goLive.path,
        token,
        body: {
          stream_id: streamId(),
          broadcaster_id: userId,
          title: 'Evening sketch',
          description: 'Ink and\ncoffee',
          amount: 0,
          type: StreamType.free,
        },
        numbers: ['broadcaster_id', 'amount', 'type'],
        takesZero: ['amount', 'type'],
      },
      { name: 'livestreams/stream', url: Endpoints.liveStream.path, token: fan.token, body: { stream_id: stream.stream_id } },
      { name: 'livestreams/join', url: Endpoints.joinLive.path, token: fan.token, body: { stream_id: stream.stream_id } },
      { name: 'livestreams/delete', url: Endpoints.endLive.path, token: chatCreator.token, body: { stream_id: stream.stream_id } },
      {
        name: 'livestreams/tip',
        url: Endpoints.tipLive.path,
        token: fan.token,
        headers: paid,
        body: { stream_id: stream.stream_id, amount: 5 },
        numbers: ['amount'],
      },
      {
        name: 'livestreams/gift',
        url: Endpoints.giftLive.path,
        token: fan.token,
        headers: paid,
        body: { stream_id: stream.stream_id, sticker_id: sticker!.id },
        numbers: ['sticker_id'],
      },
      { name: 'agora tokens', url: Endpoints.liveTokens.path, token: fan.token, body: { channelName: stream.stream_id } },
    ];
  });
  afterAll(() => t.close());

  it('refuses a NUL in every string field of every JSON route', async () => {
    for (const call of calls) {
      for (const path of stringPaths(call.body)) {
        const body = withValueAt(call.body, path, nulInside);
        await expectRefused(() => send(call, body), `${call.name} ${path.join('.')}`);
      }
    }
  }, 120_000);

  it('refuses a lone surrogate in every string field of every JSON route, as a broken character where no other rule spoke first', async () => {
    for (const call of calls) {
      for (const path of stringPaths(call.body)) {
        for (const surrogate of LONE_SURROGATES) {
          const body = withValueAt(call.body, path, inside(surrogate));
          await expectRefused(() => send(call, body), `${call.name} ${path.join('.')} ${JSON.stringify(surrogate)}`);
        }
      }
    }
    for (const [url, body, token_] of [
      [Endpoints.createPost.path, { post_type: 3, description: 'hi\ud800' }, token],
      [Endpoints.searchHashtags.path, { search: '\udc00hi', page: 1 }, token],
    ] as const) {
      const response = await t.post(url, body, { token: token_ });
      expect(response.json().message, url).toBe(Messages.illFormedText);
    }
    // A pair (an emoji) is a character like any other.
    const emoji = await t.post(Endpoints.createPost.path, { post_type: 3, description: 'hi \ud83d\ude00' }, { token });
    expect(emoji.statusCode, emoji.body).toBe(200);
  }, 120_000);

  it('never takes a boolean, a string or null for an id or a number in a body', async () => {
    for (const call of calls) {
      for (const field of call.numbers ?? []) {
        for (const value of NOT_NUMBERS.filter((v) => v !== null || !(call.nullable?.includes(field) || call.takesNull?.includes(field)))) {
          const body = withValueAt(call.body, [field], () => value);
          await expectRefused(() => send(call, body), `${call.name} ${field}=${JSON.stringify(value)}`);
        }
      }
    }
  }, 120_000);

  it('takes ids and pages in paths and queries from digits only', async () => {
    for (const text of NOT_DIGITS) {
      const id = encodeURIComponent(text);
      await expectRefused(() => t.post(`${Endpoints.trendingPosts.path}?page=${id}`, {}, { token }), `trending?page=${text}`);
      await expectRefused(() => t.post(`${Endpoints.suggestedPeople.path}?page=${id}`, {}, { token }), `user trending?page=${text}`);
      // An empty path segment is another route (404).
      if (text === '') continue;
      await expectRefused(
        () =>
          t.post(fillPath(Endpoints.resetPassword.path, { userId: id }), {
            reset_token: 'token',
            new_password: 'Changed@456',
            confirm_new_password: 'Changed@456',
          }),
        `reset-password/${text}`,
      );
      await expectRefused(
        () =>
          t.app.inject({ method: 'GET', url: fillPath(Endpoints.post.path, { id: id }), headers: { authorization: `Bearer ${token}` } }),
        `post/${text}`,
      );
    }
    const digits = await t.post(`${Endpoints.trendingPosts.path}?page=1`, {}, { token });
    expect(digits.statusCode, digits.body).toBe(200);
  });

  it('refuses an MP4 with video magic bytes but nothing to play on every video upload path', async () => {
    const addContent = async (bytes: Buffer, name = 'clip.mp4') => {
      const { payload, headers } = await multipartBody([
        ['media_package_id', String(packageId)],
        ['media_content_type', String(MediaType.video)],
        ['media_content_file', { name, bytes }],
      ]);
      return t.app.inject({
        method: 'POST',
        url: Endpoints.addPackageMedia.path,
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      });
    };
    for (const [label, bytes] of hollowMp4s()) {
      const paths: Array<[string, () => Promise<LightMyRequestResponse>, string]> = [
        [
          'post video',
          () =>
            uploadFile(t, token, [
              ['path', 'post/videos/'],
              ['file', { name: 'clip.mp4', bytes }],
            ]),
          Messages.videoType,
        ],
        [
          'post teaser',
          () =>
            uploadFile(t, token, [
              ['path', 'post/teasers/'],
              ['file', { name: 'teaser.mp4', bytes }],
            ]),
          Messages.videoType,
        ],
        [
          'chat video',
          () =>
            uploadChat(t, chatToken, [
              ['id', clientId()],
              ['file', { name: 'clip.mp4', bytes }],
            ]),
          Messages.chatFileType,
        ],
        ['package video', () => addContent(bytes), Messages.packageVideoType],
      ];
      for (const [path, send, message] of paths) {
        const before = await settledRows();
        const response = await send();
        expect(response.statusCode, `${path}, ${label}: ${response.body}`).toBe(400);
        expect(response.json().message, `${path}, ${label}`).toBe(message);
        expect(await everyTableRow(), `${path}, ${label} changed rows`).toBe(before);
      }
    }
    // AVI, FLV and AVCHD come only in packages: hollow ones are refused there as a hollow MP4 is.
    for (const [label, name, bytes] of hollowLegacyVideos()) {
      await expectRefused(() => addContent(bytes, name), `package video, ${label}`);
      expect((await addContent(bytes, name)).json().message, label).toBe(Messages.packageVideoType);
    }
  });

  it('refuses other control characters in one-line fields, and keeps line breaks in texts', async () => {
    for (const control of ['\u0007', '\u001b', '\u007f', '\u0085', '\n']) {
      await expectRefused(
        () => t.post(Endpoints.searchHashtags.path, { search: `a${control}b`, page: 1 }, { token }),
        `search ${JSON.stringify(control)}`,
      );
    }
    const text = await t.post(Endpoints.createPost.path, { post_type: 3, description: 'two\nlines\tand a tab' }, { token });
    expect(text.statusCode, text.body).toBe(200);
    await expectRefused(() => t.post(Endpoints.createPost.path, { post_type: 3, description: 'bell\u0007' }, { token }), 'text post bell');
  });

  it('refuses ids and numbers out of their range in every body', async () => {
    for (const call of calls) {
      for (const field of call.numbers ?? []) {
        for (const number of OUT_OF_RANGE.filter((n) => n !== 0 || !(call.nullable?.includes(field) || call.takesZero?.includes(field)))) {
          const body = withValueAt(call.body, [field], () => number);
          await expectRefused(() => send(call, body), `${call.name} ${field}=${number}`);
        }
      }
    }
  }, 120_000);

  it('refuses an over-long value in every string field of every JSON route', async () => {
    for (const call of calls) {
      for (const path of stringPaths(call.body)) {
        await expectRefused(
          () =>
            send(
              call,
              withValueAt(call.body, path, () => OVER_LONG),
            ),
          `${call.name} ${path.join('.')} over-long`,
        );
      }
    }
  }, 120_000);

  it('refuses a field the schema does not name where the schema is closed', async () => {
    const closed = calls.filter((call) => call.closed);
    expect(closed.length).toBeGreaterThan(0);
    for (const call of closed) {
      const body = { ...call.body, [UNKNOWN_FIELD]: 1 };
      await expectRefused(() => send(call, body), `${call.name} ${UNKNOWN_FIELD}`);
      expect((await send(call, body)).json().message, call.name).toContain(UNKNOWN_FIELD);
    }
  });

  it('refuses out-of-range ids in paths and queries', async () => {
    for (const id of ['2147483648', '0', '-1', '99999999999999999999']) {
      await expectRefused(
        () =>
          t.post(fillPath(Endpoints.resetPassword.path, { userId: id }), {
            reset_token: 'token',
            new_password: 'Changed@456',
            confirm_new_password: 'Changed@456',
          }),
        `reset-password/${id}`,
      );
      await expectRefused(
        () =>
          t.app.inject({ method: 'GET', url: fillPath(Endpoints.post.path, { id: id }), headers: { authorization: `Bearer ${token}` } }),
        `post/${id}`,
      );
      await expectRefused(() => t.post(`${Endpoints.trendingPosts.path}?page=${id}`, {}, { token }), `trending?page=${id}`);
    }
  });

  it('refuses a NUL in queries and in the upload path', async () => {
    await expectRefused(
      () => t.app.inject({ method: 'GET', url: Endpoints.devOutbox.path, query: { email: `a${NUL}@example.com` } }),
      'dev outbox email',
    );
    await expectRefused(() => uploadFile(t, token, [['path', `post/images/${NUL}`]]), 'upload path');
    await expectRefused(() => t.app.inject({ method: 'GET', url: `${MEDIA_ROOT}post/images/a%00b.png` }), 'media key');
    await expectRefused(() => t.app.inject({ method: 'GET', url: `${MEDIA_ROOT}post/images/a.png?exp=1%00&sig=x` }), 'media signature');
  });
});
