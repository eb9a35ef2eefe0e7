import { describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { Messages } from '../../../contract';
import { editProfileMachine, type EditableProfile, type PhotoSlot, type SessionRef } from '../../../src/machines/editProfile.machine';
import type { Notice } from '../../../src/machines/notice';
import type { ToastsRef } from '../../../src/machines/toast.machine';
import { fileError } from '../../../src/validation/posts';
import { validateProfile, type ProfileForm } from '../../../src/validation/profile';
import { appRefs } from '../appRefs';
import { deferredServices } from '../fakeServices';
import * as fx from '../fixtures';
import { countries, form, profile, sessionSpy, spain, today, usa } from './editProfile.events';
import { answers, describeEvent, unreachedStates, labelled, modelPaths, replay } from './model';

/** The form renamed: what a save sends. */
const renamed: ProfileForm = { ...form, firstName: 'Avery' };
const nameless: ProfileForm = { ...form, firstName: ' ' };
const saved = { message: Messages.profileUpdated, profile: { ...profile, firstName: 'Avery', profilePhoto: '/media/user/profile/a.png' } };
const portrait = new File([new Uint8Array(1024)], 'me.png', { type: 'image/png' });
const notes = new File([new Uint8Array(10)], 'notes.txt', { type: 'text/plain' });

const events: AnyEventObject[] = [
  { type: 'profile.retry' },
  labelled('choose the USA', { type: 'profile.countryChange', countryId: '840' }),
  labelled('choose no country', { type: 'profile.countryChange', countryId: null }),
  labelled('choose me.png', { type: 'profile.photoChosen', slot: 'profilePhoto', file: portrait }),
  labelled('choose notes.txt', { type: 'profile.photoChosen', slot: 'profilePhoto', file: notes }),
  labelled('type the first name again', { type: 'profile.fieldChanged', field: 'firstName' }),
  labelled('save', { type: 'profile.submit', form: renamed, gender: 'FEMALE' }),
  labelled('save without a first name', { type: 'profile.submit', form: nameless, gender: 'FEMALE' }),
  ...answers(editProfileMachine, 'editProfile.loading', 'loadProfileSettings', {
    done: { loaded: { profile, countries, regions: spain } },
    error: { offline: fx.offline },
  }),
  ...answers(editProfileMachine, 'editProfile.editing.loadingRegions', 'loadRegions', { done: { usa }, error: { offline: fx.offline } }),
  ...answers(editProfileMachine, 'editProfile.saving', 'saveProfile', { done: { saved }, error: { offline: fx.offline } }),
];
/** A save with a refused photo does nothing: the vertices tell that apart. */
const vertex = (snapshot: { context: { photoErrors: object } }) => Object.keys(snapshot.context.photoErrors).length > 0;

const model = (toasts: ToastsRef, auth: SessionRef) => ({ input: { toasts, auth, today }, vertex });
const paths = modelPaths(editProfileMachine, events, model(appRefs().toasts, sessionSpy().auth));

/** The panel after the steps taken, from the spec's rules (§2 Edit profile, §5), not from the machine. */
function expected(taken: AnyEventObject[]) {
  let shown: EditableProfile | null = null;
  let countryId: string | null = null;
  let regions: Array<{ id: string; name: string }> = [];
  let photos: Partial<Record<PhotoSlot, File>> = {};
  let photoErrors: Record<string, string> = {};
  let fieldErrors: Record<string, string> = {};
  let failure: string | null = null;
  let revision = 0;
  const notices: Notice[] = [];
  const announced: string[] = [];
  for (const event of taken) {
    const label = describeEvent(event);
    if (label === 'loadProfileSettings ✓ loaded') [shown, countryId, regions, failure] = [profile, '724', spain, null];
    else if (label.endsWith('✗ offline')) failure = Messages.somethingWentWrong;
    else if (event.type === 'profile.countryChange')
      [countryId, regions] = [(event as unknown as { countryId: string | null }).countryId, []];
    else if (label === 'loadRegions ✓ usa') regions = usa;
    else if (event.type === 'profile.photoChosen') {
      const { file } = event as unknown as { file: File };
      const error = fileError('image', file);
      // A refused file keeps the photo chosen before it.
      if (error) photoErrors = { profilePhoto: error };
      else [photos, photoErrors] = [{ profilePhoto: file }, {}];
    } else if (label === 'type the first name again') {
      const { firstName: _, ...rest } = fieldErrors;
      fieldErrors = rest;
    } else if (label === 'save without a first name') [fieldErrors, failure] = [validateProfile(nameless, today), null];
    else if (label === 'save' && Object.keys(photoErrors).length === 0) [fieldErrors, failure] = [{}, null];
    else if (label === 'saveProfile ✓ saved') {
      // The form starts again from the saved profile; the header shows the new name and photo at once.
      [shown, countryId, photos, photoErrors] = [saved.profile, saved.profile.countryId, {}, {}];
      revision += 1;
      notices.push({ kind: 'success', message: Messages.profileUpdated });
      announced.push(saved.profile.firstName);
    }
    if (label === 'saveProfile ✗ offline') notices.push({ kind: 'error', message: Messages.somethingWentWrong });
  }
  return { shown, countryId, regions, photos, photoErrors, fieldErrors, failure, revision, notices, announced };
}

describe('edit profile model: every path replayed on a live actor', () => {
  it('generates the paths', () => expect(paths.length).toBeGreaterThanOrEqual(20));
  it('reaches every state', () =>
    expect(unreachedStates(editProfileMachine, [{ paths, options: model(appRefs().toasts, sessionSpy().auth) }])).toEqual([]));

  for (const path of paths) {
    it(path.title, async () => {
      const services = deferredServices(['loadProfileSettings', 'loadRegions', 'saveProfile']);
      const { toasts } = appRefs();
      const session = sessionSpy();
      const options = model(toasts, session.auth);
      const notices: Notice[] = [];
      const actor = createActor(
        editProfileMachine.provide({ actors: services.actors, actions: { notify: (_, notice: Notice) => notices.push(notice) } }),
        { input: options.input },
      ).start();
      await replay(
        editProfileMachine,
        path,
        () => ({
          actor,
          calls: services.calls,
          states: {
            editProfile: (snapshot) => expect(snapshot.context.today).toBe(today),
            // The profile, the countries and the profile's country's states, asked once.
            'editProfile.loading': (snapshot, open) => {
              expect(open('loadProfileSettings')).toHaveLength(1);
              expect(snapshot.context.profile).toBeNull();
            },
            'editProfile.failed': (snapshot, open) => {
              expect(snapshot.context.failure?.message).toBe(Messages.somethingWentWrong);
              expect(open('loadProfileSettings')).toEqual([]);
            },
            // The form shows the profile with the countries to choose from.
            'editProfile.editing': (snapshot) => {
              expect(snapshot.context.profile).not.toBeNull();
              expect(snapshot.context.countries).toEqual(countries);
            },
            'editProfile.editing.ready': (_, open) => expect([...open('loadRegions'), ...open('saveProfile')]).toEqual([]),
            // The states of the country just chosen, once (an older choice's request aborted).
            'editProfile.editing.loadingRegions': (snapshot, open) => {
              expect(open('loadRegions').map((call) => call.input)).toEqual([{ countryId: snapshot.context.countryId }]);
              expect(snapshot.context.regions).toEqual([]);
            },
            // The form as typed, the country chosen and only the photos chosen anew; nothing refused.
            'editProfile.saving': (snapshot, open) => {
              expect(open('saveProfile').map((call) => call.input)).toEqual([
                { form: renamed, gender: 'FEMALE', countryId: snapshot.context.countryId, photos: snapshot.context.photos },
              ]);
              expect(snapshot.context.photoErrors).toEqual({});
              expect(snapshot.context.fieldErrors).toEqual({});
            },
          },
          afterStep: (step) => {
            const want = expected(path.events.slice(0, step));
            const { context } = actor.getSnapshot();
            expect(context.profile).toEqual(want.shown);
            expect(context.countryId).toBe(want.countryId);
            expect(context.regions).toEqual(want.regions);
            expect(context.photos).toEqual(want.photos);
            expect(context.photoErrors).toEqual(want.photoErrors);
            expect(context.fieldErrors).toEqual(want.fieldErrors);
            expect(context.failure?.message ?? null).toBe(want.failure);
            expect(context.revision).toBe(want.revision);
            expect(notices).toEqual(want.notices);
            expect(session.received.map((event) => (event as unknown as { viewer: { firstName: string } }).viewer.firstName)).toEqual(
              want.announced,
            );
          },
        }),
        options,
      );
    });
  }
});
