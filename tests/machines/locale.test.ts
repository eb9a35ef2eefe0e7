import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Locale } from '../../contract/locales';
import { localeMachine } from '../../src/machines/locale.machine';
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
  expect(locales.persistLocale).not.toHaveBeenCalled();
  expect(locales.state().value).toBe('ready');
  return locales;
}

describe('locale', () => {
  it('activates the starting catalog with an AbortSignal before anything else, and does not remember it', async () => {
    const { services, state, persistLocale } = await startLocale('es');
    expect(state().value).toBe('starting');
    const load = services.pending('activateCatalog');
    expect(load.input).toEqual({ locale: 'es' });
    expect(load.signal).toBeInstanceOf(AbortSignal);
    await services.succeed('activateCatalog');
    expect(state().value).toBe('ready');
    expect(state().context).toEqual({ locale: 'es', requested: 'es' });
    // Only a language the person chose is remembered; the first one came from storage or the default.
    expect(persistLocale).not.toHaveBeenCalled();
  });

  it('a starting catalog that cannot load leaves English on, and remembers nothing', async () => {
    const { services, state, persistLocale } = await startLocale('es');
    await services.fail('activateCatalog', fx.offline);
    expect(state().value).toBe('ready');
    expect(state().context).toEqual({ locale: 'en', requested: 'en' });
    expect(persistLocale).not.toHaveBeenCalled();
  });

  it('after a failed start, Spanish can still be chosen', async () => {
    const { actor, services, state, persistLocale } = await startLocale('es');
    await services.fail('activateCatalog', fx.offline);
    actor.send({ type: 'locale.change', locale: 'es' });
    expect(state().value).toBe('switching');
    await services.succeed('activateCatalog');
    expect(state().context).toEqual({ locale: 'es', requested: 'es' });
    expect(persistLocale).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'es');
  });

  it('changing loads the new catalog first, then switches and persists it', async () => {
    const { actor, services, state, persistLocale } = await ready('en');
    actor.send({ type: 'locale.change', locale: 'es' });
    expect(state().value).toBe('switching');
    const load = services.pending('activateCatalog');
    expect(load.input).toEqual({ locale: 'es' });
    expect(load.signal).toBeInstanceOf(AbortSignal);
    // Until the catalog is there, the old language stays on.
    expect(state().context).toEqual({ locale: 'en', requested: 'es' });
    expect(persistLocale).not.toHaveBeenCalled();
    await services.succeed('activateCatalog');
    expect(state().value).toBe('ready');
    expect(state().context).toEqual({ locale: 'es', requested: 'es' });
    expect(persistLocale).toHaveBeenCalledExactlyOnceWith(expect.anything(), 'es');
  });

  it('ignores a change while the starting catalog loads', async () => {
    const { actor, services, state } = await startLocale('en');
    actor.send({ type: 'locale.change', locale: 'es' });
    expect(state().value).toBe('starting');
    expect(services.calls).toHaveLength(1);
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
