import type { ProfileForm } from '../../src/validation';

/** An edit-profile form with names filled in and every other field left empty. */
export const namedProfileForm = (firstName = 'Ava', lastName = 'Stone'): ProfileForm => ({
  firstName,
  lastName,
  state: '',
  city: '',
  address: '',
  zipcode: '',
  birthDate: '',
  websiteLink: '',
  facebookLink: '',
  instagramLink: '',
  twitterLink: '',
  otherProfileLink: '',
  bio: '',
});
