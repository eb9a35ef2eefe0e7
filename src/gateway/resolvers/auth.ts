import { Endpoints } from '../generated/endpoints';
import type { Resolvers } from '../generated/resolvers';
import { toUser } from './users';
import { idOf } from './wire';

/** The operations this area answers; codegen types them into generated/graphql.ts, whose documents the page runs. */
export const operations = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      message
      authToken
      viewer {
        ...ViewerFields
      }
    }
  }

  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      message
      email
    }
  }

  mutation VerifyOtp($input: VerifyOtpInput!) {
    verifyOtp(input: $input) {
      message
      purpose
      userId
      authToken
      resetToken
    }
  }

  mutation ResendOtp($input: EmailInput!) {
    resendOtp(input: $input) {
      message
    }
  }

  mutation ForgotPassword($input: EmailInput!) {
    forgotPassword(input: $input) {
      message
    }
  }

  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }

  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
      authToken
      jwtToken
    }
  }

  mutation Logout {
    logout {
      message
    }
  }
`;

export const authResolvers: Resolvers = {
  Mutation: {
    login: async (_root, { input }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.login, { email: input.email, password: input.password }, { signal });
      return { message, authToken: data.token, viewer: toUser(data.user) };
    },
    register: async (_root, { input }, { rest, signal }) => {
      const body = {
        first_name: input.firstName,
        last_name: input.lastName,
        username: input.username,
        email: input.email,
        phone: input.phone,
        password: input.password,
        birth_date: input.birthDate,
        // The server treats an absent code as "no referral"; an empty one would be validated.
        ...(input.referralCode ? { user_refrence_code: input.referralCode } : {}),
      };
      const { message, data } = await rest.call(Endpoints.register, body, { signal });
      return { message, email: data.email };
    },
    verifyOtp: async (_root, { input }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.verifyOtp, { email: input.email, otp: input.otp }, { signal });
      return {
        message,
        purpose: data.purpose === 'reset' ? 'RESET' : 'VERIFY',
        userId: idOf(data.user.id),
        authToken: data.token ?? null,
        resetToken: data.reset_token ?? null,
      };
    },
    resendOtp: async (_root, { input }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.resendOtp, { email: input.email }, { signal });
      return { message, email: data.email };
    },
    forgotPassword: async (_root, { input }, { rest, signal }) => {
      const { message, data } = await rest.call(Endpoints.forgotPassword, { email: input.email }, { signal });
      return { message, email: data.email };
    },
    resetPassword: async (_root, { input }, { rest, signal }) => {
      const body = { reset_token: input.resetToken, new_password: input.newPassword, confirm_new_password: input.confirmPassword };
      const { message } = await rest.call(Endpoints.resetPassword, { userId: Number(input.userId), ...body }, { signal });
      return { message };
    },
    changePassword: async (_root, { input }, { rest, signal }) => {
      const body = { old_password: input.oldPassword, new_password: input.newPassword, confirm_new_password: input.confirmPassword };
      const { message, data } = await rest.call(Endpoints.changePassword, body, { signal });
      return { message, authToken: data.token, jwtToken: data.chat_token ?? null };
    },
    logout: async (_root, _args, { rest, signal }) => {
      const { message } = await rest.call(Endpoints.logout, {}, { signal });
      return { message };
    },
  },
};
