import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordBody,
  ChangePasswordResponse,
  EmailBody,
  LoginBody,
  LoginResponse,
  LogoutBody,
  MessageResponse,
  OtpSentResponse,
  RegisterBody,
  RegisterResponse,
  ResetPasswordBody,
  ResetPasswordParams,
  VerifyOtpBody,
  VerifyOtpResponse,
} from '../../../contract/auth.ts';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { Messages } from '../../../contract/messages.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import { bodilessAsEmpty } from '../../lib/hooks.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { normalizeEmail } from '../users/repository.ts';
import { answer } from '../../lib/answers.ts';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = app.authService;

  app.post(
    AdminRoutes.register,
    { schema: { body: RegisterBody, response: { 201: RegisterResponse, ...ErrorResponses } }, preHandler: app.signupThrottle },
    async (request, reply) => {
      await auth.register(request.body);
      // The same answer whether the email was free or taken: its owner alone is told by mail.
      return reply.status(201).send(answer(Messages.registered, { email: normalizeEmail(request.body.email) }));
    },
  );

  app.post(
    AdminRoutes.verifyOtp,
    {
      schema: { body: VerifyOtpBody, response: { 200: VerifyOtpResponse, ...ErrorResponses } },
      preHandler: app.authThrottle('verify-otp'),
    },
    async (request) => {
      const data = await auth.verifyOtp(request.body.email, request.body.otp);
      return answer(data.purpose === 'verify' ? Messages.otpVerified : Messages.otpResetVerified, data);
    },
  );

  app.post(
    AdminRoutes.resendOtp,
    {
      schema: { body: EmailBody, response: { 200: OtpSentResponse, ...ErrorResponses } },
      preHandler: app.authThrottle('resend-otp'),
    },
    async (request) => {
      await auth.resendVerification(request.body.email);
      return answer(Messages.otpSent, { email: request.body.email });
    },
  );

  app.post(
    AdminRoutes.forgotPassword,
    {
      schema: { body: EmailBody, response: { 200: OtpSentResponse, ...ErrorResponses } },
      preHandler: app.authThrottle('forgot-password'),
    },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return answer(Messages.otpSent, { email: request.body.email });
    },
  );

  app.post(
    AdminRoutes.resetPassword(':userId'),
    { schema: { params: ResetPasswordParams, body: ResetPasswordBody, response: { 200: MessageResponse, ...ErrorResponses } } },
    async (request) => {
      await auth.resetPassword(request.params.userId, request.body);
      return answer(Messages.passwordReset, {});
    },
  );

  app.post(
    AdminRoutes.login,
    {
      schema: { body: LoginBody, response: { 200: LoginResponse, ...ErrorResponses } },
      preHandler: app.loginThrottle,
    },
    async (request) => {
      const { user, token } = await auth.login(request.body);
      return answer(Messages.loginSuccess, { token, user: await app.usersService.profile(user, user.id) });
    },
  );

  app.post(
    AdminRoutes.changePassword,
    {
      schema: { body: ChangePasswordBody, response: { 200: ChangePasswordResponse, ...ErrorResponses } },
      onRequest: app.authenticate,
    },
    async (request) => answer(Messages.passwordChanged, await auth.changePassword(viewerOf(request), request.body)),
  );

  app.post(
    AdminRoutes.logout,
    {
      schema: { body: LogoutBody, response: { 200: MessageResponse, ...ErrorResponses } },
      preValidation: bodilessAsEmpty,
      onRequest: app.authenticate,
    },
    async (request) => {
      await auth.endSessions(viewerOf(request));
      return answer('', {});
    },
  );
};

export default authRoutes;
