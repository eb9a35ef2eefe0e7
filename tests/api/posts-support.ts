import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Endpoints } from '../../contract/endpoints';
import type { Post } from '../../contract/posts';
import type { UploadPath } from '../../contract/rules';
import { mediaFiles, users } from '../../server/db/schema';
import { verifiedUser, type TestApp } from './harness';

/** Stands for a file accepted by /api/upload: a media_files row of `ownerId` (images measured, with a preview). */
export async function uploaded(t: TestApp, ownerId: number, path: UploadPath, size = { width: 800, height: 600 }): Promise<string> {
  const name = randomBytes(6).toString('hex');
  const isImage = path === 'post/images/' || path === 'post/thumbs/';
  const key = `${path}${name}.${isImage || path === 'user/documents/' ? 'jpg' : path === 'post/audios/' ? 'mp3' : 'mp4'}`;
  await t.testDatabase.database.db.insert(mediaFiles).values({
    key,
    ownerId,
    path,
    mime: isImage ? 'image/jpeg' : 'application/octet-stream',
    sizeBytes: 1234,
    width: isImage ? size.width : null,
    height: isImage ? size.height : null,
    previewKey: isImage ? `post/previews/${randomBytes(6).toString('hex')}.jpg` : null,
  });
  return key;
}

/** A user whose profile is verified (user_verified 1), who may sell posts. */
export async function creator(t: TestApp) {
  const user = await verifiedUser(t);
  await t.testDatabase.database.db.update(users).set({ userVerified: 1 }).where(eq(users.id, user.id));
  return user;
}

export async function createPost(t: TestApp, token: string, body: object): Promise<Post> {
  const response = await t.post(Endpoints.createPost.path, body, { token });
  if (response.statusCode !== 200) throw new Error(`create failed: ${response.body}`);
  return (response.json() as { data: Post }).data;
}

export const textPost = (t: TestApp, token: string, description = 'hello world') => createPost(t, token, { post_type: 3, description });

export async function imagePost(t: TestApp, user: { id: number; token: string }, extra: object = {}, count = 1): Promise<Post> {
  const images = [];
  for (let i = 0; i < count; i++) images.push(await uploaded(t, user.id, 'post/images/'));
  return createPost(t, user.token, { post_type: 0, images, ...extra });
}

/** The ids of a page answer, in order. */
export const idsOf = (response: { json(): unknown }) => (response.json() as { data: { id: number }[] }).data.map((post) => post.id);

/** `token`'s owner follows `userId` (the home feed shows only one's own posts and those of people followed). */
export async function follow(t: TestApp, token: string, userId: number): Promise<void> {
  const response = await t.post(Endpoints.follow.path, { user_id: userId }, { token });
  if (response.statusCode !== 200) throw new Error(`follow failed: ${response.body}`);
}
