import type { createLocalClient, preloadRest } from './localClient';
import { loadOnce } from './loadOnce';
import type { Gateway } from './operation';
import type { RestClient } from './rest';

export type { DocumentOf, Gateway, OperationName, OperationResult, OperationVariables } from './operation';

/** What the on-demand chunk gives: the gateway that runs requests against the schema in the page. */
interface LocalClientModule {
  createLocalClient: typeof createLocalClient;
  preloadRest: typeof preloadRest;
}

const loadLocalClient = (): Promise<LocalClientModule> => import('./localClient');

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

/**
 * The gateway, loaded on its first request: graphql, the documents, the schema and the resolvers stay out of
 * the first load, so /login paints without them. The person's first interaction starts loading them too, with
 * the resolvers and tables no first screen asks for (signing in among them), so they arrive while the email is typed and
 * logging in does not wait for them. A chunk that fails to load (offline) fails that request only; the next
 * one tries again.
 */
export function createGateway({ rest, load = loadLocalClient }: { rest: RestClient; load?: () => Promise<LocalClientModule> }): Gateway {
  const loadModule = loadOnce(load);
  const loaded = loadOnce(async () => (await loadModule()).createLocalClient({ rest }));
  onFirstInteraction(() => void Promise.all([loaded(), loadModule().then(({ preloadRest }) => preloadRest())]).catch(() => undefined));
  return {
    async request(operation, variables, signal) {
      return (await loaded()).request(operation, variables, signal);
    },
  };
}
