import { AuthEndpoints } from './auth.ts';
import { CardsEndpoints } from './cards.ts';
import { ChatEndpoints } from './chat.ts';
import { DevEndpoints } from './dev.ts';
import { EarningsEndpoints } from './earnings.ts';
import type { Caller, Endpoint } from './endpoint.ts';
import { HealthEndpoints } from './health.ts';
import { LiveEndpoints } from './live.ts';
import { MassMessageEndpoints } from './massMessages.ts';
import { NotificationsEndpoints } from './notifications.ts';
import { PackagesEndpoints } from './packages.ts';
import { PeopleEndpoints } from './people.ts';
import { PostsEndpoints } from './posts.ts';
import { ProfileEndpoints } from './profile.ts';
import { ReportsEndpoints } from './reports.ts';
import { ReviewEndpoints } from './review.ts';
import { StoriesEndpoints } from './stories.ts';
import { SubscriptionsEndpoints } from './subscriptions.ts';
import { VaultEndpoints } from './vault.ts';
import { WalletEndpoints } from './wallet.ts';

export type { Area, Caller, Endpoint } from './endpoint.ts';
export { fillPath } from './routes.ts';

/*
 * Every call of the admin and chat APIs (spec §7), each listed beside its schemas in its area's contract file and
 * assembled here for the server's routes and the OpenAPI reference. The page holds none of it: it calls through
 * src/gateway/generated/endpoints.ts, this table without the schemas (`npm run codegen` writes it).
 */
export const Endpoints = {
  ...AuthEndpoints,
  ...ProfileEndpoints,
  ...PeopleEndpoints,
  ...ReportsEndpoints,
  ...PostsEndpoints,
  ...NotificationsEndpoints,
  ...WalletEndpoints,
  ...CardsEndpoints,
  ...EarningsEndpoints,
  ...SubscriptionsEndpoints,
  ...PackagesEndpoints,
  ...VaultEndpoints,
  ...ReviewEndpoints,
  ...LiveEndpoints,
  ...StoriesEndpoints,
  ...ChatEndpoints,
  ...MassMessageEndpoints,
  ...HealthEndpoints,
  ...DevEndpoints,
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof Endpoints;
export type EndpointName = keyof Endpoints;

/** What the page keeps of an entry to call it: its method, path and caller, and whether it sends a query or a form. */
export type PageEndpoint<E extends Endpoint> = Pick<E, 'method' | 'path' | 'caller'> &
  (E extends { query: object } ? { readonly query: true } : Record<never, never>) &
  (E extends { form: object } ? { readonly form: true } : Record<never, never>);

/** The page's table (src/gateway/generated/endpoints.ts): it must list every entry as the contract has it. */
export type PageEndpoints = { readonly [Name in EndpointName]: PageEndpoint<Endpoints[Name]> };

/** What `rest.call` takes: an entry of the page's table, or of this one (the tests call the server with it). */
export interface CallableEndpoint {
  readonly method: Endpoint['method'];
  readonly path: string;
  readonly caller: Caller;
  readonly query?: unknown;
  readonly form?: unknown;
}

/** The contract's entry for a callable one: a method and a path name one call (the server registers each once). */
export type EntryOf<C extends CallableEndpoint> = Extract<
  Endpoints[EndpointName],
  { readonly method: C['method']; readonly path: C['path'] }
>;
