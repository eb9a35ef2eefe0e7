import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useViewer } from '../../app/auth';
import { useProfile, useUserStore, type Profile } from '../../app/people';
import { usePostStoreActor } from '../../app/posts';
import { describeMessage } from '../../validation/messages';
import { Avatar } from '../ui/Avatar';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button, ButtonLink } from '../ui/Button';
import { CheckBadgeIcon, UserIcon } from '../ui/icons';
import { Card, EmptyState, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { COVER_WIDTHS, widthSrcSet } from '../ui/widths';
import { PHOTO_FRAMES } from '../../../contract/rules';
import { FollowButton } from './FollowButton';
import { ProfileMoneyButtons } from '../wallet/ProfileMoneyButtons';
import { PeopleModal } from './PeopleModal';
import { ProfileTabs } from './ProfileTabs';
import { Modal } from '../ui/Modal';
import { PersonMenu, useIsBlocked } from '../safety/PersonMenu';
import { onDemand } from '../ui/onDemand';

// The profile editor (Settings → Edit profile) loads when its owner opens it over their profile.
const EditProfilePanel = onDemand(() => import('../settings/EditProfilePanel').then((m) => m.EditProfilePanel));

// The subscription prices load with the first profile of a creator someone else opens.
const ProfileSubscribe = onDemand(() => import('../subscriptions/ProfileSubscribe').then((m) => m.ProfileSubscribe));

const CoverFrame = styled.div({
  height: 180,
  margin: -24,
  marginBottom: 0,
  borderRadius: `${theme.radius.lg} ${theme.radius.lg} 0 0`,
  overflow: 'hidden',
  background: `linear-gradient(120deg, ${theme.color.brand}, #0891b2 60%, #6366f1)`,
  [theme.phone]: { height: 120, margin: -18, marginBottom: 0 },
  // Filled and cropped from the centre, as the background it was.
  '& img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
});

/**
 * How wide the cover is drawn: the page beside the sidebar (AppShell's 1200 px at most), the whole screen on a
 * phone. Over-estimated by a few pixels rather than under.
 */
export const COVER_SIZES = '(max-width: 960px) 100vw, (max-width: 1200px) calc(100vw - 240px), 960px';

/** The profile's cover photo at the width its frame needs, or the brand gradient without one. */
export function Cover({ photo }: { photo: string | null }) {
  return (
    <CoverFrame>
      {photo && (
        <img
          src={photo}
          srcSet={widthSrcSet(photo, COVER_WIDTHS)}
          sizes={COVER_SIZES}
          width={PHOTO_FRAMES.cover_photo.width}
          height={PHOTO_FRAMES.cover_photo.height}
          alt=""
        />
      )}
    </CoverFrame>
  );
}

const Head = styled.div({
  display: 'flex',
  alignItems: 'flex-end',
  gap: 16,
  marginTop: -44,
  flexWrap: 'wrap',
  '& > span': { border: '4px solid #fff' },
  '& h1': { margin: 0, fontSize: 22, display: 'flex', alignItems: 'center', gap: 6 },
  '& .username': { color: theme.color.muted },
});

const Counts = styled.dl({
  display: 'flex',
  gap: 24,
  margin: '16px 0',
  '& div': { display: 'flex', flexDirection: 'column-reverse' },
  '& dd': { margin: 0, fontWeight: 800, fontSize: 18 },
  '& dt': { color: theme.color.muted, fontSize: 13 },
});

const CountButton = styled.button({
  border: 0,
  background: 'none',
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { color: theme.color.brand, textDecoration: 'underline' },
});

const Actions = styled.div({ display: 'flex', gap: 10, flexWrap: 'wrap' });

const Column = styled.div({ display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 });

const Links = styled.ul({ listStyle: 'none', padding: 0, margin: '8px 0', display: 'flex', gap: 12, flexWrap: 'wrap' });

/** Spec §2: links lacking http get https:// in front. */
export const absoluteLink = (link: string) => (/^https?:\/\//i.test(link) ? link : `https://${link}`);

function ProfileHeader({
  profile,
  postsCount,
  isOwn,
  onEdited,
}: {
  profile: Profile;
  postsCount: number;
  isOwn: boolean;
  onEdited(): void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState<'followers' | 'followings' | null>(null);
  const [editing, setEditing] = useState(false);
  const [, navigate] = useLocation();
  // The relation and counts as the user store has them now: a follow anywhere shows here at once.
  const { followersCount, followingCount } = useSelector(
    useUserStore(),
    (snapshot) => {
      const known = snapshot.context.people[profile.id];
      return {
        followersCount: known?.followersCount ?? profile.followersCount,
        followingCount: known?.followingCount ?? profile.followingCount,
      };
    },
    (a, b) => a.followersCount === b.followersCount && a.followingCount === b.followingCount,
  );
  // A subscription made anywhere (a locked post's modal) shows here at once.
  const isSubscribed = useSelector(useUserStore(), (snapshot) => snapshot.context.people[profile.id]?.isSubscribed ?? profile.isSubscribed);
  const links = Object.entries(profile.links).filter((entry): entry is [string, string] => !!entry[1]);
  // A block from this header (or anywhere) shows here at once: the relation's actions give way to Unblock.
  const isBlocked = useIsBlocked(profile.id, profile.isBlocked);
  const person = { id: profile.id, name: `${profile.firstName} ${profile.lastName}`.trim() || profile.username };
  return (
    <>
      <title>{`${profile.firstName} ${profile.lastName} · Fanclub`}</title>
      <Cover photo={profile.coverPhoto} />
      <Head>
        <Avatar firstName={profile.firstName} lastName={profile.lastName} photo={profile.profilePhoto} size={96} />
        <div>
          <h1>
            {profile.firstName} {profile.lastName}
            {profile.isVerified && <CheckBadgeIcon aria-label={t`Verified`} color={theme.color.brand} />}
          </h1>
          <span className="username">@{profile.username}</span>
        </div>
      </Head>
      {profile.bio && <p>{profile.bio}</p>}
      {links.length > 0 && (
        <Links>
          {links.map(([name, link]) => (
            <li key={name}>
              <a href={absoluteLink(link)} target="_blank" rel="noreferrer noopener">
                {link}
              </a>
            </li>
          ))}
        </Links>
      )}
      <Counts>
        <div>
          <dt>
            <Trans>Posts</Trans>
          </dt>
          <dd>{postsCount}</dd>
        </div>
        <div>
          <dt>
            <Trans>Followers</Trans>
          </dt>
          <dd>
            <CountButton
              type="button"
              onClick={() => setOpen('followers')}
              aria-label={t`Followers: ${followersCount}`}
              data-count="followers"
            >
              {followersCount}
            </CountButton>
          </dd>
        </div>
        <div>
          <dt>
            <Trans context="list: people one follows">Following</Trans>
          </dt>
          <dd>
            <CountButton
              type="button"
              onClick={() => setOpen('followings')}
              aria-label={t`Following: ${followingCount}`}
              data-count="following"
            >
              {followingCount}
            </CountButton>
          </dd>
        </div>
      </Counts>
      {isOwn && (
        <Actions>
          <Button type="button" onClick={() => setEditing(true)}>
            <Trans>Edit profile</Trans>
          </Button>
          <ButtonLink href="/drafts" variant="secondary">
            <Trans>Drafts & scheduled</Trans>
          </ButtonLink>
          <ButtonLink href="/vault" variant="secondary">
            <Trans>Vault</Trans>
          </ButtonLink>
        </Actions>
      )}
      {editing && (
        // The settings' own editor, over the profile; closing it reads the profile again (a saved name or photo shows).
        <Modal
          title={t`Edit profile`}
          wide
          onClose={() => {
            setEditing(false);
            onEdited();
          }}
        >
          <EditProfilePanel titled={false} />
        </Modal>
      )}
      {!isOwn && isBlocked && (
        <Actions>
          <p role="status" style={{ margin: 0, alignSelf: 'center', color: theme.color.muted }}>
            <Trans>You blocked this person. Neither of you can see the other's posts, stories or messages.</Trans>
          </p>
          <PersonMenu person={person} isBlocked />
        </Actions>
      )}
      {!isOwn && !isBlocked && (
        <Actions>
          <FollowButton person={profile} />
          {/* Never across a block (spec §2): the conversation opens or is created on /messages. */}
          {!profile.isBlocked && (
            <Button type="button" variant="secondary" onClick={() => navigate(`/messages?user=${encodeURIComponent(profile.id)}`)}>
              <Trans context="verb: write to this person">Message</Trans>
            </Button>
          )}
          <ProfileMoneyButtons to={{ id: profile.id, name: `${profile.firstName} ${profile.lastName}`.trim() || profile.username }} />
          <PersonMenu person={person} isBlocked={false} />
        </Actions>
      )}
      {!isOwn && !isBlocked && profile.isVerified && (
        <ProfileSubscribe
          creator={{ id: profile.id, name: `${profile.firstName} ${profile.lastName}`.trim() || profile.username }}
          isSubscribed={isSubscribed}
        />
      )}
      {open && <PeopleModal userId={profile.id} list={open} onClose={() => setOpen(null)} />}
    </>
  );
}

/** A profile page (own or someone else's): header, counts, then the tabs; read again after its owner edited it. */
export function ProfileView({ userId }: { userId: string }) {
  const [revision, setRevision] = useState(0);
  return <ProfileScreen key={revision} userId={userId} onEdited={() => setRevision((last) => last + 1)} />;
}

function ProfileScreen({ userId, onEdited }: { userId: string; onEdited(): void }) {
  const { t, i18n } = useLingui();
  const actor = useProfile(userId);
  const profile = useSelector(actor, (snapshot) => snapshot.context.profile);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const notFound = useSelector(actor, (snapshot) => snapshot.matches('notFound'));

  if (loading) return <Loading label={t`Loading...`} />;
  if (notFound) {
    return (
      <Card>
        <EmptyState
          icon={<UserIcon />}
          title={t`User not found`}
          action={
            <ButtonLink href="/home">
              <Trans>Go to home</Trans>
            </ButtonLink>
          }
        >
          <Trans>This profile does not exist, or is not available to you.</Trans>
        </EmptyState>
      </Card>
    );
  }
  if (failure || !profile) {
    return (
      <Card>
        <EmptyState icon={<UserIcon />} title={i18n._(describeMessage(failure?.message ?? ''))} />
        <Button type="button" onClick={() => actor.send({ type: 'profile.retry' })}>
          <Trans>Try again</Trans>
        </Button>
      </Card>
    );
  }
  return <ProfileWithFeed profile={profile} onEdited={onEdited} />;
}

/** The header, then the user's Posts, Media and Locked tabs; the posts count follows creates and deletes (spec §4). */
function ProfileWithFeed({ profile, onEdited }: { profile: Profile; onEdited(): void }) {
  const store = usePostStoreActor();
  const isOwn = useViewer()?.id === profile.id;
  const [path] = useLocation();
  const postsCount = useSelector(store, (snapshot) => snapshot.context.postsCount[profile.id] ?? profile.postsCount);
  return (
    <Column>
      <Card>
        <ProfileHeader profile={profile} postsCount={postsCount} isOwn={isOwn} onEdited={onEdited} />
      </Card>
      <ProfileTabs
        userId={profile.id}
        path={path}
        isOwn={isOwn}
        name={`${profile.firstName} ${profile.lastName}`.trim() || profile.username}
      />
    </Column>
  );
}
