import { Endpoints, type Area, type Endpoint } from '../../contract/endpoints.ts';

/** The reference's sections, in the order it shows them. */
export const AREAS: Record<Area, string> = {
  Auth: 'Signup with an emailed code, login, password reset and change, sessions.',
  Account: 'The signed-in person: their profile, its edits, countries and states.',
  People: 'Profiles, follows, blocking, reports of people and the header search.',
  Posts: 'Creating, reading, liking, favouring, voting on, reporting, hiding and deleting posts.',
  Comments: 'Comments and replies on posts.',
  Feed: 'The home, profile, trending and hashtag feeds.',
  Uploads: 'Files uploaded before the post, story, document or message that uses them, and the files served back.',
  Notifications: 'The notification list and the unread count.',
  Wallet: 'Coins: the ledger, unlocks, donations, stickers and transfers.',
  Payments: 'Buying coin packs by card: the embedded test-card provider or Stripe.',
  Subscriptions: 'Creator plans and the subscriptions fans hold.',
  Packages: 'Paid media packages sold whole and offered in chat.',
  Payouts: 'Identity verification, banking details and payouts of earned coins.',
  Admin: 'The review queues: verifications, payouts and reports (admins only).',
  Live: 'Live streams, their tokens, joins, tips and gifts.',
  Stories: '24-hour stories.',
  Chat: 'The chat API: rooms, messages, files and package offers (the chat token from /auth/login).',
  Operations: 'Liveness and readiness probes.',
};

/** Each endpoint by the path the server registers it at (`:id`, `*`), its second path included. */
export const ENDPOINT_AT: ReadonlyMap<string, Endpoint> = new Map(
  Object.values(Endpoints as Record<string, Endpoint>).flatMap((endpoint) => [
    [endpoint.path, endpoint] as const,
    ...(endpoint.alsoAt ? [[endpoint.alsoAt, endpoint] as const] : []),
  ]),
);
