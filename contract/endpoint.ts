import type { Static, TSchema } from 'typebox';

/*
 * What an entry of the API is (spec §7): each area's contract file lists its calls beside their schemas, and
 * contract/endpoints.ts assembles them for the server's routes and the OpenAPI reference.
 */

/** Who may call: anyone; a signed-in person (the bearer token of /api/login); an admin (403 to others); a chat member (the chat token of /auth/login). */
export type Caller = 'public' | 'signedIn' | 'admin' | 'chat';

/** The reference's sections (server/openapi/areas.ts describes each). */
export type Area =
  | 'Auth'
  | 'Account'
  | 'People'
  | 'Posts'
  | 'Comments'
  | 'Feed'
  | 'Uploads'
  | 'Notifications'
  | 'Wallet'
  | 'Payments'
  | 'Subscriptions'
  | 'Packages'
  | 'Payouts'
  | 'Admin'
  | 'Live'
  | 'Stories'
  | 'Chat'
  | 'Operations';

export interface Endpoint {
  method: 'GET' | 'POST';
  /** As the server registers it: a parameter is `:name`, the rest of a path `*`. */
  path: string;
  caller: Caller;
  area: Area;
  summary: string;
  description?: string;
  body?: TSchema;
  query?: TSchema;
  params?: TSchema;
  headers?: TSchema;
  /** A multipart form instead of a JSON body (the route reads its parts itself). */
  form?: TSchema;
  /** The success answer; absent for the files and probes, which answer no envelope. */
  response?: TSchema;
  /** The success status when it is not 200. */
  status?: 201;
  /** A second path the spec names for the same call. */
  alsoAt?: string;
  /** A purchase: when the wallet is short and automatic top-up is on, the saved card buys the chosen pack first (docs/decisions/0052). */
  topsUp?: true;
}

type Part<E, Name extends keyof Endpoint> = E extends { readonly [K in Name]: infer S extends TSchema } ? Static<S> : never;
type Or<T, Else> = [T] extends [never] ? Else : T;
type Nothing = Record<never, never>;

export type BodyOf<E> = Or<Part<E, 'body'>, Or<Part<E, 'form'>, undefined>>;
export type QueryOf<E> = Or<Part<E, 'query'>, undefined>;
export type ParamsOf<E> = Or<Part<E, 'params'>, undefined>;
export type HeadersOf<E> = Or<Part<E, 'headers'>, undefined>;
/** The whole success answer: the envelope `{success, message, data}`. */
export type AnswerOf<E> = Or<Part<E, 'response'>, unknown>;
/** What the answer's `data` holds. */
export type DataOf<E> = AnswerOf<E> extends { data: infer D } ? D : never;
/** What a caller gives: the path's parameters, the query, and the JSON body or the form's fields. */
export type InputOf<E> = Or<Part<E, 'params'>, Nothing> & Or<Part<E, 'query'>, Nothing> & Or<Part<E, 'body'>, Or<Part<E, 'form'>, Nothing>>;
