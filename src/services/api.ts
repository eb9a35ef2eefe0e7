import type { Gateway } from '../gateway/client';
import type { Gender, VerificationStatus, ViewerQuery } from '../gateway/generated/graphql';
import { runOperation } from './gatewayError';

export { GatewayError, type GatewayErrorCode } from './gatewayError';
export type { Gender, VerificationStatus };

/** The logged-in user as the gateway answers it (the composition root checks it is what the auth machine needs). */
export type Viewer = ViewerQuery['viewer'];

export interface CoinPack {
  id: string;
  coins: number;
  price: number;
  inAppIdentifier: string;
}

/** A user's profile page; relations are seen from the viewer. */
export interface UserProfile extends Viewer {
  phoneNumber: string;
  gender: Gender | null;
  countryId: string | null;
  zipcode: string | null;
  state: string | null;
  city: string | null;
  address: string | null;
  birthDate: string | null;
  websiteLink: string | null;
  facebookLink: string | null;
  instagramLink: string | null;
  twitterLink: string | null;
  otherProfileLink: string | null;
  bio: string | null;
  coverPhoto: string | null;
  createdBy: string;
  verification: VerificationStatus;
  isFollowing: boolean;
  isSubscribed: boolean;
  isBlocked: boolean;
  walletBalance: number;
  postsCount: number;
  followersCount: number;
  followingCount: number;
  coinPacks: CoinPack[];
  referenceCode: string;
}

export interface AuthApi {
  login(input: { email: string; password: string }, signal?: AbortSignal): Promise<{ authToken: string; viewer: Viewer; message: string }>;
  chatLogin(input: { email: string; password: string }, signal?: AbortSignal): Promise<{ jwtToken: string; chatUserId: string }>;
  register(
    input: {
      firstName: string;
      lastName: string;
      username: string;
      email: string;
      phone: string;
      password: string;
      birthDate: string;
      referralCode?: string;
    },
    signal?: AbortSignal,
  ): Promise<{ email: string; message: string }>;
  verifyOtp(
    input: { email: string; otp: string },
    signal?: AbortSignal,
  ): Promise<{ purpose: 'verify' | 'reset'; userId: string; authToken?: string; resetToken?: string; message: string }>;
  resendOtp(input: { email: string }, signal?: AbortSignal): Promise<{ message: string }>;
  forgotPassword(input: { email: string }, signal?: AbortSignal): Promise<{ message: string }>;
  resetPassword(
    input: { userId: string; resetToken: string; newPassword: string; confirmPassword: string },
    signal?: AbortSignal,
  ): Promise<{ message: string }>;
  /** The change ends every session: the answer carries the caller's fresh tokens. */
  changePassword(
    input: { oldPassword: string; newPassword: string; confirmPassword: string },
    signal?: AbortSignal,
  ): Promise<{ message: string; authToken: string; jwtToken: string | null }>;
  /** Ends the session on the server, so the stored tokens are worthless even if copied. */
  logout(signal?: AbortSignal): Promise<void>;
  viewer(signal?: AbortSignal): Promise<Viewer>;
  user(id: string, signal?: AbortSignal): Promise<UserProfile>;
}

/** The auth calls machines invoke; every failure rejects with a GatewayError. */
export function createAuthApi(gateway: Gateway): AuthApi {
  return {
    async login(input, signal) {
      const { login } = await runOperation(gateway, 'Login', { input }, signal);
      return { authToken: login.authToken, viewer: login.viewer, message: login.message };
    },
    async chatLogin(input, signal) {
      const { chatLogin } = await runOperation(gateway, 'ChatLogin', { input }, signal);
      return { jwtToken: chatLogin.jwtToken, chatUserId: chatLogin.chatUserId };
    },
    async register(input, signal) {
      const { register } = await runOperation(gateway, 'Register', { input }, signal);
      return { email: register.email, message: register.message };
    },
    async verifyOtp(input, signal) {
      const { verifyOtp } = await runOperation(gateway, 'VerifyOtp', { input }, signal);
      return {
        purpose: verifyOtp.purpose === 'RESET' ? 'reset' : 'verify',
        userId: verifyOtp.userId,
        ...(verifyOtp.authToken ? { authToken: verifyOtp.authToken } : {}),
        ...(verifyOtp.resetToken ? { resetToken: verifyOtp.resetToken } : {}),
        message: verifyOtp.message,
      };
    },
    async resendOtp(input, signal) {
      const { resendOtp } = await runOperation(gateway, 'ResendOtp', { input }, signal);
      return { message: resendOtp.message };
    },
    async forgotPassword(input, signal) {
      const { forgotPassword } = await runOperation(gateway, 'ForgotPassword', { input }, signal);
      return { message: forgotPassword.message };
    },
    async resetPassword(input, signal) {
      const { resetPassword } = await runOperation(gateway, 'ResetPassword', { input }, signal);
      return { message: resetPassword.message };
    },
    async changePassword(input, signal) {
      const { changePassword } = await runOperation(gateway, 'ChangePassword', { input }, signal);
      return { message: changePassword.message, authToken: changePassword.authToken, jwtToken: changePassword.jwtToken };
    },
    async logout(signal) {
      await runOperation(gateway, 'Logout', {}, signal);
    },
    async viewer(signal) {
      const { viewer } = await runOperation(gateway, 'Viewer', {}, signal);
      return viewer;
    },
    async user(id, signal) {
      const { user } = await runOperation(gateway, 'UserProfile', { id }, signal);
      return user;
    },
  };
}
