import type { Resolvers } from '../generated/resolvers';
import { authResolvers } from './auth';
import { chatResolvers } from './chat';
import { chatUnreadResolvers } from './chatUnread';
import { commentsResolvers } from './comments';
import { composeResolvers } from './compose';
import { earningsResolvers } from './earnings';
import { liveResolvers } from './live';
import { massMessagesResolvers } from './massMessages';
import { notificationsResolvers } from './notifications';
import { packagesResolvers } from './packages';
import { reviewResolvers } from './review';
import { settingsResolvers } from './settings';
import { storiesResolvers } from './stories';
import { subscriptionsResolvers } from './subscriptions';
import { vaultResolvers } from './vault';
import { walletResolvers } from './wallet';

/**
 * The areas no first screen asks for (signing in, chat and its unread count, notifications, composing, comments, people search, settings, the wallet, verification, payouts, the admin's review and live streams): they load with the first of
 * their fields, or when the person first interacts with the page. They resolve root fields only.
 */
export const onDemandResolvers: Resolvers[] = [
  authResolvers,
  chatResolvers,
  chatUnreadResolvers,
  notificationsResolvers,
  composeResolvers,
  commentsResolvers,
  settingsResolvers,
  walletResolvers,
  earningsResolvers,
  subscriptionsResolvers,
  reviewResolvers,
  packagesResolvers,
  storiesResolvers,
  liveResolvers,
  vaultResolvers,
  massMessagesResolvers,
];
