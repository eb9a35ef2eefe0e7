import { readFileSync } from 'node:fs';
import { getConfig } from '@lingui/conf';
import { describe, expect, it, vi } from 'vitest';
import { CONTRACT_COMMON, FIRST_SCREENS, partIds, staticClosure } from '../../codegen/catalog-parts.mjs';
import { messages as en } from '../../locales/en/messages';
import { messages as first } from '../../locales/en/first';
import { messages as rest } from '../../locales/en/rest';
import { CommonMessages, type CommonMessageKey } from '../../contract/commonMessages';
import { Messages } from '../../contract/messages';

const config = getConfig({ cwd: process.cwd() });
const rootDir = config.rootDir ?? process.cwd();

describe('the English catalog in parts', () => {
  it('first and rest together hold every message once, with the catalog’s text; the contract’s a first screen can show are first', () => {
    const ids = [...Object.keys(first), ...Object.keys(rest)];
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(Object.keys(en)));
    expect({ ...first, ...rest }).toEqual(en);
    for (const text of Object.values(CommonMessages)) expect(first).toHaveProperty([text]);
    // The login's toast shows on /home before any other screen has brought the rest.
    expect(first).toHaveProperty([Messages.loginSuccess]);
    const others = Object.values(Messages).filter((text) => !(Object.values(CommonMessages) as string[]).includes(text));
    for (const text of others) expect(rest).toHaveProperty([text]);
  });

  it('first holds the words of the modules the first screens import statically, and only those', async () => {
    const closure = staticClosure(rootDir, FIRST_SCREENS);
    expect(closure.has('src/views/auth/LoginPage.tsx')).toBe(true);
    expect(closure.has('src/views/home/HomePage.tsx')).toBe(true);
    // An on-demand screen is not part of it.
    expect(closure.has('src/views/settings/SettingsPage.tsx')).toBe(false);
    const { first: firstIds } = await partIds(config);
    expect(new Set(Object.keys(first))).toEqual(firstIds);
    expect(firstIds.size).toBeLessThan(Object.keys(en).length / 4);
  });

  it('the views load as first screens exactly the modules FIRST_SCREENS names', () => {
    const app = readFileSync('src/views/App.tsx', 'utf8');
    const firstScreens = [...app.matchAll(/firstScreen\(\(\) => import\('\.\/([^']+)'\)/g)].map(([, module]) => `src/views/${module}.tsx`);
    // /home's story strip loads on demand without the rest of the words (onDemand's `first`): its words are first words.
    const home = readFileSync('src/views/home/HomePage.tsx', 'utf8');
    expect(home).toMatch(/onDemand\(\(\) => import\('\.\.\/stories\/StoryStrip'\)[^;]*, true\);/);
    firstScreens.push('src/views/stories/StoryStrip.tsx');
    expect(firstScreens.sort()).toEqual(FIRST_SCREENS.filter((module) => module !== 'src/main.tsx').sort());
    expect(FIRST_SCREENS).toContain('src/main.tsx');
    expect(CONTRACT_COMMON).toBe('src/validation/commonMessageCatalog.ts');
  });

  it('English has the first screens’ words (the contract’s they can show included), then every other screen’s once they load', async () => {
    // Activating a catalog sets the page's lang: the one piece of the document it needs.
    vi.stubGlobal('document', { documentElement: { lang: '' } });
    // The client suites share one module registry: a fresh i18n service, with no screen's words loaded yet.
    vi.resetModules();
    const { activateCatalog, i18n, loadAllMessages } = await import('../../src/services/i18n');
    await activateCatalog('en');
    const missing: string[] = [];
    const onMissing = ({ id }: { id: string }) => missing.push(id);
    i18n.on('missing', onMissing);
    try {
      for (const key of Object.keys(CommonMessages) as CommonMessageKey[]) expect(i18n._(CommonMessages[key])).toBe(CommonMessages[key]);
      expect(missing).toEqual([]);
      const [restId, restMessage] = Object.entries(rest)[0]!;
      expect(i18n._(restId)).toBe(restId);
      expect(missing).toEqual([restId]);
      await loadAllMessages();
      expect(i18n.messages[restId]).toEqual(restMessage);
      // Kept across a switch to Spanish and back.
      await activateCatalog('es');
      await activateCatalog('en');
      expect(i18n.messages[restId]).toEqual(restMessage);
      expect(Object.keys(i18n.messages).length).toBe(Object.keys(en).length);
    } finally {
      i18n.removeListener('missing', onMissing);
      vi.unstubAllGlobals();
    }
  });
});
