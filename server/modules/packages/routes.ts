import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import {
  CreateMediaPackageBody,
  DeletedResponse,
  EditMediaPackageBody,
  MediaContentIdBody,
  MediaContentResponse,
  MediaIdBody,
  MediaPackageDetailResponse,
  MediaPackageResponse,
  MediaPackagesResponse,
  PackageContentsBody,
  PackageMediaIdBody,
  PackageViewResponse,
} from '../../../contract/packages.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import { answer } from '../../lib/answers.ts';
import { badRequest } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { PACKAGE_FORM_LIMITS } from './files.ts';

/** Paid media packages of spec §7 (GET /api/media and the /api/media/* calls; /api/user/create-package creates too). */
const packagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const packages = app.packagesService;
  // Multipart is parsed here only; sizes are ours (truncated streams), so they answer 400 with the kind's message.
  await app.register(multipart, { limits: PACKAGE_FORM_LIMITS, throwFileSizeLimit: false });
  app.addHook('onRequest', app.authenticate);

  app.get(AdminRoutes.mediaPackages, { schema: { response: { 200: MediaPackagesResponse, ...ErrorResponses } } }, async (request) =>
    answer('', await packages.list(viewerOf(request))),
  );

  for (const path of [AdminRoutes.createMediaPackage, AdminRoutes.createPackage]) {
    app.post(
      path,
      { schema: { body: CreateMediaPackageBody, response: { 200: MediaPackageResponse, ...ErrorResponses } } },
      async (request) => answer(Messages.packageCreated, await packages.create(viewerOf(request), request.body)),
    );
  }

  app.post(
    AdminRoutes.mediaPackageById,
    { schema: { body: MediaIdBody, response: { 200: MediaPackageDetailResponse, ...ErrorResponses } } },
    async (request) => answer('', await packages.detail(viewerOf(request), request.body.media_id)),
  );

  app.post(
    AdminRoutes.editMediaPackage,
    { schema: { body: EditMediaPackageBody, response: { 200: MediaPackageResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.packageUpdated, await packages.edit(viewerOf(request), request.body)),
  );

  app.post(
    AdminRoutes.deleteMediaPackage,
    { schema: { body: PackageMediaIdBody, response: { 200: DeletedResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.packageDeleted, await packages.remove(viewerOf(request), request.body.package_media_id)),
  );

  app.post(AdminRoutes.createMediaContent, { schema: { response: { 200: MediaContentResponse, ...ErrorResponses } } }, async (request) => {
    const viewer = viewerOf(request);
    if (!request.isMultipart()) throw badRequest(Messages.packageMediaRequired);
    return answer(Messages.packageMediaAdded, await packages.addContent(viewer, request));
  });

  app.post(
    AdminRoutes.mediaContents,
    { schema: { body: PackageContentsBody, response: { 200: PackageViewResponse, ...ErrorResponses } } },
    async (request) => answer('', await packages.view(viewerOf(request), request.body.media_package_id)),
  );

  app.post(
    AdminRoutes.deleteMediaContent,
    { schema: { body: MediaContentIdBody, response: { 200: DeletedResponse, ...ErrorResponses } } },
    async (request) => answer(Messages.packageMediaDeleted, await packages.removeContent(viewerOf(request), request.body.media_content_id)),
  );
};

export default packagesRoutes;
