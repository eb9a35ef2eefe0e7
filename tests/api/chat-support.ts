/** Chat in API tests: members with both tokens, rooms, uploads, a creator's package. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ChatMessage, ChatUploadResponse, Conversation } from '../../contract/chat';
import { MediaType, VerifyStatus } from '../../contract/codes';
import { Endpoints } from '../../contract/endpoints';
import { mediaContents, mediaPackages, users } from '../../server/db/schema';
import { multipartBody, verifiedUser, type FormFile, type TestApp } from './harness';

export interface Member {
  id: number;
  /** The admin API's token. */
  token: string;
  /** The chat API's token. */
  chat: string;
  chatUserId: string;
  email: string;
}

export async function member(t: TestApp, { creator = false } = {}): Promise<Member> {
  const user = await verifiedUser(t);
  if (creator) await t.testDatabase.database.db.update(users).set({ userVerified: VerifyStatus.verified }).where(eq(users.id, user.id));
  const { data } = (await t.post(Endpoints.chatLogin.path, { username: user.email, password: user.password })).json();
  return { id: user.id, token: user.token, chat: data.token as string, chatUserId: data.user._id as string, email: user.email };
}

export async function openRoom(t: TestApp, from: Member, to: Member): Promise<Conversation> {
  const response = await t.post(Endpoints.conversation.path, { user_id: to.id }, { token: from.chat });
  if (response.statusCode !== 200) throw new Error(`conversation failed: ${response.body}`);
  return response.json().data as Conversation;
}

export const clientId = () => `c${randomBytes(8).toString('hex')}`;

export async function send(t: TestApp, from: Member, body: Record<string, unknown>) {
  return t.post(Endpoints.sendMessage.path, { messageType: 'text', content: '', client_id: clientId(), ...body }, { token: from.chat });
}

export async function sendText(t: TestApp, from: Member, room: string, content: string): Promise<ChatMessage> {
  const response = await send(t, from, { room, content });
  if (response.statusCode !== 200) throw new Error(`send failed: ${response.body}`);
  return response.json().data as ChatMessage;
}

export async function listMessages(t: TestApp, who: Member, body: Record<string, unknown>): Promise<ChatMessage[]> {
  const response = await t.post(Endpoints.messages.path, body, { token: who.chat });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  return response.json().data as ChatMessage[];
}

export const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();

export async function uploadChat(t: TestApp, token: string | undefined, parts: [name: string, value: string | FormFile][]) {
  const { payload, headers } = await multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: Endpoints.uploadChatFile.path,
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

export async function uploadImage(t: TestApp, who: Member): Promise<ChatUploadResponse['data']> {
  const response = await uploadChat(t, who.chat, [
    ['id', clientId()],
    ['file', { name: 'photo.jpg', bytes: await jpeg() }],
  ]);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().data as ChatUploadResponse['data'];
}

/** A package of the owner's with two images and a video, straight in the tables (the packages API is another helper's). */
export async function insertPackage(t: TestApp, ownerId: number, price = 30, name = 'Beach set') {
  const db = t.testDatabase.database.db;
  const [pack] = await db.insert(mediaPackages).values({ ownerId, name, price }).returning();
  if (!pack) throw new Error('no package');
  await db.insert(mediaContents).values([
    { packageId: pack.id, fileKey: 'package/images/a.jpg', mediaType: MediaType.image },
    { packageId: pack.id, fileKey: 'package/images/b.jpg', mediaType: MediaType.image },
    { packageId: pack.id, fileKey: 'package/videos/c.mp4', mediaType: MediaType.video },
  ]);
  return pack;
}
