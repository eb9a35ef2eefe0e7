import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import type { EditProfileBody } from '../../../contract/profile.ts';
import { dayOf, isRealBirthDate, PHOTO_FRAMES } from '../../../contract/rules.ts';
import type { User } from '../../../contract/user.ts';
import type { UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import type { StoredUpload } from '../uploads/pipeline.ts';
import { recordUpload } from '../uploads/repository.ts';
import { framePhoto, PROFILE_UPLOADS, type PhotoSlot } from './photos.ts';
import { ownUploads, updateUser, type ProfileChanges } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A user's own profile: its fields and its photos. */
    profileService: ProfileService;
  }
}

export interface ProfileService {
  /** Applies `body` to `owner`'s profile (spec §5 rules) and answers it as user-byid does to its owner. */
  edit(owner: UserRow, body: EditProfileBody): Promise<User>;
}

/** '' clears an optional text; a field left out stays as it is. */
const textChange = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);

const COLUMN_OF_SLOT = { profile_photo: 'profilePhoto', cover_photo: 'coverPhoto' } as const satisfies Record<PhotoSlot, keyof UserRow>;

function checkBirthDate(birthDate: string | undefined, now: number): void {
  if (!birthDate) return;
  if (!isRealBirthDate(birthDate)) throw badRequest(Messages.birthDateInvalid);
  if (birthDate > dayOf(now)) throw badRequest(Messages.birthDateFuture);
}

/** The text and choice fields of the body as column changes (photos apart). */
function fieldChanges(body: EditProfileBody): ProfileChanges {
  const changes: ProfileChanges = {
    firstName: body.first_name.trim(),
    lastName: body.last_name.trim(),
    gender: body.gender,
    countryId: body.country_id,
    state: textChange(body.state),
    city: textChange(body.city),
    address: textChange(body.address),
    zipcode: textChange(body.zipcode),
    birthDate: textChange(body.birth_date),
    websiteLink: textChange(body.website_link),
    facebookLink: textChange(body.facebook_link),
    instagramLink: textChange(body.instagram_link),
    twitterLink: textChange(body.twitter_link),
    otherProfileLink: textChange(body.other_profile_link),
    bio: textChange(body.bio),
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

async function profileService(app: FastifyInstance) {
  app.decorate('profileService', {
    async edit(owner, body) {
      checkBirthDate(body.birth_date, app.clock());
      if (typeof body.country_id === 'number' && !(await app.placesService.isCountry(body.country_id)))
        throw badRequest(Messages.countryInvalid);

      // A photo that is already the one shown is left alone; a new one must be the owner's own profile upload.
      const slots = (Object.keys(PHOTO_FRAMES) as PhotoSlot[]).filter(
        (slot) => body[slot] !== undefined && body[slot] !== owner[COLUMN_OF_SLOT[slot]],
      );
      const newKeys = slots.flatMap((slot) => (body[slot] ? [body[slot]] : []));
      const own = await ownUploads(app.db, owner.id, PROFILE_UPLOADS, newKeys);
      if (newKeys.some((key) => !own.has(key))) throw badRequest(Messages.profileImageNotFound);

      const framed: StoredUpload[] = [];
      const changes = fieldChanges(body);
      try {
        for (const slot of slots) {
          const key = body[slot];
          const photo = key ? await framePhoto(app.storage, key, slot) : null;
          if (photo) framed.push(photo);
          changes[COLUMN_OF_SLOT[slot]] = photo?.key ?? null;
        }
        const updated = await app.db.transaction(async (tx) => {
          for (const photo of framed) await recordUpload(tx, owner.id, photo, null, new Date(app.clock()));
          return updateUser(tx, owner.id, { ...changes, updatedAt: new Date(app.clock()) });
        });
        if (!updated) throw notFound(Messages.userNotFound);
        // The framed photos are what profiles show: their widths follow from a job (the original until then).
        for (const photo of framed) await app.uploadsService.queueVariants(photo.key);
        return await app.usersService.profile(updated, updated.id);
      } catch (error) {
        for (const photo of framed) await app.storage.remove(photo.key);
        throw error;
      }
    },
  } satisfies ProfileService);
}

export default fp(profileService, {
  name: 'profile-service',
  dependencies: ['db', 'storage', 'users-service', 'places-service', 'uploads-service'],
});

export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The profile edited is always the token's owner's: the body names no user.
  serve(app, Endpoints.editProfile, async (request) =>
    answer(Messages.profileUpdated, await app.profileService.edit(viewerOf(request), request.body)),
  );
};
