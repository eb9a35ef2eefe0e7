import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LedgerKind as LedgerCode, TransactionType } from '../../contract/codes';
import { messages as en } from '../../locales/en/messages';
import { messages as es } from '../../locales/es/messages';
import type { LedgerKind } from '../../src/app/wallet';
import { toWalletLine } from '../../src/gateway/resolvers/wallet';
import { describeLine, lineDate } from '../../src/views/wallet/describeLine';
import { TransactionLine } from '../../src/views/wallet/WalletPanel';
import { stickerName } from '../../src/views/wallet/stickerName';
import { line } from '../machines/money.fixtures';

const i18nIn = (locale: 'en' | 'es') => setupI18n({ locale, messages: { en, es } });
const KINDS: LedgerKind[] = [
  'COIN_PURCHASE',
  'POST_UNLOCK',
  'POST_DONATION',
  'USER_DONATION',
  'STICKER',
  'COIN_TRANSFER',
  'REFERRAL_BONUS',
];
const nina = { id: '3', firstName: 'Nina', lastName: 'Beats', username: 'nina' };

describe('describeLine: a wallet line in the reader’s language, from its kind', () => {
  it('every kind has its own English title and message, with the other side and the figures', () => {
    const i18n = i18nIn('en');
    const lines = KINDS.map((kind) => describeLine(i18n, { ...line('1', kind), counterparty: nina, whole: 250 }));
    expect(new Set(lines.map((described) => described.title)).size).toBeGreaterThanOrEqual(6);
    expect(describeLine(i18n, { ...line('1', 'POST_DONATION'), counterparty: nina, whole: 250, isCredit: false })).toEqual({
      title: 'Donation to Nina Beats',
      message: 'Donated 250 coins!',
    });
    expect(describeLine(i18n, { ...line('1', 'STICKER'), counterparty: nina, whole: 30, isCredit: true })).toEqual({
      title: 'Sticker from Nina Beats',
      message: 'Sent sticker worth 30 coins!',
    });
    expect(describeLine(i18n, { ...line('1', 'COIN_PURCHASE'), coins: 1000 }).message).toBe('1,000 coins added to your wallet');
  });

  it('every kind reads in Spanish, never in English', () => {
    const english = i18nIn('en');
    const spanish = i18nIn('es');
    for (const kind of KINDS) {
      const subject = { ...line('1', kind), counterparty: nina, whole: 250 };
      const [inEnglish, inSpanish] = [describeLine(english, subject), describeLine(spanish, subject)];
      expect(inSpanish.title, kind).not.toBe(inEnglish.title);
      expect(inSpanish.message, kind).not.toBe(inEnglish.message);
    }
    expect(describeLine(spanish, { ...line('1', 'COIN_TRANSFER'), counterparty: nina, whole: 50, isCredit: false }).message).toBe(
      'Enviaste 50 monedas a Nina Beats',
    );
  });

  it('an unknown kind shows the server’s words', () => {
    expect(describeLine(i18nIn('es'), { ...line('1', 'OTHER'), title: 'T', message: 'M' })).toEqual({ title: 'T', message: 'M' });
  });

  it('dates read DD-MM-YY', () => {
    expect(lineDate(new Date(2026, 0, 5, 10).toISOString())).toBe('05-01-26');
    expect(lineDate('not a date')).toBe('');
  });
});

describe('stickerName: the catalog’s stickers in the reader’s language', () => {
  const CATALOG = ['heart', 'rose', 'fire', 'star', 'crown', 'diamond', 'rocket', 'trophy'];

  it('names every sticker of the catalog in English and in Spanish', () => {
    expect(CATALOG.map((name) => stickerName(i18nIn('en'), name))).toEqual([
      'Heart',
      'Rose',
      'Fire',
      'Star',
      'Crown',
      'Diamond',
      'Rocket',
      'Trophy',
    ]);
    expect(CATALOG.map((name) => stickerName(i18nIn('es'), name))).toEqual([
      'Corazón',
      'Rosa',
      'Fuego',
      'Estrella',
      'Corona',
      'Diamante',
      'Cohete',
      'Trofeo',
    ]);
  });

  it('a sticker it does not know keeps the catalog’s name', () => {
    expect(stickerName(i18nIn('es'), 'unicorn')).toBe('unicorn');
    expect(stickerName(i18nIn('es'), 'toString')).toBe('toString');
  });
});

describe('a transaction line with the short message a tip carried (issue 28)', () => {
  const wire = (data: Record<string, string | number>) =>
    toWalletLine({
      id: 8,
      created_at: '2026-11-23T10:00:00.000Z',
      title: 'Sticker',
      message: 'Sent sticker worth 2000 coins!',
      price: 1600,
      transaction_type: TransactionType.credit,
      kind: LedgerCode.sticker,
      counterparty: { id: 3, first_name: 'Nina', last_name: 'Beats', username: 'nina' },
      post_id: null,
      data,
    });
  const shown = (subject: ReturnType<typeof wire>, locale: 'en' | 'es') =>
    renderToStaticMarkup(createElement(I18nProvider, { i18n: i18nIn(locale) }, createElement(TransactionLine, { line: subject })));

  it('the gateway reads the note out of the movement’s data; a sticker line shows it under the spec’s line, in both languages', () => {
    const received = wire({ whole: 2000, sticker: 'trophy', note: 'For the encore' });
    expect(received.note).toBe('For the encore');
    const english = shown(received, 'en');
    expect(english).toContain('Sent sticker worth 2,000 coins!');
    expect(english).toContain('<q class="note">For the encore</q>');
    const spanish = shown(received, 'es');
    expect(spanish).not.toContain('Sent sticker worth');
    expect(spanish).toContain('<q class="note">For the encore</q>');
  });

  it('a donation’s note shows beside “Donated {amount} coins!”; a line without one shows no quote', () => {
    const donation = { ...wire({ whole: 250, note: 'Keep going' }), kind: 'USER_DONATION' as const };
    expect(shown(donation, 'en')).toMatch(/Donated 250 coins!.*<q class="note">Keep going<\/q>/);
    const bare = wire({ whole: 2000, sticker: 'trophy' });
    expect(bare.note).toBeNull();
    expect(shown(bare, 'en')).not.toContain('<q');
  });
});
