import { describe, expect, it, vi } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { EARLY_ANSWER_TTL_MS, withEarlyCalls } from '../../src/gateway/earlyCalls';
import { createLocalClient } from '../../src/gateway/localClient';
import { createRestClient } from '../../src/gateway/rest';
import { runOperation } from '../../src/services/gatewayError';
import { HOME_FEED_FIRST_PAGE, startHomeFeedEarly, startViewerEarly } from '../../src/services/earlyReads';
import { FEED_IMAGE_SIZES, type Picture } from '../../src/views/feed/media';
import { preloadLeadPicture, preloadPicture } from '../../src/views/home/homeEarly';
import { fail, fakeFetch, ok, restUser } from './fixtures';
import { restPost, restPosts } from './posts.fixtures';

type Routes = Parameters<typeof fakeFetch>[0];

function restOver(routes: Routes, now: () => number = Date.now) {
  const server = fakeFetch(routes);
  const rest = withEarlyCalls(
    createRestClient({ getAuthToken: () => 'token', getJwtToken: () => 'jwt', onUnauthorized: () => {}, fetch: server.fetch }),
    now,
  );
  return { rest, requests: server.requests };
}

const feedRoute = { [Endpoints.homeFeed.path]: (body: unknown) => ok([restPost({ id: (body as { page: number }).page })]) };

describe('early calls: a read started before its caller asks', () => {
  it('the first call of the same endpoint and input takes the answer in flight: one request', async () => {
    const { rest, requests } = restOver(feedRoute);
    void rest.startEarly(Endpoints.homeFeed, { page: 1 });
    const { data } = await rest.call(Endpoints.homeFeed, { page: 1 });
    expect(data[0]?.id).toBe(1);
    expect(requests).toHaveLength(1);
  });

  it('is taken once: the next call of the same page (a refresh) asks the server again', async () => {
    const { rest, requests } = restOver(feedRoute);
    void rest.startEarly(Endpoints.homeFeed, { page: 1 });
    await rest.call(Endpoints.homeFeed, { page: 1 });
    await rest.call(Endpoints.homeFeed, { page: 1 });
    expect(requests).toHaveLength(2);
  });

  it('another input, or a paid call with its idempotency key, goes out as asked', async () => {
    const { rest, requests } = restOver(feedRoute);
    void rest.startEarly(Endpoints.homeFeed, { page: 1 });
    const { data } = await rest.call(Endpoints.homeFeed, { page: 2 });
    expect(data[0]?.id).toBe(2);
    await rest.call(Endpoints.homeFeed, { page: 1 }, { idempotencyKey: 'k' });
    expect(requests).toHaveLength(3);
  });

  it('an answer older than EARLY_ANSWER_TTL_MS is not used: the call asks afresh', async () => {
    let clock = 0;
    const { rest, requests } = restOver(feedRoute, () => clock);
    await rest.startEarly(Endpoints.homeFeed, { page: 1 });
    clock = EARLY_ANSWER_TTL_MS + 1;
    await rest.call(Endpoints.homeFeed, { page: 1 });
    expect(requests).toHaveLength(2);
  });

  it('the caller’s abort rejects its call at once; the early failure reaches the caller that takes it', async () => {
    const { rest } = restOver({ [Endpoints.homeFeed.path]: fail(500, 'Broken') });
    void rest.startEarly(Endpoints.homeFeed, { page: 1 });
    const controller = new AbortController();
    const aborted = rest.call(Endpoints.homeFeed, { page: 1 }, { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toThrow();
    expect(controller.signal.aborted).toBe(true);

    void rest.startEarly(Endpoints.homeFeed, { page: 1 });
    await expect(rest.call(Endpoints.homeFeed, { page: 1 })).rejects.toMatchObject({ status: 500, message: 'Broken' });
  });
});

describe('startHomeFeedEarly: /home’s first page before its code has loaded', () => {
  it('the home feed read through the gateway (HomeFeed, page 1) takes the answer started early: one request', async () => {
    const { rest, requests } = restOver({ [Endpoints.homeFeed.path]: ok([restPosts.image, restPost({ id: 50 })]) });
    const early = await startHomeFeedEarly(rest);
    const { homeFeed: posts } = await runOperation(createLocalClient({ rest }), 'HomeFeed', { page: 1 });
    expect(posts.map((post) => post.id)).toEqual(['42', '50']);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual(HOME_FEED_FIRST_PAGE);
    // The early posts are those the gateway answers, so the picture preloaded is the one the first card draws.
    expect(early).toEqual(posts);
  });

  it('the first post’s lead picture is preloaded: an image post’s first image, a locked post’s preview, nothing for text', async () => {
    const locked = restPost({ ...restPosts.image, is_lock: 1, payment_type: 1, images: [], post_type_link: '' });
    for (const [first, expected] of [
      [restPosts.image, ['/media/post/images/a.jpg']],
      [locked, ['/media/post/previews/42.jpg']],
      [restPosts.text, []],
    ] as const) {
      const { rest } = restOver({ [Endpoints.homeFeed.path]: ok([first]) });
      const preloaded: string[] = [];
      preloadLeadPicture(await startHomeFeedEarly(rest), (picture) => preloaded.push(picture.src));
      expect(preloaded).toEqual(expected);
    }
  });

  it('the lead picture carries its widths, so the preload asks for the AVIF width the card will pick', async () => {
    const { rest } = restOver({ [Endpoints.homeFeed.path]: ok([restPosts.image]) });
    const preloaded: Picture[] = [];
    preloadLeadPicture(await startHomeFeedEarly(rest), (picture) => preloaded.push(picture));
    expect(preloaded).toEqual([{ src: '/media/post/images/a.jpg', sources: restPosts.image.images[0]!.sources }]);
    const links: HTMLLinkElement[] = [];
    const head = { append: (link: HTMLLinkElement) => links.push(link) };
    const link = { rel: '', as: '', type: '', href: '', imageSrcset: '', imageSizes: '', fetchPriority: '' };
    vi.stubGlobal('document', { createElement: () => link, head });
    try {
      preloadPicture(preloaded[0]!);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(links).toEqual([
      {
        rel: 'preload',
        as: 'image',
        type: 'image/avif',
        href: '',
        imageSrcset: '/media/variant/a320.avif 320w, /media/variant/a640.avif 640w',
        imageSizes: FEED_IMAGE_SIZES,
        fetchPriority: 'high',
      },
    ]);
  });
});

describe('startViewerEarly: who a restored session belongs to, asked as the session is read', () => {
  it('the auth machine’s viewer request through the gateway takes that answer: one request', async () => {
    const { rest, requests } = restOver({ [Endpoints.currentUser.path]: ok(restUser()) });
    startViewerEarly(rest);
    const { viewer } = await runOperation(createLocalClient({ rest }), 'Viewer', {});
    expect(viewer.id).toBe(String(restUser().id));
    expect(requests).toHaveLength(1);
  });
});
