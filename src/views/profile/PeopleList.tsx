import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useViewer } from '../../app/auth';
import type { PeopleListActor, Person } from '../../app/people';
import { describeMessage } from '../../validation/messages';
import { Avatar } from '../ui/Avatar';
import { Button } from '../ui/Button';
import { WhenVisible } from '../ui/WhenVisible';
import { CheckBadgeIcon } from '../ui/icons';
import { Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { FollowButton } from './FollowButton';

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 });
const Row = styled.li({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '6px 4px',
  '& a': {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    flex: 1,
    minWidth: 0,
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: theme.radius.md,
  },
  '& a:hover strong, & a:focus-visible strong': { textDecoration: 'underline' },
  '& .names': { display: 'flex', flexDirection: 'column', minWidth: 0 },
  // Names wrap rather than cut in the narrow home panel.
  '& strong': { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 4, overflowWrap: 'anywhere' },
  '& .username': { color: theme.color.muted, fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});
/** Below a list: its end, empty or failure note. */
export const Note = styled.p({ textAlign: 'center', color: theme.color.muted, margin: '16px 0', fontWeight: 600 });

/** A list's page failed: the server's words and a retry. */
export function ListFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  const { i18n } = useLingui();
  return (
    <Note role="alert">
      {i18n._(describeMessage(message))}{' '}
      <Button type="button" variant="secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Note>
  );
}

/** One person of a list: a link to their profile and the Follow/Following toggle (not on oneself). */
export function PersonRow({ person, onOpen }: { person: Person; onOpen?: () => void }) {
  const { t } = useLingui();
  const isOwn = useViewer()?.id === person.id;
  return (
    <Row>
      <Link href={isOwn ? '/my-profile' : `/user-profile/${person.id}`} onClick={onOpen}>
        <Avatar firstName={person.firstName} lastName={person.lastName} photo={person.profilePhoto} size={40} />
        <span className="names">
          <strong>
            {person.firstName} {person.lastName}
            {person.isVerified && <CheckBadgeIcon width={16} height={16} color={theme.color.brand} aria-label={t`Verified`} />}
          </strong>
          <span className="username">@{person.username}</span>
        </span>
      </Link>
      <FollowButton person={person} followingLabel="following" small />
    </Row>
  );
}

/** Asks for the next page when the end of the list scrolls into view. */
function MoreWhenVisible({ list }: { list: PeopleListActor }) {
  return <WhenVisible onVisible={() => list.send({ type: 'people.loadMore' })} />;
}

interface PeopleListProps {
  list: PeopleListActor;
  label: string;
  /** Leave out the viewer (the suggestions never suggest oneself). */
  withoutViewer?: boolean;
  /** Show at most this many (the home panel). */
  limit?: number;
  onOpen?: () => void;
  empty?: ReactNode;
}

/** A paged list of people with infinite scroll; spec §2 empty text 'No Result Found !'. */
export function PeopleList({ list, label, withoutViewer, limit, onOpen, empty }: PeopleListProps) {
  const { t } = useLingui();
  const viewerId = useViewer()?.id;
  const everyone = useSelector(list, (snapshot) => snapshot.context.people);
  const phase = useSelector(list, (snapshot) => snapshot.value);
  const failure = useSelector(list, (snapshot) => snapshot.context.failure);
  const shown = everyone.filter((person) => !withoutViewer || person.id !== viewerId).slice(0, limit);
  return (
    <>
      <List aria-label={label}>
        {shown.map((person) => (
          <PersonRow key={person.id} person={person} onOpen={onOpen} />
        ))}
      </List>
      {phase === 'loading' && <Loading label={t`Loading...`} />}
      {phase === 'ready' && limit === undefined && <MoreWhenVisible list={list} />}
      {phase === 'exhausted' && shown.length === 0 && (empty ?? <Note role="status">{t`No Result Found !`}</Note>)}
      {phase === 'failed' && <ListFailed message={failure?.message ?? ''} onRetry={() => list.send({ type: 'people.retry' })} />}
    </>
  );
}
