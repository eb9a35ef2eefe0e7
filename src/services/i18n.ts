import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../machines/locale.machine';

/** Spec §2: the locale choice is stored under `local`. */
export const LOCALE_KEY = 'local';

const catalogs: Record<Locale, () => Promise<{ messages: Record<string, unknown> }>> = {
  en: () => import('../../locales/en/messages'),
  es: () => import('../../locales/es/messages'),
};

export async function activateCatalog(locale: Locale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages: messages as never });
  document.documentElement.lang = locale;
}

export function readStoredLocale(storage: Storage): Locale {
  const stored = storage.getItem(LOCALE_KEY);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storeLocale(storage: Storage, locale: Locale): void {
  storage.setItem(LOCALE_KEY, locale);
}

export { i18n };
