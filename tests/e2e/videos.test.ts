import { describe, expect, it } from 'vitest';
import type { Post } from '../../contract/posts';
import { hasFfmpeg, makeTestVideo, NO_FFMPEG } from '../support/videos';
import { loggedInPage, serverAndBrowser, findCard } from './support';

const PASSWORD = 'Demo@1234';
const CREATOR = 'creator@fanclub.local';
const BUYER = 'fan@fanclub.local';
const STRANGER = 'lena@fanclub.local';

/** A real server's JSON API, as the client calls it. */
async function api<T>(base: string, path: string, body: object | FormData | null, token?: string): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: body === null ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === null || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    body: body === null ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.message}`);
  return answer.data;
}
const tokenOf = async (base: string, email: string) =>
  (await api<{ token: string }>(base, '/api/login', { email, password: PASSWORD })).token;

describe.skipIf(!hasFfmpeg)('video renditions in the browser', () => {
  const running = serverAndBrowser('test-results/screens');

  it('a buyer plays the HLS renditions of an uploaded pay-per-view video; a stranger is refused its segments', async () => {
    const base = running.server.url;
    const creator = await tokenOf(base, CREATOR);
    const upload = async (path: string, name: string, bytes: Uint8Array, type: string) => {
      const form = new FormData();
      form.append('path', path);
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      return (await api<{ key: string }>(base, '/api/upload', form, creator)).key;
    };
    // 1280x720, so the 720p rendition exists besides the 360p one; three seconds, so the playhead has somewhere to go.
    const video = await upload('post/videos/', 'take.mp4', makeTestVideo({ seconds: 3 }), 'video/mp4');
    const { default: sharp } = await import('sharp');
    const thumbBytes = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#446' } })
      .jpeg()
      .toBuffer();
    const thumb = await upload('post/thumbs/', 'thumb.jpg', thumbBytes, 'image/jpeg');
    const caption = `Streamed take ${Date.now()}`;
    const post = await api<Post>(
      base,
      '/api/post/create',
      { post_type: 2, description: caption, post_type_link: video, thumb_image: thumb, payment_type: 2, payment_amount: 3 },
      creator,
    );
    // Playable as uploaded at once; the renditions come from the job.
    expect(post.video_hls).toBeNull();
    let hls: string | null = null;
    await expect
      .poll(
        async () =>
          (hls = (await api<Post>(base, `/api/post/${post.id}`, null, creator).catch(() => ({ video_hls: null }) as Post)).video_hls),
        { timeout: 120_000, interval: 500 },
      )
      .toMatch(/\?exp=/);
    expect(hls).toBeTruthy();

    await api(base, '/api/post/pay', { post_id: post.id, price: 3 }, await tokenOf(base, BUYER));

    // The buyer's browser: no native HLS in Chromium, so hls.js streams the renditions.
    const buyer = await loggedInPage(running, BUYER, PASSWORD);
    // Chromium 156 plays HLS natively; Firefox does not: the buyer's browser says it cannot, as Firefox does, so hls.js plays.
    await buyer.context.addInitScript(() => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return type.includes('mpegurl') ? '' : canPlayType.call(this, type);
      };
    });
    await buyer.page.reload();
    const segments: { url: string; status: number }[] = [];
    buyer.page.on('response', (response) => {
      if (/\/media\/video\/hls\/.+\.ts\?/.test(response.url())) segments.push({ url: response.url(), status: response.status() });
    });
    const card = await findCard(buyer.page, caption);
    const player = card.locator('video[data-hls="ready"]');
    await expect.poll(() => player.getAttribute('data-streaming')).toBe('hls');
    // The poster (the post's cover) is asked at the width the card draws it, in the best format the browser takes.
    const poster = await player.getAttribute('poster');
    expect(poster).toMatch(/[?&]w=(320|640|960|1280)$/);
    await expect
      .poll(
        async () =>
          (await buyer.page.request.get(new URL(poster!, base).href, { headers: { accept: 'image/avif,image/webp,*/*' } })).headers()[
            'content-type'
          ],
      )
      .toBe('image/avif');
    await player.evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      void element.play();
    });
    await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 }).toBeGreaterThan(1);
    expect(await player.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/^blob:/);
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.every((segment) => segment.status === 200)).toBe(true);
    expect(buyer.errors).toEqual([]);

    // A stranger who did not buy it: the post is locked, and every playlist and segment the buyer was given is refused
    // without the buyer's signatures.
    const stranger = await loggedInPage(running, STRANGER, PASSWORD);
    const strangerToken = await tokenOf(base, STRANGER);
    const seen = await api<Post>(base, `/api/post/${post.id}`, null, strangerToken);
    expect(seen).toMatchObject({ is_lock: 1, video_hls: null, post_type_link: '' });
    const unsigned = (url: string) => new URL(url, base).pathname;
    const variant = (await (await fetch(new URL(hls!, base))).text()).split('\n').find((line) => line.startsWith('/media/'))!;
    for (const url of [hls!, variant, segments[0]!.url]) {
      const response = await stranger.page.request.get(`${base}${unsigned(url)}`);
      expect(response.status(), unsigned(url)).toBe(403);
    }
    await buyer.context.close();
    await stranger.context.close();
  });
});

describe.skipIf(hasFfmpeg)('video renditions in the browser without ffmpeg', () => {
  it(NO_FFMPEG, () => {});
});
