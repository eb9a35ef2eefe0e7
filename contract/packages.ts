import Type, { type Static } from 'typebox';
import { MediaType } from './codes.ts';
import { Envelope } from './envelope.ts';
import { Id, Line, withMessage } from './fields.ts';
import { Messages } from './messages.ts';
import { FilePart } from './posts.ts';
import { Person } from './user.ts';
import { MEDIA_CONTENT_FIELDS, PACKAGE_NAME_MAX, PACKAGE_NAME_PATTERN, PACKAGE_PRICE_MAX } from './rules.ts';
import type { Endpoint } from './endpoint.ts';

/*
 * Paid media packages of spec §3 and §7: files sold whole for coins and offered in chat. Their URLs are signed,
 * short-lived, and issued only to the owner and the buyers.
 */

/** A package's name: required ('Package name required !'), one line of at most PACKAGE_NAME_MAX characters. */
const packageName = () =>
  Line({ min: 1, max: PACKAGE_NAME_MAX, pattern: PACKAGE_NAME_PATTERN, messages: { default: Messages.packageNameRequired } });
/** A package's price in coins: an integer from 1 ('Package price should be greater than 0') to 5 digits. */
const packagePrice = () =>
  Type.Integer({
    minimum: 1,
    maximum: PACKAGE_PRICE_MAX,
    ...withMessage({ default: Messages.packagePriceInvalid, maximum: Messages.amountTooBig }),
  });

/** One of the viewer's packages in their list (spec §3 Paid media package). */
export const MediaPackage = Type.Object({
  id: Type.Integer(),
  media_package_name: Type.String(),
  media_package_price: Type.Integer({ minimum: 1 }),
  media_count: Type.Integer({ minimum: 0 }),
});
export type MediaPackage = Static<typeof MediaPackage>;

/** One file of a package (spec §3 Media content); file and thumb are signed URLs for the owner and buyers. */
export const MediaContent = Type.Object({
  id: Type.Integer(),
  media_content_file: Type.String(),
  media_content_thumb: Type.String(),
  media_content_type: Type.Enum(MediaType),
  media_package_id: Type.Integer(),
  /** Videos: the HLS master playlist (signed) once the renditions are ready; the file plays until then. */
  media_content_hls: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type MediaContent = Static<typeof MediaContent>;

// ---- GET /api/media: the viewer's own packages, newest first (deleted ones left out)
export const MediaPackagesResponse = Envelope(Type.Array(MediaPackage));
export type MediaPackagesResponse = Static<typeof MediaPackagesResponse>;

// ---- POST /api/media/create and POST /api/user/create-package {media_package_name, media_package_price}
export const CreateMediaPackageBody = Type.Object(
  {
    media_package_name: packageName(),
    media_package_price: packagePrice(),
  },
  { additionalProperties: false },
);
export type CreateMediaPackageBody = Static<typeof CreateMediaPackageBody>;
export const MediaPackageResponse = Envelope(MediaPackage);
export type MediaPackageResponse = Static<typeof MediaPackageResponse>;

// ---- POST /api/media/media-id {media_id}: one of the viewer's own packages with its media (the detail screen)
export const MediaIdBody = Type.Object({ media_id: Id() });
export type MediaIdBody = Static<typeof MediaIdBody>;
export const MediaPackageDetail = Type.Object({ ...MediaPackage.properties, media: Type.Array(MediaContent) });
export type MediaPackageDetail = Static<typeof MediaPackageDetail>;
export const MediaPackageDetailResponse = Envelope(MediaPackageDetail);
export type MediaPackageDetailResponse = Static<typeof MediaPackageDetailResponse>;

// ---- POST /api/media/edit {media_package_name, media_package_price, package_media_id}
export const EditMediaPackageBody = Type.Object(
  {
    media_package_name: packageName(),
    media_package_price: packagePrice(),
    package_media_id: Id(),
  },
  { additionalProperties: false },
);
export type EditMediaPackageBody = Static<typeof EditMediaPackageBody>;

// ---- POST /api/media/content-create (multipart: media_content_file, media_content_thumb, media_package_id, media_content_type)
/** The form's fields; the text ones are strings the server reads into numbers. */
export const MediaContentFields = MEDIA_CONTENT_FIELDS;
/** The form in the order the server reads it: the package and the type before the files. */
export const PackageMediaForm = Type.Object({
  [MEDIA_CONTENT_FIELDS.packageId]: Type.Integer(),
  [MEDIA_CONTENT_FIELDS.type]: MediaContent.properties.media_content_type,
  [MEDIA_CONTENT_FIELDS.file]: FilePart,
  [MEDIA_CONTENT_FIELDS.thumb]: Type.Optional(FilePart),
});
export const MediaContentResponse = Envelope(MediaContent);
export type MediaContentResponse = Static<typeof MediaContentResponse>;

// ---- POST /api/media/content-id {media_package_id}: the package view (spec §3), for the owner and buyers only
export const PackageContentsBody = Type.Object({ media_package_id: Id() });
export type PackageContentsBody = Static<typeof PackageContentsBody>;
export const PackageView = Type.Object({
  image_data: Type.Array(MediaContent),
  audio_data: Type.Array(MediaContent),
  video_data: Type.Array(MediaContent),
  /** The package's owner. */
  user: Person,
  user_id: Type.Integer(),
  /** Not in the spec: what the viewer's title shows. */
  media_package_name: Type.String(),
  media_package_price: Type.Integer({ minimum: 1 }),
});
export type PackageView = Static<typeof PackageView>;
export const PackageViewResponse = Envelope(PackageView);
export type PackageViewResponse = Static<typeof PackageViewResponse>;

// ---- POST /api/media/content-delete {media_content_id}
export const MediaContentIdBody = Type.Object({ media_content_id: Id() });
export type MediaContentIdBody = Static<typeof MediaContentIdBody>;
export const DeletedResponse = Envelope(Type.Object({ id: Type.Integer() }));
export type DeletedResponse = Static<typeof DeletedResponse>;

// ---- POST /api/media/delete {package_media_id}: a soft delete (buyers keep what they paid for)
export const PackageMediaIdBody = Type.Object({ package_media_id: Id() });
export type PackageMediaIdBody = Static<typeof PackageMediaIdBody>;

/** Paid media packages sold whole and offered in chat. */
export const PackagesEndpoints = {
  myPackages: {
    method: 'GET',
    path: '/api/media',
    caller: 'signedIn',
    area: 'Packages',
    summary: "The viewer's paid media packages",
    response: MediaPackagesResponse,
  },
  createPackage: {
    method: 'POST',
    path: '/api/media/create',
    alsoAt: '/api/user/create-package',
    caller: 'signedIn',
    area: 'Packages',
    summary: 'Create a media package',
    body: CreateMediaPackageBody,
    response: MediaPackageResponse,
  },
  myPackage: {
    method: 'POST',
    path: '/api/media/media-id',
    caller: 'signedIn',
    area: 'Packages',
    summary: 'One of the viewer’s packages with its media',
    body: MediaIdBody,
    response: MediaPackageDetailResponse,
  },
  editPackage: {
    method: 'POST',
    path: '/api/media/edit',
    caller: 'signedIn',
    area: 'Packages',
    summary: 'Rename or reprice a package',
    body: EditMediaPackageBody,
    response: MediaPackageResponse,
  },
  deletePackage: {
    method: 'POST',
    path: '/api/media/delete',
    caller: 'signedIn',
    area: 'Packages',
    summary: 'Delete a package',
    body: PackageMediaIdBody,
    response: DeletedResponse,
  },
  addPackageMedia: {
    method: 'POST',
    path: '/api/media/content-create',
    caller: 'signedIn',
    area: 'Packages',
    summary: 'Add an image, audio or video to a package',
    description: 'A multipart form: the package id, the media type, the file and, for a video, its thumbnail.',
    form: PackageMediaForm,
    response: MediaContentResponse,
  },
  packageContents: {
    method: 'POST',
    path: '/api/media/content-id',
    caller: 'signedIn',
    area: 'Packages',
    summary: "A package's contents, opened for its owner or a buyer",
    body: PackageContentsBody,
    response: PackageViewResponse,
  },
  deletePackageMedia: {
    method: 'POST',
    path: '/api/media/content-delete',
    caller: 'signedIn',
    area: 'Packages',
    summary: "Delete one of a package's media",
    body: MediaContentIdBody,
    response: DeletedResponse,
  },
} as const satisfies Record<string, Endpoint>;
