import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { messages as en } from '../../locales/en/messages';
import { messages as es } from '../../locales/es/messages';
import { AppProvider } from '../../src/app/root/hooks';
import { createApp } from '../../src/app/root/app';
import { SettingsPage, settingsTabsFor } from '../../src/views/settings/SettingsPage';
import { fakeServices } from '../app/fakeApp';

/** A server render of /settings/{page} for a viewer not verified yet (the auth actor has no viewer before it starts). */
function render(page: string, locale: 'en' | 'es' = 'en') {
  const ssrContext: { redirectTo?: string } = {};
  const app = createApp(fakeServices(locale).services);
  const html = renderToStaticMarkup(
    <AppProvider app={app}>
      <I18nProvider i18n={setupI18n({ locale, messages: { en, es } })}>
        <Router ssrPath={`/settings/${page}`} ssrContext={ssrContext}>
          <SettingsPage page={page} />
        </Router>
      </I18nProvider>
    </AppProvider>,
  ).replace(/<style[^>]*>.*?<\/style>/g, '');
  return { html, redirectTo: ssrContext.redirectTo };
}

const creatorTools = ['plans', 'packages', 'payout', 'banking'];

describe('settings tabs', () => {
  it('a verified creator has the creator tools and no Become a creator; anyone else the reverse', () => {
    const creator = settingsTabsFor(true).map((tab) => tab.page);
    const fan = settingsTabsFor(false).map((tab) => tab.page);
    for (const page of creatorTools) {
      expect(creator).toContain(page);
      expect(fan).not.toContain(page);
    }
    expect(creator).not.toContain('become-creator');
    expect(fan).toContain('become-creator');
  });

  it('a fan’s tab list offers Become a creator, leading into verification, and none of the creator tools', () => {
    const { html, redirectTo } = render('become-creator');
    expect(redirectTo).toBeUndefined();
    expect(html).toContain('href="/settings/become-creator"');
    for (const page of creatorTools) expect(html).not.toContain(`href="/settings/${page}"`);
    expect(html).toMatch(/<a[^>]*href="\/settings\/verify-profile"[^>]*>Verify profile<\/a>/);
    expect(render('become-creator', 'es').html).toContain('Hazte creador');
  });

  it('a creator tool asked by a fan leads to Become a creator; an unknown tab to the canonical Edit profile URL', () => {
    expect(render('plans').redirectTo).toBe('/settings/become-creator');
    expect(render('whatever').redirectTo).toBe('/settings/edit-profile');
    expect(render('language').redirectTo).toBeUndefined();
  });
});
