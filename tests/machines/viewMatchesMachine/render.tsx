import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'vitest';
import { Router } from 'wouter';
import { messages as en } from '../../../locales/en/messages';
import { messages as es } from '../../../locales/es/messages';
import { OnDemand } from '../../../src/app/root/area';
import { AppProvider } from '../../../src/app/root/hooks';
import { createApp } from '../../../src/app/root/app';
import { loadMessageTexts } from '../../../src/validation/messages';
import { fakeServices } from '../../app/fakeApp';

/**
 * The real views of a flow drawn from its machine's live actor (as Expensify's viewMatchesMachine): each state's
 * assertion in a replayed path server-renders the view from the actor's snapshot at that step.
 */
export async function viewRenderer() {
  await loadMessageTexts();
  const i18n = setupI18n({ locale: 'en', messages: { en, es } });
  // The app as main.tsx composes it (fake services), for what the views read besides their actor.
  const app = createApp(fakeServices('en').services);
  await Promise.all(Object.values(app.screens).map((screen) => (screen instanceof OnDemand ? screen.load() : screen)));
  return (node: ReactNode) =>
    renderToStaticMarkup(
      <AppProvider app={app}>
        <I18nProvider i18n={i18n}>
          <Router ssrPath="/">{node}</Router>
        </I18nProvider>
      </AppProvider>,
    ).replace(/<style[^>]*>.*?<\/style>/g, '');
}

/** The words a person reads in the markup. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&')
    .replace(/\s+/g, ' ')
    .trim();

export interface ShownButton {
  label: string;
  disabled: boolean;
  busy: boolean;
}

/** The buttons drawn, by their words. */
export const buttonsOf = (html: string): ShownButton[] =>
  [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map(([, attributes = '', inner = '']) => ({
    label: textOf(inner),
    disabled: / disabled=""/.test(attributes),
    busy: /aria-busy="true"/.test(attributes),
  }));

/** The one button with these words; it must be drawn. */
export function buttonOf(html: string, label: string): ShownButton {
  const found = buttonsOf(html).filter((button) => button.label === label);
  expect(found, `one "${label}" button in: ${textOf(html)}`).toHaveLength(1);
  return found[0]!;
}

/** The alert the view shows (role="alert"), or null. */
export const alertOf = (html: string) => {
  const match = /role="alert"[^>]*>(.*?)<\/(div|p|span)>/.exec(html);
  return match ? textOf(match[1]!) : null;
};
