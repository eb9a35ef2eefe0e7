import { PersonMenu, useIsBlocked } from '../safety/PersonMenu';
import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useCallback, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useViewer } from '../../app/auth';
import { partnerOf, receiptOf, useRoom, useRoomMessages, useRoomTyping, useThread, type ChatMessage } from '../../app/chat';
import { useOpenMoneyDialog } from '../../app/wallet';
import { describeKey } from '../../validation/messages';
import { Avatar } from '../ui/Avatar';
import { Button } from '../ui/Button';
import { ChevronLeftIcon, CoinIcon, GiftIcon, PhotoIcon, SendIcon } from '../ui/icons';
import { onDemand } from '../ui/onDemand';
import { FailureWithRetry, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { WhenVisible } from '../ui/WhenVisible';
import { ComposerTools, type ComposerTool } from './ComposerTools';
import { MessageItem, type MessageActions } from './MessageItem';
import { AttachmentPopup, Lightbox, UnlockPopup } from './popups';
import { ThreadSearch } from './ThreadSearch';

// The package viewer (the packages area's) loads when a package is opened.
const PackageViewer = onDemand(() => import('../packages/PackageViewer').then((m) => m.PackageViewer));

const BlockedNote = styled.p({
  margin: 0,
  padding: '14px 4px 0',
  color: theme.color.muted,
  textAlign: 'center',
  borderTop: `1px solid ${theme.color.border}`,
});

const Pane = styled.section({ display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, height: '100%', position: 'relative' });

// The partner's typing: a line kept in place (so the thread does not jump) and read out politely.
const Typing = styled.p({ margin: 0, minHeight: 20, padding: '2px 4px', fontSize: 13, color: theme.color.muted, fontStyle: 'italic' });

const Head = styled.header({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '0 0 12px',
  borderBottom: `1px solid ${theme.color.border}`,
  '& a': { color: theme.color.text, fontWeight: 700, textDecoration: 'none' },
  '& a:hover': { textDecoration: 'underline' },
  '& .back': { display: 'none', [theme.phone]: { display: 'inline-flex' } },
});

const BackButton = styled.button({
  border: 0,
  background: 'none',
  padding: 6,
  borderRadius: theme.radius.pill,
  cursor: 'pointer',
  color: theme.color.text,
  '&:hover': { background: theme.color.page },
});

const List = styled.ol({
  flex: 1,
  overflowY: 'auto',
  margin: 0,
  padding: '12px 2px',
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  minHeight: 240,
  // A message opened from the search: marked for a moment.
  '& li[data-found="true"] > :first-of-type': { outline: `3px solid ${theme.color.brand}`, outlineOffset: 2 },
});

const Composer = styled.form({
  display: 'flex',
  alignItems: 'flex-end',
  gap: 8,
  paddingTop: 12,
  borderTop: `1px solid ${theme.color.border}`,
  '& textarea': {
    flex: 1,
    minHeight: 42,
    maxHeight: 140,
    resize: 'none',
    padding: '10px 14px',
    borderRadius: theme.radius.lg,
    border: `1px solid ${theme.color.border}`,
    font: 'inherit',
  },
  // A phone keeps the room for the words: the tools fold into one menu, Send is its icon.
  [theme.phone]: {
    gap: 6,
    '& textarea': { padding: '10px 12px' },
    '& > button[type="submit"]': { width: 42, padding: 0, flex: '0 0 auto' },
    '& > button[type="submit"] .label': { display: 'none' },
  },
  '& > button[type="submit"] svg': { display: 'none', [theme.phone]: { display: 'block' } },
});

const ErrorText = styled.p({ margin: '6px 0 0', color: theme.color.danger, fontSize: 13, fontWeight: 600 });

/** A popup of the thread: one at a time. */
type Popup =
  | { kind: 'attach' }
  | { kind: 'unlock'; message: ChatMessage }
  | { kind: 'lightbox'; url: string }
  | { kind: 'package'; packageId: number };

/** Keeps the latest message in view as messages arrive, and the reading place when older ones come in on top. */
function useStickToBottom(firstId: string | undefined, lastId: string | undefined) {
  const list = useRef<HTMLOListElement>(null);
  const last = useRef({ firstId, lastId, height: 0 });
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const before = last.current;
    if (before.firstId !== firstId && before.lastId === lastId && before.height) element.scrollTop += element.scrollHeight - before.height;
    else if (before.lastId !== lastId) element.scrollTop = element.scrollHeight;
    last.current = { firstId, lastId, height: element.scrollHeight };
  }, [firstId, lastId]);
  return list;
}

/** One conversation (spec §2 messages): the partner, the messages, the composer and its popups. */
export function Thread({ roomId, me, onBack }: { roomId: string; me: string; onBack(): void }) {
  const { t, i18n } = useLingui();
  const actor = useThread(roomId, me);
  const room = useRoom(roomId);
  const messages = useRoomMessages(roomId);
  const viewer = useViewer();
  const openMoneyDialog = useOpenMoneyDialog();
  const history = useSelector(actor, (snapshot) => snapshot.value.history);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const [popup, setPopup] = useState<Popup | null>(null);
  const close = useCallback(() => setPopup(null), []);
  const list = useStickToBottom(messages[0]?.id, messages[messages.length - 1]?.id);
  const draftId = useId();
  const typing = useRoomTyping(roomId);
  // Read receipts: the viewer's latest sent message says whether the partner has seen it.
  const lastMine = messages.findLast((message) => message.authorId === me && message.status === 'sent');
  const messageRow = (id: string) => list.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(id)}"]`) ?? null;
  const jumpTo = (id: string) => {
    const row = messageRow(id);
    if (!row) return;
    row.scrollIntoView({ block: 'center' });
    row.dataset.found = 'true';
    setTimeout(() => delete row.dataset.found, 2000);
  };

  const partner = room ? partnerOf(room, me) : undefined;
  const name = partner ? `${partner.firstName} ${partner.lastName}`.trim() : '';
  const recipient = partner ? { id: partner.userId, name } : null;
  // Blocked from this thread's menu (or anywhere): the conversation ends here at once.
  const isBlocked = useIsBlocked(partner?.userId ?? '');
  const actions = useMemo<MessageActions>(
    () => ({
      onUnlock: (message) => setPopup({ kind: 'unlock', message }),
      onOpenPackage: (packageId) => setPopup({ kind: 'package', packageId }),
      onEnlarge: (url) => setPopup({ kind: 'lightbox', url }),
      onRetry: (clientId) => actor.send({ type: 'thread.retry', clientId }),
    }),
    [actor],
  );
  const send = () => actor.send({ type: 'thread.send', at: new Date().toISOString() });
  const tools: ComposerTool[] = [
    { key: 'file', label: t`Send a file`, icon: PhotoIcon, disabled: false, run: () => setPopup({ kind: 'attach' }) },
    {
      key: 'coins',
      label: t`Send coins`,
      icon: CoinIcon,
      disabled: !recipient,
      run: () => recipient && openMoneyDialog({ kind: 'transfer', to: recipient }),
    },
    {
      key: 'sticker',
      label: t`Send a sticker`,
      icon: GiftIcon,
      disabled: !recipient,
      run: () => recipient && openMoneyDialog({ kind: 'sticker', to: recipient }),
    },
  ];

  return (
    <Pane aria-label={name ? t`Conversation with ${name}` : t`Conversation`}>
      <Head>
        <BackButton type="button" className="back" aria-label={t`Back to conversations`} onClick={onBack}>
          <ChevronLeftIcon width={22} height={22} />
        </BackButton>
        {partner && (
          <>
            <Avatar firstName={partner.firstName} lastName={partner.lastName} photo={partner.profilePicture} size={40} />
            <Link href={`/user-profile/${partner.userId}`}>{name}</Link>
            <span style={{ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: 4 }}>
              <Suspense fallback={null}>
                <ThreadSearch roomId={roomId} isLoaded={(id) => messages.some((message) => message.id === id)} onJump={jumpTo} />
              </Suspense>
              <PersonMenu person={{ id: partner.userId, name }} isBlocked={isBlocked} />
            </span>
          </>
        )}
      </Head>
      <List ref={list} aria-label={t`Messages`} aria-busy={history === 'loading' || history === 'pagingBack'}>
        {history === 'more' && (
          <li style={{ listStyle: 'none' }}>
            <WhenVisible onVisible={() => actor.send({ type: 'thread.older' })} />
          </li>
        )}
        {(history === 'loading' || history === 'pagingBack') && (
          <li style={{ listStyle: 'none' }}>
            <Loading label={t`Loading...`} />
          </li>
        )}
        {history === 'failed' && (
          <li style={{ listStyle: 'none' }}>
            <FailureWithRetry failure={failure} variant="secondary" onRetry={() => actor.send({ type: 'history.retry' })} />
          </li>
        )}
        {history !== 'loading' && history !== 'failed' && messages.length === 0 && (
          <li style={{ listStyle: 'none', color: theme.color.muted, textAlign: 'center', margin: 'auto' }}>
            <Trans>No messages yet. Say hello!</Trans>
          </li>
        )}
        {messages.map((message) => (
          <MessageItem
            key={message.clientId ?? message.id}
            message={message}
            mine={message.authorId === me}
            actions={actions}
            receipt={message === lastMine ? receiptOf(message, room, me) : null}
          />
        ))}
      </List>
      <Typing role="status" aria-live="polite">
        {typing && partner ? <Trans>{partner.firstName} is typing...</Trans> : null}
      </Typing>
      {isBlocked ? (
        <BlockedNote role="status">
          <Trans>You blocked {name}. Neither of you can send messages here; unblock them from the menu above.</Trans>
        </BlockedNote>
      ) : (
        <Composer
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <ComposerTools tools={tools} />
          <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <label htmlFor={draftId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              <Trans>Message</Trans>
            </label>
            <textarea
              id={draftId}
              rows={1}
              value={draft}
              placeholder={t`Write a message`}
              aria-invalid={!!error}
              aria-describedby={error ? `${draftId}-error` : undefined}
              onChange={(event) => actor.send({ type: 'thread.typed', value: event.target.value })}
              onKeyDown={(event) => {
                // Enter sends; Shift+Enter breaks the line.
                if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  send();
                }
              }}
            />
            {error && (
              <ErrorText id={`${draftId}-error`} role="alert">
                {i18n._(describeKey(error))}
              </ErrorText>
            )}
          </div>
          <Button type="submit" aria-label={t`Send`}>
            <SendIcon width={20} height={20} aria-hidden="true" />
            <span className="label">
              <Trans>Send</Trans>
            </span>
          </Button>
        </Composer>
      )}
      {popup?.kind === 'attach' && (
        <AttachmentPopup roomId={roomId} partnerId={partner?.userId} canSell={viewer?.isVerified ?? false} onClose={close} />
      )}
      {popup?.kind === 'unlock' && partner && (
        <UnlockPopup
          message={popup.message}
          toUserId={partner.userId}
          onClose={close}
          onOpenPackage={(packageId) => setPopup({ kind: 'package', packageId })}
        />
      )}
      {popup?.kind === 'lightbox' && <Lightbox url={popup.url} onClose={close} />}
      {popup?.kind === 'package' && <PackageViewer packageId={popup.packageId} onClose={close} />}
    </Pane>
  );
}
