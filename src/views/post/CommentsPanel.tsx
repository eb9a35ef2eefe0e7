import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useRef, type FormEvent, type RefObject } from 'react';
import { useComments, type CommentEntry, type CommentsActor } from '../../app/posts';
import { describeMessage } from '../../validation/messages';
import { Avatar } from '../ui/Avatar';
import { Button, LinkButton } from '../ui/Button';
import { Input } from '../ui/Field';
import { CheckBadgeIcon, CloseIcon, MessageIcon } from '../ui/icons';
import { RelativeTime } from '../ui/RelativeTime';
import { EmptyState, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';

const Panel = styled.section({ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' });
const List = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 14, flex: 1 });
const Replies = styled.ul({
  listStyle: 'none',
  margin: '10px 0 0',
  padding: '0 0 0 44px',
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
});
const Row = styled.article({ display: 'flex', gap: 10, alignItems: 'flex-start' });
const Bubble = styled.div({ flex: 1, minWidth: 0 });
const Name = styled.span({
  fontWeight: 700,
  fontSize: 14,
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  svg: { width: 15, height: 15 },
});
const Text = styled.p({ margin: '2px 0 4px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const Meta = styled.div({ display: 'flex', gap: 12, alignItems: 'center', fontSize: 13, color: theme.color.muted });
const Composer = styled.form({
  position: 'sticky',
  bottom: -18,
  margin: '14px -18px -18px',
  padding: '12px 18px 18px',
  background: theme.color.surface,
  borderTop: `1px solid ${theme.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
});
const ComposerRow = styled.div({ display: 'flex', gap: 8 });
const Chip = styled.div({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '4px 6px 4px 12px',
  borderRadius: theme.radius.pill,
  background: theme.color.brandSoft,
  color: theme.color.brandDark,
  fontSize: 13,
  fontWeight: 600,
  button: {
    border: 0,
    background: 'none',
    padding: 2,
    display: 'flex',
    cursor: 'pointer',
    color: 'inherit',
    svg: { width: 14, height: 14 },
  },
});
const HiddenLabel = styled.label({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
const ErrorText = styled.p({ margin: 0, color: theme.color.danger, fontSize: 13 });

/** The comments of one post with the comment box: shared by the comments modal and the post detail modal. */
export function CommentsPanel({ postId }: { postId: string }) {
  const actor = useComments(postId);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <Panel>
      <CommentList actor={actor} onReply={() => inputRef.current?.focus()} />
      <CommentComposer actor={actor} inputRef={inputRef} />
    </Panel>
  );
}

function CommentList({ actor, onReply }: { actor: CommentsActor; onReply(): void }) {
  const { t, i18n } = useLingui();
  const list = useSelector(actor, (snapshot) => snapshot.value.list);
  const threads = useSelector(actor, (snapshot) => snapshot.context.threads);
  const hasMore = useSelector(actor, (snapshot) => !snapshot.matches({ list: 'exhausted' }));
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const reply = (comment: CommentEntry) => {
    actor.send({ type: 'comment.reply', comment });
    onReply();
  };

  if (list === 'loading' && threads.length === 0) return <Loading label={t`Loading comments…`} />;
  if (list === 'failed') {
    return (
      <EmptyState title={<Trans>Comments could not be loaded</Trans>}>
        {failure && i18n._(describeMessage(failure.message))}{' '}
        <LinkButton type="button" onClick={() => actor.send({ type: 'comments.retry' })}>
          <Trans>Try again</Trans>
        </LinkButton>
      </EmptyState>
    );
  }
  if (threads.length === 0) {
    return (
      <EmptyState icon={<MessageIcon />} title={<Trans>No comments yet</Trans>}>
        <Trans>Be the first to comment.</Trans>
      </EmptyState>
    );
  }
  return (
    <>
      <List aria-label={t`Comments`}>
        {threads.map((thread) => (
          <li key={thread.id}>
            <CommentRow comment={thread} onReply={reply} />
            {thread.replies.length > 0 && (
              <Replies aria-label={t`Replies`}>
                {thread.replies.map((replyEntry) => (
                  <li key={replyEntry.id}>
                    <CommentRow comment={replyEntry} onReply={reply} />
                  </li>
                ))}
              </Replies>
            )}
          </li>
        ))}
      </List>
      {hasMore && (
        <Button
          type="button"
          variant="secondary"
          style={{ marginTop: 14, alignSelf: 'center' }}
          disabled={list === 'loading'}
          onClick={() => actor.send({ type: 'comments.loadMore' })}
        >
          {list === 'loading' ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </Button>
      )}
    </>
  );
}

function CommentRow({ comment, onReply }: { comment: CommentEntry; onReply(comment: CommentEntry): void }) {
  const { t } = useLingui();
  const { author } = comment;
  const name = `${author.firstName} ${author.lastName}`.trim();
  return (
    <Row>
      <Avatar firstName={author.firstName} lastName={author.lastName} photo={author.profilePhoto} size={34} />
      <Bubble>
        <Name>
          {name}
          {author.isVerified && <CheckBadgeIcon aria-label={t`Verified`} color={theme.color.brand} />}
        </Name>
        <Text>{comment.text}</Text>
        <Meta>
          <RelativeTime iso={comment.createdAt} />
          <LinkButton type="button" onClick={() => onReply(comment)} aria-label={t`Reply to ${name}`}>
            <Trans>Reply</Trans>
          </LinkButton>
        </Meta>
      </Bubble>
    </Row>
  );
}

function CommentComposer({ actor, inputRef }: { actor: CommentsActor; inputRef: RefObject<HTMLInputElement | null> }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const replyTo = useSelector(actor, (snapshot) => snapshot.context.replyTo);
  const draftError = useSelector(actor, (snapshot) => snapshot.context.draftError);
  const sending = useSelector(actor, (snapshot) => snapshot.matches({ composer: 'sending' }));
  const replyName = replyTo?.name ?? '';

  // Enter in the input submits the form, as does the send button (spec §5).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'comment.submit' });
  };

  return (
    <Composer onSubmit={submit} aria-busy={sending}>
      {replyTo && (
        <Chip>
          <Trans>Replying to {replyName}</Trans>
          <button type="button" aria-label={t`Cancel reply`} onClick={() => actor.send({ type: 'comment.cancelReply' })}>
            <CloseIcon />
          </button>
        </Chip>
      )}
      <ComposerRow>
        <HiddenLabel htmlFor={id}>{replyTo ? t`Write a reply` : t`Write a comment`}</HiddenLabel>
        <Input
          id={id}
          ref={inputRef}
          value={draft}
          readOnly={sending}
          autoComplete="off"
          placeholder={replyTo ? t`Write a reply…` : t`Write a comment…`}
          invalid={!!draftError}
          aria-invalid={!!draftError}
          aria-describedby={draftError ? `${id}-error` : undefined}
          onChange={(event) => actor.send({ type: 'comment.input', text: event.target.value })}
        />
        <Button type="submit" disabled={sending || draft.trim() === ''}>
          {sending ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
        </Button>
      </ComposerRow>
      {draftError && (
        <ErrorText id={`${id}-error`} role="alert">
          {i18n._(describeMessage(draftError))}
        </ErrorText>
      )}
    </Composer>
  );
}
