import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { GoLiveActor } from '../../app/live';
import { Button } from '../ui/Button';
import { FailureAlert } from '../ui/Surface';
import { Badges, Controls, LiveBadge, LiveChat, LiveVideo, Overlay, Pill, Screen, Stage, useFullScreen } from './stage';
import { GoalProgress, TipMenu, TipsEditor, ViewerList } from './tips';

/**
 * The host's full-screen view (spec §2): the camera's preview, the title and description, the audience
 * count (and how many the built-in video carries), Full Screen / Exit Full Screen, Live Comments, Exit Live Stream.
 */
export function HostView({ actor }: { actor: GoLiveActor }) {
  const { t } = useLingui();
  const [stage, setStage] = useState<HTMLElement | null>(null);
  /** Which panel is open over the video: the goal and menu editor, or who watches now. */
  const [panel, setPanel] = useState<'tips' | 'viewers' | null>(null);
  const streamId = useSelector(actor, (snapshot) => snapshot.context.streamId);
  const tips = useSelector(actor, (snapshot) => snapshot.context.tips);
  const camera = useSelector(actor, (snapshot) => snapshot.context.camera);
  const { title, description } = useSelector(actor, (snapshot) => snapshot.context.fields);
  const viewers = useSelector(actor, (snapshot) => snapshot.context.viewers);
  const lines = useSelector(actor, (snapshot) => snapshot.context.lines);
  const fullScreen = useSelector(actor, (snapshot) => snapshot.context.fullScreen);
  const capacity = useSelector(actor, (snapshot) =>
    snapshot.context.tokens?.transport === 'webrtc' ? snapshot.context.tokens.capacity : null,
  );
  const phase = useSelector(actor, (snapshot) =>
    snapshot.matches({ live: 'connecting' })
      ? 'connecting'
      : snapshot.matches('ending')
        ? 'ending'
        : snapshot.matches('endFailed')
          ? 'endFailed'
          : 'onAir',
  );
  const failure = useSelector(actor, (snapshot) => (snapshot.matches('endFailed') ? snapshot.context.failure : null));
  const fullScreenLeft = useCallback(() => actor.send({ type: 'live.fullScreen' }), [actor]);
  useFullScreen(stage, fullScreen, fullScreenLeft);
  return (
    <Stage ref={setStage} role="dialog" aria-modal="true" aria-label={t`Your live stream`}>
      <Screen>
        <LiveVideo stream={camera} muted label={t`Your camera`} />
        <Overlay>
          <Badges>
            <LiveBadge>{phase === 'connecting' ? t`Starting…` : t`LIVE`}</LiveBadge>
            <Pill role="status" data-testid="live-viewers">
              <Plural value={viewers} one="# viewer" other="# viewers" />
            </Pill>
            {capacity !== null && (
              <Pill>
                <Plural value={capacity} one="up to # viewer with the built-in video" other="up to # viewers with the built-in video" />
              </Pill>
            )}
          </Badges>
          <h2>{title}</h2>
          {description && <p>{description}</p>}
          <GoalProgress tips={tips} />
          <TipMenu menu={tips.menu} />
        </Overlay>
        {streamId && panel === 'tips' && <TipsEditor streamId={streamId} tips={tips} onClose={() => setPanel(null)} />}
        {streamId && panel === 'viewers' && <ViewerList streamId={streamId} viewers={viewers} onClose={() => setPanel(null)} />}
        <Controls>
          <Button
            type="button"
            variant="secondary"
            aria-expanded={panel === 'viewers'}
            onClick={() => setPanel(panel === 'viewers' ? null : 'viewers')}
          >
            <Trans>Viewers</Trans>
          </Button>
          <Button
            type="button"
            variant="secondary"
            aria-expanded={panel === 'tips'}
            onClick={() => setPanel(panel === 'tips' ? null : 'tips')}
          >
            <Trans>Goal and menu</Trans>
          </Button>
          {phase === 'endFailed' && <FailureAlert failure={failure} />}
          <Button type="button" variant="secondary" aria-pressed={fullScreen} onClick={() => actor.send({ type: 'live.fullScreen' })}>
            {fullScreen ? <Trans>Exit Full Screen</Trans> : <Trans>Full Screen</Trans>}
          </Button>
          {phase === 'endFailed' && (
            <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'live.close' })}>
              <Trans>Close</Trans>
            </Button>
          )}
          <Button
            type="button"
            variant="danger"
            disabled={phase === 'ending'}
            aria-busy={phase === 'ending'}
            onClick={() => actor.send({ type: 'live.exit' })}
          >
            <Trans>Exit Live Stream</Trans>
          </Button>
        </Controls>
      </Screen>
      <LiveChat lines={lines} onSend={(text) => actor.send({ type: 'live.chat', text })} />
    </Stage>
  );
}
