import type { GraphQLClient } from 'graphql-request';
import type { createLocalClient } from './localClient';
import type { RestClient } from './rest';

/** The gateway as services call it: graphql-request's `request`, answered by the schema in the page. */
export type Gateway = Pick<GraphQLClient, 'request'>;

/** What the on-demand chunk gives: the client that runs requests against the schema in the page. */
interface LocalClientModule {
  createLocalClient: typeof createLocalClient;
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
 * The gateway, loaded on its first request: graphql, the schema and the resolvers stay out of the first
 * load, so /login paints without them. The person's first interaction starts loading them too, so they
 * arrive while the email is typed and logging in does not wait for them. A chunk that fails to load
 * (offline) fails that request only; the next one tries again.
 */
export function createGateway({ rest, load = loadLocalClient }: { rest: RestClient; load?: () => Promise<LocalClientModule> }): Gateway {
  let client: Promise<GraphQLClient> | undefined;
  const loaded = () =>
    (client ??= load().then(
      ({ createLocalClient }) => createLocalClient({ rest }),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
  onFirstInteraction(() => void loaded().catch(() => undefined));
  const request = async (...args: unknown[]) => {
    const local = await loaded();
    return Reflect.apply(local.request, local, args) as unknown;
  };
  return { request: request as GraphQLClient['request'] };
}
