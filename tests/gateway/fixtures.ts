import type { User as RestUser } from '../../contract/user';
import { createGateway } from '../../src/gateway/client';
import { createRestClient, type RestClient } from '../../src/gateway/rest';

/** A user exactly as the admin API answers one. */
export function restUser(overrides: Partial<RestUser> = {}): RestUser {
  return {
    id: 7,
    first_name: 'Ada',
    last_name: 'Lovelace',
    username: 'ada.l',
    email: 'ada@example.com',
    phone_number: '5550123',
    gender: 1,
    country_id: 44,
    zipcode: '10001',
    state: 'NY',
    city: 'New York',
    address: '1 Main St',
    birth_date: '1990-12-10',
    website_link: 'https://ada.example.com',
    facebook_link: null,
    instagram_link: null,
    twitter_link: null,
    other_profile_link: null,
    bio: 'Writes programs for engines',
    profile_photo: 'user/profile/ada.jpg',
    cover_photo: 'https://cdn.example.com/cover.png',
    created_by: 'signup',
    user_verified: 1,
    is_following: 1,
    is_subscribe: 0,
    is_block: 0,
    wallet_balance: 250,
    posts_count: 3,
    followers_count: 12,
    following_count: 4,
    user_packages: [{ id: 1, coin: 100, price: 0.99, inapp_identifier: 'coins_100' }],
    refrence_code: 'ADA123',
    node_chat_id: 'c0ffee',
    ...overrides,
  };
}

export interface RecordedRequest {
  url: string;
  method: string;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}

export interface Reply {
  status?: number;
  body: unknown;
}

type Route = Reply | ((body: unknown) => Reply);

/** A fetch that answers from a table of paths and records what was asked; unknown paths answer 404. */
export function fakeFetch(routes: Record<string, Route>) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    init.signal?.throwIfAborted();
    const url = String(input);
    const headers = new Headers(init.headers);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    requests.push({
      url,
      method: init.method ?? 'GET',
      authorization: headers.get('authorization'),
      contentType: headers.get('content-type'),
      body,
    });
    const route = routes[new URL(url, 'http://app.local').pathname];
    const reply = typeof route === 'function' ? route(body) : (route ?? { status: 404, body: { success: 0, message: 'Not found' } });
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, requests };
}

export const ok = (data: unknown, message = 'OK'): Reply => ({ status: 200, body: { success: 1, message, data } });
export const fail = (status: number, message: string, data?: unknown): Reply => ({ status, body: { success: 0, message, data } });

/** A gateway over a fake server, with the tokens and 401 hook a session would give it. */
export function gatewayOver(routes: Record<string, Route>, tokens: { authToken?: string; jwtToken?: string } = {}) {
  const server = fakeFetch(routes);
  const unauthorized: number[] = [];
  const rest: RestClient = createRestClient({
    getAuthToken: () => tokens.authToken ?? null,
    getJwtToken: () => tokens.jwtToken ?? null,
    onUnauthorized: () => unauthorized.push(Date.now()),
    fetch: server.fetch,
  });
  return { gateway: createGateway({ rest }), rest, requests: server.requests, unauthorized };
}
