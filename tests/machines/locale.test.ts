import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { localeMachine, type Locale } from '../../src/machines/locale.machine';
import { deferredServices } from './fakeServices';
import * as fx from './fixtures';

async function startLocale(locale: Locale = 'en') {
  const services = deferredServices(['activateCatalog']);
  const persistLocale = vi.fn();
  const actor = createActor(localeMachine.provide({ actors: services.actors, actions: { persistLocale } }), { input: { locale } }).start();
  const state = () => actor.getSnapshot();
  return { actor, services, persistLocale, state };
}

async function ready(locale: Locale = 'en') {
  const locales = await startLocale(locale);
  await locales.services.succeed('activateCatalog');
  locales.persistLocale.mockClear();
  expect(locales.state().value).toBe('ready');
  return locales;
}

describe('locale', () => {
  it('loads the starting catalog with an AbortSignal, then activates and persists it', async () => {
    const { services, state, persistLocale } = await startLocale('es');
    expect(state().value).toBe('loading');
    const load = services.pending('activateCatalog');
    expect(load.input).toEqual({ locale: 'es' });
    expect(load.signal).toBeInstanceOf(AbortSignal);
    expect(persistLocale).not.toHaveBeenCalled();
    await services.succeed('activateCatalog');
    expect(state().value).toBe('ready');
    expect(state().context).toEqual({ locale: 'es', requested: 'es' });
    expect(persistLocale).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'es');
  });

  it('changing loads the new catalog first, then switches and persists it', async () => {
    const { actor, services, state, persistLocale } = await ready('en');
    actor.send({ type: 'locale.change', locale: 'es' });
    expect(state().value).toBe('loading');
    expect(services.pending('activateCatalog').input).toEqual({ locale: 'es' });
    // Until the catalog is there, the old language stays on.
    expect(state().context.locale).toBe('en');
    expect(persistLocale).not.toHaveBeenCalled();
    await services.succeed('activateCatalog');
    expect(state().context).toEqual({ locale: 'es', requested: 'es' });
    expect(persistLocale).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'es');
  });

  it('a catalog that fails to load rolls back to the language we had and persists nothing', async () => {
    const { actor, services, state, persistLocale } = await ready('en');
    actor.send({ type: 'locale.change', locale: 'es' });
    await services.fail('activateCatalog', fx.offline);
    expect(state().value).toBe('ready');
    expect(state().context).toEqual({ locale: 'en', requested: 'en' });
    expect(persistLocale).not.toHaveBeenCalled();
  });

  it('ignores the locale already active, and unknown locales', async () => {
    const { actor, services, state } = await ready('en');
    actor.send({ type: 'locale.change', locale: 'en' });
    actor.send({ type: 'locale.change', locale: 'fr' as Locale });
    expect(state().value).toBe('ready');
    expect(services.calls).toHaveLength(1);
  });
});
