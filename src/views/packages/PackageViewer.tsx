import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useViewer } from '../../app/auth';
import {
  filesOf,
  isOwnPackage,
  usePackageViewer,
  VIEWER_TABS,
  type MediaContent,
  type PackageViewerActor,
  type ViewerTab,
} from '../../app/packages';
import { Modal } from '../ui/Modal';
import { EmptyState, FailureWithRetry, Loading } from '../ui/Surface';
import { PillTabs } from '../ui/Tabs';
import { StreamingVideo } from '../ui/StreamingVideo';
import { IMAGE_WIDTHS, widthSrcSet } from '../ui/widths';
import { theme } from '../ui/theme';

const Grid = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 12,
  '& li': { borderRadius: theme.radius.md, overflow: 'hidden', background: theme.color.page, border: `1px solid ${theme.color.border}` },
  '& img, & video': { display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: '#000' },
  '& audio': { display: 'block', width: '100%', padding: 8, boxSizing: 'border-box' },
});

const OwnerLine = styled.p({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  justifyContent: 'space-between',
  margin: '0 0 12px',
  color: theme.color.muted,
});

/** A package's files are tiles of a grid (180 px and up), one column a phone's width. */
const THUMB_SIZES = '(max-width: 420px) 100vw, 280px';

function File({ content }: { content: MediaContent }) {
  const { t } = useLingui();
  switch (content.kind) {
    case 'IMAGE':
      return (
        <a href={content.url} target="_blank" rel="noreferrer">
          <img
            src={content.thumbnailUrl}
            srcSet={widthSrcSet(content.thumbnailUrl, IMAGE_WIDTHS)}
            sizes={THUMB_SIZES}
            alt={t`Package image`}
            loading="lazy"
          />
        </a>
      );
    case 'VIDEO':
      return (
        <StreamingVideo
          src={content.url}
          hls={content.hlsUrl}
          poster={content.thumbnailUrl}
          posterWidths={IMAGE_WIDTHS}
          controls
          preload="none"
        >
          <Trans>Sorry, your browser doesn't support embedded videos.</Trans>
        </StreamingVideo>
      );
    case 'AUDIO':
      return (
        <>
          <img
            src={content.thumbnailUrl}
            srcSet={widthSrcSet(content.thumbnailUrl, IMAGE_WIDTHS)}
            sizes={THUMB_SIZES}
            alt=""
            loading="lazy"
          />
          <audio src={content.url} controls preload="none" aria-label={t`Package audio`} />
        </>
      );
  }
}

function Files({ actor }: { actor: PackageViewerActor }) {
  const { t } = useLingui();
  const tab = useSelector(actor, (snapshot) => snapshot.context.tab);
  const files = useSelector(actor, (snapshot) => (snapshot.context.view ? filesOf(snapshot.context.view, snapshot.context.tab) : []));
  const labels: Record<ViewerTab, string> = { ALL: t`All`, IMAGE: t`Image`, VIDEO: t`Video`, AUDIO: t`Audio` };
  return (
    <>
      <PillTabs role="tablist" aria-label={t`Media type`}>
        {VIEWER_TABS.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            aria-selected={each === tab}
            onClick={() => actor.send({ type: 'viewer.tab', tab: each })}
          >
            {labels[each]}
          </button>
        ))}
      </PillTabs>
      {files.length === 0 ? (
        <EmptyState title={t`No data found`} />
      ) : (
        <Grid role="tabpanel">
          {files.map((content) => (
            <li key={content.id}>
              <File content={content} />
            </li>
          ))}
        </Grid>
      )}
    </>
  );
}

function Viewer({ packageId, viewerId, onClose }: { packageId: string; viewerId: string; onClose: () => void }) {
  const { t } = useLingui();
  const actor = usePackageViewer(packageId, viewerId);
  const phase = useSelector(actor, (snapshot) => snapshot.value);
  const view = useSelector(actor, (snapshot) => snapshot.context.view);
  const own = useSelector(actor, (snapshot) => isOwnPackage(snapshot.context));
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  return (
    <Modal title={view?.name ?? t`Package`} onClose={onClose} wide>
      {phase === 'loading' && <Loading label={t`Loading...`} />}
      {phase === 'failed' && <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'viewer.retry' })} />}
      {view && !own && (
        <OwnerLine>
          <span>
            {view.owner.firstName} {view.owner.lastName}
          </span>
          <Link href={`/user-profile/${view.owner.id}`} onClick={onClose}>
            <Trans>View Profile</Trans>
          </Link>
        </OwnerLine>
      )}
      {phase === 'empty' && <EmptyState title={t`No media found for this package`} />}
      {phase === 'showing' && <Files actor={actor} />}
    </Modal>
  );
}

/** The package viewer (spec §2): a modal with the package's files in tabs; the chat opens it for a bought or sent package. */
export function PackageViewer({ packageId, onClose }: { packageId: number; onClose: () => void }) {
  const viewer = useViewer();
  return viewer ? <Viewer packageId={String(packageId)} viewerId={viewer.id} onClose={onClose} /> : null;
}
