import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messages as es } from '../../locales/es/messages';
import { messages as en } from '../../locales/en/messages';
import { OnDemand } from '../../src/app/root/area';
import { AppProvider } from '../../src/app/root/hooks';
import { createApp } from '../../src/app/root/app';
import { AccessBadge } from '../../src/views/feed/PostSections';
import { CommentsModal } from '../../src/views/post/CommentsModal';
import { PollView } from '../../src/views/post/PollView';
import { fakeServices } from '../app/fakeApp';
import * as fx from '../machines/commentFixtures';
import { storePost } from '../machines/posts.fixtures';

/** A server render: actors are created but not started, so the views show their first state. */
async function render(node: ReactNode, locale: 'en' | 'es' = 'en') {
  const i18n = setupI18n({ locale, messages: { en, es } });
  // The app as main.tsx composes it, with fake services that no unstarted actor calls.
  const app = createApp(fakeServices(locale).services);
  // The on-demand screens' code in, as it is by the time the view that opens them shows.
  await Promise.all(Object.values(app.screens).map((screen) => (screen instanceof OnDemand ? screen.load() : screen)));
  // Emotion writes its <style> tags inline in a server render; the markup is what the tests read.
  return renderMarkup(
    <AppProvider app={app}>
      <I18nProvider i18n={i18n}>{node}</I18nProvider>
    </AppProvider>,
  );
}

const renderMarkup = (node: ReactNode) => renderToStaticMarkup(node).replace(/<style[^>]*>.*?<\/style>/g, '');

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>/g)].map(([tag]) => tag);

describe('PollView', () => {
  it('before voting: the question and one enabled button per option', async () => {
    const html = await render(<PollView post={fx.pollPost('5')} />);
    expect(html).toContain('Tea or coffee?');
    expect(buttons(html)).toHaveLength(2);
    expect(buttons(html).some((tag) => tag.includes('disabled'))).toBe(false);
    expect(html).toContain('3 votes');
    expect(html).not.toContain('%');
  });

  it('after voting: disabled options with percentages, the chosen one marked, the total', async () => {
    const html = await render(<PollView post={fx.pollPost('5', fx.counted.poll)} />);
    expect(buttons(html).every((tag) => tag.includes('disabled'))).toBe(true);
    expect(html).toContain('aria-label="Tea: 75%, your vote"');
    expect(html).toContain('aria-label="Coffee: 25%"');
    expect(html).toContain('4 votes');
  });

  it('speaks Spanish', async () => {
    const html = await render(<PollView post={fx.pollPost('5', fx.counted.poll)} />, 'es');
    expect(html).toContain('4 votos');
    expect(html).toContain('Tea: 75%, tu voto');
  });
});

describe('CommentsModal', () => {
  it('opens on the loading state with a labelled comment box and a send button', async () => {
    const html = await render(<CommentsModal postId="5" onClose={() => {}} />);
    expect(html).toContain('Comments');
    expect(html).toContain('Loading comments…');
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Write a comment<\/label><input[^>]*id="\1"/);
    expect(html).toMatch(/<button type="submit"[^>]*disabled[^>]*>Send<\/button>/);
  });
});

describe('AccessBadge (the owner’s own paid posts)', () => {
  it('a pay-per-view post says it is paid and its price; a subscriber-only post says so; a free post shows nothing', async () => {
    expect(await render(<AccessBadge post={storePost('1', { payment: 'PAY_PER_VIEW', price: 50 })} />)).toContain('Paid · 50 coins');
    expect(await render(<AccessBadge post={storePost('1', { payment: 'PAY_PER_VIEW', price: 50 })} />, 'es')).toContain(
      'De pago · 50 monedas',
    );
    expect(await render(<AccessBadge post={storePost('1', { payment: 'SUBSCRIBERS' })} />)).toContain('Subscribers only');
    expect(await render(<AccessBadge post={storePost('1', { payment: 'SUBSCRIBERS' })} />, 'es')).toContain('Solo suscriptores');
    expect(await render(<AccessBadge post={storePost('1', { payment: 'FREE' })} />)).toBe('');
  });
});
