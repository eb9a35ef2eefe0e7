import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useEditProfile, type EditProfileActor, type Gender, type PhotoSlot } from '../../app/settings';
import type { ProfileForm } from '../../validation/profile';
import { describeKey } from '../../validation/messages';
import { Avatar } from '../ui/Avatar';
import { Button } from '../ui/Button';
import { Select, TextField } from '../ui/Field';
import { PhotoIcon } from '../ui/icons';
import { FailureAlert, FailureWithRetry, Loading } from '../ui/Surface';
import { theme } from '../ui/theme';
import { localToday } from '../ui/today';
import { countriesIn } from './countryNames';

const Grid = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  columnGap: 16,
  [theme.phone]: { gridTemplateColumns: '1fr' },
  '& .wide': { gridColumn: '1 / -1' },
  // Username, email and phone cannot be edited here, and look it.
  '& input[readonly]': { background: theme.color.page, color: theme.color.muted },
});

const Area = styled.textarea({
  width: '100%',
  minHeight: 96,
  padding: 12,
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`,
  font: 'inherit',
  resize: 'vertical',
});

const Labelled = styled.div({
  display: 'flex',
  flexDirection: 'column',
  gap: 6,
  marginBottom: 14,
  '& label': { fontWeight: 600, fontSize: 14 },
  '& .error': { margin: 0, color: theme.color.danger, fontSize: 13 },
});

const Cover = styled.div({
  position: 'relative',
  height: 160,
  borderRadius: theme.radius.md,
  background: `linear-gradient(135deg, ${theme.color.brandSoft}, ${theme.color.page})`,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  marginBottom: 56,
  '& .avatar': { position: 'absolute', left: 20, bottom: -44, border: '4px solid #fff', borderRadius: '50%', background: '#fff' },
  '& .cover-pick': { position: 'absolute', right: 12, bottom: 12 },
  '& .photo-pick': { position: 'absolute', left: 124, bottom: -40 },
});

const PickButton = styled.label({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '6px 12px',
  borderRadius: theme.radius.pill,
  background: '#fff',
  border: `1px solid ${theme.color.border}`,
  cursor: 'pointer',
  fontSize: 14,
  fontWeight: 600,
  '& input': { position: 'absolute', width: 1, height: 1, opacity: 0 },
  '&:focus-within': { boxShadow: `0 0 0 3px ${theme.color.brandSoft}` },
});

/** Shows a chosen file on an element (an <img>'s src, or a background) for as long as it is chosen. */
function usePreview<E extends HTMLElement>(file: File | undefined, show: (element: E, url: string) => void) {
  const element = useRef<E>(null);
  const showing = useRef(show);
  useEffect(() => {
    if (!file || !element.current) return;
    const url = URL.createObjectURL(file);
    showing.current(element.current, url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return element;
}

const PhotoPreview = styled.img({ width: 96, height: 96, borderRadius: '50%', objectFit: 'cover', display: 'block' });

export function EditProfilePanel({ titled = true }: { titled?: boolean }) {
  // The screen's hook comes first: it may suspend while the machine's code loads. Its input is read once, at start.
  const actor = useEditProfile(localToday());
  const { t } = useLingui();
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loading'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const revision = useSelector(actor, (snapshot) => snapshot.context.revision);
  if (loading) return <Loading label={t`Loading...`} />;
  if (failed)
    return (
      <section>
        <FailureWithRetry failure={failure} onRetry={() => actor.send({ type: 'profile.retry' })} />
      </section>
    );
  // A saved profile starts the form over from what the server kept.
  return <EditProfileForm key={revision} actor={actor} titled={titled} />;
}

function Choice({ label, children, error }: { label: ReactNode; children: (id: string) => ReactNode; error?: ReactNode }) {
  const id = useId();
  return (
    <Labelled>
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </Labelled>
  );
}

function EditProfileForm({ actor, titled }: { actor: EditProfileActor; titled: boolean }) {
  const { t, i18n } = useLingui();
  const profile = useSelector(actor, (snapshot) => snapshot.context.profile)!;
  const today = useSelector(actor, (snapshot) => snapshot.context.today);
  const listed = useSelector(actor, (snapshot) => snapshot.context.countries);
  const countries = useMemo(() => countriesIn(i18n.locale, listed), [i18n.locale, listed]);
  const regions = useSelector(actor, (snapshot) => snapshot.context.regions);
  const countryId = useSelector(actor, (snapshot) => snapshot.context.countryId);
  const photos = useSelector(actor, (snapshot) => snapshot.context.photos);
  const photoErrors = useSelector(actor, (snapshot) => snapshot.context.photoErrors);
  const fieldErrors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  const loadingRegions = useSelector(actor, (snapshot) => snapshot.matches({ editing: 'loadingRegions' }));
  const photoPreview = usePreview<HTMLImageElement>(photos.profilePhoto, (image, url) => (image.src = url));
  const coverPreview = usePreview<HTMLDivElement>(photos.coverPhoto, (cover, url) => (cover.style.backgroundImage = `url("${url}")`));
  const [gender, setGender] = useState<Gender | null>(profile.gender);
  const [form, setForm] = useState<ProfileForm>(() => ({
    firstName: profile.firstName,
    lastName: profile.lastName,
    state: profile.state ?? '',
    city: profile.city ?? '',
    address: profile.address ?? '',
    zipcode: profile.zipcode ?? '',
    birthDate: profile.birthDate ?? '',
    websiteLink: profile.websiteLink ?? '',
    facebookLink: profile.facebookLink ?? '',
    instagramLink: profile.instagramLink ?? '',
    twitterLink: profile.twitterLink ?? '',
    otherProfileLink: profile.otherProfileLink ?? '',
    bio: profile.bio ?? '',
  }));
  const set = (name: keyof ProfileForm, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    if (fieldErrors[name]) actor.send({ type: 'profile.fieldChanged', field: name });
  };
  const field = (name: keyof ProfileForm) => ({
    value: form[name],
    error: fieldErrors[name],
    onValue: (value: string) => set(name, value),
  });
  const errorText = (name: keyof ProfileForm | PhotoSlot) => {
    const key = name === 'profilePhoto' || name === 'coverPhoto' ? photoErrors[name] : fieldErrors[name];
    return key ? i18n._(describeKey(key)) : undefined;
  };
  // The saved state stays listed even when the country's list does not hold it.
  const stateOptions =
    form.state && !regions.some((region) => region.name === form.state) ? [{ id: form.state, name: form.state }, ...regions] : regions;

  const choosePhoto = (slot: PhotoSlot) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) actor.send({ type: 'profile.photoChosen', slot, file });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'profile.submit', form, gender });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={saving} aria-label={t`Edit profile`}>
      {/* Over the profile, the dialog's title names it already. */}
      {titled && (
        <h2>
          <Trans>Edit profile</Trans>
        </h2>
      )}
      <FailureAlert failure={failure} />
      <Cover
        key={photos.coverPhoto ? 'chosen' : 'saved'}
        ref={coverPreview}
        style={profile.coverPhoto && !photos.coverPhoto ? { backgroundImage: `url("${profile.coverPhoto}")` } : undefined}
        data-testid="cover-preview"
      >
        <span className="avatar">
          {photos.profilePhoto ? (
            <PhotoPreview ref={photoPreview} alt={t`Preview of your new profile photo`} />
          ) : (
            <Avatar firstName={form.firstName} lastName={form.lastName} photo={profile.profilePhoto} size={96} />
          )}
        </span>
        <PickButton className="photo-pick">
          <PhotoIcon width={16} height={16} />
          <Trans>Change photo</Trans>
          <input
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            aria-label={t`Profile photo`}
            onChange={choosePhoto('profilePhoto')}
          />
        </PickButton>
        <PickButton className="cover-pick">
          <PhotoIcon width={16} height={16} />
          <Trans>Change cover</Trans>
          <input
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            aria-label={t`Cover photo`}
            onChange={choosePhoto('coverPhoto')}
          />
        </PickButton>
      </Cover>
      {(photoErrors.profilePhoto || photoErrors.coverPhoto) && (
        <Labelled>
          <p className="error" role="alert">
            {errorText('profilePhoto') ?? errorText('coverPhoto')}
          </p>
        </Labelled>
      )}
      <Grid>
        <TextField label={t`First name`} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t`Last name`} autoComplete="family-name" {...field('lastName')} />
        <TextField label={t`Username`} value={profile.username} readOnly onValue={() => {}} />
        <TextField label={t`Email`} value={profile.email} readOnly onValue={() => {}} />
        <TextField label={t`Phone`} value={profile.phoneNumber} readOnly onValue={() => {}} />
        <Choice label={t`Gender`}>
          {(id) => (
            <Select id={id} value={gender ?? ''} onChange={(event) => setGender((event.target.value || null) as Gender | null)}>
              <option value="">{t`Not set`}</option>
              <option value="MALE">{t`Male`}</option>
              <option value="FEMALE">{t`Female`}</option>
            </Select>
          )}
        </Choice>
        <Choice label={t`Country`}>
          {(id) => (
            <Select
              id={id}
              value={countryId ?? ''}
              onChange={(event) => {
                set('state', '');
                actor.send({ type: 'profile.countryChange', countryId: event.target.value || null });
              }}
            >
              <option value="">{t`Not set`}</option>
              {countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </Select>
          )}
        </Choice>
        <Choice label={t`State`} error={errorText('state')}>
          {(id) => (
            <Select
              id={id}
              value={form.state}
              disabled={loadingRegions}
              aria-busy={loadingRegions}
              onChange={(event) => set('state', event.target.value)}
            >
              <option value="">{loadingRegions ? t`Loading...` : t`Not set`}</option>
              {stateOptions.map((region) => (
                <option key={region.id} value={region.name}>
                  {region.name}
                </option>
              ))}
            </Select>
          )}
        </Choice>
        <TextField label={t`City`} autoComplete="address-level2" {...field('city')} />
        <TextField label={t`Zip code`} inputMode="numeric" autoComplete="postal-code" {...field('zipcode')} />
        <div className="wide">
          <TextField label={t`Address`} autoComplete="street-address" {...field('address')} />
        </div>
        <TextField label={t`Birth date`} type="date" max={today} {...field('birthDate')} />
        <TextField label={t`Website`} type="url" {...field('websiteLink')} />
        <TextField label={t`Facebook`} type="url" {...field('facebookLink')} />
        <TextField label={t`Instagram`} type="url" {...field('instagramLink')} />
        <TextField label={t`Twitter`} type="url" {...field('twitterLink')} />
        <TextField label={t`Other link`} type="url" {...field('otherProfileLink')} />
        <div className="wide">
          <Choice label={t`Bio`} error={errorText('bio')}>
            {(id) => (
              <Area id={id} value={form.bio} aria-invalid={!!fieldErrors.bio} onChange={(event) => set('bio', event.target.value)} />
            )}
          </Choice>
        </div>
      </Grid>
      <Button type="submit" disabled={saving}>
        {saving ? <Trans>Saving…</Trans> : <Trans>Save profile</Trans>}
      </Button>
    </form>
  );
}
