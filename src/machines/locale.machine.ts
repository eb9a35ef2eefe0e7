import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../contract/locales';
import { notProvided } from './notProvided';

export type LocaleEvent = { type: 'locale.change'; locale: Locale };

/** The interface language: loads a catalog and activates it; a chosen one is remembered (under `local`). */
export const localeMachine = setup({
  types: {
    context: {} as { locale: Locale; requested: Locale },
    events: {} as LocaleEvent,
    input: {} as { locale: Locale },
  },
  actors: {
    activateCatalog: fromPromise<void, { locale: Locale }>(notProvided('activateCatalog')),
  },
  actions: {
    request: assign({ requested: ({ event }) => event.locale }),
    commit: assign({ locale: ({ context }) => context.requested }),
    rollback: assign({ requested: ({ context }) => context.locale }),
    useDefault: assign({ locale: DEFAULT_LOCALE, requested: DEFAULT_LOCALE }),
    persistLocale: (_, _locale: Locale) => {},
  },
  guards: {
    isOtherLocale: ({ context, event }) => isLocale(event.locale) && event.locale !== context.locale,
  },
}).createMachine({
  id: 'locale',
  context: ({ input }) => ({ locale: input.locale, requested: input.locale }),
  initial: 'starting',
  states: {
    // The remembered (or default) language, before the first paint.
    starting: {
      invoke: {
        src: 'activateCatalog',
        input: ({ context }) => ({ locale: context.locale }),
        onDone: 'ready',
        // The catalog could not load (offline): the service has activated the default language instead.
        onError: { target: 'ready', actions: 'useDefault' },
      },
    },
    ready: {
      on: { 'locale.change': { guard: 'isOtherLocale', target: 'switching', actions: 'request' } },
    },
    // The person picked another language.
    switching: {
      invoke: {
        src: 'activateCatalog',
        input: ({ context }) => ({ locale: context.requested }),
        onDone: {
          target: 'ready',
          actions: ['commit', { type: 'persistLocale', params: ({ context }) => context.requested }],
        },
        // The catalog could not load (offline): stay on the language we had.
        onError: { target: 'ready', actions: 'rollback' },
      },
    },
  },
});
