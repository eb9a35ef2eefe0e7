import type { ActorRefFrom } from 'xstate';
import type { LogicOf, LongLived } from './area';
import { admin } from '../admin/area';
import { auth } from '../auth/area';
import { chat } from '../chat/area';
import { live } from '../live/area';
import { notifications } from '../notifications/area';
import { packages } from '../packages/area';
import { payouts } from '../payouts/area';
import { people } from '../people/area';
import { posts } from '../posts/area';
import { safety } from '../safety/area';
import { search } from '../search/area';
import { settings } from '../settings/area';
import { shell } from '../shell/area';
import { stories } from '../stories/area';
import { subscriptions } from '../subscriptions/area';
import { verification } from '../verification/area';
import { wallet } from '../wallet/area';

/**
 * Every area of the client, in the order their long-lived actors start (the toasts first: the others
 * notify through them). A new area is its own file and one entry here: the root's children, the
 * `system.get` table, the screens and the services the app needs all follow from this list.
 */
export const areas = [
  shell,
  auth,
  settings,
  posts,
  people,
  search,
  notifications,
  wallet,
  subscriptions,
  verification,
  payouts,
  admin,
  packages,
  stories,
  chat,
  live,
  safety,
] as const;

type AreaOf = (typeof areas)[number];
type Built = ReturnType<AreaOf>;
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;
// An area that takes no services (its parameter reads as unknown) adds nothing to the app's services.
type ServicesOf<A> = A extends (services: infer S) => unknown ? (unknown extends S ? never : S) : never;

/** Everything the areas need from the outside world, handed in by main.tsx (or a test). */
export type AppServices = UnionToIntersection<ServicesOf<AreaOf>>;

type LongLivedActors = UnionToIntersection<Built['actors']>;
/** The long-lived actors by systemId, as `system.get` answers them. */
export type SystemActors = { [K in keyof LongLivedActors]: LongLivedActors[K] extends LongLived<infer L> ? ActorRefFrom<L> : never };
export type SystemId = keyof SystemActors & string;

/** The screen-scoped logic by name as the areas declare it (some on demand), each started by a screen's hook. */
export type ScreenEntries = UnionToIntersection<Built['screens']>;
/** The logic each screen starts. */
export type Screens = { [K in keyof ScreenEntries]: LogicOf<ScreenEntries[K]> };
export type ScreenName = keyof ScreenEntries & string;
