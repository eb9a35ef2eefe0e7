import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { PACKAGE_FORM_LIMITS } from './files.ts';

/** Paid media packages of spec §7 (GET /api/media and the /api/media/* calls; /api/user/create-package creates too). */
const packagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

export default packagesRoutes;
