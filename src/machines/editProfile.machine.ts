import { assign, fromPromise, sendTo, setup, type ActorRef, type Snapshot } from 'xstate';
import type { MessageKey } from '../../contract/messages';
import { isValid, type FieldErrors } from '../validation/forms';
import { validateProfile, type ProfileField, type ProfileForm } from '../validation/profile';
import { fileError } from '../validation/posts';
import type { Viewer } from './auth.machine';
import { assignFailure, type Failure } from './failure';
import { notifyGivenToasts } from './notice';
import { notProvided } from './notProvided';
import type { ToastsRef } from './toast.machine';

export type Gender = 'MALE' | 'FEMALE';

/** The signed-in person's profile as Settings → Edit profile reads and writes it (spec §3 User). */
export interface EditableProfile extends Viewer {
  phoneNumber: string;
  gender: Gender | null;
  countryId: string | null;
  state: string | null;
  city: string | null;
  address: string | null;
  zipcode: string | null;
  birthDate: string | null;
  websiteLink: string | null;
  facebookLink: string | null;
  instagramLink: string | null;
  twitterLink: string | null;
  otherProfileLink: string | null;
  bio: string | null;
  coverPhoto: string | null;
}

export interface Place {
  id: string;
  name: string;
}

/** A country: `name` is the server's English one, `code` (ISO alpha-2) lets the view name it in the reader's language. */
export interface Country extends Place {
  code: string;
}

export type PhotoSlot = 'profilePhoto' | 'coverPhoto';

/** What a save sends: the typed fields, the choices, and only the photos chosen anew (the API answers URLs, not keys). */
export interface ProfileChanges {
  form: ProfileForm;
  gender: Gender | null;
  countryId: string | null;
  photos: Partial<Record<PhotoSlot, File>>;
}

/** The session's user, told of the new name and photo so the header shows them at once. */
export type SessionRef = ActorRef<Snapshot<unknown>, { type: 'viewer.updated'; viewer: Viewer }>;

export type EditProfileEvent =
  | { type: 'profile.retry' }
  | { type: 'profile.countryChange'; countryId: string | null }
  | { type: 'profile.photoChosen'; slot: PhotoSlot; file: File }
  /** A field typed in again: its refusal goes until the next save. */
  | { type: 'profile.fieldChanged'; field: ProfileField }
  | { type: 'profile.submit'; form: ProfileForm; gender: Gender | null };

interface EditProfileContext {
  toasts: ToastsRef;
  auth: SessionRef;
  /** The viewer's date (YYYY-MM-DD): a birth date may not be later. */
  today: string;
  profile: EditableProfile | null;
  countries: Country[];
  regions: Place[];
  countryId: string | null;
  photos: Partial<Record<PhotoSlot, File>>;
  photoErrors: Partial<Record<PhotoSlot, MessageKey>>;
  fieldErrors: FieldErrors<ProfileField>;
  failure: Failure | null;
  /** A new revision tells the form to start again from the saved profile. */
  revision: number;
}

const viewerOf = ({
  id,
  firstName,
  lastName,
  username,
  email,
  profilePhoto,
  isVerified,
  chatUserId,
  isAdmin,
}: EditableProfile): Viewer => ({
  id,
  firstName,
  lastName,
  username,
  email,
  profilePhoto,
  isVerified,
  chatUserId,
  isAdmin,
});

/** Settings → Edit profile (spec §2, §5): every editable field, the country's states, photo and cover. */
export const editProfileMachine = setup({
  types: {
    context: {} as EditProfileContext,
    input: {} as { toasts: ToastsRef; auth: SessionRef; today: string },
    events: {} as EditProfileEvent,
  },
  actors: {
    loadProfileSettings: fromPromise<{ profile: EditableProfile; countries: Country[]; regions: Place[] }>(
      notProvided('loadProfileSettings'),
    ),
    loadRegions: fromPromise<Place[], { countryId: string }>(notProvided('loadRegions')),
    saveProfile: fromPromise<{ message: string; profile: EditableProfile }, ProfileChanges>(notProvided('saveProfile')),
  },
  actions: {
    assignSettings: assign((_, loaded: { profile: EditableProfile; countries: Country[]; regions: Place[] }) => ({
      profile: loaded.profile,
      countries: loaded.countries,
      regions: loaded.regions,
      countryId: loaded.profile.countryId,
      failure: null,
    })),
    assignCountry: assign({ countryId: (_, countryId: string | null) => countryId, regions: [] }),
    assignRegions: assign({ regions: (_, regions: Place[]) => regions }),
    takePhoto: assign(({ context }, { slot, file }: { slot: PhotoSlot; file: File }) => {
      const error = fileError('image', file);
      const photoErrors = { ...context.photoErrors };
      delete photoErrors[slot];
      // A refused file keeps the photo chosen before it.
      return error ? { photoErrors: { ...photoErrors, [slot]: error } } : { photos: { ...context.photos, [slot]: file }, photoErrors };
    }),
    rejectForm: assign({
      fieldErrors: ({ context }, form: ProfileForm) => validateProfile(form, context.today),
      failure: null,
    }),
    clearErrors: assign({ fieldErrors: {}, failure: null }),
    forgetFieldError: assign({
      fieldErrors: ({ context }, field: ProfileField) =>
        Object.fromEntries(Object.entries(context.fieldErrors).filter(([name]) => name !== field)),
    }),
    assignSaved: assign(({ context }, profile: EditableProfile) => ({
      profile,
      countryId: profile.countryId,
      photos: {},
      photoErrors: {},
      revision: context.revision + 1,
    })),
    assignFailure: assignFailure(),
    announceViewer: sendTo(
      ({ context }) => context.auth,
      (_, profile: EditableProfile) => ({ type: 'viewer.updated' as const, viewer: viewerOf(profile) }),
    ),
    notify: notifyGivenToasts(),
  },
  guards: {
    isFormInvalid: ({ context }, form: ProfileForm) => !isValid(validateProfile(form, context.today)),
    isNoCountry: (_, countryId: string | null) => countryId === null,
    hasPhotoErrors: ({ context }) => Object.keys(context.photoErrors).length > 0,
  },
}).createMachine({
  id: 'editProfile',
  context: ({ input }) => ({
    toasts: input.toasts,
    auth: input.auth,
    today: input.today,
    profile: null,
    countries: [],
    regions: [],
    countryId: null,
    photos: {},
    photoErrors: {},
    fieldErrors: {},
    failure: null,
    revision: 0,
  }),
  initial: 'loading',
  states: {
    // The profile, the countries and the states of the profile's country.
    loading: {
      invoke: {
        src: 'loadProfileSettings',
        onDone: { target: 'editing', actions: { type: 'assignSettings', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Unreachable: the panel says so and offers a retry.
    failed: { on: { 'profile.retry': 'loading' } },
    editing: {
      initial: 'ready',
      on: {
        'profile.countryChange': [
          {
            guard: { type: 'isNoCountry', params: ({ event }) => event.countryId },
            target: '.ready',
            actions: { type: 'assignCountry', params: null },
          },
          { target: '.loadingRegions', reenter: true, actions: { type: 'assignCountry', params: ({ event }) => event.countryId } },
        ],
        'profile.photoChosen': { actions: { type: 'takePhoto', params: ({ event }) => event } },
        'profile.fieldChanged': { actions: { type: 'forgetFieldError', params: ({ event }) => event.field } },
        'profile.submit': [
          {
            guard: { type: 'isFormInvalid', params: ({ event }) => event.form },
            actions: { type: 'rejectForm', params: ({ event }) => event.form },
          },
          { guard: 'hasPhotoErrors' },
          { target: 'saving', actions: 'clearErrors' },
        ],
      },
      states: {
        ready: {},
        // The state list of the country just chosen; a newer choice aborts it.
        loadingRegions: {
          invoke: {
            src: 'loadRegions',
            input: ({ context }) => ({ countryId: context.countryId! }),
            onDone: { target: 'ready', actions: { type: 'assignRegions', params: ({ event }) => event.output } },
            onError: { target: 'ready', actions: { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    // Photos up first, then the profile.
    saving: {
      invoke: {
        src: 'saveProfile',
        input: ({ context, event }) => {
          const { form, gender } = event as Extract<EditProfileEvent, { type: 'profile.submit' }>;
          return { form, gender, countryId: context.countryId, photos: context.photos };
        },
        onDone: {
          target: 'editing',
          actions: [
            { type: 'assignSaved', params: ({ event }) => event.output.profile },
            { type: 'announceViewer', params: ({ event }) => event.output.profile },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            { type: 'assignFailure', params: ({ event }) => ({ error: event.error }) },
            { type: 'notify', params: ({ context }) => ({ kind: 'error', message: context.failure?.message ?? '' }) },
          ],
        },
      },
    },
  },
});
