import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type {
  ChangePasswordBody,
  ChangePasswordResponse,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  VerifyOtpResponse,
} from '../../../contract/auth.ts';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { dayOf, hasTurned, isRealBirthDate } from '../../../contract/rules.ts';
import type { Db } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/errors.ts';
import type { OtpPurpose, UserRow, users } from '../../db/schema.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/errors.ts';
import { bodilessAsEmpty } from '../../lib/hooks.ts';
import { newChatUserId, newReferralCode } from '../../lib/ids.ts';
import { OTP_MAX_ATTEMPTS, otpMatches } from '../../lib/otp.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/password.ts';
import type { Clock, Tokens } from '../../lib/tokens.ts';
import { viewerOf } from '../../plugins/auth.ts';
import type { PasswordGuesses } from '../../plugins/rate-limit.ts';
import type { Mailer } from '../../providers/mail/index.ts';
import type { Realtime } from '../../realtime/socket.ts';
import type { UsersService } from '../users/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { findUserByEmail, findUserById, findUserByReferralCode, findUserByUsername, normalizeEmail } from '../users/repository.ts';
import { accountExistsMail, otpMail } from './mails.ts';
import {
  consumeOtp,
  deleteOtps,
  endSessions,
  findNewestOtp,
  insertUser,
  issueOtp,
  markEmailVerified,
  recordWrongAttempt,
  replacePassword,
} from './repository.ts';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  tokens: Tokens;
  clock: Clock;
  /** Keys the OTP hashes. */
  secret: string;
  /** scrypt's cost of new password hashes (config `passwordCost`). */
  passwordCost?: number;
  /** Both logins and change-password's old password take their checks from one budget per account. */
  passwordGuesses: PasswordGuesses;
  users: UsersService;
  /** Ended sessions' open sockets are disconnected in every process. */
  realtime: Pick<Realtime, 'endSessions'>;
  /** Verifying an account credits the referral's welcome coins in the same transaction. */
  wallet: Pick<WalletService, 'settle' | 'welcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Signup, OTP, both logins (admin and chat), password and session rules. */
    authService: AuthService;
  }
}

const REFERRAL_ATTEMPTS = 5;

/** Signup is for adults: a real day, not after `today`, at least 18 years before it. */
function checkSignupBirthDate(birthDate: string, today: string): void {
  if (!isRealBirthDate(birthDate)) throw badRequest(Messages.birthDateInvalid);
  if (birthDate > today) throw badRequest(Messages.birthDateFuture);
  if (!hasTurned(birthDate, today)) throw badRequest(Messages.signupUnderage);
}

/** Signup, OTP, login and password rules of spec §4/§5, over any storage engine. */
export class AuthService {
  private readonly deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.deps = deps;
  }

  private now = () => new Date(this.deps.clock());

  /**
   * A new account with a verification code mailed. A taken email is answered the same way (nobody
   * learns who has an account); its owner is mailed instead, and no account changes.
   */
  async register(body: RegisterBody): Promise<void> {
    const { db } = this.deps;
    checkSignupBirthDate(body.birth_date, dayOf(this.deps.clock()));
    const email = normalizeEmail(body.email);
    const referralCode = body.user_refrence_code?.trim();
    const referrer = referralCode ? await findUserByReferralCode(db, referralCode) : undefined;
    if (referralCode && !referrer) throw badRequest(Messages.referralInvalid);
    // Usernames are public (profiles show them): a taken one may be said, whoever's email comes with it.
    if (await findUserByUsername(db, body.username)) throw conflict(Messages.usernameTaken);

    // Hashed before looking the email up, so both answers cost the same time.
    const passwordHash = await hashPassword(body.password, this.deps.passwordCost);
    const owner = await findUserByEmail(db, email);
    if (owner) return this.tellOwner(owner);
    const user = await this.insertUser({
      firstName: body.first_name.trim(),
      lastName: body.last_name.trim(),
      username: body.username,
      email,
      phoneNumber: body.phone.trim(),
      birthDate: body.birth_date,
      passwordHash,
      referredBy: referrer?.id ?? null,
      chatUserId: newChatUserId(),
    });
    // A parallel signup took the email between the lookup and the insert: its owner hears of it.
    if (!user) {
      const winner = await findUserByEmail(db, email);
      return winner ? this.tellOwner(winner) : undefined;
    }
    await this.sendOtp(user, 'verify');
  }

  /** Someone used the owner's email: a verified owner is told; an unverified one gets a fresh code to finish signing up. */
  private async tellOwner(owner: UserRow): Promise<void> {
    if (owner.emailVerifiedAt) await this.deps.mailer.send(accountExistsMail(owner.email, owner.firstName));
    else await this.sendOtp(owner, 'verify');
  }

  /** Inserts with a fresh referral code, retrying the rare code collision; undefined when the email was taken meanwhile. */
  private async insertUser(values: Omit<typeof users.$inferInsert, 'refrenceCode'>): Promise<UserRow | undefined> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await insertUser(this.deps.db, { ...values, refrenceCode: newReferralCode() });
      } catch (error) {
        const constraint = violatedUniqueConstraint(error);
        if (constraint === 'users_email_unique') return undefined;
        if (constraint === 'users_username_lower_unique') throw conflict(Messages.usernameTaken);
        if (constraint !== 'users_refrence_code_unique' || attempt >= REFERRAL_ATTEMPTS) throw error;
      }
    }
  }

  async verifyOtp(email: string, otp: string): Promise<VerifyOtpResponse['data']> {
    const { db, clock, tokens, secret } = this.deps;
    const user = await findUserByEmail(db, email);
    const code = user ? await findNewestOtp(db, user.id) : undefined;
    if (!user || !code) throw badRequest(Messages.otpWrong);
    if (code.attempts >= OTP_MAX_ATTEMPTS) throw badRequest(Messages.otpTooManyAttempts);
    if (code.expiresAt.getTime() <= clock()) throw badRequest(Messages.otpExpired);
    if (!otpMatches(secret, user.id, otp, code.codeHash)) {
      const attempts = await recordWrongAttempt(db, code.id);
      throw badRequest(attempts >= OTP_MAX_ATTEMPTS ? Messages.otpTooManyAttempts : Messages.otpWrong);
    }
    // The code is used up only if the account is marked verified with it: both or neither.
    await this.deps.wallet.settle(async (book) => {
      if (!(await consumeOtp(book.tx, code))) throw badRequest(Messages.otpWrong);
      // Either code proves the mailbox, so a reset also completes a pending verification.
      if (user.emailVerifiedAt) return;
      await markEmailVerified(book.tx, user.id, this.now());
      // A referred newcomer's welcome coins, once the account is real.
      await this.deps.wallet.welcome(book, user);
    });
    await this.deps.passwordGuesses.clear(user.email);
    if (code.purpose === 'verify') {
      if (user.suspendedAt) throw forbidden(Messages.accountSuspended);
      return { purpose: 'verify', user: { id: user.id }, token: tokens.signAdmin(user.id, user.sessionVersion) };
    }
    return { purpose: 'reset', user: { id: user.id }, reset_token: tokens.signReset(user.id, user.passwordHash) };
  }

  /** A new signup code; every address gets the same answer: unknown ones no mail, verified ones a notice to their owner. */
  async resendVerification(email: string): Promise<void> {
    const user = await findUserByEmail(this.deps.db, email);
    if (user) await this.tellOwner(user);
  }

  /** A reset code; unknown addresses get the same answer and no mail. */
  async forgotPassword(email: string): Promise<void> {
    const user = await findUserByEmail(this.deps.db, email);
    if (user) await this.sendOtp(user, 'reset');
  }

  async resetPassword(userId: number, body: ResetPasswordBody): Promise<void> {
    const { db, tokens } = this.deps;
    const claims = tokens.verify(body.reset_token, 'reset');
    if (!claims) throw badRequest(Messages.resetTokenInvalid);
    if (claims.sub !== String(userId)) throw forbidden(Messages.resetTokenInvalid);
    const user = await findUserById(db, userId);
    if (!user || !tokens.matchesPassword(claims, user.passwordHash)) throw badRequest(Messages.resetTokenInvalid);
    if (body.new_password !== body.confirm_new_password) throw badRequest(Messages.passwordsDoNotMatch);

    const passwordHash = await hashPassword(body.new_password, this.deps.passwordCost);
    // Conditional on the old hash: of two parallel uses of one token, only the first changes anything.
    // It ends every session opened with the old password, and the account's outstanding codes go with it: both or neither.
    const changed = await db.transaction(async (tx) => {
      const replaced = await replacePassword(tx, userId, { passwordHash: user.passwordHash }, passwordHash, this.now());
      if (!replaced) throw badRequest(Messages.resetTokenInvalid);
      await deleteOtps(tx, userId);
      return replaced;
    });
    await this.endSockets(changed);
    await this.deps.passwordGuesses.clear(user.email);
  }

  /**
   * The user behind a correct email and password; a wrong one of either is the same 400 and uses up one
   * of the account's password guesses (both logins and change-password share them).
   */
  private async checkCredentials({ email, password }: LoginBody): Promise<UserRow> {
    const { db, passwordCost, passwordGuesses } = this.deps;
    const user = await passwordGuesses.guard(normalizeEmail(email), async () => {
      const account = await findUserByEmail(db, email);
      const valid = account ? await verifyPassword(password, account.passwordHash) : await verifyAgainstNothing(password, passwordCost);
      return account && valid ? account : null;
    });
    if (!user) throw badRequest(Messages.wrongCredentials);
    // Said only to whoever proved the password: a suspension is nobody else's business.
    if (user.suspendedAt) throw forbidden(Messages.accountSuspended);
    return user;
  }

  /** Login of the admin API: unverified accounts get a fresh code and a 403 that says so. */
  async login(body: LoginBody): Promise<{ user: UserRow; token: string }> {
    const user = await this.checkCredentials(body);
    if (!user.emailVerifiedAt) {
      await this.sendOtp(user, 'verify');
      throw forbidden(Messages.accountNotVerified, { email: user.email, verify_required: true });
    }
    return { user, token: this.deps.tokens.signAdmin(user.id, user.sessionVersion) };
  }

  /** Login of the chat API (its own token, for the chat member): same credentials, same budget, no code mailed. */
  async chatLogin(body: LoginBody): Promise<{ user: UserRow; chatUserId: string; token: string }> {
    const user = await this.checkCredentials(body);
    if (!user.emailVerifiedAt) throw forbidden(Messages.accountNotVerified, { email: user.email, verify_required: true });
    const chatUserId = await this.deps.users.chatUserIdOf(user);
    return { user, chatUserId, token: this.deps.tokens.signChat(chatUserId, user.id, user.sessionVersion) };
  }

  /**
   * `user` is the authenticated account, as `authenticate` loaded it. The new password ends every
   * session (a thief holding an old token is out); the caller goes on with the fresh tokens answered.
   */
  async changePassword(user: UserRow, body: ChangePasswordBody): Promise<ChangePasswordResponse['data']> {
    const { tokens } = this.deps;
    if (body.new_password !== body.confirm_new_password) throw badRequest(Messages.passwordsDoNotMatch);
    // A stolen session guessing the old password draws on the account's login budget.
    const proven = await this.deps.passwordGuesses.guard(user.email, async () =>
      (await verifyPassword(body.old_password, user.passwordHash)) ? user : null,
    );
    if (!proven) throw badRequest(Messages.oldPasswordWrong);
    const passwordHash = await hashPassword(body.new_password, this.deps.passwordCost);
    const changed = await replacePassword(this.deps.db, user.id, { sessionVersion: user.sessionVersion }, passwordHash, this.now());
    // A reset or a logout landed since this request was authenticated: its session is over.
    if (!changed) throw unauthorized(Messages.unauthorized);
    // This tab's own socket goes too: it reconnects with the chat token answered here.
    await this.endSockets(changed);
    return {
      token: tokens.signAdmin(user.id, changed.sessionVersion),
      ...(changed.chatUserId ? { chat_token: tokens.signChat(changed.chatUserId, user.id, changed.sessionVersion) } : {}),
    };
  }

  /** Logout: the session version moves on, so every token issued so far (admin and chat) answers 401, and every open socket closes. */
  async endSessions(user: UserRow): Promise<void> {
    const ended = await endSessions(this.deps.db, user.id, user.sessionVersion, this.now());
    // Undefined: a parallel logout or reset moved the version on first, and closed the sockets itself.
    if (ended) await this.endSockets(ended);
  }

  /** Disconnects every socket opened before the account reached `sessionVersion`, in every process, before answering. */
  private async endSockets({ chatUserId, sessionVersion }: { chatUserId: string | null; sessionVersion: number }): Promise<void> {
    await this.deps.realtime.endSessions(chatUserId, sessionVersion);
  }

  private async sendOtp(user: UserRow, purpose: OtpPurpose): Promise<void> {
    const { db, secret, clock, mailer } = this.deps;
    const otp = await issueOtp(db, secret, user.id, purpose, clock());
    await mailer.send(otpMail(user.email, user.firstName, purpose, otp));
  }
}

/** One auth service for the admin API and the chat API. */
async function authService(app: FastifyInstance) {
  app.decorate(
    'authService',
    new AuthService({
      db: app.db,
      mailer: app.mailer,
      tokens: app.tokens,
      clock: app.clock,
      secret: app.config.jwtSecret,
      passwordCost: app.config.passwordCost,
      passwordGuesses: app.passwordGuesses,
      realtime: app.realtime,
      users: app.usersService,
      wallet: app.walletService,
    }),
  );
}

export default fp(authService, {
  name: 'auth-service',
  dependencies: ['config', 'db', 'jobs', 'auth', 'rate-limit', 'realtime', 'users-service', 'wallet-service'],
});

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
