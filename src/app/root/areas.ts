import { admin } from '../admin';
import { auth } from '../auth';
import { chat } from '../chat';
import { earnings } from '../earnings';
import { live } from '../live';
import { massMessages } from '../massMessages';
import { notifications } from '../notifications';
import { packages } from '../packages';
import { payouts } from '../payouts';
import { people } from '../people';
import { posts } from '../posts';
import { safety } from '../safety';
import { search } from '../search';
import { settings } from '../settings';
import { shell } from '../shell';
import { stories } from '../stories';
import { subscriptions } from '../subscriptions';
import { verification } from '../verification';
import { wallet } from '../wallet';

export type { ScreenEntries, ScreenName, Screens, SystemActors, SystemId } from './area';

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
  earnings,
  massMessages,
  admin,
  packages,
  stories,
  chat,
  live,
  safety,
] as const;

// The root's hooks and system read the areas' types from here (root/area.ts `Register`), never by importing this list.
declare module './area' {
  interface Register {
    areas: typeof areas;
  }
}

type AreaOf = (typeof areas)[number];
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;
// An area that takes no services (its parameter reads as unknown) adds nothing to the app's services.
type ServicesOf<A> = A extends (services: infer S) => unknown ? (unknown extends S ? never : S) : never;

/** Everything the areas need from the outside world, handed in by main.tsx (or a test). */
export type AppServices = UnionToIntersection<ServicesOf<AreaOf>>;
