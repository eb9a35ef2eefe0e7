import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useDrafts, type DraftsActor, type PostDraft } from '../../app/posts';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { Card, EmptyState, FailureWithRetry, Loading, MetaLine, PageTitle } from '../ui/Surface';
import { theme } from '../ui/theme';

const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 });
const Item = styled(Card)({ display: 'flex', flexDirection: 'column', gap: 10, padding: 16 });
const Badge = styled.span<{ scheduled: boolean }>(({ scheduled }) => ({
  fontWeight: 700,
  fontSize: 12,
  padding: '2px 8px',
  borderRadius: 999,
  background: scheduled ? theme.color.brandSoft : theme.color.border,
  color: scheduled ? theme.color.brand : theme.color.text,
}));
const Words = styled.p({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: theme.color.text });
const Actions = styled.div({ display: 'flex', gap: 8, flexWrap: 'wrap' });
const TextArea = styled.textarea({
  width: '100%',
  minHeight: 80,
  padding: 10,
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`,
  font: 'inherit',
  boxSizing: 'border-box',
  resize: 'vertical',
  '&:focus': { outline: 'none', borderColor: theme.color.brand, boxShadow: `0 0 0 3px ${theme.color.brandSoft}` },
});
const Hint = styled.p({ margin: '0 0 10px', fontSize: 13, color: theme.color.muted });

function DraftEditor({ actor, draft }: { actor: DraftsActor; draft: PostDraft }) {
  const { t } = useLingui();
  const editing = useSelector(actor, (snapshot) => snapshot.context.editing);
  const saving = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'saving' }));
  if (!editing) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'edit.save' });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t`Edit draft`}>
      <label htmlFor={`draft-words-${draft.id}`} style={{ fontWeight: 600, fontSize: 14, display: 'block', marginBottom: 6 }}>
        <Trans>Caption</Trans>
      </label>
      <TextArea
        id={`draft-words-${draft.id}`}
        value={editing.description}
        onChange={(event) => actor.send({ type: 'edit.description', value: event.target.value })}
      />
      <TextField
        label={t`Publish at`}
        type="datetime-local"
        value={editing.scheduleAt}
        error={editing.problem ?? undefined}
        onValue={(value) => actor.send({ type: 'edit.scheduleAt', value })}
      />
      <Hint>
        <Trans>Leave the time empty to keep it as a draft.</Trans>
      </Hint>
      <Actions>
        <Button type="submit" disabled={saving}>
          <Trans>Save</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'edit.cancel' })}>
          <Trans>Cancel</Trans>
        </Button>
      </Actions>
    </form>
  );
}

function DraftItem({ actor, draft }: { actor: DraftsActor; draft: PostDraft }) {
  const { t, i18n } = useLingui();
  const editingId = useSelector(actor, (snapshot) => snapshot.context.editing?.id ?? null);
  const idle = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  const busy = useSelector(actor, (snapshot) => snapshot.context.busyId === draft.id);
  const scheduled = draft.status === 'SCHEDULED';
  const when = draft.publishAt
    ? i18n.date(new Date(draft.publishAt), { dateStyle: 'medium', timeStyle: 'short' })
    : i18n.date(new Date(draft.updatedAt), { dateStyle: 'medium', timeStyle: 'short' });
  const kinds: Record<PostDraft['type'], string> = {
    IMAGE: t`Image post`,
    VIDEO: t`Video post`,
    AUDIO: t`Audio post`,
    TEXT: t`Text post`,
    POLL: t`Poll`,
  };
  return (
    <li>
      <Item aria-busy={busy} data-draft={draft.id}>
        <MetaLine>
          <Badge scheduled={scheduled}>{scheduled ? t`Scheduled` : t`Draft`}</Badge>
          <span>{kinds[draft.type]}</span>
          <span>{scheduled ? t`Goes out ${when}` : t`Saved ${when}`}</span>
        </MetaLine>
        {editingId === draft.id ? (
          <DraftEditor actor={actor} draft={draft} />
        ) : (
          <>
            <Words>{draft.description || <em>{t`No caption`}</em>}</Words>
            <Actions>
              <Button type="button" variant="secondary" disabled={!idle} onClick={() => actor.send({ type: 'draft.edit', id: draft.id })}>
                <Trans>Edit</Trans>
              </Button>
              <Button type="button" disabled={!idle} onClick={() => actor.send({ type: 'draft.publish', id: draft.id })}>
                <Trans>Publish now</Trans>
              </Button>
              <Button type="button" variant="secondary" disabled={!idle} onClick={() => actor.send({ type: 'draft.delete', id: draft.id })}>
                {scheduled ? <Trans>Cancel post</Trans> : <Trans>Delete</Trans>}
              </Button>
            </Actions>
          </>
        )}
      </Item>
    </li>
  );
}

/** /drafts: the viewer's drafts and scheduled posts (only they see them), each to edit, publish now or delete. */
export function DraftsPage() {
  const { t } = useLingui();
  const actor = useDrafts();
  const drafts = useSelector(actor, (snapshot) => snapshot.context.drafts);
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const failure = useSelector(actor, (snapshot) => (snapshot.matches('failed') ? snapshot.context.failure : null));
  return (
    <div>
      <PageTitle>{t`Drafts & scheduled`}</PageTitle>
      {loading && <Loading label={t`Loading drafts…`} />}
      {failure && <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'drafts.retry' })} />}
      {!loading && !failure && drafts.length === 0 && (
        <EmptyState title={t`No drafts or scheduled posts`}>
          <Trans>Save a post as a draft or schedule it from the composer: it waits here, seen only by you.</Trans>
        </EmptyState>
      )}
      {drafts.length > 0 && (
        <List aria-label={t`Drafts & scheduled`}>
          {drafts.map((draft) => (
            <DraftItem key={draft.id} actor={actor} draft={draft} />
          ))}
        </List>
      )}
    </div>
  );
}
