import styled from '@emotion/styled';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import { CHAT_MESSAGE_MAX } from '../../../contract/rules';
import { useMassMessages, type FanList, type MassAudience, type MassMessage, type MassMessagesActor } from '../../app/massMessages';
import { describeKey } from '../../validation/messages';
import { Button, LinkButton } from '../ui/Button';
import { Input, Select } from '../ui/Field';
import { InboxIcon, TrashIcon } from '../ui/icons';
import { Modal } from '../ui/Modal';
import { RelativeTime } from '../ui/RelativeTime';
import { Card, EmptyState, FailureWithRetry, Loading, MetaLine, PageTitle } from '../ui/Surface';
import { theme } from '../ui/theme';
import { CoinAmount, ErrorLine } from '../wallet/moneyFields';
import { FanListManager } from './FanListManager';
import { MassAttachments } from './MassAttachments';

const Intro = styled.p({ margin: '0 0 16px', color: theme.color.muted, fontSize: 14, maxWidth: 640 });
const Columns = styled.div({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: 16,
  alignItems: 'start',
  [theme.phone]: { gridTemplateColumns: '1fr' },
});
const Heading = styled.h2({ margin: '0 0 12px', fontSize: 17 });
const Fieldset = styled.fieldset({ border: 0, margin: '0 0 14px', padding: 0, display: 'grid', gap: 8 });
const Legend = styled.legend({ fontWeight: 600, fontSize: 14, marginBottom: 8, padding: 0 });
const Radio = styled.label({ display: 'flex', alignItems: 'center', gap: 8, fontSize: 15, cursor: 'pointer', minHeight: 32 });
const Label = styled.label({ display: 'block', fontWeight: 600, fontSize: 14, marginBottom: 6 });
const TextArea = styled.textarea<{ invalid?: boolean }>(({ invalid }) => ({
  width: '100%',
  minHeight: 110,
  padding: 12,
  borderRadius: theme.radius.sm,
  border: `1px solid ${invalid ? theme.color.danger : theme.color.border}`,
  font: 'inherit',
  resize: 'vertical',
  '&:focus': { outline: 'none', borderColor: theme.color.brand, boxShadow: `0 0 0 3px ${theme.color.brandSoft}` },
}));
const Counter = styled.p({ margin: '4px 0 12px', fontSize: 12, color: theme.color.muted, textAlign: 'right' });
const Row = styled.div({ display: 'flex', alignItems: 'center', gap: 10, flexWrap: 'wrap', marginBottom: 12 });
const PriceInput = styled(Input)({ width: 130 });
const Lists = styled.ul({ listStyle: 'none', margin: '0 0 12px', padding: 0, display: 'grid', gap: 8 });
const ListRow = styled.li({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 10px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  '& .name': { fontWeight: 600, flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .count': { color: theme.color.muted, fontSize: 13, whiteSpace: 'nowrap' },
});
const IconButton = styled.button({
  border: 0,
  background: 'none',
  color: theme.color.danger,
  padding: 6,
  cursor: 'pointer',
  display: 'flex',
  borderRadius: theme.radius.sm,
  '&:hover': { background: theme.color.dangerSoft },
});
const History = styled.ul({ listStyle: 'none', margin: '16px 0 0', padding: 0, display: 'grid', gap: 12 });
const Sent = styled.li({
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  padding: 14,
  display: 'grid',
  gap: 8,
});
const Badge = styled.span<{ tone?: 'brand' | 'muted' }>(({ tone = 'muted' }) => ({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: 999,
  fontSize: 12,
  fontWeight: 600,
  background: tone === 'brand' ? theme.color.brandSoft : theme.color.page,
  color: tone === 'brand' ? theme.color.brand : theme.color.text,
}));
const Text = styled.p({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const Thumbs = styled.div({ display: 'flex', gap: 6, '& img': { width: 56, height: 56, objectFit: 'cover', borderRadius: 8 } });
const Figures = styled.dl({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: 8,
  '& div': { background: theme.color.page, borderRadius: theme.radius.sm, padding: '6px 8px' },
  '& dt': { fontSize: 12, color: theme.color.muted },
  '& dd': { margin: 0, fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
  [theme.phone]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

function Composer({ actor }: { actor: MassMessagesActor }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const audiences = useSelector(actor, (snapshot) => snapshot.context.audiences);
  const lists = useSelector(actor, (snapshot) => snapshot.context.lists);
  const sending = useSelector(actor, (snapshot) => snapshot.matches({ ready: { compose: 'sending' } }));
  const choose = (audience: MassAudience, listId: string | null = null) => actor.send({ type: 'mass.audience', audience, listId });
  const price = Number(draft.price);
  return (
    <Card aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>
        <Trans>New message</Trans>
      </Heading>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'mass.send' });
        }}
      >
        <Fieldset>
          <Legend>
            <Trans>Send to</Trans>
          </Legend>
          <Radio>
            <input type="radio" name={`${id}-audience`} checked={draft.audience === 'SUBSCRIBERS'} onChange={() => choose('SUBSCRIBERS')} />
            <Trans>All subscribers ({i18n.number(audiences?.subscribers ?? 0)})</Trans>
          </Radio>
          <Radio>
            <input type="radio" name={`${id}-audience`} checked={draft.audience === 'FOLLOWERS'} onChange={() => choose('FOLLOWERS')} />
            <Trans>All followers ({i18n.number(audiences?.followers ?? 0)})</Trans>
          </Radio>
          <Radio>
            <input
              type="radio"
              name={`${id}-audience`}
              checked={draft.audience === 'LIST'}
              disabled={lists.length === 0}
              onChange={() => choose('LIST', draft.listId ?? lists[0]?.id ?? null)}
            />
            <Trans>A list</Trans>
          </Radio>
          {draft.audience === 'LIST' && (
            <Select aria-label={t`List`} value={draft.listId ?? ''} onChange={(event) => choose('LIST', event.target.value || null)}>
              {lists.map((list) => (
                <option key={list.id} value={list.id}>
                  {t`${list.name} (${i18n.number(list.members)})`}
                </option>
              ))}
            </Select>
          )}
        </Fieldset>
        <Label htmlFor={`${id}-text`}>
          <Trans>Message</Trans>
        </Label>
        <TextArea
          id={`${id}-text`}
          value={draft.content}
          invalid={error === 'chatMessageTooLong' || error === 'chatMessageEmpty'}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t`Write something to your fans…`}
          onChange={(event) => actor.send({ type: 'mass.content', value: event.target.value })}
        />
        <Counter aria-live="polite">
          {i18n.number(draft.content.length)}/{i18n.number(CHAT_MESSAGE_MAX)}
        </Counter>
        <MassAttachments actor={actor} />
        <Row>
          <Radio>
            <input type="checkbox" checked={draft.paid} onChange={(event) => actor.send({ type: 'mass.paid', on: event.target.checked })} />
            <Trans>Paid message (fans unlock it)</Trans>
          </Radio>
        </Row>
        {draft.paid && (
          <Row>
            <Label htmlFor={`${id}-price`} style={{ margin: 0 }}>
              <Trans>Price in coins</Trans>
            </Label>
            <PriceInput
              id={`${id}-price`}
              inputMode="numeric"
              value={draft.price}
              invalid={error === 'transferAmountRequired' || error === 'amountPositive'}
              onChange={(event) => actor.send({ type: 'mass.price', value: event.target.value })}
            />
            {price > 0 && <CoinAmount coins={price} price />}
          </Row>
        )}
        {error && <ErrorLine role="alert">{i18n._(describeKey(error))}</ErrorLine>}
        <Button type="submit" disabled={sending}>
          {sending ? <Trans>Sending…</Trans> : <Trans>Send message</Trans>}
        </Button>
      </form>
    </Card>
  );
}

function FanLists({ actor }: { actor: MassMessagesActor }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const lists = useSelector(actor, (snapshot) => snapshot.context.lists);
  const name = useSelector(actor, (snapshot) => snapshot.context.listName);
  const nameError = useSelector(actor, (snapshot) => snapshot.context.listNameError);
  const creating = useSelector(actor, (snapshot) => snapshot.matches({ ready: { lists: 'creating' } }));
  const [managed, setManaged] = useState<FanList | null>(null);
  const [deleting, setDeleting] = useState<FanList | null>(null);
  return (
    <Card aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`}>
        <Trans>Fan lists</Trans>
      </Heading>
      {lists.length === 0 ? (
        <Intro>
          <Trans>Group followers and subscribers into lists, such as your best fans, and write to one list at a time.</Trans>
        </Intro>
      ) : (
        <Lists aria-label={t`Fan lists`}>
          {lists.map((list) => (
            <ListRow key={list.id}>
              <span className="name">{list.name}</span>
              <span className="count">
                <Plural value={list.members} one="# person" other="# people" />
              </span>
              <LinkButton type="button" onClick={() => setManaged(list)} aria-label={t`Manage ${list.name}`}>
                <Trans>Manage</Trans>
              </LinkButton>
              <IconButton type="button" onClick={() => setDeleting(list)} aria-label={t`Delete ${list.name}`}>
                <TrashIcon width={18} height={18} />
              </IconButton>
            </ListRow>
          ))}
        </Lists>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'mass.createList' });
        }}
      >
        <Label htmlFor={`${id}-name`}>
          <Trans>New list</Trans>
        </Label>
        <Row>
          <Input
            id={`${id}-name`}
            style={{ flex: 1, minWidth: 0 }}
            value={name}
            invalid={!!nameError}
            aria-invalid={!!nameError}
            placeholder={t`e.g. Top fans`}
            onChange={(event) => actor.send({ type: 'mass.listName', value: event.target.value })}
          />
          <Button type="submit" variant="secondary" disabled={creating}>
            <Trans>Create list</Trans>
          </Button>
        </Row>
        {nameError && <ErrorLine role="alert">{i18n._(describeKey(nameError))}</ErrorLine>}
      </form>
      {managed && (
        <Modal
          title={t`People in ${managed.name}`}
          onClose={() => {
            setManaged(null);
            actor.send({ type: 'mass.refresh' });
          }}
        >
          <FanListManager listId={managed.id} />
        </Modal>
      )}
      {deleting && (
        <Modal title={t`Delete ${deleting.name}?`} onClose={() => setDeleting(null)}>
          <p>
            <Trans>The list goes; the people in it and the messages you sent to it stay.</Trans>
          </p>
          <Row style={{ justifyContent: 'flex-end' }}>
            <Button type="button" variant="secondary" onClick={() => setDeleting(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="button"
              onClick={() => {
                actor.send({ type: 'mass.deleteList', id: deleting.id });
                setDeleting(null);
              }}
            >
              <Trans>Delete</Trans>
            </Button>
          </Row>
        </Modal>
      )}
    </Card>
  );
}

function SentMessage({ message }: { message: MassMessage }) {
  const { t, i18n } = useLingui();
  const audience =
    message.audience === 'SUBSCRIBERS'
      ? t`All subscribers`
      : message.audience === 'FOLLOWERS'
        ? t`All followers`
        : t`List: ${message.listName ?? t`deleted list`}`;
  return (
    <Sent aria-label={t`Message sent to ${audience}`}>
      <MetaLine>
        <Badge tone="brand">{audience}</Badge>
        {message.price === null ? <Badge>{t`Free`}</Badge> : <CoinAmount coins={message.price} price />}
        {message.sending && <Badge>{t`Sending…`}</Badge>}
        <RelativeTime iso={message.createdAt} />
      </MetaLine>
      {message.content && <Text>{message.content}</Text>}
      {message.media.length > 0 && (
        <Thumbs>
          {message.media.map((file, index) => (
            <img key={index} src={file.thumbnailUrl} alt={file.kind === 'VIDEO' ? t`Video` : t`Photo`} loading="lazy" />
          ))}
        </Thumbs>
      )}
      <Figures>
        <div>
          <dt>
            <Trans>Sent</Trans>
          </dt>
          <dd>{i18n.number(message.sent)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Opened</Trans>
          </dt>
          <dd>{i18n.number(message.opened)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Bought</Trans>
          </dt>
          <dd>{message.price === null ? '—' : i18n.number(message.bought)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Earned</Trans>
          </dt>
          <dd>{message.price === null ? '—' : t`${i18n.number(message.earned)} coins`}</dd>
        </div>
      </Figures>
    </Sent>
  );
}

function SentMessages({ actor }: { actor: MassMessagesActor }) {
  const { t } = useLingui();
  const history = useSelector(actor, (snapshot) => snapshot.context.history);
  const hasOlder = useSelector(actor, (snapshot) => snapshot.context.hasOlder);
  const loadingOlder = useSelector(actor, (snapshot) => snapshot.matches({ ready: { history: 'loadingOlder' } }));
  return (
    <section aria-label={t`Sent messages`} style={{ marginTop: 20 }}>
      <Heading>
        <Trans>Sent messages</Trans>
      </Heading>
      {history.length === 0 ? (
        <EmptyState icon={<InboxIcon width={36} height={36} />} title={t`No mass messages yet`}>
          <Trans>What you send shows here, with how many fans got it, opened it and bought it.</Trans>
        </EmptyState>
      ) : (
        <History>
          {history.map((message) => (
            <SentMessage key={message.id} message={message} />
          ))}
        </History>
      )}
      {hasOlder && (
        <Button
          type="button"
          variant="secondary"
          disabled={loadingOlder}
          onClick={() => actor.send({ type: 'mass.older' })}
          style={{ marginTop: 12 }}
        >
          {loadingOlder ? <Trans>Loading…</Trans> : <Trans>Show older</Trans>}
        </Button>
      )}
    </section>
  );
}

/** /mass-messages: a creator writes to all their subscribers, all their followers or a list, and sees what became of it. */
export function MassMessagesPage() {
  const { t } = useLingui();
  const actor = useMassMessages();
  const phase = useSelector(actor, (snapshot) => (snapshot.matches('ready') ? 'ready' : String(snapshot.value)));
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  return (
    <div>
      <PageTitle>{t`Mass messages`}</PageTitle>
      <Intro>
        <Trans>
          One message to many fans: each gets it in their own chat with you, and unlocks a paid one for themselves. You can send 10 a day.
        </Trans>
      </Intro>
      {phase === 'loading' && <Loading label={t`Loading…`} />}
      {phase === 'failed' && <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'mass.retry' })} />}
      {phase === 'ready' && (
        <>
          <Columns>
            <Composer actor={actor} />
            <FanLists actor={actor} />
          </Columns>
          <SentMessages actor={actor} />
        </>
      )}
    </div>
  );
}
