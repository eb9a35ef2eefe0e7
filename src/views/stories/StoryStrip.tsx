import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { STORY_STRIP_MAX } from '../../../contract/rules';
import { useStories, type StoriesActor, type Story, type StoryPlaybackActor, type StoryUploadActor } from '../../app/stories';
import { describeMessage } from '../../validation/messages';
import { Avatar } from '../ui/Avatar';
import { onDemand } from '../ui/onDemand';
import { Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { BUBBLE, Bubble, BubbleLabel, Ring, StripList, StripItem } from './stripShapes';

const Plus = styled.span({
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: 22,
  height: 22,
  borderRadius: '50%',
  background: theme.color.brand,
  color: '#fff',
  border: '2px solid #fff',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 16,
  fontWeight: 700,
  lineHeight: 1,
});

const Note = styled.li({ alignSelf: 'center', color: theme.color.muted, fontSize: 14, padding: '0 6px', minWidth: 160 });
const Retry = styled.button({
  border: 0,
  background: 'none',
  color: theme.color.brand,
  fontWeight: 600,
  cursor: 'pointer',
  padding: 0,
  marginLeft: 6,
  textDecoration: 'underline',
});
/** Shown while the viewer's or the upload's code loads, under the strip. */
function Opening() {
  const { t } = useLingui();
  return <Loading label={t`Loading...`} />;
}

// The viewer and the upload load (with the rest of the words) when a story is opened or an upload started: the strip is /home's first screen, they are not.
const StoryViewer = onDemand(() => import('./StoryViewer').then((m) => m.StoryViewer), <Opening />);
const StoryUploadModal = onDemand(() => import('./StoryUploadModal').then((m) => m.StoryUploadModal), <Opening />);

const Skeleton = styled.span({ width: BUBBLE, height: BUBBLE, borderRadius: '50%', background: theme.color.border, display: 'block' });

export interface StoryStripProps {
  viewer: { id: string; firstName: string; lastName: string; profilePhoto: string | null };
  /** Open this person's stories once loaded (a `new_story` notification's link). */
  openUserId?: string | null;
  /** Drawn after the 'add story' bubble and before people's stories (the live bubbles). */
  leading?: ReactNode;
}

const fullName = (story: Story) => `${story.user.firstName} ${story.user.lastName}`.trim() || story.user.username;

/**
 * The home story strip (spec §2): 'add story' first, then up to STORY_STRIP_MAX people, those with something
 * new ringed, the seen greyed; it scrolls sideways on a phone. Opens the viewer and the upload modal.
 */
export function StoryStrip({ viewer, openUserId = null, leading }: StoryStripProps) {
  const strip = useStories(viewer.id, openUserId);
  return <StripView strip={strip} viewer={viewer} leading={leading} />;
}

export function StripView({ strip, viewer, leading }: { strip: StoriesActor; viewer: StoryStripProps['viewer']; leading?: ReactNode }) {
  const { t, i18n } = useLingui();
  const stories = useSelector(strip, (snapshot) => snapshot.context.stories);
  const failure = useSelector(strip, (snapshot) => snapshot.context.failure);
  const list = useSelector(strip, (snapshot) => (snapshot.value as { list: string }).list);
  const player = useSelector(strip, (snapshot) =>
    snapshot.matches({ overlay: 'viewing' }) ? (snapshot.children.player as StoryPlaybackActor | undefined) : undefined,
  );
  const upload = useSelector(strip, (snapshot) =>
    snapshot.matches({ overlay: 'uploading' }) ? (snapshot.children.upload as StoryUploadActor | undefined) : undefined,
  );
  const shown = stories.slice(0, STORY_STRIP_MAX);

  return (
    <>
      <StripList aria-label={t`Stories`} aria-busy={list === 'loading'}>
        <StripItem>
          <Bubble type="button" onClick={() => strip.send({ type: 'upload.open' })} aria-label={t`Add story`}>
            <Ring state="add">
              <Avatar firstName={viewer.firstName} lastName={viewer.lastName} photo={viewer.profilePhoto} size={BUBBLE - 8} />
              <Plus aria-hidden="true">+</Plus>
            </Ring>
            <BubbleLabel aria-hidden="true" twoLines>
              <Trans>Add story</Trans>
            </BubbleLabel>
          </Bubble>
        </StripItem>
        {leading}
        {list === 'loading' &&
          [0, 1, 2].map((index) => (
            <StripItem key={index} aria-hidden="true">
              <Skeleton />
            </StripItem>
          ))}
        {list === 'failed' && (
          <Note role="alert">
            {failure ? i18n._(describeMessage(failure.message)) : null}
            <Retry type="button" onClick={() => strip.send({ type: 'stories.retry' })}>
              <Trans>Try again</Trans>
            </Retry>
          </Note>
        )}
        {(list === 'ready' || list === 'refreshing') && shown.length === 0 && (
          <Note>
            <Trans>No stories yet. Share the first one!</Trans>
          </Note>
        )}
        {shown.map((story) => {
          const own = story.user.id === viewer.id;
          const name = own ? t`Your story` : fullName(story);
          return (
            <StripItem key={story.user.id}>
              <Bubble
                type="button"
                onClick={() => strip.send({ type: 'story.open', userId: story.user.id })}
                aria-label={story.seen ? t`${name}, story seen` : t`${name}, new story`}
                data-seen={story.seen}
              >
                <Ring state={story.seen ? 'seen' : 'unseen'}>
                  <Avatar
                    firstName={story.user.firstName}
                    lastName={story.user.lastName}
                    photo={story.user.profilePhoto}
                    size={BUBBLE - 8}
                  />
                </Ring>
                <BubbleLabel aria-hidden="true" seen={story.seen}>
                  {name}
                </BubbleLabel>
              </Bubble>
            </StripItem>
          );
        })}
      </StripList>
      {player && <StoryViewer player={player} />}
      {upload && <StoryUploadModal upload={upload} />}
    </>
  );
}

export default StoryStrip;
