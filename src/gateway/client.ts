import type { GraphQLClient } from 'graphql-request';
import type { RestClient } from './rest';

/** The gateway as services call it: graphql-request's `request`, answered by the schema in the page. */
export type Gateway = Pick<GraphQLClient, 'request'>;

/**
 * The gateway, loaded on its first request: graphql, the schema and the resolvers stay out of the first
 * load, so /login paints without them and fetches them when the person logs in. A chunk that fails to
 * load (offline) fails that request only; the next one tries again.
 */
export function createGateway({ rest }: { rest: RestClient }): Gateway {
  let client: Promise<GraphQLClient> | undefined;
  const load = () =>
    (client ??= import('./localClient').then(
      ({ createLocalClient }) => createLocalClient({ rest }),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    ));
  const request = async (...args: unknown[]) => {
    const loaded = await load();
    return Reflect.apply(loaded.request, loaded, args) as unknown;
  };
  return { request: request as GraphQLClient['request'] };
}
