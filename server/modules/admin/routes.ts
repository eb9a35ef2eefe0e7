import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Role } from '../../../contract/codes.ts';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import {
  AdminPageBody,
  DecideBody,
  DecisionResponse,
  PendingPayoutsResponse,
  PendingVerificationsResponse,
  RejectBody,
  ReportDecisionBody,
} from '../../../contract/review.ts';
import {
  PersonReportDecisionBody,
  ReportedPeopleResponse,
  ReportedPostsResponse,
  SuspendedPeopleResponse,
  SuspensionBody,
} from '../../../contract/reports.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import { answer } from '../../lib/answers.ts';
import { forbidden } from '../../lib/errors.ts';
import { viewerOf } from '../../plugins/auth.ts';

/** The admin area's calls: 401 without a live token, 403 for anyone but an admin. */
const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = app.adminService;
  app.addHook('onRequest', app.authenticate);
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (viewerOf(request).role !== Role.admin) throw forbidden(Messages.forbidden);
  });
  const page = { body: AdminPageBody };
  const decision = { 200: DecisionResponse, ...ErrorResponses };

  app.post(
    AdminRoutes.adminVerifications,
    { schema: { ...page, response: { 200: PendingVerificationsResponse, ...ErrorResponses } } },
    async (request) => answer('', await admin.verifications(request.body.page)),
  );
  app.post(AdminRoutes.adminVerificationApprove, { schema: { body: DecideBody, response: decision } }, async (request) =>
    answer(Messages.verificationApproved, await admin.approveVerification(viewerOf(request), request.body.id)),
  );
  app.post(AdminRoutes.adminVerificationReject, { schema: { body: RejectBody, response: decision } }, async (request) =>
    answer(Messages.verificationRejected, await admin.rejectVerification(viewerOf(request), request.body.id, request.body.comment)),
  );

  app.post(
    AdminRoutes.adminPayouts,
    { schema: { ...page, response: { 200: PendingPayoutsResponse, ...ErrorResponses } } },
    async (request) => answer('', await admin.payouts(request.body.page)),
  );
  app.post(AdminRoutes.adminPayoutApprove, { schema: { body: DecideBody, response: decision } }, async (request) =>
    answer(Messages.payoutMarkedPaid, await admin.approvePayout(viewerOf(request), request.body.id)),
  );
  app.post(AdminRoutes.adminPayoutReject, { schema: { body: RejectBody, response: decision } }, async (request) =>
    answer(Messages.payoutRejected, await admin.rejectPayout(viewerOf(request), request.body.id, request.body.comment)),
  );

  app.post(
    AdminRoutes.adminReports,
    { schema: { ...page, response: { 200: ReportedPostsResponse, ...ErrorResponses } } },
    async (request) => answer('', await admin.reports(request.body.page)),
  );
  app.post(AdminRoutes.adminReportRemove, { schema: { body: ReportDecisionBody, response: decision } }, async (request) =>
    answer(Messages.reportedPostRemoved, await admin.removeReportedPost(viewerOf(request), request.body.post_id)),
  );
  app.post(AdminRoutes.adminReportDismiss, { schema: { body: ReportDecisionBody, response: decision } }, async (request) =>
    answer(Messages.reportsDismissed, await admin.dismissReports(viewerOf(request), request.body.post_id)),
  );
  app.post(
    AdminRoutes.adminReportedPeople,
    { schema: { ...page, response: { 200: ReportedPeopleResponse, ...ErrorResponses } } },
    async (request) => answer('', await admin.reportedPeople(request.body.page)),
  );
  app.post(AdminRoutes.adminReportedPersonDismiss, { schema: { body: PersonReportDecisionBody, response: decision } }, async (request) =>
    answer(Messages.reportsDismissed, await admin.dismissPersonReports(viewerOf(request), request.body.user_id)),
  );
  app.post(
    AdminRoutes.adminSuspendedPeople,
    { schema: { ...page, response: { 200: SuspendedPeopleResponse, ...ErrorResponses } } },
    async (request) => answer('', await admin.suspendedPeople(request.body.page)),
  );
  app.post(AdminRoutes.adminSuspendPerson, { schema: { body: SuspensionBody, response: decision } }, async (request) =>
    answer(Messages.personSuspended, await admin.suspend(viewerOf(request), request.body.user_id)),
  );
  app.post(AdminRoutes.adminUnsuspendPerson, { schema: { body: SuspensionBody, response: decision } }, async (request) =>
    answer(Messages.personUnsuspended, await admin.unsuspend(viewerOf(request), request.body.user_id)),
  );
};

export default adminRoutes;
