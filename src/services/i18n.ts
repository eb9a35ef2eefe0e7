import { i18n, type Messages } from '@lingui/core';
import { messages as sourceMessages } from '../../locales/en/messages';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../contract/locales';

/** Spec §2: the locale choice is stored under `local`. */
export const LOCALE_KEY = 'local';

// English ships in the main bundle, so the app always has words even when another catalog cannot load.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: async () => ({ messages: sourceMessages }),
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
    if (!i18n.locale) activate(DEFAULT_LOCALE, sourceMessages);
    throw error;
  }
}

export function readStoredLocale(storage: Storage): Locale {
  const stored = storage.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storeLocale(storage: Storage, locale: Locale): void {
  storage.setItem(LOCALE_KEY, locale);
}

export { i18n };
