import styled from '@emotion/styled';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useViewer } from '../../app/auth';
import { usePackages, type MediaContent, type PackageFormActor, type PackagesActor } from '../../app/packages';
import { isBlockedAmountKey } from '../../validation/posts';
import { Button } from '../ui/Button';
import { TextField } from '../ui/Field';
import { AudioIcon, CheckBadgeIcon, ChevronLeftIcon, InboxIcon, PhotoIcon, TrashIcon, VideoIcon } from '../ui/icons';
import { EmptyState, FailureAlert, FailureWithRetry, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { IMAGE_WIDTHS, widthSrcSet } from '../ui/widths';
import { AddMediaPopup } from './AddMediaPopup';
import { PackageViewer } from './PackageViewer';
import { ConfirmModal } from './ConfirmModal';
import { SendPackagePopup } from './SendPackagePopup';
import type { AddMediaActor, SendPackageActor } from '../../app/packages';

const Head = styled.div({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  marginBottom: 14,
  '& h2': { margin: 0, flex: 1, fontSize: 20, overflow: 'hidden', textOverflow: 'ellipsis' },
});

const Back = styled.button({
  border: 'none',
  background: theme.color.page,
  borderRadius: theme.radius.pill,
  width: 36,
  height: 36,
  display: 'grid',
  placeItems: 'center',
  cursor: 'pointer',
  color: theme.color.text,
  flex: '0 0 36px',
});

const Rows = styled.ul({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 10,
  '& button.row': {
    width: '100%',
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    textAlign: 'left',
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.md,
    background: theme.color.surface,
    padding: '12px 14px',
    font: 'inherit',
    color: theme.color.text,
    cursor: 'pointer',
  },
  '& button.row:hover': { background: theme.color.page },
  '& .name': { fontWeight: 700, flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' },
  '& .meta': { color: theme.color.muted, fontSize: 14, whiteSpace: 'nowrap' },
});

const Media = styled.ul({
  listStyle: 'none',
  margin: '12px 0 0',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: 10,
  '& li': {
    position: 'relative',
    borderRadius: theme.radius.md,
    overflow: 'hidden',
    border: `1px solid ${theme.color.border}`,
    background: theme.color.page,
  },
  '& img': { display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' },
  '& .kind': {
    position: 'absolute',
    left: 6,
    bottom: 6,
    background: 'rgb(15 23 42 / 0.7)',
    color: '#fff',
    borderRadius: theme.radius.pill,
    padding: '2px 8px',
    fontSize: 12,
    display: 'flex',
    gap: 4,
    alignItems: 'center',
  },
  '& .remove': {
    position: 'absolute',
    right: 6,
    top: 6,
    background: '#fff',
    border: 'none',
    borderRadius: theme.radius.pill,
    width: 30,
    height: 30,
    display: 'grid',
    placeItems: 'center',
    cursor: 'pointer',
    color: theme.color.danger,
  },
});

const Facts = styled.p({
  display: 'flex',
  gap: 16,
  flexWrap: 'wrap',
  color: theme.color.muted,
  margin: '0 0 12px',
  '& strong': { color: theme.color.text },
});
const Actions = styled.div({ display: 'flex', gap: 8, flexWrap: 'wrap' });

/** Settings → Paid media packages (spec §2): only verified creators sell packages. */
export function PackagesPanel() {
  const viewer = useViewer();
  return viewer ? <Packages viewerId={viewer.id} isVerified={viewer.isVerified} /> : null;
}

function Packages({ viewerId, isVerified }: { viewerId: string; isVerified: boolean }) {
  const { t } = useLingui();
  const actor = usePackages(viewerId, isVerified);
  const screen = useSelector(actor, (snapshot) =>
    snapshot.matches('notVerified')
      ? 'notVerified'
      : snapshot.matches('list')
        ? 'list'
        : snapshot.matches('creating')
          ? 'creating'
          : snapshot.matches('editing')
            ? 'editing'
            : 'detail',
  );
  switch (screen) {
    case 'notVerified':
      return (
        <section>
          <h2>
            <Trans>Paid media packages</Trans>
          </h2>
          <EmptyState icon={<CheckBadgeIcon />} title={t`please verify to create your own package`} />
        </section>
      );
    case 'list':
      return <PackageList actor={actor} />;
    case 'creating':
      return <PackageFormScreen actor={actor} title={t`Create package`} />;
    case 'editing':
      return <PackageFormScreen actor={actor} title={t`Edit package`} />;
    default:
      return <PackageDetail actor={actor} />;
  }
}

function PackageList({ actor }: { actor: PackagesActor }) {
  const { t } = useLingui();
  const phase = useSelector(actor, (snapshot) =>
    snapshot.matches({ list: 'loading' }) ? 'loading' : snapshot.matches({ list: 'failed' }) ? 'failed' : 'ready',
  );
  const packages = useSelector(actor, (snapshot) => snapshot.context.packages);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  return (
    <section>
      <Head>
        <h2>
          <Trans>Paid media packages</Trans>
        </h2>
        <Button type="button" onClick={() => actor.send({ type: 'packages.create' })}>
          <Trans>Create package</Trans>
        </Button>
      </Head>
      {phase === 'loading' && <Loading label={t`Loading...`} />}
      {phase === 'failed' && <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'packages.retry' })} />}
      {phase === 'ready' && packages.length === 0 && (
        <EmptyState icon={<InboxIcon />} title={t`No packages yet`}>
          <Trans>Put photos, videos and audio together and sell them to your followers in chat.</Trans>
        </EmptyState>
      )}
      {phase === 'ready' && packages.length > 0 && (
        <Rows aria-label={t`Your packages`}>
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <button type="button" className="row" onClick={() => actor.send({ type: 'packages.open', id: pkg.id })}>
                <span className="name">{pkg.name}</span>
                <span className="meta">{t`${pkg.price} coins`}</span>
                <span className="meta">
                  <Plural value={pkg.mediaCount} one="# file" other="# files" />
                </span>
              </button>
            </li>
          ))}
        </Rows>
      )}
    </section>
  );
}

function PackageFormScreen({ actor, title }: { actor: PackagesActor; title: string }) {
  const form = useSelector(actor, (snapshot) => snapshot.children.form as PackageFormActor | undefined);
  return (
    <section>
      <Head>
        <BackArrow onBack={() => actor.send({ type: 'packages.back' })} />
        <h2>{title}</h2>
      </Head>
      {form && <PackageFields form={form} />}
    </section>
  );
}

function BackArrow({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  return (
    <Back type="button" aria-label={t`Back`} onClick={onBack}>
      <ChevronLeftIcon />
    </Back>
  );
}

function PackageFields({ form }: { form: PackageFormActor }) {
  const { t } = useLingui();
  const values = useSelector(form, (snapshot) => snapshot.context.form);
  const errors = useSelector(form, (snapshot) => (snapshot.context.submitted ? snapshot.context.errors : {}));
  const failure = useSelector(form, (snapshot) => snapshot.context.failure);
  const isEdit = useSelector(form, (snapshot) => snapshot.context.packageId !== null);
  const saving = useSelector(form, (snapshot) => snapshot.matches('saving'));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'packageForm.submit' });
      }}
    >
      <TextField
        label={t`Package name`}
        name="media_package_name"
        autoComplete="off"
        value={values.name}
        error={errors.name}
        disabled={saving}
        onValue={(value) => form.send({ type: 'packageForm.typed', field: 'name', value })}
      />
      <TextField
        label={t`Price in coins`}
        name="media_package_price"
        inputMode="numeric"
        type={isEdit ? 'number' : 'text'}
        autoComplete="off"
        value={values.price}
        error={errors.price}
        disabled={saving}
        onKeyDown={(event) => isEdit && isBlockedAmountKey(event.key) && event.preventDefault()}
        onValue={(value) => form.send({ type: 'packageForm.typed', field: 'price', value })}
      />
      <FailureAlert failure={failure} />
      <Button type="submit" disabled={saving} aria-busy={saving}>
        {saving ? t`Saving...` : isEdit ? t`Save package` : t`Create package`}
      </Button>
    </form>
  );
}

const kindIcon = { IMAGE: <PhotoIcon />, VIDEO: <VideoIcon />, AUDIO: <AudioIcon /> } as const;

function MediaTile({ content, onRemove }: { content: MediaContent; onRemove: () => void }) {
  const { t } = useLingui();
  const label = { IMAGE: t`Image`, VIDEO: t`Video`, AUDIO: t`Audio` }[content.kind];
  return (
    <li>
      <img
        src={content.thumbnailUrl}
        srcSet={widthSrcSet(content.thumbnailUrl, IMAGE_WIDTHS)}
        sizes="(max-width: 420px) 50vw, 200px"
        alt={label}
        loading="lazy"
      />
      <span className="kind">
        {kindIcon[content.kind]}
        {label}
      </span>
      <button type="button" className="remove" aria-label={t`Remove this file`} onClick={onRemove}>
        <TrashIcon />
      </button>
    </li>
  );
}

function PackageDetail({ actor }: { actor: PackagesActor }) {
  const { t } = useLingui();
  const [viewing, setViewing] = useState(false);
  const detail = useSelector(actor, (snapshot) => snapshot.context.detail);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const phase = useSelector(actor, (snapshot) => {
    for (const state of [
      'loading',
      'failed',
      'confirmingDelete',
      'deleting',
      'confirmingMediaRemoval',
      'removingMedia',
      'addingMedia',
      'sending',
    ] as const) {
      if (snapshot.matches({ detail: state })) return state;
    }
    return 'ready';
  });
  const addMedia = useSelector(actor, (snapshot) => snapshot.children.addMedia as AddMediaActor | undefined);
  const send = useSelector(actor, (snapshot) => snapshot.children.send as SendPackageActor | undefined);
  return (
    <section>
      <Head>
        <BackArrow onBack={() => actor.send({ type: 'packages.back' })} />
        <h2>{detail?.name ?? t`Package`}</h2>
      </Head>
      {phase === 'loading' && !detail && <Loading label={t`Loading...`} />}
      {phase === 'failed' && <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'packages.retry' })} />}
      {detail && phase !== 'failed' && (
        <>
          <Facts>
            <span>
              <Trans>
                Price: <strong>{detail.price} coins</strong>
              </Trans>
            </span>
            <span>
              <Trans>
                Files: <strong>{detail.mediaCount}</strong>
              </Trans>
            </span>
          </Facts>
          {phase === 'ready' && <FailureAlert failure={failure} />}
          <Actions>
            <Button type="button" onClick={() => actor.send({ type: 'packages.addMedia' })}>
              <Trans>Add media</Trans>
            </Button>
            <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'packages.send' })}>
              <Trans>Send to followers</Trans>
            </Button>
            <Button type="button" variant="secondary" onClick={() => setViewing(true)}>
              <Trans>View package</Trans>
            </Button>
            <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'packages.edit' })}>
              <Trans>Edit</Trans>
            </Button>
            <Button type="button" variant="danger" onClick={() => actor.send({ type: 'packages.delete' })}>
              <Trans>Delete</Trans>
            </Button>
          </Actions>
          {detail.media.length === 0 ? (
            <EmptyState title={t`No media found for this package`} />
          ) : (
            <Media aria-label={t`Package files`}>
              {detail.media.map((content) => (
                <MediaTile
                  key={content.id}
                  content={content}
                  onRemove={() => actor.send({ type: 'packages.removeMedia', id: content.id })}
                />
              ))}
            </Media>
          )}
        </>
      )}
      {(phase === 'confirmingDelete' || phase === 'deleting') && (
        <ConfirmModal
          title={t`Delete package`}
          question={<Trans>Delete this package? People who bought it keep it.</Trans>}
          yes={t`Delete`}
          busy={phase === 'deleting'}
          onYes={() => actor.send({ type: 'packages.confirm' })}
          onNo={() => actor.send({ type: 'packages.dismiss' })}
        />
      )}
      {(phase === 'confirmingMediaRemoval' || phase === 'removingMedia') && (
        <ConfirmModal
          title={t`Remove file`}
          question={<Trans>Remove this file from the package?</Trans>}
          yes={t`Remove`}
          busy={phase === 'removingMedia'}
          onYes={() => actor.send({ type: 'packages.confirm' })}
          onNo={() => actor.send({ type: 'packages.dismiss' })}
        />
      )}
      {phase === 'addingMedia' && addMedia && (
        <AddMediaPopup actor={addMedia} onClose={() => actor.send({ type: 'packages.closePopup' })} />
      )}
      {phase === 'sending' && send && <SendPackagePopup actor={send} onClose={() => actor.send({ type: 'packages.closePopup' })} />}
      {viewing && detail && <PackageViewer packageId={Number(detail.id)} onClose={() => setViewing(false)} />}
    </section>
  );
}
