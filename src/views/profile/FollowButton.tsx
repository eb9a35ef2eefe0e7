import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useViewer } from '../../app/auth';
import { personIn, useFollow, useUserStore } from '../../app/people';
import { Button } from '../ui/Button';

interface FollowButtonProps {
  person: { id: string; isFollowing: boolean; followersCount: number | null };
  /** The lists' toggle reads Follow/Following; a profile says Follow/Unfollow. */
  followingLabel?: 'following' | 'unfollow';
  small?: boolean;
  /** Post cards offer only Follow: once followed, the button leaves (unfollow is on the profile). */
  onlyFollow?: boolean;
}

/** Follow or unfollow a person as the user store has them now; never offered on oneself (spec §6). */
export function FollowButton({ person, followingLabel = 'unfollow', small, onlyFollow }: FollowButtonProps) {
  const viewerId = useViewer()?.id;
  const follow = useFollow();
  const state = useSelector(
    useUserStore(),
    (snapshot) => {
      const known = personIn(snapshot.context, person);
      return { isFollowing: known.isFollowing, followersCount: known.followersCount };
    },
    (a, b) => a.isFollowing === b.isFollowing && a.followersCount === b.followersCount,
  );
  if (!viewerId || viewerId === person.id || (onlyFollow && state.isFollowing)) return null;
  return (
    <Button
      type="button"
      variant={state.isFollowing ? 'secondary' : 'primary'}
      aria-pressed={state.isFollowing}
      style={small ? { minHeight: 34, padding: '0 14px', fontSize: 14 } : undefined}
      onClick={() => follow.send({ type: 'person.follow', person: { id: person.id, ...state }, follow: !state.isFollowing, viewerId })}
    >
      {!state.isFollowing ? (
        <Trans>Follow</Trans>
      ) : followingLabel === 'following' ? (
        <Trans context="button: you follow this person">Following</Trans>
      ) : (
        <Trans>Unfollow</Trans>
      )}
    </Button>
  );
}
