import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import type { EditableProfile, SessionRef } from '../../../src/machines/editProfile.machine';
import type { ProfileForm } from '../../../src/validation/profile';
import { viewer } from '../fixtures';

/** The edit-profile screen's profile, form, places and session (its model suite and its screen-actor suite share them). */

export const today = '2026-11-22';

export const profile: EditableProfile = {
  ...viewer,
  phoneNumber: '5551234',
  gender: 'FEMALE',
  countryId: '724',
  state: 'Madrid, Comunidad de',
  city: 'Madrid',
  address: null,
  zipcode: '28001',
  birthDate: '1995-04-12',
  websiteLink: null,
  facebookLink: null,
  instagramLink: null,
  twitterLink: null,
  otherProfileLink: null,
  bio: 'Hello',
  coverPhoto: null,
};

/** The form as the profile fills it. */
export const form: ProfileForm = {
  firstName: 'Ava',
  lastName: 'Stone',
  state: 'Madrid, Comunidad de',
  city: 'Madrid',
  address: '',
  zipcode: '28001',
  birthDate: '1995-04-12',
  websiteLink: '',
  facebookLink: '',
  instagramLink: '',
  twitterLink: '',
  otherProfileLink: '',
  bio: 'Hello',
};

export const countries = [
  { id: '724', code: 'ES', name: 'Spain' },
  { id: '840', code: 'US', name: 'United States of America' },
];
export const spain = [{ id: 'ES-MD', name: 'Madrid, Comunidad de' }];
export const usa = [{ id: 'US-CA', name: 'California' }];

/** The session's user as a spy: what the edit-profile screen tells it. */
export function sessionSpy() {
  const received: AnyEventObject[] = [];
  const auth = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((event) => received.push(event)))).start();
  return { auth: auth as unknown as SessionRef, received };
}
