import { GatewayError, type OperationResult } from '../../src/services/gatewayError';
import * as fx from '../machines/fixtures';

/**
 * The auth operations' data as the gateway answers them, made of the machines' fixtures: the auth area reads each
 * into what its machine takes (tests/machines/fixtures.ts).
 */
export const authAnswers = {
  login: { login: fx.adminLogin } satisfies OperationResult<'Login'>,
  chatLogin: {
    chatLogin: {
      ...fx.chatLogin,
      message: 'Chat login successful',
      member: {
        id: fx.chatLogin.chatUserId,
        userId: fx.adminLogin.viewer.id,
        firstName: fx.adminLogin.viewer.firstName,
        lastName: fx.adminLogin.viewer.lastName,
        profilePicture: null,
        verification: 'VERIFIED',
        isVerified: true,
      },
    },
  } satisfies OperationResult<'ChatLogin'>,
  decidedViewer: { viewer: fx.decidedViewer } satisfies OperationResult<'Viewer'>,
  logout: { logout: { message: 'Logged out' } } satisfies OperationResult<'Logout'>,
  registered: { register: fx.registered } satisfies OperationResult<'Register'>,
  otpSent: { resendOtp: fx.otpSent } satisfies OperationResult<'ResendOtp'>,
  codeSent: { forgotPassword: fx.codeSent } satisfies OperationResult<'ForgotPassword'>,
  // The gateway names the purpose in capitals and answers both tokens, the one that does not apply as null.
  verifyGrant: {
    verifyOtp: { ...fx.verifyGrant, purpose: 'VERIFY', authToken: fx.verifyGrant.authToken!, resetToken: null },
  } satisfies OperationResult<'VerifyOtp'>,
  resetGrant: {
    verifyOtp: { ...fx.resetGrant, purpose: 'RESET', authToken: null, resetToken: fx.resetGrant.resetToken! },
  } satisfies OperationResult<'VerifyOtp'>,
  passwordWasReset: { resetPassword: fx.passwordWasReset } satisfies OperationResult<'ResetPassword'>,
};

/** The failures as the gateway rejects them (GatewayError: what the machines read). */
export const verifyRequired = new GatewayError('FORBIDDEN', fx.verifyRequired.status, fx.verifyRequired.message, fx.verifyRequired.data);
export const chatUserFailed = new GatewayError('INTERNAL', fx.chatUserFailed.status, fx.chatUserFailed.message);
