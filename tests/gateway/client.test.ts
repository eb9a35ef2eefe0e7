import { afterEach, describe, expect, it, vi } from 'vitest';
import { Endpoints } from '../../contract/endpoints';
import { createGateway, GATEWAY_SETTLE_MS } from '../../src/gateway/client';
import * as localClient from '../../src/gateway/localClient';
import { createRestClient } from '../../src/gateway/rest';
import { fakeFetch, ok, restUser } from './fixtures';

function over(load: () => Promise<typeof localClient>) {
  const server = fakeFetch({ [Endpoints.currentUser.path]: ok(restUser()) });
  const rest = createRestClient({ getAuthToken: () => 'token', getJwtToken: () => null, onUnauthorized: () => {}, fetch: server.fetch });
  return { gateway: createGateway({ rest, load }), requests: server.requests };
}

describe('gateway loaded on demand', () => {
  it('loads the local schema with its first request, once, and answers through it', async () => {
    let loads = 0;
    const { gateway, requests } = over(async () => {
      loads += 1;
      return localClient;
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([gateway.request('Viewer', {}), gateway.request('Viewer', {})]);
    expect(loads).toBe(1);
    expect(first.viewer.username).toBe('ada.l');
    expect(second).toEqual(first);
    expect(requests).toHaveLength(2);
  });

  it('a chunk that fails to load fails that request only; the next request loads it again', async () => {
    let loads = 0;
    const { gateway } = over(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return localClient;
    });
    await expect(gateway.request('Viewer', {})).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(gateway.request('Viewer', {})).resolves.toMatchObject({ viewer: { username: 'ada.l' } });
    expect(loads).toBe(2);
  });
});

/** A page for the gateway to wait on: its load event, idle callbacks and first interactions, dispatched by hand. */
function stubPage() {
  const page = new EventTarget();
  const idle: (() => void)[] = [];
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', { readyState: 'loading' });
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
  return {
    load: () => page.dispatchEvent(new Event('load')),
    interact: () => page.dispatchEvent(new Event('pointerdown')),
    runIdle: () => idle.splice(0).forEach((task) => task()),
  };
}

describe('gateway preloaded', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts loading once the page has settled (loaded, the settle time, then idle), not with the first paint', async () => {
    vi.useFakeTimers();
    const page = stubPage();
    let loads = 0;
    over(async () => {
      loads += 1;
      return localClient;
    });
    page.load();
    await vi.advanceTimersByTimeAsync(GATEWAY_SETTLE_MS - 1);
    page.runIdle();
    expect(loads).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(loads).toBe(0);
    page.runIdle();
    expect(loads).toBe(1);
  });

  it('starts loading on the person’s first interaction if that comes first, once', async () => {
    vi.useFakeTimers();
    const page = stubPage();
    let loads = 0;
    over(async () => {
      loads += 1;
      return localClient;
    });
    page.interact();
    page.interact();
    expect(loads).toBe(1);
    page.load();
    await vi.advanceTimersByTimeAsync(GATEWAY_SETTLE_MS);
    page.runIdle();
    expect(loads).toBe(1);
  });
});
