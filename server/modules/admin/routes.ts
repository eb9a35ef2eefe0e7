import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { viewerOf } from '../../plugins/auth.ts';

/** The admin area's calls: 401 without a live token, 403 for anyone but an admin (the entries' caller). */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = app.adminService;

  serve(app, Endpoints.pendingVerifications, async (request) => answer('', await admin.verifications(request.body.page)));
  serve(app, Endpoints.approveVerification, async (request) =>
    answer(Messages.verificationApproved, await admin.approveVerification(viewerOf(request), request.body.id)),
  );
  serve(app, Endpoints.rejectVerification, async (request) =>
    answer(Messages.verificationRejected, await admin.rejectVerification(viewerOf(request), request.body.id, request.body.comment)),
  );

  serve(app, Endpoints.pendingPayouts, async (request) => answer('', await admin.payouts(request.body.page)));
  serve(app, Endpoints.approvePayout, async (request) =>
    answer(Messages.payoutMarkedPaid, await admin.approvePayout(viewerOf(request), request.body.id)),
  );
  serve(app, Endpoints.rejectPayout, async (request) =>
    answer(Messages.payoutRejected, await admin.rejectPayout(viewerOf(request), request.body.id, request.body.comment)),
  );

  serve(app, Endpoints.reportedPosts, async (request) => answer('', await admin.reports(request.body.page)));
  serve(app, Endpoints.removeReportedPost, async (request) =>
    answer(Messages.reportedPostRemoved, await admin.removeReportedPost(viewerOf(request), request.body.post_id)),
  );
  serve(app, Endpoints.dismissPostReports, async (request) =>
    answer(Messages.reportsDismissed, await admin.dismissReports(viewerOf(request), request.body.post_id)),
  );
  serve(app, Endpoints.reportedPeople, async (request) => answer('', await admin.reportedPeople(request.body.page)));
  serve(app, Endpoints.dismissPersonReports, async (request) =>
    answer(Messages.reportsDismissed, await admin.dismissPersonReports(viewerOf(request), request.body.user_id)),
  );
  serve(app, Endpoints.suspendedPeople, async (request) => answer('', await admin.suspendedPeople(request.body.page)));
  serve(app, Endpoints.suspendPerson, async (request) =>
    answer(Messages.personSuspended, await admin.suspend(viewerOf(request), request.body.user_id)),
  );
  serve(app, Endpoints.unsuspendPerson, async (request) =>
    answer(Messages.personUnsuspended, await admin.unsuspend(viewerOf(request), request.body.user_id)),
  );
  serve(app, Endpoints.backgroundJobs, async () => answer('', await admin.jobs()));
};

export default adminRoutes;
