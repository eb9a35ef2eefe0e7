import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { Messages } from '../../contract';
import { messages as en } from '../../locales/en/messages';
import { messages as es } from '../../locales/es/messages';
import { goLiveMachine, type GoLiveEvent } from '../../src/machines/goLive.machine';
import { goLiveErrors, isBlockedPriceKey, typedLivePrice } from '../../src/validation/live';
import { GoLiveForm } from '../../src/views/live/GoLiveModal';
import { HostView } from '../../src/views/live/HostView';
import { LiveChat } from '../../src/views/live/stage';
import { deferredServices } from '../machines/fakeServices';
import * as fx from '../machines/live.fixtures';
import { moneyRefs } from '../machines/money.fixtures';
import { loadMessageTexts } from '../../src/validation/messages';

// These screens load past the first ones, with the contract's whole table of messages.
beforeAll(() => loadMessageTexts());

const refs = moneyRefs();
const strip = (html: string) => html.replace(/<style[^>]*>.*?<\/style>/g, '');

/** The Go Live form or host view as the machine's state says (server-rendered: no effects, no dialog API). */
function goLive(events: GoLiveEvent[]) {
  const services = deferredServices(['openCamera', 'createStream', 'fetchTokens', 'endStream']);
  const session = fx.fakeSession();
  const actor = createActor(goLiveMachine.provide({ actors: { ...services.actors, liveSession: session.actor } }), {
    input: { me: fx.me, toasts: refs.toasts },
  }).start();
  for (const event of events) actor.send(event);
  return { actor, services, session };
}
const render = (node: React.ReactNode, locale: 'en' | 'es' = 'en') => {
  i18n.activate(locale);
  return strip(renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>));
};

beforeAll(() => {
  i18n.load({ en, es });
});

describe('Go Live rules (spec §5)', () => {
  it('title required; a paid stream needs an integer price of at least 1; a free one ignores the price', () => {
    const form = { title: 'Run', description: '', paid: false, price: '' };
    expect(goLiveErrors(form)).toEqual({});
    expect(goLiveErrors({ ...form, title: '   ' })).toEqual({ title: 'liveTitleRequired' });
    expect(goLiveErrors({ ...form, paid: true })).toEqual({ price: 'livePriceRequired' });
    expect(goLiveErrors({ ...form, paid: true, price: '0' })).toEqual({ price: 'livePriceMin' });
    expect(goLiveErrors({ ...form, paid: true, price: '1' })).toEqual({});
    expect(goLiveErrors({ ...form, price: '0' })).toEqual({});
    expect(goLiveErrors({ ...form, title: 'x'.repeat(101) })).toEqual({ title: 'liveTitleTooLong' });
    expect(goLiveErrors({ ...form, description: 'x'.repeat(501) })).toEqual({ description: 'liveDescriptionTooLong' });
  });

  it('the price field refuses e E + - . as they are typed, and keeps digits only (at most 5)', () => {
    for (const key of ['e', 'E', '+', '-', '.']) expect(isBlockedPriceKey(key)).toBe(true);
    for (const key of ['0', '7', 'Backspace', 'Tab', 'ArrowLeft']) expect(isBlockedPriceKey(key)).toBe(false);
    expect(typedLivePrice('1e2')).toBe('12');
    expect(typedLivePrice('-3.5')).toBe('35');
    expect(typedLivePrice('1234567')).toBe('12345');
  });
});

describe('Go Live modal view', () => {
  it('opens with title, description, the free/paid switch, Go Live and Exit, and no messages yet', () => {
    const html = render(<GoLiveForm actor={goLive([]).actor} />);
    expect(html).toContain('Title');
    expect(html).toContain('<textarea');
    expect(html).toMatch(/role="switch" aria-checked="false"/);
    expect(html).toContain('Free stream');
    expect(html).toContain('Go Live');
    expect(html).toContain('Exit');
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('name="price"');
  });

  it('typing does not show messages; a failed submit does, in the reader’s language', () => {
    const typed = render(
      <GoLiveForm
        actor={
          goLive([
            { type: 'live.paid', paid: true },
            { type: 'live.price', value: '0' },
          ]).actor
        }
      />,
    );
    expect(typed).toContain('name="price"');
    expect(typed).not.toContain('role="alert"');
    const { actor } = goLive([{ type: 'live.paid', paid: true }, { type: 'live.price', value: '0' }, { type: 'live.submit' }]);
    expect(actor.getSnapshot().value).toBe('editing');
    const html = render(<GoLiveForm actor={actor} />);
    expect(html).toContain(Messages.liveTitleRequired);
    expect(html).toContain(Messages.livePriceMin);
    const spanish = render(<GoLiveForm actor={actor} />, 'es');
    expect(spanish).toContain('Directo de pago');
    expect(spanish).not.toContain(Messages.liveTitleRequired);
  });

  it('a valid form checks the camera (the form disabled, saying so); no webcam says so', async () => {
    const { actor, services } = goLive([{ type: 'live.field', field: 'title', value: 'Run' }, { type: 'live.submit' }]);
    expect(actor.getSnapshot().value).toBe('checkingCamera');
    expect(render(<GoLiveForm actor={actor} />)).toContain('Checking your camera and microphone…');
    await services.fail('openCamera', { problem: 'noWebcam' });
    expect(render(<GoLiveForm actor={actor} />)).toContain(Messages.liveNoWebcam);
  });
});

describe('host view', () => {
  async function onAir() {
    const { camera } = fx.fakeCamera();
    const live = goLive([
      { type: 'live.field', field: 'title', value: 'Morning run' },
      { type: 'live.field', field: 'description', value: 'Five laps' },
      { type: 'live.submit' },
    ]);
    await live.services.succeed('openCamera', camera);
    await live.services.succeed('createStream');
    await live.services.succeed('fetchTokens', fx.hostTokens);
    live.session.tell({ type: 'session.ready', viewers: 0 });
    live.session.tell({ type: 'session.viewers', viewers: 3 });
    live.session.tell({ type: 'session.message', line: fx.line('m1', 'Go Ada!') });
    return live;
  }

  it('shows the title and description, the viewers, the built-in capacity, Full Screen, Live Comments and Exit Live Stream', async () => {
    const { actor } = await onAir();
    const html = render(<HostView actor={actor} />);
    for (const text of [
      'Morning run',
      'Five laps',
      '3 viewers',
      'up to 8 viewers with the built-in video',
      'Full Screen',
      'Live Comments',
      'placeholder="Enter your message"',
      'Go Ada!',
      'Exit Live Stream',
    ])
      expect(html).toContain(text);
    actor.send({ type: 'live.fullScreen' });
    expect(render(<HostView actor={actor} />)).toContain('Exit Full Screen');
    const spanish = render(<HostView actor={actor} />, 'es');
    expect(spanish).toContain('3 espectadores');
    expect(spanish).toContain('Terminar el directo');
  });

  it('with Agora, no capacity is shown', async () => {
    const { camera } = fx.fakeCamera();
    const live = goLive([{ type: 'live.field', field: 'title', value: 'Run' }, { type: 'live.submit' }]);
    await live.services.succeed('openCamera', camera);
    await live.services.succeed('createStream');
    await live.services.succeed('fetchTokens', { ...fx.hostTokens, transport: 'agora', appId: 'app', capacity: null });
    expect(render(<HostView actor={live.actor} />)).not.toContain('built-in video');
  });

  it('live chat: empty says so, tips and gifts show with their coins', () => {
    expect(render(<LiveChat lines={[]} onSend={() => {}} />)).toContain('No comments yet');
    const tip = { ...fx.line('t1', ''), kind: 'tip' as const, coins: 200 };
    const gift = { ...fx.line('g1', ''), kind: 'tip' as const, coins: 30, media: '/stickers/rose.svg', note: 'Long live the queen' };
    const html = render(<LiveChat lines={[tip, gift]} onSend={() => {}} />);
    expect(html).toMatch(/sent a gift worth 30 coins.*src="\/stickers\/rose.svg".*Long live the queen/s);
    expect(html).toContain('tipped 200 coins');
    expect(html).toContain('sent a gift worth 30 coins');
    expect(html).toContain('src="/stickers/rose.svg"');
    expect(render(<LiveChat lines={[tip]} onSend={() => {}} />, 'es')).toContain('dio una propina de 200 monedas');
  });
});
