import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import type * as Generated from './generated/graphql';
import type { createLocalClient, preloadRest } from './localClient';
import { loadOnce } from './loadOnce';
import type { RestClient } from './rest';

type Documents = typeof Generated;

/** An operation of `operations/*.graphql`, by name: its parsed document waits in the gateway chunk. */
export type OperationName = { [K in keyof Documents]: K extends `${infer Name}Document` ? Name : never }[keyof Documents];

/** The typed document codegen generated for an operation. */
export type DocumentOf<Name extends OperationName> = Documents[`${Name}Document`];

/** What an operation answers and takes, as codegen typed them from schema.graphql. */
export type OperationResult<Name extends OperationName> = ResultOf<DocumentOf<Name>>;
export type OperationVariables<Name extends OperationName> = VariablesOf<DocumentOf<Name>>;

/**
 * The gateway as services call it: one typed request, answered by the schema in the page. It resolves with
 * the operation's data, rejects with a GatewayRequestError (gateway/errors.ts) when execution reported
 * errors, and with the abort when `signal` is aborted.
 */
export interface Gateway {
  request<Name extends OperationName>(
    operation: Name,
    variables: OperationVariables<Name>,
    signal?: AbortSignal,
  ): Promise<OperationResult<Name>>;
}

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
