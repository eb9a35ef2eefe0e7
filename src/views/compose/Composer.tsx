import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import type { ComposerKind } from '../../validation/posts';
import { useViewer } from '../../app/auth';
import { preloadComposer, type ComposerOpening } from '../../app/posts';
import { Avatar } from '../ui/Avatar';
import { AudioIcon, PhotoIcon, PollIcon, VideoIcon } from '../ui/icons';
import { Card } from '../ui/Surface';
import { theme } from '../ui/theme';
import { onDemand } from '../ui/onDemand';

// The composer (its modals and its machine) loads when the person opens one, not with /home.
const ComposeSession = onDemand(() => {
  preloadComposer();
  return import('./ComposeSession').then((m) => m.ComposeSession);
});

const Top = styled.div({ display: 'flex', alignItems: 'center', gap: 12 });
const WriteButton = styled.button({
  flex: 1,
  minHeight: 44,
  padding: '0 16px',
  textAlign: 'left',
  borderRadius: theme.radius.pill,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.page,
  color: theme.color.muted,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { background: '#e8edf3' },
});
const Kinds = styled.div({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  marginTop: 12,
  paddingTop: 12,
  borderTop: `1px solid ${theme.color.border}`,
});
const KindButton = styled.button({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 38,
  padding: '0 12px',
  borderRadius: theme.radius.sm,
  border: 0,
  background: 'none',
  color: theme.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { background: theme.color.page },
  svg: { color: theme.color.brand },
});

/** The composer box on /home: write something, photo, video, audio, poll; each opens its modal. */
export function Composer() {
  const { t } = useLingui();
  const viewer = useViewer();
  // Each opening starts a fresh composer (a new key), which keeps its draft until it closes.
  const [opened, setOpened] = useState<{ opening: ComposerOpening; count: number } | null>(null);

  const start = (kind: ComposerKind) =>
    setOpened((last) => ({ opening: { kind, canSell: viewer?.isVerified ?? false }, count: (last?.count ?? 0) + 1 }));
  const kinds: Array<[ComposerKind, ReactNode, string]> = [
    ['image', <PhotoIcon key="image" />, t`Photo`],
    ['video', <VideoIcon key="video" />, t`Video`],
    ['audio', <AudioIcon key="audio" />, t`Audio`],
    ['poll', <PollIcon key="poll" />, t`Poll`],
  ];

  return (
    <Card aria-label={t`Create a post`} style={{ marginBottom: 16 }}>
      <Top>
        <Avatar firstName={viewer?.firstName ?? ''} lastName={viewer?.lastName ?? ''} photo={viewer?.profilePhoto ?? null} size={44} />
        <WriteButton type="button" onClick={() => start('text')}>
          <Trans>Write something…</Trans>
        </WriteButton>
      </Top>
      <Kinds>
        {kinds.map(([kind, icon, label]) => (
          <KindButton key={kind} type="button" onClick={() => start(kind)}>
            {icon}
            {label}
          </KindButton>
        ))}
      </Kinds>
      {opened && <ComposeSession key={opened.count} opening={opened.opening} />}
    </Card>
  );
}
