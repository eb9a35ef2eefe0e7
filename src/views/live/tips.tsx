import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useId, useRef } from 'react';
import {
  useLiveTipsSetup,
  useLiveViewerList,
  type LiveMenuItem,
  type LiveTips,
  type LiveTipsSetupActor,
  type LiveViewerListActor,
} from '../../app/live';
import { LIVE_GOAL_LABEL_MAX, LIVE_MENU_LABEL_MAX, LIVE_MENU_MAX } from '../../../contract/rules';
import { liveTipsErrors, type LiveTipsEdit, type LiveTipsErrors, type LiveTipsFields } from '../../validation/live';
import { describeKey } from '../../validation/messages';
import { Avatar } from '../ui/Avatar';
import { Button } from '../ui/Button';
import { Input } from '../ui/Field';
import { RelativeTime } from '../ui/RelativeTime';
import { theme } from '../ui/theme';

const Fieldset = styled.fieldset({
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  padding: '10px 12px 12px',
  margin: '0 0 14px',
  minWidth: 0,
  '& legend': { fontWeight: 700, fontSize: 14, padding: '0 4px' },
  '& label': { display: 'block', fontWeight: 600, fontSize: 13, margin: '8px 0 4px' },
  '& .hint': { margin: '2px 0 6px', fontSize: 13, color: theme.color.muted },
});
const Row = styled.div({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 96px auto', gap: 8, alignItems: 'end', marginTop: 6 });
const GoalRow = styled.div({
  display: 'grid',
  gridTemplateColumns: '120px minmax(0, 1fr)',
  gap: 8,
  [theme.phone]: { gridTemplateColumns: '1fr' },
});
const ErrorText = styled.p({ margin: '4px 0 0', color: theme.color.danger, fontSize: 13 });

/**
 * The optional tip goal (coins and a label) and tip menu (up to 10 items: a label and a price) of issue 32, in the
 * Go Live form and in the host's live editor.
 */
export function TipsFields({
  fields,
  errors,
  disabled,
  send,
}: {
  fields: LiveTipsFields;
  errors: LiveTipsErrors | null;
  disabled: boolean;
  send(edit: LiveTipsEdit): void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const message = (key: Parameters<typeof describeKey>[0] | undefined) =>
    key ? (
      <ErrorText role="alert" id={`${id}-${key}`}>
        {i18n._(describeKey(key))}
      </ErrorText>
    ) : null;
  return (
    <>
      <Fieldset>
        <legend>
          <Trans>Tip goal (optional)</Trans>
        </legend>
        <p className="hint">
          <Trans>Tips during the live fill a progress bar everyone sees.</Trans>
        </p>
        <GoalRow>
          <div>
            <label htmlFor={`${id}-coins`}>
              <Trans>Goal (coins)</Trans>
            </label>
            <Input
              id={`${id}-coins`}
              inputMode="numeric"
              autoComplete="off"
              placeholder="500"
              value={fields.goalCoins}
              disabled={disabled}
              invalid={!!errors?.goalCoins}
              aria-invalid={!!errors?.goalCoins}
              onChange={(event) => send({ type: 'tips.goalCoins', value: event.target.value })}
            />
            {message(errors?.goalCoins)}
          </div>
          <div>
            <label htmlFor={`${id}-label`}>
              <Trans>What happens then</Trans>
            </label>
            <Input
              id={`${id}-label`}
              autoComplete="off"
              maxLength={LIVE_GOAL_LABEL_MAX}
              placeholder={t`Dance at 500 coins`}
              value={fields.goalLabel}
              disabled={disabled}
              invalid={!!errors?.goalLabel}
              aria-invalid={!!errors?.goalLabel}
              onChange={(event) => send({ type: 'tips.goalLabel', value: event.target.value })}
            />
            {message(errors?.goalLabel)}
          </div>
        </GoalRow>
      </Fieldset>
      <Fieldset>
        <legend>
          <Trans>Tip menu (optional)</Trans>
        </legend>
        {fields.menu.length === 0 && (
          <p className="hint">
            <Trans>Viewers tip an item's price with one tap, e.g. "Song request" for 50 coins.</Trans>
          </p>
        )}
        {fields.menu.map((item, index) => (
          <div key={index}>
            <Row>
              <div>
                <label htmlFor={`${id}-item-${index}`}>
                  <Trans>Item {index + 1}</Trans>
                </label>
                <Input
                  id={`${id}-item-${index}`}
                  autoComplete="off"
                  maxLength={LIVE_MENU_LABEL_MAX}
                  value={item.label}
                  disabled={disabled}
                  invalid={!!errors?.items[index]?.label}
                  aria-invalid={!!errors?.items[index]?.label}
                  onChange={(event) => send({ type: 'tips.item', index, field: 'label', value: event.target.value })}
                />
              </div>
              <div>
                <label htmlFor={`${id}-price-${index}`}>
                  <Trans>Coins</Trans>
                </label>
                <Input
                  id={`${id}-price-${index}`}
                  inputMode="numeric"
                  autoComplete="off"
                  value={item.price}
                  disabled={disabled}
                  invalid={!!errors?.items[index]?.price}
                  aria-invalid={!!errors?.items[index]?.price}
                  onChange={(event) => send({ type: 'tips.item', index, field: 'price', value: event.target.value })}
                />
              </div>
              <Button
                type="button"
                variant="secondary"
                disabled={disabled}
                aria-label={t`Remove item ${index + 1}`}
                onClick={() => send({ type: 'tips.removeItem', index })}
              >
                ×
              </Button>
            </Row>
            {message(errors?.items[index]?.label)}
            {message(errors?.items[index]?.price)}
          </div>
        ))}
        {message(errors?.menu)}
        <Button
          type="button"
          variant="secondary"
          style={{ marginTop: 10 }}
          disabled={disabled || fields.menu.length >= LIVE_MENU_MAX}
          onClick={() => send({ type: 'tips.addItem' })}
        >
          <Trans>Add menu item</Trans>
        </Button>
      </Fieldset>
    </>
  );
}

const Goal = styled.div({
  background: 'rgb(0 0 0 / 0.55)',
  borderRadius: 12,
  padding: '8px 12px',
  maxWidth: 420,
  fontSize: 14,
  '& .top': { display: 'flex', justifyContent: 'space-between', gap: 8, fontWeight: 700 },
  '& .bar': { height: 10, borderRadius: 5, background: 'rgb(255 255 255 / 0.2)', overflow: 'hidden', marginTop: 6 },
  '& .fill': { height: '100%', background: theme.color.accent, transition: 'width 300ms' },
  '&[data-reached="true"] .fill': { background: '#facc15' },
  '&[data-reached="true"]': { boxShadow: '0 0 0 2px #facc15' },
  '& .done': { marginTop: 4, color: '#fde68a', fontWeight: 700 },
});

/** The goal's progress bar ("230 / 500 coins"), for the host and every viewer; a celebration once reached. */
export function GoalProgress({ tips }: { tips: LiveTips }) {
  const { t, i18n } = useLingui();
  if (!tips.goal) return null;
  const { coins, label } = tips.goal;
  const reached = tips.tipsTotal >= coins;
  const total = i18n.number(tips.tipsTotal);
  const goal = i18n.number(coins);
  return (
    <Goal data-reached={reached} data-testid="live-goal">
      <div className="top">
        <span>{label}</span>
        <span>
          <Trans>
            {total} / {goal} coins
          </Trans>
        </span>
      </div>
      <div
        className="bar"
        role="progressbar"
        aria-label={t`Tip goal: ${label}`}
        aria-valuemin={0}
        aria-valuemax={coins}
        aria-valuenow={Math.min(tips.tipsTotal, coins)}
        aria-valuetext={t`${total} of ${goal} coins`}
      >
        <div className="fill" style={{ width: `${Math.min(100, (tips.tipsTotal / coins) * 100)}%` }} />
      </div>
      {reached && (
        <p className="done" role="status">
          <span aria-hidden="true">★ </span>
          <Trans>Goal reached!</Trans>
        </p>
      )}
    </Goal>
  );
}

const Menu = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  '& button': {
    border: '1px solid rgb(255 255 255 / 0.35)',
    background: 'rgb(0 0 0 / 0.55)',
    color: '#fff',
    borderRadius: theme.radius.pill,
    padding: '6px 12px',
    font: 'inherit',
    fontSize: 14,
    cursor: 'pointer',
    minHeight: 36,
  },
  '& button:hover:not(:disabled)': { background: 'rgb(225 29 72 / 0.6)' },
  '& button:focus-visible': { outline: `2px solid ${theme.color.brandSoft}`, outlineOffset: 2 },
  '& button:disabled': { opacity: 0.6, cursor: 'progress' },
  '& span': {
    display: 'inline-block',
    background: 'rgb(0 0 0 / 0.55)',
    borderRadius: theme.radius.pill,
    padding: '4px 12px',
    fontSize: 14,
  },
});

/** The host's tip menu: tipping an item sends its price (viewers); the host sees it without buttons. */
export function TipMenu({
  menu,
  sending,
  onTip,
}: {
  menu: LiveMenuItem[];
  sending?: LiveMenuItem | null;
  onTip?(item: LiveMenuItem): void;
}) {
  const { t, i18n } = useLingui();
  if (menu.length === 0) return null;
  return (
    <nav aria-label={t`Tip menu`}>
      <Menu>
        {menu.map((item) => {
          const price = i18n.number(item.price);
          return (
            <li key={item.id}>
              {onTip ? (
                <button
                  type="button"
                  disabled={!!sending}
                  aria-busy={sending?.id === item.id}
                  aria-label={t`Tip ${price} coins for ${item.label}`}
                  onClick={() => onTip(item)}
                >
                  {item.label} · {price}
                </button>
              ) : (
                <span>
                  {item.label} · {price}
                </span>
              )}
            </li>
          );
        })}
      </Menu>
    </nav>
  );
}

const Panel = styled.div({
  position: 'absolute',
  zIndex: 2,
  right: 12,
  top: 12,
  width: 'min(380px, calc(100% - 24px))',
  // The controls under it stay in reach (Exit Live Stream above all).
  maxHeight: 'calc(100% - 84px)',
  overflowY: 'auto',
  [theme.phone]: { maxHeight: 'calc(100% - 130px)', top: 8, right: 8, width: 'calc(100% - 16px)', padding: 12 },
  background: theme.color.surface,
  color: theme.color.text,
  borderRadius: theme.radius.md,
  padding: 14,
  boxShadow: '0 10px 30px rgb(0 0 0 / 0.4)',
  '& h3': { margin: '0 0 10px', fontSize: 16 },
});
const PanelButtons = styled.div({ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' });

/** The host edits the goal and menu while live; Save sends them, the room hears them. */
export function TipsEditor(props: { streamId: string; tips: LiveTips; onClose(): void }) {
  return (
    <Suspense fallback={<PanelLoading />}>
      <TipsEditorLoaded {...props} />
    </Suspense>
  );
}

/** The panel's place while its machine's code loads (the video plays on). */
function PanelLoading() {
  return (
    <Panel role="status">
      <Trans>Loading…</Trans>
    </Panel>
  );
}

function TipsEditorLoaded({ streamId, tips, onClose }: { streamId: string; tips: LiveTips; onClose(): void }) {
  const actor = useLiveTipsSetup(streamId, tips.goal, tips.menu);
  return <TipsEditorPanel actor={actor} onClose={onClose} />;
}

function TipsEditorPanel({ actor, onClose }: { actor: LiveTipsSetupActor; onClose(): void }) {
  const { t } = useLingui();
  const fields = useSelector(actor, (snapshot) => snapshot.context.fields);
  const showErrors = useSelector(actor, (snapshot) => snapshot.context.showErrors);
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  return (
    <Panel role="dialog" aria-label={t`Tip goal and menu`}>
      <h3>
        <Trans>Tip goal and menu</Trans>
      </h3>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'tips.save' });
        }}
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
      >
        <TipsFields fields={fields} errors={showErrors ? liveTipsErrors(fields) : null} disabled={saving} send={actor.send} />
        <PanelButtons>
          <Button type="button" variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
          </Button>
        </PanelButtons>
      </form>
    </Panel>
  );
}

const People = styled.ul({
  listStyle: 'none',
  margin: '0 0 10px',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  '& li': { display: 'flex', gap: 10, alignItems: 'center' },
  '& .who': { minWidth: 0, display: 'flex', flexDirection: 'column' },
  '& .who strong': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .who span': { fontSize: 13, color: theme.color.muted },
});
const Note = styled.p({ margin: '0 0 10px', color: theme.color.muted, fontSize: 14 });

/** The host's list of who watches now; read again whenever the audience count changes. */
export function ViewerList(props: { streamId: string; viewers: number; onClose(): void }) {
  return (
    <Suspense fallback={<PanelLoading />}>
      <ViewerListLoaded {...props} />
    </Suspense>
  );
}

function ViewerListLoaded({ streamId, viewers, onClose }: { streamId: string; viewers: number; onClose(): void }) {
  const actor = useLiveViewerList(streamId);
  useEffect(() => {
    actor.send({ type: 'viewers.open' });
  }, [actor]);
  const seen = useRef(viewers);
  useEffect(() => {
    if (seen.current === viewers) return;
    seen.current = viewers;
    actor.send({ type: 'viewers.changed' });
  }, [actor, viewers]);
  return <ViewerListPanel actor={actor} onClose={onClose} />;
}

function ViewerListPanel({ actor, onClose }: { actor: LiveViewerListActor; onClose(): void }) {
  const { t } = useLingui();
  const people = useSelector(actor, (snapshot) => snapshot.context.viewers);
  const loading = useSelector(actor, (snapshot) => snapshot.matches({ open: 'loading' }) && snapshot.context.viewers.length === 0);
  const failed = useSelector(actor, (snapshot) => snapshot.matches({ open: 'failed' }));
  return (
    <Panel role="dialog" aria-label={t`Watching now`} onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      <h3>
        <Trans>Watching now</Trans>
      </h3>
      {loading ? (
        <Note role="status">
          <Trans>Loading…</Trans>
        </Note>
      ) : failed ? (
        <Note role="alert">
          <Trans>The list could not be loaded.</Trans>{' '}
          <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'viewers.retry' })}>
            <Trans>Retry</Trans>
          </Button>
        </Note>
      ) : people.length === 0 ? (
        <Note>
          <Trans>Nobody is watching yet.</Trans>
        </Note>
      ) : (
        <People aria-label={t`Viewers`} data-testid="live-viewer-list">
          {people.map(({ user, joinedAt }) => {
            const [first = '', last = ''] = user.name.split(' ');
            return (
              <li key={user.id}>
                <Avatar firstName={first} lastName={last} photo={user.photo} size={32} />
                <div className="who">
                  <strong>{user.name}</strong>
                  <span>
                    <Trans>
                      joined <RelativeTime iso={joinedAt} />
                    </Trans>
                  </span>
                </div>
              </li>
            );
          })}
        </People>
      )}
      <PanelButtons>
        <Button type="button" variant="secondary" autoFocus onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </PanelButtons>
    </Panel>
  );
}
