import type { createLocalClient, preloadResolvers } from './localClient';
import { loadOnce } from './loadOnce';
import type { Gateway } from './operation';
import type { RestClient } from './rest';

export type { DocumentOf, Gateway, OperationName, OperationResult, OperationVariables } from './operation';

/** What the on-demand chunk gives: graphql-request's client over the schema in the page, and the areas no first screen asks for. */
interface LocalClientModule {
  createLocalClient: typeof createLocalClient;
  preloadResolvers: typeof preloadResolvers;
}

const loadLocalClient = (): Promise<LocalClientModule> => import('./localClient');

/** How long after the page loaded the gateway waits to preload: the first screen's own scripts and paint go first. */
export const GATEWAY_SETTLE_MS = 2000;

/** Once the page has settled (loaded, GATEWAY_SETTLE_MS, then idle), as the chat socket waits (services/chatSocket.ts). */
function whenSettled(task: () => void) {
  if (typeof window === 'undefined' || typeof requestIdleCallback !== 'function') return;
  const settle = () => setTimeout(() => requestIdleCallback(task, { timeout: 1000 }), GATEWAY_SETTLE_MS);
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
}

/** The person's first keystroke, tap or focus in the page (typing their email on /login). */
function onFirstInteraction(task: () => void) {
  if (typeof window === 'undefined') return;
  const events = ['keydown', 'pointerdown', 'focusin'] as const;
  const once = () => {
    for (const type of events) window.removeEventListener(type, once, true);
    task();
  };
  for (const type of events) window.addEventListener(type, once, { capture: true, passive: true });
}

/** The gateway, in its own chunk so the first screen draws first: see docs/decisions/0024-first-load-carries-the-first-screen-only.md */
export function createGateway({ rest, load = loadLocalClient }: { rest: RestClient; load?: () => Promise<LocalClientModule> }): Gateway {
  const loadModule = loadOnce(load);
  const loaded = loadOnce(async () => (await loadModule()).createLocalClient({ rest }));
  whenSettled(() => void loaded().catch(() => undefined));
  onFirstInteraction(
    () => void Promise.all([loaded(), loadModule().then(({ preloadResolvers }) => preloadResolvers())]).catch(() => undefined),
  );
  return {
    async request(operation, variables, signal) {
      return (await loaded()).request(operation, variables, signal);
    },
  };
}
