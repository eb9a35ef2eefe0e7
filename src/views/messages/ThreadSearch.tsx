import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Fragment, useEffect, useId, useRef } from 'react';
import { foldText } from '../../../contract/rules';
import { useThreadSearch, type ChatMessage } from '../../app/chat';
import { describeKey } from '../../validation/messages';
import { Button } from '../ui/Button';
import { CloseIcon, SearchIcon } from '../ui/icons';
import { FailureWithRetry, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { WhenVisible } from '../ui/WhenVisible';
import { messageTime } from './time';

const IconButton = styled.button({
  border: 0,
  background: 'none',
  padding: 8,
  borderRadius: theme.radius.pill,
  cursor: 'pointer',
  color: theme.color.text,
  display: 'inline-flex',
  '&:hover, &[aria-expanded="true"]': { background: theme.color.page },
});

const Panel = styled.div({
  position: 'absolute',
  zIndex: 5,
  top: 56,
  left: 0,
  right: 0,
  maxHeight: '60%',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  padding: 12,
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  boxShadow: '0 12px 32px rgb(15 23 42 / 0.14)',
  '& .field': { display: 'flex', gap: 8, alignItems: 'center' },
  '& input': {
    flex: 1,
    minWidth: 0,
    padding: '9px 12px',
    borderRadius: theme.radius.pill,
    border: `1px solid ${theme.color.border}`,
    font: 'inherit',
  },
  '& .note': { margin: 0, color: theme.color.muted, fontSize: 14 },
  '& .error': { margin: 0, color: theme.color.danger, fontSize: 13, fontWeight: 600 },
});

const Results = styled.ol({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  '& button, & .older': {
    width: '100%',
    textAlign: 'left',
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    padding: '8px 10px',
    border: 0,
    borderRadius: theme.radius.sm,
    background: 'none',
    font: 'inherit',
    color: theme.color.text,
  },
  '& button': { cursor: 'pointer' },
  '& button:hover, & button:focus-visible': { background: theme.color.page },
  '& time': { fontSize: 12, color: theme.color.faint },
  '& .words': { overflowWrap: 'anywhere' },
  '& mark': { background: theme.color.brandSoft, color: 'inherit', borderRadius: 3 },
});

/** The text with each searched word marked, whatever its case and accents. */
function Marked({ text, search }: { text: string; search: string }) {
  const chars = [...text];
  const folded = chars.map(foldText);
  const words = search.trim().split(/\s+/).filter(Boolean).map(foldText);
  // Where a character folds to more or fewer than one, positions would drift: the text shows unmarked.
  if (!words.length || folded.some((char) => char.length !== 1)) return <>{text}</>;
  const haystack = folded.join('');
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const word of words) {
    for (let at = haystack.indexOf(word); at >= 0 && word; at = haystack.indexOf(word, at + word.length)) {
      for (let index = at; index < at + word.length; index += 1) marked[index] = true;
    }
  }
  const parts: { text: string; marked: boolean }[] = [];
  chars.forEach((char, index) => {
    const last = parts.at(-1);
    if (last && last.marked === marked[index]) last.text += char;
    else parts.push({ text: char, marked: marked[index]! });
  });
  return (
    <>{parts.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>))}</>
  );
}

/** What a result says: its words, or its sticker's note. */
const wordsOf = (message: ChatMessage) => message.content || message.note || '';

/**
 * Search in a conversation (issue 32): a button opens a field; the messages holding every word show newest first,
 * each opening its place in the thread when it is loaded there.
 */
export function ThreadSearch({ roomId, isLoaded, onJump }: { roomId: string; isLoaded(id: string): boolean; onJump(id: string): void }) {
  const { t, i18n } = useLingui();
  const actor = useThreadSearch(roomId);
  const phase = useSelector(actor, (snapshot) => (snapshot.matches('closed') ? 'closed' : (snapshot.value as { open: string }).open));
  const search = useSelector(actor, (snapshot) => snapshot.context.search);
  const results = useSelector(actor, (snapshot) => snapshot.context.results);
  const hasMore = useSelector(actor, (snapshot) => snapshot.context.hasMore);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const fieldId = useId();
  const panelId = useId();
  const field = useRef<HTMLInputElement>(null);
  const open = phase !== 'closed';
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);
  const close = () => actor.send({ type: 'search.close' });

  return (
    <>
      <IconButton
        type="button"
        aria-label={t`Search in this conversation`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => actor.send({ type: open ? 'search.close' : 'search.open' })}
      >
        <SearchIcon width={20} height={20} aria-hidden="true" />
      </IconButton>
      {open && (
        <Panel
          id={panelId}
          role="search"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
        >
          <div className="field">
            <label htmlFor={fieldId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              <Trans>Search messages</Trans>
            </label>
            <input
              ref={field}
              id={fieldId}
              type="search"
              value={search}
              placeholder={t`Search messages`}
              aria-invalid={phase === 'tooLong'}
              onChange={(event) => actor.send({ type: 'search.typed', value: event.target.value })}
            />
            <IconButton type="button" aria-label={t`Close the search`} onClick={close}>
              <CloseIcon width={18} height={18} aria-hidden="true" />
            </IconButton>
          </div>
          {phase === 'tooLong' && (
            <p className="error" role="alert">
              {i18n._(describeKey('searchInvalid'))}
            </p>
          )}
          {(phase === 'typing' || phase === 'searching') && <Loading label={t`Searching...`} />}
          {phase === 'failed' && (
            <FailureWithRetry failure={failure} variant="secondary" onRetry={() => actor.send({ type: 'search.retry' })} />
          )}
          {(phase === 'shown' || phase === 'paging') && results.length === 0 && (
            <p className="note" role="status">
              <Trans>No messages match {search.trim()}</Trans>
            </p>
          )}
          {results.length > 0 && (phase === 'shown' || phase === 'paging') && (
            <Results aria-label={t`Messages found`}>
              {results.map((message) => {
                const body = (
                  <>
                    <time dateTime={message.date}>{messageTime(i18n, message.date)}</time>
                    <span className="words">
                      <Marked text={wordsOf(message)} search={search} />
                    </span>
                  </>
                );
                return (
                  <li key={message.id}>
                    {isLoaded(message.id) ? (
                      <button
                        type="button"
                        onClick={() => {
                          onJump(message.id);
                          close();
                        }}
                      >
                        {body}
                      </button>
                    ) : (
                      <div className="older">{body}</div>
                    )}
                  </li>
                );
              })}
              {hasMore && (
                <li>
                  {phase === 'paging' ? (
                    <Loading label={t`Loading...`} />
                  ) : (
                    <>
                      <WhenVisible onVisible={() => actor.send({ type: 'search.more' })} />
                      <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'search.more' })}>
                        <Trans>Older results</Trans>
                      </Button>
                    </>
                  )}
                </li>
              )}
            </Results>
          )}
          {phase === 'blank' && (
            <p className="note">
              <Trans>Find words in this conversation.</Trans>
            </p>
          )}
        </Panel>
      )}
    </>
  );
}
