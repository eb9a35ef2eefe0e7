import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useViewer } from '../../app/auth';
import { fullName, type Person } from '../../app/search';
import { matchingFollowers, useBlacklist } from '../../app/settings';
import { Button } from '../ui/Button';
import { Input } from '../ui/Field';
import { PersonLine } from '../ui/PersonLine';
import { Modal } from '../ui/Modal';
import { ListStatus, LoadMoreWhenVisible } from '../feed/FeedStatus';
import { EmptyState, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';

const Section = styled.section({ marginBottom: 28, '& h3': { margin: '0 0 10px', fontSize: 16 } });

const People = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 });

const Row = styled.li({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '8px 10px',
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`,
});

function PersonRow({ person, action }: { person: Person; action: React.ReactNode }) {
  return (
    <Row>
      <PersonLine person={person} size={40} />
      {action}
    </Row>
  );
}

export function BlacklistPanel() {
  const viewer = useViewer();
  return viewer ? <Blacklist viewerId={viewer.id} /> : null;
}

function Blacklist({ viewerId }: { viewerId: string }) {
  const { t } = useLingui();
  const actor = useBlacklist(viewerId);
  const searchId = useId();
  const blocked = useSelector(actor, (snapshot) => snapshot.context.blocked);
  const followers = useSelector(actor, (snapshot) => snapshot.context.followers);
  const query = useSelector(actor, (snapshot) => snapshot.context.followerQuery);
  const pending = useSelector(actor, (snapshot) => snapshot.context.pending);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const list = useSelector(actor, (snapshot) => snapshot.value.list);
  const loadingFollowers = useSelector(actor, (snapshot) => snapshot.matches({ followers: 'loading' }));
  const saving = useSelector(actor, (snapshot) => snapshot.matches({ change: 'saving' }));
  const found = query.trim() ? matchingFollowers(followers, query) : [];
  const blockedIds = new Set(blocked.map((person) => person.id));

  return (
    <div>
      <h2>
        <Trans>Blacklist</Trans>
      </h2>
      <Section aria-labelledby={searchId}>
        <h3 id={searchId}>
          <Trans>Block one of your followers</Trans>
        </h3>
        <Input
          type="search"
          aria-label={t`Search your followers`}
          placeholder={t`Search your followers`}
          value={query}
          onChange={(event) => actor.send({ type: 'followers.search', query: event.target.value })}
        />
        {query.trim() && (
          <div style={{ marginTop: 10 }}>
            {loadingFollowers ? (
              <Loading label={t`Loading...`} />
            ) : found.length === 0 ? (
              <p role="status">
                <Trans>No Result Found !</Trans>
              </p>
            ) : (
              <People aria-label={t`Your followers`}>
                {found.map((person) => (
                  <PersonRow
                    key={person.id}
                    person={person}
                    action={
                      <Button
                        type="button"
                        variant="danger"
                        disabled={blockedIds.has(person.id)}
                        onClick={() => actor.send({ type: 'blacklist.ask', person, block: true })}
                      >
                        <Trans>Block</Trans>
                      </Button>
                    }
                  />
                ))}
              </People>
            )}
          </div>
        )}
      </Section>
      <Section aria-label={t`Blocked people`}>
        <h3>
          <Trans>Blocked people</Trans>
        </h3>
        {blocked.length > 0 && (
          <People aria-label={t`Blocked people`}>
            {blocked.map((person) => (
              <PersonRow
                key={person.id}
                person={person}
                action={
                  <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'blacklist.ask', person, block: false })}>
                    <Trans>Unblock</Trans>
                  </Button>
                }
              />
            ))}
          </People>
        )}
        {list === 'ready' && <LoadMoreWhenVisible feed={actor} />}
        <ListStatus
          phase={list}
          failure={failure}
          count={blocked.length}
          onRetry={() => actor.send({ type: 'feed.retry' })}
          empty={
            <EmptyState title={t`You have not blocked anyone`}>
              <Trans>People you block cannot see your posts or profile, and you will not see theirs.</Trans>
            </EmptyState>
          }
        />
      </Section>
      {pending && (
        <Modal
          title={pending.block ? t`Block ${fullName(pending.person)}?` : t`Unblock ${fullName(pending.person)}?`}
          onClose={() => actor.send({ type: 'blacklist.cancel' })}
        >
          <p>
            {pending.block ? (
              <Trans>Neither of you will see the other's posts, stories or profile, and follows between you end.</Trans>
            ) : (
              <Trans>They will be able to see your posts and profile again.</Trans>
            )}
          </p>
          <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
            <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'blacklist.cancel' })} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="button"
              variant={pending.block ? 'danger' : 'primary'}
              onClick={() => actor.send({ type: 'blacklist.confirm' })}
              disabled={saving}
            >
              {pending.block ? <Trans>Block</Trans> : <Trans>Unblock</Trans>}
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}
