import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/messages';
import { LIGHTBOX_SIZES, Lightbox } from '../../src/views/messages/popups';
import { Cover, COVER_SIZES } from '../../src/views/profile/ProfileView';
import { PostTile } from '../../src/views/feed/PostThumbnails';
import { Avatar } from '../../src/views/ui/Avatar';
import { storePost } from '../machines/posts.fixtures';
import { atDrawnWidth, widthSrcSet } from '../../src/views/ui/widths';

const render = (node: ReactNode) =>
  renderToStaticMarkup(<I18nProvider i18n={setupI18n({ locale: 'en', messages: { en } })}>{node}</I18nProvider>);
/** React writes `&` in attributes as `&amp;`. */
const attribute = (text: string) => text.replaceAll('&', '&amp;');

describe('responsive avatars, covers and chat images (decision 0046)', () => {
  it('a srcset asks our media route for each width, beside a signed URL’s own query; another address gets none', () => {
    expect(widthSrcSet('/media/user/profile/a.png', [96, 192])).toBe(
      '/media/user/profile/a.png?w=96 96w, /media/user/profile/a.png?w=192 192w',
    );
    expect(widthSrcSet('/media/chat/images/a.jpg?exp=1&sig=x', [320])).toBe('/media/chat/images/a.jpg?exp=1&sig=x&w=320 320w');
    expect(widthSrcSet('https://cdn.example/a.png', [96])).toBeUndefined();
    expect(widthSrcSet(null, [96])).toBeUndefined();
  });

  it('a poster is asked at the narrowest width covering the box it fills at the screen’s density, its widest beyond', () => {
    const widths = [320, 640, 960, 1280];
    expect(atDrawnWidth('/media/video/posters/a.jpg?exp=1&sig=x', widths, 560, 1)).toBe('/media/video/posters/a.jpg?exp=1&sig=x&w=640');
    expect(atDrawnWidth('/media/post/thumbs/a.jpg', widths, 300, 1)).toBe('/media/post/thumbs/a.jpg?w=320');
    expect(atDrawnWidth('/media/post/thumbs/a.jpg', widths, 375, 3)).toBe('/media/post/thumbs/a.jpg?w=1280');
    expect(atDrawnWidth('/media/post/thumbs/a.jpg', widths, 0, 2)).toBe('/media/post/thumbs/a.jpg?w=320');
    expect(atDrawnWidth('https://cdn.example/a.jpg', widths, 560, 1)).toBe('https://cdn.example/a.jpg');
  });

  it('a tile of a post with several photos says how many it holds (the Media tab counts photos, its grid posts)', () => {
    const image = (n: number) => ({ url: `/media/post/images/${n}.jpg`, width: 800, height: 600, sources: [] });
    const three = render(<PostTile post={storePost('1', { type: 'IMAGE', images: [image(1), image(2), image(3)] })} onOpen={() => {}} />);
    expect(three).toContain('aria-label="3 photos"');
    const one = render(<PostTile post={storePost('2', { type: 'IMAGE', images: [image(1)] })} onOpen={() => {}} />);
    expect(one).not.toContain('photos"');
  });

  it('an avatar offers 96, 192 and 400 px with `sizes` its drawn size, and keeps its size', () => {
    const html = render(<Avatar firstName="Ada" lastName="Lovelace" photo="/media/user/profile/a.png" size={40} />);
    expect(html).toContain(
      'srcSet="/media/user/profile/a.png?w=96 96w, /media/user/profile/a.png?w=192 192w, /media/user/profile/a.png?w=400 400w"',
    );
    expect(html).toContain('sizes="40px"');
    expect(html).toContain('src="/media/user/profile/a.png"');
    expect(html).toContain('width="40" height="40"');
    // Initials without a photo, as before.
    expect(render(<Avatar firstName="Ada" lastName="Lovelace" photo={null} />)).not.toContain('<img');
  });

  it('a cover offers its widths up to its 1500 px frame with the page’s sizes; without a photo, the gradient only', () => {
    const html = render(<Cover photo="/media/user/profile/c.jpg" />);
    expect(html).toContain(`srcSet="${[400, 640, 960, 1500].map((width) => `/media/user/profile/c.jpg?w=${width} ${width}w`).join(', ')}"`);
    expect(html).toContain(`sizes="${COVER_SIZES}"`);
    expect(html).toContain('width="1500" height="500"');
    expect(render(<Cover photo={null} />)).not.toContain('<img');
  });

  it('the chat lightbox offers the image’s widths, signed URL and all', () => {
    const url = '/media/chat/images/a.jpg?exp=1&sig=x';
    const html = render(<Lightbox url={url} onClose={() => {}} />);
    expect(html).toContain(`srcSet="${attribute([320, 640, 960, 1280].map((width) => `${url}&w=${width} ${width}w`).join(', '))}"`);
    expect(html).toContain(`sizes="${LIGHTBOX_SIZES}"`);
  });
});
