import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { allSelected, followersShown, type SendPackageActor } from '../../app/packages';
import { describeKey } from '../../validation/messages';
import { Avatar } from '../ui/Avatar';
import { Button } from '../ui/Button';
import { CheckboxField, Input } from '../ui/Field';
import { Modal } from '../ui/Modal';
import { EmptyState, FailureWithRetry, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { Buttons, ErrorLine } from '../wallet/moneyFields';

const People = styled.ul({
  listStyle: 'none',
  margin: '8px 0 12px',
  padding: 0,
  maxHeight: 320,
  overflowY: 'auto',
  '& label.person': {
    display: 'flex',
    alignItems: 'center',
    gap: 10,
    padding: '8px 4px',
    borderBottom: `1px solid ${theme.color.border}`,
    cursor: 'pointer',
  },
  '& .who': { flex: 1, minWidth: 0 },
  '& .who small': { display: 'block', color: theme.color.muted },
  '& input': { width: 18, height: 18, accentColor: theme.color.brand },
});

/** The send package popup (spec §2): the viewer's followers, search, select all, a checkbox each, send. */
export function SendPackagePopup({ actor, onClose }: { actor: SendPackageActor; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  const shown = useSelector(actor, (snapshot) => followersShown(snapshot.context));
  const everyone = useSelector(actor, (snapshot) => allSelected(snapshot.context));
  const selected = useSelector(actor, (snapshot) => snapshot.context.selected);
  const search = useSelector(actor, (snapshot) => snapshot.context.search);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const sending = phase === 'sending';
  return (
    <Modal title={t`Send package`} onClose={() => !sending && onClose()}>
      {phase === 'loading' && <Loading label={t`Loading...`} />}
      {phase === 'failed' && <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'send.retry' })} />}
      {phase === 'noFollowers' && <EmptyState title={t`You don't have a followers`} />}
      {(phase === 'choosing' || sending) && (
        <>
          <Input
            type="search"
            aria-label={t`Search followers`}
            placeholder={t`Search followers`}
            value={search}
            onChange={(event) => actor.send({ type: 'send.search', text: event.target.value })}
          />
          <div style={{ marginTop: 10 }}>
            <CheckboxField label={t`Select all`} checked={everyone} onChecked={() => actor.send({ type: 'send.toggleAll' })} />
          </div>
          <People aria-label={t`Followers`}>
            {shown.map((person) => (
              <li key={person.id}>
                <label className="person">
                  <Avatar firstName={person.firstName} lastName={person.lastName} photo={person.profilePhoto} size={34} />
                  <span className="who">
                    {person.firstName} {person.lastName}
                    <small>@{person.username}</small>
                  </span>
                  <input
                    type="checkbox"
                    checked={selected.includes(person.id)}
                    disabled={sending}
                    onChange={() => actor.send({ type: 'send.toggle', id: person.id })}
                  />
                </label>
              </li>
            ))}
          </People>
          {error && <ErrorLine role="alert">{i18n._(describeKey(error))}</ErrorLine>}
          <Buttons>
            <Button type="button" variant="secondary" disabled={sending} onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="button" disabled={sending} aria-busy={sending} onClick={() => actor.send({ type: 'send.submit' })}>
              {sending ? t`Sending...` : t`Send`}
            </Button>
          </Buttons>
        </>
      )}
    </Modal>
  );
}
