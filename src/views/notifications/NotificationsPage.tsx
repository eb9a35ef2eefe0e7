import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState, type ComponentType, type SVGProps } from 'react';
import { useLocation } from 'wouter';
import logo from 'url:../../assets/logo.svg';
import {
  listedNotifications,
  useNotificationList,
  useReceivedNotifications,
  type Notification,
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

/** /notification: the pushed notifications on top, then the pages, newest first; opening it marks them read. */
export function NotificationsPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  // The notifications actor first (it may still be starting): the list's actor is handed it in its input.
  const received = useReceivedNotifications();
  const list = useNotificationList();
  const pages = useSelector(list, (snapshot) => snapshot.context.items);
  const phase = useSelector(list, (snapshot) => snapshot.value);
  const failure = useSelector(list, (snapshot) => snapshot.context.failure);
  const [openPost, setOpenPost] = useState<string | null>(null);
  const shown = listedNotifications(received, pages);

  const open = (notification: Notification) => {
    const target = notificationTarget(notification);
    if (target && 'post' in target) setOpenPost(target.post);
    else if (target && 'page' in target) navigate(target.page);
    else if (target) navigate(`/user-profile/${target.profile}`);
  };

  return (
    <Card>
      <PageTitle>{t`Notifications`}</PageTitle>
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
          <EmptyFeed icon={<BellIcon />} title={t`No notifications yet`}>
            <Trans>Likes, comments, new followers and tips will be listed here.</Trans>
          </EmptyFeed>
        }
      />
      {openPost && <PostDetailModal postId={openPost} onClose={() => setOpenPost(null)} />}
    </Card>
  );
}
