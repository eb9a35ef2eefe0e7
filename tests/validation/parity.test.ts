import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentType } from '../../contract/codes';
import { Messages, type Message, type MessageKey } from '../../contract/messages';
import { Endpoints, fillPath } from '../../contract/endpoints';
import {
  ADDRESS_MAX,
  BIO_MAX,
  CAPTION_MAX,
  CITY_MAX,
  dayOf,
  EMAIL_MAX,
  LINK_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PHONE_MAX,
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX,
  POST_IMAGES_MAX,
  REFERRAL_CODE_MAX,
  STATE_MAX,
  TEXT_POST_MAX,
  ZIPCODE_MAX,
} from '../../contract/rules';
import { toCreatePostBody } from '../../src/gateway/resolvers/compose';
import type { Draft } from '../../src/machines/uploadDraft';
import { toCreatePostInput, uploadJobs } from '../../src/machines/uploadRequest';
import {
  emptyPostDraft,
  validateChangePassword,
  validateEmail,
  validateLogin,
  validateNewPassword,
  validateOtp,
  validatePost,
  validateProfile,
  validateSignup,
  type FieldErrors,
  type PostDraft,
  type ProfileForm,
  type SignupForm,
} from '../../src/validation';
import { createTestApp, PASSWORD, verifiedUser, type TestApp } from '../api/harness';
import { creator } from '../api/posts-support';
import { png } from '../support/files';
import { namedProfileForm } from '../support/profileForm';

// The forms of src/validation and the server (through the real route on PGlite) give the same verdict and message;
// each property changes one field of a valid form.

const RUNS = { numRuns: 40 };
/** Checks that cost a password hash on the server. */
const HASHING_RUNS = { numRuns: 20 };

const shown = (errors: FieldErrors<string>): Message[] => Object.values(errors).map((key) => Messages[key as MessageKey]);

/**
 * What the form refuses the server refuses with one of the form's messages; what it accepts the server accepts, or
 * answers with `facts` only it can know.
 */
function expectSameVerdict(client: Message[], response: LightMyRequestResponse, facts: readonly Message[] = []) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  const refusal = response.statusCode === 400 ? (response.json() as { message: string }).message : null;
  if (client.length === 0) {
    expect(refusal !== null && facts.includes(refusal as Message) ? null : refusal, 'the form accepts what the server refuses').toBeNull();
  } else {
    expect(client, `the form shows ${JSON.stringify(client)}, the server answers ${response.statusCode} ${refusal}`).toContain(refusal);
  }
}

// ---- What people and scripts type
const controls = fc.constantFrom('\u0000', '\u0007', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085');
/** Around a limit, in characters that take one or two UTF-16 units, or blank. */
const atLimit = (max: number) =>
  fc.tuple(fc.integer({ min: Math.max(0, max - 2), max: max + 2 }), fc.constantFrom('a', 'é', '😀', ' ', '7')).map(([n, c]) => c.repeat(n));
/** Any text a field of at most `max` characters may receive, plus the field's own valid shapes. */
const typed = (max: number, ...valid: fc.Arbitrary<string>[]) =>
  fc.oneof(
    fc.string({ maxLength: max + 3 }),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    fc.string({ unit: 'binary', maxLength: 8 }),
    atLimit(max),
    fc.tuple(fc.string({ maxLength: 5 }), controls, fc.string({ maxLength: 5 })).map(([a, c, b]) => `${a}${c}${b}`),
    fc.string({ maxLength: 6 }).map((s) => `  ${s}  `),
    fc.constantFrom('', ' ', '0', '12345', '-1', '1e3'),
    ...valid,
  );
const classPart = (chars: string) => fc.string({ unit: fc.constantFrom(...chars), minLength: 1, maxLength: 4 });
const strongPassword = fc
  .tuple(classPart('abcxyz'), classPart('ABCXYZ'), classPart('0123456789'), classPart('!@#$%^&*'), fc.string({ maxLength: 4 }))
  .map((parts) => parts.join('').padEnd(8, 'a'));
const email = fc.emailAddress();

const DAY_MS = 24 * 60 * 60_000;
/** Birth dates around the 18th birthday of someone signing up today, and days no calendar has. */
const signupDay = fc.oneof(
  fc.integer({ min: -3, max: 3 }).map((days) => {
    const date = new Date(Date.now() + days * DAY_MS);
    date.setUTCFullYear(date.getUTCFullYear() - 18);
    return dayOf(date.getTime());
  }),
  fc.integer({ min: -2, max: 2 }).map((days) => dayOf(Date.now() + days * DAY_MS)),
  fc.date({ min: new Date('1890-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('1900-01-01', '1899-12-31', '2004-02-29', '2003-02-29', '1990-13-01', '1990-00-10', '10/12/1990', ' 1990-04-12', ''),
);

describe('form rules and server schemas agree', () => {
  let t: TestApp;
  let me: Awaited<ReturnType<typeof creator>>;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    me = await creator(t);
  });
  afterAll(() => t.close());

  describe('signup (POST /api/register)', () => {
    // Taken email and username: a valid body stops at 409 after validation, and no account is made.
    const form = (): SignupForm => ({
      firstName: 'Ada',
      lastName: 'King',
      username: me.username,
      email: me.email,
      phone: '5550100',
      password: PASSWORD,
      birthDate: '1990-04-12',
      referralCode: '',
    });
    /** The body the app sends for the form (src/app toRegistration): every field trimmed but the password. */
    const sent = (signup: SignupForm) => ({
      first_name: signup.firstName.trim(),
      last_name: signup.lastName.trim(),
      username: signup.username.trim(),
      email: signup.email.trim(),
      phone: signup.phone.trim(),
      password: signup.password,
      birth_date: signup.birthDate.trim(),
      ...(signup.referralCode.trim() ? { user_refrence_code: signup.referralCode.trim() } : {}),
    });
    const fields: Array<[keyof SignupForm, fc.Arbitrary<string>]> = [
      ['firstName', typed(NAME_MAX, fc.string({ unit: 'grapheme', minLength: 1, maxLength: NAME_MAX }))],
      ['lastName', typed(NAME_MAX)],
      ['username', typed(30, fc.stringMatching(/^[A-Za-z0-9._]{3,30}$/))],
      ['email', typed(EMAIL_MAX, email)],
      ['phone', typed(PHONE_MAX, fc.stringMatching(/^\+?\d{5,20}$/))],
      ['password', typed(PASSWORD_MAX, strongPassword)],
      ['referralCode', typed(REFERRAL_CODE_MAX)],
      ['birthDate', typed(10, signupDay)],
    ];
    it.each(fields)('%s', async (field, values) => {
      await fc.assert(
        fc.asyncProperty(values, async (value) => {
          const signup = { ...form(), [field]: value };
          // A valid username with a free email would make an account: keep one of the two taken.
          const body = field === 'email' ? { ...sent(signup), username: me.username } : sent(signup);
          expectSameVerdict(shown(validateSignup(signup, dayOf(Date.now()))), await t.post(Endpoints.register.path, body), [
            Messages.referralInvalid,
          ]);
        }),
        RUNS,
      );
    });
  });

  describe('login (POST /api/login)', () => {
    const login = (email: string, password: string) => t.post(Endpoints.login.path, { email: email.trim(), password });
    it('email', async () => {
      await fc.assert(
        fc.asyncProperty(typed(EMAIL_MAX, email), async (value) => {
          const client = shown(validateLogin({ email: value, password: 'x', acceptTerms: true }));
          expectSameVerdict(client, await login(value, 'x'), [Messages.wrongCredentials]);
        }),
        HASHING_RUNS,
      );
    });
    it('password', async () => {
      await fc.assert(
        fc.asyncProperty(typed(PASSWORD_MAX), async (value) => {
          const client = shown(validateLogin({ email: 'nobody@example.com', password: value, acceptTerms: true }));
          expectSameVerdict(client, await login('nobody@example.com', value), [Messages.wrongCredentials]);
        }),
        HASHING_RUNS,
      );
    });
  });

  it('OTP (POST /api/verify-otp)', async () => {
    await fc.assert(
      fc.asyncProperty(typed(6, fc.stringMatching(/^\d{6}$/)), async (otp) => {
        const response = await t.post(Endpoints.verifyOtp.path, { email: 'nobody@example.com', otp });
        expectSameVerdict(shown(validateOtp({ otp })), response, [Messages.otpWrong]);
      }),
      RUNS,
    );
  });

  it('forgot password email (POST /api/forgot-password)', async () => {
    await fc.assert(
      fc.asyncProperty(typed(EMAIL_MAX, email), async (value) => {
        expectSameVerdict(shown(validateEmail({ email: value })), await t.post(Endpoints.forgotPassword.path, { email: value.trim() }));
      }),
      RUNS,
    );
  });

  describe('change password (POST /api/user/change-password)', () => {
    const base = { oldPassword: 'Wrong@0000', newPassword: 'Changed@456', confirmPassword: 'Changed@456' };
    const fields: Array<[keyof typeof base, fc.Arbitrary<string>]> = [
      ['oldPassword', typed(PASSWORD_MAX, strongPassword).filter((old) => old !== PASSWORD)],
      ['newPassword', typed(PASSWORD_MAX, strongPassword)],
      ['confirmPassword', typed(PASSWORD_MAX, fc.constant(base.newPassword), strongPassword)],
    ];
    it.each(fields)('%s', async (field, values) => {
      await fc.assert(
        fc.asyncProperty(values, async (value) => {
          const form = { ...base, [field]: value };
          const body = { old_password: form.oldPassword, new_password: form.newPassword, confirm_new_password: form.confirmPassword };
          const response = await t.post(Endpoints.changePassword.path, body, { token: me.token });
          expectSameVerdict(shown(validateChangePassword(form)), response, [Messages.oldPasswordWrong]);
        }),
        HASHING_RUNS,
      );
    });
  });

  describe('reset password (POST /api/reset-password/{userId})', () => {
    // Its own account: a reset ends the account's sessions.
    let resetter: Awaited<ReturnType<typeof verifiedUser>>;
    let resetToken = '';
    const freshResetToken = async () => {
      await t.post(Endpoints.forgotPassword.path, { email: resetter.email });
      const verified = await t.post(Endpoints.verifyOtp.path, { email: resetter.email, otp: await t.latestOtp(resetter.email) });
      resetToken = (verified.json() as { data: { reset_token: string } }).data.reset_token;
    };
    beforeAll(async () => {
      resetter = await verifiedUser(t);
      await freshResetToken();
    });
    const base = { newPassword: 'Changed@456', confirmPassword: 'Changed@456' };
    const fields: Array<[keyof typeof base, fc.Arbitrary<string>]> = [
      ['newPassword', typed(PASSWORD_MAX, strongPassword)],
      ['confirmPassword', typed(PASSWORD_MAX, fc.constant(base.newPassword))],
    ];
    it.each(fields)('%s', async (field, values) => {
      await fc.assert(
        fc.asyncProperty(values, async (value) => {
          const form = { ...base, [field]: value };
          const body = { reset_token: resetToken, new_password: form.newPassword, confirm_new_password: form.confirmPassword };
          const response = await t.post(fillPath(Endpoints.resetPassword.path, { userId: resetter.id }), body);
          expectSameVerdict(shown(validateNewPassword(form)), response);
          // A used token is spent: the next input gets a fresh one.
          if (response.statusCode === 200) await freshResetToken();
        }),
        HASHING_RUNS,
      );
    });
  });

  describe('edit profile (POST /api/user/edit-profile)', () => {
    let editor: Awaited<ReturnType<typeof verifiedUser>>;
    beforeAll(async () => {
      editor = await verifiedUser(t);
    });
    const form = () => namedProfileForm('Ada', 'King');
    /** The body the edit form sends: every field trimmed, '' for the ones left empty. */
    const sent = (profile: ProfileForm) => ({
      first_name: profile.firstName.trim(),
      last_name: profile.lastName.trim(),
      state: profile.state.trim(),
      city: profile.city.trim(),
      address: profile.address.trim(),
      zipcode: profile.zipcode.trim(),
      birth_date: profile.birthDate.trim(),
      website_link: profile.websiteLink.trim(),
      facebook_link: profile.facebookLink.trim(),
      instagram_link: profile.instagramLink.trim(),
      twitter_link: profile.twitterLink.trim(),
      other_profile_link: profile.otherProfileLink.trim(),
      bio: profile.bio.trim(),
    });
    /** Days around today and the limits, real or not. */
    const day = fc.oneof(
      fc.integer({ min: -3, max: 3 }).map((days) => dayOf(Date.now() + days * DAY_MS)),
      fc
        .date({ min: new Date('1890-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
      fc.constantFrom('1900-01-01', '1899-12-31', '2024-02-29', '2023-02-29', '1990-13-01', '1990-00-10', '10/12/1990'),
    );
    const path = fc.stringMatching(/^[a-z0-9._-]{1,12}$/);
    const link = (...hosts: string[]) =>
      fc
        .tuple(fc.constantFrom('', 'http://', 'https://'), fc.constantFrom(...hosts), fc.constantFrom('', '/'), path)
        .map((parts) => parts.join(''));
    const anyLink = fc.oneof(
      fc.webUrl(),
      link('facebook.com', 'www.facebook.com', 'fb.com', 'instagram.com', 'twitter.com', 'x.com', 'example.org', 'localhost'),
    );
    const fields: Array<[keyof ProfileForm, fc.Arbitrary<string>]> = [
      ['firstName', typed(NAME_MAX)],
      ['lastName', typed(NAME_MAX)],
      ['state', typed(STATE_MAX)],
      ['city', typed(CITY_MAX)],
      ['address', typed(ADDRESS_MAX)],
      ['zipcode', typed(ZIPCODE_MAX, fc.stringMatching(/^\d{0,12}$/))],
      ['birthDate', typed(10, day)],
      ['websiteLink', typed(LINK_MAX, anyLink)],
      ['facebookLink', typed(LINK_MAX, anyLink)],
      ['instagramLink', typed(LINK_MAX, anyLink)],
      ['twitterLink', typed(LINK_MAX, anyLink)],
      ['otherProfileLink', typed(LINK_MAX, anyLink)],
      ['bio', typed(BIO_MAX, fc.lorem({ maxCount: 20 }))],
    ];
    it.each(fields)('%s', async (field, values) => {
      await fc.assert(
        fc.asyncProperty(values, async (value) => {
          const profile = { ...form(), [field]: value };
          const response = await t.post(Endpoints.editProfile.path, sent(profile), { token: editor.token });
          expectSameVerdict(shown(validateProfile(profile, dayOf(Date.now()))), response);
        }),
        RUNS,
      );
    });
  });

  describe('post create (POST /api/post/create)', () => {
    /** The body the composer sends for a draft whose files went up (keys well formed, never uploaded). */
    const sent = (draft: Draft) => {
      const jobs = uploadJobs(draft);
      const uploaded = jobs.map((job, index) => ({ key: `${job.folder}parity${index}.png`, location: '' }));
      return toCreatePostBody(toCreatePostInput(draft, jobs, uploaded));
    };
    const check = async (draft: PostDraft) => {
      // Nobody tagged: the rules under test are the form's.
      const response = await t.post(Endpoints.createPost.path, sent({ ...(draft as PostDraft<File>), tagged: [] }), { token: me.token });
      expectSameVerdict(shown(validatePost(draft)), response, [Messages.fileNotUploaded]);
    };
    const draftOf = (over: Partial<PostDraft>): PostDraft => ({ ...emptyPostDraft(over.kind ?? 'image'), ...over });
    const poll = (over: Partial<PostDraft['poll']>) =>
      draftOf({ kind: 'poll', poll: { question: 'Tea?', kind: 'text', options: [], ...over } });
    /** The composer keeps 2 to 6 options (its own refusals say pollMinOptions and pollMaxOptions). */
    const optionCount = fc.integer({ min: POLL_OPTIONS_MIN, max: POLL_OPTIONS_MAX });

    it('caption of media and polls', async () => {
      await fc.assert(
        fc.asyncProperty(typed(CAPTION_MAX), fc.constantFrom('image' as const, 'poll' as const), async (description, kind) => {
          const filled = [
            { text: 'Yes', image: null },
            { text: 'No', image: null },
          ];
          await check(kind === 'image' ? draftOf({ kind, description, images: [png()] }) : { ...poll({ options: filled }), description });
        }),
        RUNS,
      );
    });
    it('text of a text post', async () => {
      await fc.assert(
        fc.asyncProperty(typed(TEXT_POST_MAX, fc.lorem({ maxCount: 30 })), async (description) =>
          check(draftOf({ kind: 'text', description })),
        ),
        RUNS,
      );
    });
    it('pay-per-view amount, as the coin input lets it be typed', async () => {
      await fc.assert(
        fc.asyncProperty(fc.stringMatching(/^\d{1,6}$/), async (amount) =>
          check(draftOf({ kind: 'image', images: [png()], payment: 'payPerView', amount })),
        ),
        RUNS,
      );
    });
    it('pay-per-view without an amount', async () => {
      const client = shown(validatePost(draftOf({ kind: 'image', images: [png()], payment: 'payPerView', amount: '' })));
      const body = toCreatePostBody({ type: 'IMAGE', description: '', imageKeys: ['post/images/parity.png'], payment: 'PAY_PER_VIEW' });
      expect(body).not.toHaveProperty('payment_amount');
      expect(body.payment_type).toBe(PaymentType.payPerView);
      expectSameVerdict(client, await t.post(Endpoints.createPost.path, body, { token: me.token }), [Messages.fileNotUploaded]);
    });
    it('number of images (eleven answer the same message on both sides)', async () => {
      await fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: POST_IMAGES_MAX + 2 }), async (count) =>
          check(draftOf({ kind: 'image', images: Array.from({ length: count }, (_, i) => png(`p${i}.png`)) })),
        ),
        { numRuns: 20 },
      );
    });
    it('poll question', async () => {
      const options = [
        { text: 'Yes', image: null },
        { text: 'No', image: null },
      ];
      await fc.assert(
        fc.asyncProperty(typed(POLL_QUESTION_MAX), async (question) => check(poll({ question, options }))),
        RUNS,
      );
    });
    it('text poll options', async () => {
      await fc.assert(
        fc.asyncProperty(
          optionCount.chain((n) => fc.array(typed(POLL_OPTION_MAX), { minLength: n, maxLength: n })),
          async (texts) => check(poll({ options: texts.map((text) => ({ text, image: null })) })),
        ),
        RUNS,
      );
    });
    it('image poll options', async () => {
      const option = fc.record({ text: typed(POLL_OPTION_MAX, fc.constant('Blue')), withImage: fc.boolean() });
      await fc.assert(
        fc.asyncProperty(
          optionCount.chain((n) => fc.array(option, { minLength: n, maxLength: n })),
          async (options) =>
            check(
              poll({
                kind: 'image',
                options: options.map(({ text, withImage }, i) => ({ text, image: withImage ? png(`o${i}.png`) : null })),
              }),
            ),
        ),
        RUNS,
      );
    });
    it('hashtags written in the caption', async () => {
      const tag = fc.stringMatching(/^[a-z0-9_]{1,12}$/);
      await fc.assert(
        // Few tags, and lists around the 30-tag limit.
        fc.asyncProperty(fc.oneof(fc.array(tag, { maxLength: 10 }), fc.uniqueArray(tag, { minLength: 28, maxLength: 34 })), async (tags) =>
          check(draftOf({ kind: 'text', description: tags.map((name) => `#${name}`).join(' ') })),
        ),
        { numRuns: 10 },
      );
    });
  });
});
