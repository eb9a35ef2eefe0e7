import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages as en } from '../../locales/en/messages';
import { AppProvider } from '../../src/app/root/hooks';
import type * as PostsArea from '../../src/app/posts';
import { createApp } from '../../src/app/root/app';
import { pagedFeedMachine } from '../../src/machines/pagedFeed.machine';
import { postStoreMachine, type Post } from '../../src/machines/postStore.machine';
import { FeedList, FIRST_DRAWN } from '../../src/views/feed/FeedList';
import { FEED_IMAGE_SIZES, leadPictureOf } from '../../src/views/feed/media';
import { fakeServices } from '../app/fakeApp';
import { storePost } from '../machines/posts.fixtures';

const postStore = createActor(postStoreMachine).start();

// The feed's posts come from this store rather than the app's (whose root a server render does not start).
vi.mock('../../src/app/posts', async (original) => ({
  ...(await original<typeof PostsArea>()),
  usePostStoreActor: () => postStore,
}));

const picture = (id: string) => ({ url: `/media/${id}.jpg`, width: 800, height: 600, sources: [] });

/** A home feed whose first page has arrived, drawn as a server render draws it. */
async function renderFeed(posts: Post[]) {
  const feed = createActor(pagedFeedMachine.provide({ actors: { loadPage: fromPromise(() => Promise.resolve(posts)) } }), {
    input: { postStore },
  }).start();
  await waitFor(feed, (snapshot) => !snapshot.matches('loading'));
  const i18n = setupI18n({ locale: 'en', messages: { en } });
  const node: ReactNode = (
    <AppProvider app={createApp(fakeServices('en').services)}>
      <I18nProvider i18n={i18n}>
        <Router ssrPath="/home">
          <FeedList feed={feed} empty="No posts" label="Home feed" />
        </Router>
      </I18nProvider>
    </AppProvider>
  );
  return renderToStaticMarkup(node).replace(/<style[^>]*>.*?<\/style>/g, '');
}

const imgTags = (html: string) => [...html.matchAll(/<img[^>]*>/g)].map(([tag]) => tag);

describe('FeedList: the first screen’s lead picture', () => {
  it('loads the first post’s picture at once and first, and the others lazily', async () => {
    const html = await renderFeed(
      ['1', '2', '3'].map((id) => storePost(id, { type: 'IMAGE', images: [picture(id)], width: 800, height: 600 })),
    );
    const [first, ...rest] = imgTags(html).filter((tag) => tag.includes('/media/'));
    expect(first).toContain('src="/media/1.jpg"');
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    expect(rest).toHaveLength(2);
    for (const tag of rest) {
      expect(tag).toContain('loading="lazy"');
      expect(tag).not.toContain('fetchPriority');
    }
  });

  it('does so for a locked first post’s preview and an audio first post’s cover too', async () => {
    const locked = await renderFeed([
      storePost('4', { type: 'IMAGE', isLocked: true, payment: 'SUBSCRIBERS', previewUrl: '/media/4-preview.jpg' }),
      storePost('5', { type: 'AUDIO', thumbnailUrl: '/media/5-cover.jpg', mediaUrl: '/media/5.mp3' }),
    ]);
    const [preview, cover] = imgTags(locked).filter((tag) => tag.includes('/media/'));
    expect(preview).toContain('loading="eager"');
    expect(preview).toContain('fetchPriority="high"');
    expect(cover).toContain('loading="lazy"');
  });

  it('draws at once the picture /home preloads before its code loads (leadPictureOf), whatever the first post is', async () => {
    const firsts = [
      storePost('6', { type: 'IMAGE', images: [picture('6a'), picture('6b')], width: 800, height: 600 }),
      storePost('7', { type: 'IMAGE', isLocked: true, payment: 'PAY_PER_VIEW', previewUrl: '/media/7-preview.jpg' }),
      storePost('8', { type: 'AUDIO', thumbnailUrl: '/media/8-cover.jpg', mediaUrl: '/media/8.mp3' }),
      storePost('9', { type: 'TEXT', description: 'Words only' }),
    ];
    for (const first of firsts) {
      const eager = imgTags(await renderFeed([first])).filter((tag) => tag.includes('fetchPriority="high"'));
      const lead = leadPictureOf(first);
      expect(eager.map((tag) => /src="([^"]*)"/.exec(tag)?.[1])).toEqual(lead ? [lead.src] : []);
    }
  });

  it('draws an image with its widths as a <picture>: AVIF then WebP srcsets with the card’s sizes, the original as fallback', async () => {
    const sources = [
      { type: 'image/avif', srcset: '/media/variant/1-320.avif 320w, /media/variant/1-640.avif 640w' },
      { type: 'image/webp', srcset: '/media/variant/1-320.webp 320w, /media/variant/1-640.webp 640w' },
    ];
    const blurred = [{ type: 'image/avif', srcset: '/media/variant/2-320.avif 320w' }];
    const html = await renderFeed([
      storePost('1', { type: 'IMAGE', images: [{ ...picture('1'), sources }], width: 800, height: 600 }),
      storePost('2', {
        type: 'IMAGE',
        isLocked: true,
        payment: 'SUBSCRIBERS',
        previewUrl: '/media/2-preview.jpg',
        previewSources: blurred,
      }),
    ]);
    const pictures = [...html.matchAll(/<picture>(.*?)<\/picture>/g)].map(([, inner]) => inner!);
    expect(pictures).toHaveLength(2);
    const [open, locked] = pictures;
    const sourceTags = [...open!.matchAll(/<source[^>]*>/g)].map(([tag]) => tag);
    expect(sourceTags).toEqual([
      `<source type="image/avif" srcSet="${sources[0]!.srcset}" sizes="${FEED_IMAGE_SIZES}"/>`,
      `<source type="image/webp" srcSet="${sources[1]!.srcset}" sizes="${FEED_IMAGE_SIZES}"/>`,
    ]);
    // The fallback <img> (the original) is the LCP: at once and first. Its src is set once it sits in its <picture>
    // (a detached <img> would fetch it): not in the first markup (tests/e2e/images.test.ts: the original never loads).
    expect(open).toMatch(/<img [^>]*loading="eager" fetchPriority="high"/);
    expect(open).not.toContain('src="/media/1.jpg"');
    // A locked post offers only the blurred widths of its preview, never the image's.
    expect(locked).toContain(`srcSet="${blurred[0]!.srcset}"`);
    expect(locked).not.toContain('src=');
    expect(locked).not.toContain('/media/variant/1-');
  });

  it('draws the first screen’s cards in its first commit, of the whole page (the rest follow in a transition)', async () => {
    const page = Array.from({ length: 10 }, (_, index) => storePost(String(index + 1), { type: 'TEXT', description: `Post ${index + 1}` }));
    const articles = [...(await renderFeed(page)).matchAll(/<article[^>]*>/g)].map(([tag]) => tag);
    expect(articles).toHaveLength(FIRST_DRAWN);
    expect(articles.map((tag) => /aria-posinset="(\d+)"/.exec(tag)?.[1])).toEqual(['1', '2', '3']);
    for (const tag of articles) expect(tag).toContain('aria-setsize="10"');
  });
});
