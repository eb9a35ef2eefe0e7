import styled from '@emotion/styled';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState, type ComponentType, type KeyboardEvent, type SVGProps } from 'react';
import { useLocation, useSearch } from 'wouter';
import logo from 'url:../../assets/logo.svg';
import {
  listedNotifications,
  NOTIFICATION_CATEGORIES,
  notificationTabOf,
  useNotificationList,
  useReceivedNotifications,
  type Notification,
  type NotificationCategory,
  type NotificationKind,
} from '../../app/notifications';
import { EmptyFeed, ListStatus, LoadMoreWhenVisible } from '../feed/FeedStatus';
import { PostDetailModal } from '../post/modals';
import { Avatar } from '../ui/Avatar';
import {
  BellIcon,
  CheckBadgeIcon,
  CoinIcon,
  CommentIcon,
  GiftIcon,
  HeartIcon,
  LiveIcon,
  MessageIcon,
  PhotoIcon,
  PlayIcon,
  ShieldIcon,
  StarIcon,
  UserIcon,
  WalletIcon,
} from '../ui/icons';
import { RelativeTime } from '../ui/RelativeTime';
import { PillTabs } from '../ui/Tabs';
import { Card, PageTitle } from '../ui/Surface';
import { theme } from '../ui/theme';
import { describeNotification, notificationTarget } from './describe';

const iconOf: Record<NotificationKind, ComponentType<SVGProps<SVGSVGElement>>> = {
  LIKE_POST: HeartIcon,
  LIKE_COMMENT: HeartIcon,
  POST_COMMENT: CommentIcon,
  START_FOLLOW: UserIcon,
  TAG_IN_POST: PhotoIcon,
  NEW_STORY: PlayIcon,
  NEW_TIPS: GiftIcon,
  RECEIVED_COINS: CoinIcon,
  WALLET_UPDATED: WalletIcon,
  TRANSFER_COINS: CoinIcon,
  CHAT: MessageIcon,
  NEW_SUBSCRIPTION: StarIcon,
  NEW_SUBSCRIBER: StarIcon,
  SUBSCRIPTION_LAPSED: StarIcon,
  VERIFICATION_UPDATES: CheckBadgeIcon,
  DOCUMENT_APPROVED: CheckBadgeIcon,
  DOCUMENT_REJECTED: CheckBadgeIcon,
  PAYOUT_UPDATES: WalletIcon,
  PAYOUT_PAID: WalletIcon,
  PAYOUT_REJECTED: WalletIcon,
  POST_REMOVED: ShieldIcon,
  REPORT_UPHELD: ShieldIcon,
  REPORT_DISMISSED: ShieldIcon,
  LIVE_STREAM: LiveIcon,
  LIVE_JOINED: LiveIcon,
  OTHER: BellIcon,
};

/** Each tab's label, and what its empty list says. */
const TABS: Record<NotificationCategory, { label: MessageDescriptor; empty: MessageDescriptor; hint: MessageDescriptor }> = {
  ALL: {
    label: msg({ message: 'All', context: 'notifications tab: every notification' }),
    empty: msg`No notifications yet`,
    hint: msg`Likes, comments, new followers and tips will be listed here.`,
  },
  INTERACTIONS: {
    label: msg`Interactions`,
    empty: msg`No interactions yet`,
    hint: msg`Likes, comments, new followers and messages will be listed here.`,
  },
  SUBSCRIPTIONS: {
    label: msg({ message: 'Subscriptions', context: 'notifications tab' }),
    empty: msg`No subscription news yet`,
    hint: msg`New subscribers, renewals and ended subscriptions will be listed here.`,
  },
  MONEY: {
    label: msg`Tips and money`,
    empty: msg`No tips or money yet`,
    hint: msg`Tips, coins received, unlocks and payouts will be listed here.`,
  },
  MENTIONS: {
    label: msg`Mentions`,
    empty: msg`No mentions yet`,
    hint: msg`When someone tags you in a post, it will be listed here.`,
  },
};

/** The tablist's keys: arrows move to the next or previous tab (wrapping), Home and End to the first and last; focus follows. */
function nextTab(event: KeyboardEvent<HTMLDivElement>, tab: NotificationCategory): NotificationCategory | undefined {
  const tabs = NOTIFICATION_CATEGORIES;
  const at = tabs.indexOf(tab);
  const next = { ArrowRight: (at + 1) % tabs.length, ArrowLeft: (at - 1 + tabs.length) % tabs.length, Home: 0, End: tabs.length - 1 }[
    event.key
  ];
  if (next === undefined) return undefined;
  event.preventDefault();
  event.currentTarget.querySelector<HTMLButtonElement>(`[data-tab="${tabs[next]}"]`)?.focus();
  return tabs[next];
}

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 });

const Row = styled.button<{ unread: boolean }>(({ unread }) => ({
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '12px 10px',
  border: 0,
  borderRadius: theme.radius.md,
  background: unread ? theme.color.brandSoft : 'transparent',
  color: theme.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { background: unread ? theme.color.brandSoft : theme.color.page },
  '&:disabled': { cursor: 'default' },
}));

const Face = styled.span({ position: 'relative', flex: '0 0 auto' });

const Kind = styled.span({
  position: 'absolute',
  right: -4,
  bottom: -4,
  width: 22,
  height: 22,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: theme.color.brand,
  color: '#fff',
  border: '2px solid #fff',
  '& svg': { width: 12, height: 12 },
});

const Text = styled.span({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  minWidth: 0,
  '& strong': { fontWeight: 600, overflowWrap: 'anywhere' },
  '& q': { fontStyle: 'italic', overflowWrap: 'anywhere' },
  '& time': { fontSize: 13, color: theme.color.muted },
});

/** The platform's own face, for what no person did (a review's outcome, a payout, coins added). */
const SystemFace = styled.span({
  width: 44,
  height: 44,
  borderRadius: '50%',
  display: 'inline-flex',
  overflow: 'hidden',
  '& img': { width: '100%', height: '100%' },
});

/** One notification: who did it (or the app itself), its kind's icon, the line and when. */
export function NotificationRow({ notification, onOpen }: { notification: Notification; onOpen: () => void }) {
  const { i18n } = useLingui();
  const Icon = iconOf[notification.kind];
  const { actor } = notification;
  return (
    <Row type="button" unread={!notification.isRead} onClick={onOpen} disabled={!notificationTarget(notification)}>
      <Face>
        {actor ? (
          <Avatar firstName={actor.firstName} lastName={actor.lastName} photo={actor.profilePhoto} size={44} />
        ) : (
          <SystemFace aria-hidden="true" data-face="system">
            <img src={logo} alt="" />
          </SystemFace>
        )}
        <Kind aria-hidden="true">
          <Icon />
        </Kind>
      </Face>
      <Text>
        <strong>{describeNotification(i18n, notification)}</strong>
        {notification.note && <q data-note>{notification.note}</q>}
        <RelativeTime iso={notification.createdAt} />
      </Text>
    </Row>
  );
}

/**
 * /notification: tabs by category (`?tab=`), then the tab's pushed notifications on top and its pages, newest first;
 * opening it marks them read.
 */
export function NotificationsPage() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  // The notifications actor first (it may still be starting): the list's actor is handed it in its input.
  const received = useReceivedNotifications();
  const asked = notificationTabOf(useSearch());
  const list = useNotificationList(asked);
  const tab = useSelector(list, (snapshot) => snapshot.context.category);
  // The address changed from outside the tabs (the sidebar's link to /notification): the list follows it.
  useEffect(() => list.send({ type: 'tab.select', category: asked }), [list, asked]);
  const pages = useSelector(list, (snapshot) => snapshot.context.items);
  const phase = useSelector(list, (snapshot) => snapshot.value);
  const failure = useSelector(list, (snapshot) => snapshot.context.failure);
  const [openPost, setOpenPost] = useState<string | null>(null);
  const shown = listedNotifications(received, pages, tab);
  const select = (category: NotificationCategory) => list.send({ type: 'tab.select', category });
  // On a phone the row scrolls: the chosen tab (also one opened from the address) is brought into it, sideways only.
  const showChosenTab = useCallback(
    (row: HTMLDivElement | null) => {
      const chosen = row?.querySelector<HTMLElement>(`[data-tab="${tab}"]`);
      if (!row || !chosen) return;
      const [rowBox, box] = [row.getBoundingClientRect(), chosen.getBoundingClientRect()];
      if (box.left < rowBox.left) row.scrollLeft -= rowBox.left - box.left;
      else if (box.right > rowBox.right) row.scrollLeft += box.right - rowBox.right;
    },
    [tab],
  );

  const open = (notification: Notification) => {
    const target = notificationTarget(notification);
    if (target && 'post' in target) setOpenPost(target.post);
    else if (target && 'page' in target) navigate(target.page);
    else if (target) navigate(`/user-profile/${target.profile}`);
  };

  return (
    <Card>
      <PageTitle>{t`Notifications`}</PageTitle>
      <PillTabs
        ref={showChosenTab}
        role="tablist"
        aria-label={t`Notification categories`}
        onKeyDown={(event) => {
          const next = nextTab(event, tab);
          if (next) select(next);
        }}
      >
        {NOTIFICATION_CATEGORIES.map((category) => (
          <button
            key={category}
            type="button"
            role="tab"
            id={`notifications-tab-${category}`}
            data-tab={category}
            aria-selected={tab === category}
            aria-controls="notifications-panel"
            tabIndex={tab === category ? 0 : -1}
            onClick={() => select(category)}
          >
            {i18n._(TABS[category].label)}
          </button>
        ))}
      </PillTabs>
      <div role="tabpanel" id="notifications-panel" aria-labelledby={`notifications-tab-${tab}`}>
        {shown.length > 0 && (
          <List aria-label={t`Notifications`}>
            {shown.map((notification) => (
              <li key={notification.id}>
                <NotificationRow notification={notification} onOpen={() => open(notification)} />
              </li>
            ))}
          </List>
        )}
        {phase === 'ready' && <LoadMoreWhenVisible feed={list} />}
        <ListStatus
          phase={phase}
          failure={failure}
          count={shown.length}
          onRetry={() => list.send({ type: 'feed.retry' })}
          empty={
            <EmptyFeed icon={<BellIcon />} title={i18n._(TABS[tab].empty)}>
              {i18n._(TABS[tab].hint)}
            </EmptyFeed>
          }
        />
      </div>
      {openPost && <PostDetailModal postId={openPost} onClose={() => setOpenPost(null)} />}
    </Card>
  );
}
