import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isCodeOf, MediaType, VerifyStatus, type MediaTypeCode } from '../../../contract/codes.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import type {
  CreateMediaPackageBody,
  EditMediaPackageBody,
  MediaContent,
  MediaPackage,
  MediaPackageDetail,
  PackageView,
} from '../../../contract/packages.ts';
import { ID_MAX } from '../../../contract/rules.ts';
import type { MediaContentRow, UserRow } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { presentWriter } from '../posts/present.ts';
import {
  discardPackageForm,
  kindOfMediaType,
  receivePackageForm,
  removeStored,
  storePackageContent,
  PACKAGE_FORM_LIMITS,
} from './files.ts';
import { presentContent, presentDetail, presentPackage, presentView } from './present.ts';
import { renditionsOf } from '../videos/repository.ts';
import type { IncomingFile } from '../uploads/pipeline.ts';
import {
  contentOwner,
  contentsOf,
  deleteContent,
  findPackage,
  insertContent,
  insertPackage,
  isPackageBuyer,
  listOwnPackages,
  lockOwnContent,
  packageOwner,
  softDeletePackage,
  updatePackage,
  type PackageWithCount,
} from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Paid media packages: the owner's list, form and files; the package view for the owner and buyers. */
    packagesService: PackagesService;
  }
}

export interface PackagesService {
  list(viewer: UserRow): Promise<MediaPackage[]>;
  create(viewer: UserRow, body: CreateMediaPackageBody): Promise<MediaPackage>;
  detail(viewer: UserRow, packageId: number): Promise<MediaPackageDetail>;
  edit(viewer: UserRow, body: EditMediaPackageBody): Promise<MediaPackage>;
  remove(viewer: UserRow, packageId: number): Promise<{ id: number }>;
  addContent(viewer: UserRow, request: FastifyRequest): Promise<MediaContent>;
  /**
   * A received file (and optional thumbnail) added to one of the viewer's live packages: checked, stored and counted
   * against the upload quota as content-create's form is. The caller discards the temporary files.
   */
  addContentFile(
    viewer: UserRow,
    packageId: number,
    mediaType: MediaTypeCode,
    file: IncomingFile,
    thumb: IncomingFile | null,
  ): Promise<MediaContentRow>;
  removeContent(viewer: UserRow, contentId: number): Promise<{ id: number }>;
  view(viewer: UserRow, packageId: number): Promise<PackageView>;
}

/** A form field read as a record id, or undefined. */
const formId = (value: unknown): number | undefined => {
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(id) && id >= 1 && id <= ID_MAX ? id : undefined;
};

async function packagesService(app: FastifyInstance) {
  /** A live package of the viewer's own: 404 when there is none, 403 when it is someone else's. */
  const ownPackage = async (viewer: UserRow, packageId: number): Promise<PackageWithCount> => {
    const found = await findPackage(app.db, packageId);
    if (!found || found.deletedAt !== null) throw notFound(Messages.packageNotFound);
    if (found.ownerId !== viewer.id) throw forbidden(Messages.packageForbidden);
    return found;
  };
  const ensureSeller = (viewer: UserRow) => {
    // Selling needs a verified profile, as plans do.
    if (viewer.userVerified !== VerifyStatus.verified) throw forbidden(Messages.verifyToPackage);
  };

  const videosOf = (contents: MediaContentRow[]) =>
    renditionsOf(
      app.db,
      contents.filter((content) => content.mediaType === MediaType.video).map((content) => content.fileKey),
    );

  const service: PackagesService = {
    list: async (viewer) => (await listOwnPackages(app.db, viewer.id)).map(presentPackage),

    async create(viewer, body) {
      ensureSeller(viewer);
      const row = await insertPackage(app.db, viewer.id, body.media_package_name.trim(), body.media_package_price);
      return presentPackage({ ...row, mediaCount: 0 });
    },

    async detail(viewer, packageId) {
      const found = await ownPackage(viewer, packageId);
      const contents = await contentsOf(app.db, found.id);
      return presentDetail(found, contents, app.mediaUrls, await videosOf(contents));
    },

    async edit(viewer, body) {
      ensureSeller(viewer);
      const found = await ownPackage(viewer, body.package_media_id);
      const row = await updatePackage(app.db, viewer.id, found.id, body.media_package_name.trim(), body.media_package_price);
      if (!row) throw notFound(Messages.packageNotFound);
      return presentPackage({ ...row, mediaCount: found.mediaCount });
    },

    async remove(viewer, packageId) {
      await ownPackage(viewer, packageId);
      if (!(await softDeletePackage(app.db, viewer.id, packageId, new Date(app.clock())))) throw notFound(Messages.packageNotFound);
      return { id: packageId };
    },

    async addContent(viewer, request) {
      await app.uploadsService.checkQuota(viewer.id);
      const form = await receivePackageForm(request);
      try {
        const packageId = formId(form.packageId);
        if (packageId === undefined) throw notFound(Messages.packageNotFound);
        const mediaType = Number(form.mediaType);
        if (typeof form.mediaType !== 'string' || !/^\d$/.test(form.mediaType) || !isCodeOf(MediaType, mediaType))
          throw badRequest(Messages.badRequest);
        await ownPackage(viewer, packageId);
        if (!form.file) throw badRequest(Messages.packageMediaRequired);
        return presentContent(await service.addContentFile(viewer, packageId, mediaType, form.file, form.thumb), app.mediaUrls);
      } finally {
        await discardPackageForm(form);
      }
    },

    async addContentFile(viewer, packageId, mediaType, file, thumb) {
      await app.uploadsService.checkQuota(viewer.id);
      await ownPackage(viewer, packageId);
      const stored = await storePackageContent(app.storage, kindOfMediaType[mediaType], file, thumb);
      try {
        let row: MediaContentRow | undefined;
        // One upload quota for every route: the file counts, its thumbnail is ours.
        await app.uploadsService.recordWithinQuota(viewer.id, stored.file.size, async (tx) => {
          // The package may have gone while its file went up: the row is written only for a live one of the viewer's.
          const live = await findPackage(tx, packageId);
          if (!live || live.deletedAt !== null || live.ownerId !== viewer.id) throw notFound(Messages.packageNotFound);
          row = await insertContent(tx, viewer.id, packageId, mediaType, stored.file, stored.thumb);
        });
        if (!row) throw notFound(Messages.packageNotFound);
        if (row.mediaType === MediaType.video) await app.videos.prepare(row.fileKey);
        return row;
      } catch (error) {
        await removeStored(app.storage, stored);
        throw error;
      }
    },

    async removeContent(viewer, contentId) {
      const keys = await app.db.transaction(async (tx) => {
        const content = await lockOwnContent(tx, viewer.id, contentId);
        if (!content) {
          const owner = await contentOwner(tx, contentId);
          throw owner !== undefined && owner !== viewer.id ? forbidden(Messages.packageForbidden) : notFound(Messages.packageNotFound);
        }
        return deleteContent(tx, content);
      });
      for (const key of keys) await app.storage.remove(key);
      return { id: contentId };
    },

    async view(viewer, packageId) {
      const found = await findPackage(app.db, packageId);
      if (!found) throw notFound(Messages.packageNotFound);
      const entitled = found.ownerId === viewer.id ? found.deletedAt === null : await isPackageBuyer(app.db, found.id, viewer.id);
      if (!entitled) {
        // A deleted package is gone for everyone but its buyers.
        if (found.deletedAt !== null) throw notFound(Messages.packageNotFound);
        throw forbidden(Messages.packageLocked);
      }
      const owner = await packageOwner(app.db, found.ownerId);
      if (!owner) throw notFound(Messages.packageNotFound);
      const contents = await contentsOf(app.db, found.id);
      return presentView(found, contents, presentWriter(owner, app.mediaUrls), app.mediaUrls, await videosOf(contents));
    },
  };
  app.decorate('packagesService', service);
}

export default fp(packagesService, {
  name: 'packages-service',
  dependencies: ['db', 'storage', 'media-urls', 'uploads-service', 'videos-service'],
});

/** Paid media packages of spec §7 (GET /api/media and the /api/media/* calls; /api/user/create-package creates too). */
export const packagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const packages = app.packagesService;
  // Multipart is parsed here only; sizes are ours (truncated streams), so they answer 400 with the kind's message.
  await app.register(multipart, { limits: PACKAGE_FORM_LIMITS, throwFileSizeLimit: false });

  serve(app, Endpoints.myPackages, async (request) => answer('', await packages.list(viewerOf(request))));

  serve(app, Endpoints.createPackage, async (request) =>
    answer(Messages.packageCreated, await packages.create(viewerOf(request), request.body)),
  );

  serve(app, Endpoints.myPackage, async (request) => answer('', await packages.detail(viewerOf(request), request.body.media_id)));

  serve(app, Endpoints.editPackage, async (request) =>
    answer(Messages.packageUpdated, await packages.edit(viewerOf(request), request.body)),
  );

  serve(app, Endpoints.deletePackage, async (request) =>
    answer(Messages.packageDeleted, await packages.remove(viewerOf(request), request.body.package_media_id)),
  );

  serve(app, Endpoints.addPackageMedia, async (request) => {
    const viewer = viewerOf(request);
    if (!request.isMultipart()) throw badRequest(Messages.packageMediaRequired);
    return answer(Messages.packageMediaAdded, await packages.addContent(viewer, request));
  });

  serve(app, Endpoints.packageContents, async (request) =>
    answer('', await packages.view(viewerOf(request), request.body.media_package_id)),
  );

  serve(app, Endpoints.deletePackageMedia, async (request) =>
    answer(Messages.packageMediaDeleted, await packages.removeContent(viewerOf(request), request.body.media_content_id)),
  );
};
