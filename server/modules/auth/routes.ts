import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { bodilessAsEmpty } from '../../lib/hooks.ts';
import { viewerOf } from '../../plugins/auth.ts';
import { normalizeEmail } from '../users/repository.ts';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const auth = app.authService;

  serve(
    app,
    Endpoints.register,
    async (request, reply) => {
      await auth.register(request.body);
      // The same answer whether the email was free or taken: its owner alone is told by mail.
      return reply.status(201).send(answer(Messages.registered, { email: normalizeEmail(request.body.email) }));
    },
    { preHandler: app.signupThrottle },
  );

  serve(
    app,
    Endpoints.verifyOtp,
    async (request) => {
      const data = await auth.verifyOtp(request.body.email, request.body.otp);
      return answer(data.purpose === 'verify' ? Messages.otpVerified : Messages.otpResetVerified, data);
    },
    { preHandler: app.authThrottle('verify-otp') },
  );

  serve(
    app,
    Endpoints.resendOtp,
    async (request) => {
      await auth.resendVerification(request.body.email);
      return answer(Messages.otpSent, { email: request.body.email });
    },
    { preHandler: app.authThrottle('resend-otp') },
  );

  serve(
    app,
    Endpoints.forgotPassword,
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return answer(Messages.otpSent, { email: request.body.email });
    },
    { preHandler: app.authThrottle('forgot-password') },
  );

  serve(app, Endpoints.resetPassword, async (request) => {
    await auth.resetPassword(request.params.userId, request.body);
    return answer(Messages.passwordReset, {});
  });

  serve(
    app,
    Endpoints.login,
    async (request) => {
      const { user, token } = await auth.login(request.body);
      return answer(Messages.loginSuccess, { token, user: await app.usersService.profile(user, user.id) });
    },
    { preHandler: app.loginThrottle },
  );

  serve(app, Endpoints.changePassword, async (request) =>
    answer(Messages.passwordChanged, await auth.changePassword(viewerOf(request), request.body)),
  );

  serve(
    app,
    Endpoints.logout,
    async (request) => {
      await auth.endSessions(viewerOf(request));
      return answer('', {});
    },
    { preValidation: bodilessAsEmpty },
  );
};

export default authRoutes;
