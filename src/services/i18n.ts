import { i18n, type Messages } from '@lingui/core';
import { messages as firstMessages } from '../../locales/en/first';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../contract/locales';

/** Spec §2: the locale choice is stored under `local`. */
export const LOCALE_KEY = 'local';

// English ships in the main bundle as far as the first screens draw it (locales/en/first), so the app always has
// words even when another catalog cannot load; the other screens' English arrives with the first of them
// (`loadAllMessages`). Other locales load whole.
const english: Messages = { ...firstMessages };
let englishRest: Promise<Messages> | undefined;

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: async () => ({ messages: { ...english, ...(englishRest ? await englishRest : {}) } }),
  es: () => import('../../locales/es/messages'),
};

function activate(locale: Locale, messages: Messages) {
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/** Loads and activates a catalog; when it cannot load, English is activated and the error rethrown. */
export async function activateCatalog(locale: Locale): Promise<void> {
  try {
    activate(locale, (await catalogs[locale]()).messages);
  } catch (error) {
    if (!i18n.locale) activate(DEFAULT_LOCALE, english);
    throw error;
  }
}

/**
 * The words of every screen, not only the first ones: an on-demand screen loads them with its code. Once in,
 * they stay (English keeps them across a switch to another locale and back); a load that failed is tried again.
 */
export function loadAllMessages(): Promise<void> {
  englishRest ??= import('../../locales/en/rest').then(
    ({ messages }) => messages,
    (error: unknown) => {
      englishRest = undefined;
      throw error;
    },
  );
  // A copy: Lingui keeps the object it is given as the locale's catalog when it has none yet, and adds to it later.
  return englishRest.then((messages) => {
    i18n.load(DEFAULT_LOCALE, { ...messages });
  });
}

export function readStoredLocale(storage: Storage): Locale {
  const stored = storage.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storeLocale(storage: Storage, locale: Locale): void {
  storage.setItem(LOCALE_KEY, locale);
}

export { i18n };
