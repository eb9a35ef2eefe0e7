import { fromCallback, fromPromise } from 'xstate';
import { appMachine } from '../machines/app.machine';
import { changePasswordMachine } from '../machines/changePassword.machine';
import { commentsMachine } from '../machines/comments.machine';
import { pollVoteMachine } from '../machines/pollVote.machine';
import { postDetailMachine } from '../machines/postDetail.machine';
import { profileMachine } from '../machines/profile.machine';
import { authMachine, type AuthEvent, type Credentials, type StoredSession } from '../machines/auth.machine';
import { localeMachine, type Locale } from '../machines/locale.machine';
import { otpMachine, type OtpGrant } from '../machines/otp.machine';
import { passwordResetMachine, type ResetRequest } from '../machines/passwordReset.machine';
import { signupMachine } from '../machines/signup.machine';
import { uploadMachine } from '../machines/upload.machine';
import type { SignupForm } from '../validation/forms';
import type { AuthApi, UserProfile } from '../services/api';
import type { PostingApi } from '../services/upload';
import type { CommentsApi, PollState } from '../services/comments';
import type { PostsApi } from '../services/posts';
import { pagedFeedMachine, type PageRequest } from '../machines/pagedFeed.machine';
import { postActionsMachine } from '../machines/postActions.machine';
import type { Profile } from '../machines/profile.machine';

/** Everything the machines need from the outside world, handed in by main.tsx (or a test). */
export interface AppServices {
  api: AuthApi;
  /** File uploads and post creation for the composers. */
  posting: PostingApi;
  /** Post detail, comments and poll votes. */
  comments: CommentsApi;
  /** Feeds and the post actions (like, favourite, report, hide, delete). */
  posts: PostsApi;
  session: {
    load(): Promise<StoredSession | null>;
    saveAdmin(session: { authToken: string; userId: string }): Promise<void>;
    saveChat(session: { jwtToken: string; chatUserId: string }): Promise<void>;
    renewTokens(tokens: { authToken: string; jwtToken: string | null }): Promise<void>;
    clear(): Promise<void>;
  };
  /** Subscribes to the REST client's 401 answers; returns the unsubscribe. */
  onUnauthorized(listener: () => void): () => void;
  navigate(path: string, options?: { replace?: boolean }): void;
  /** Leaves the single-page app for a path with a full reload (logout). */
  reloadAt(path: string): void;
  activateCatalog(locale: Locale): Promise<void>;
  storeLocale(locale: Locale): void;
}

const failSoftly = (error: unknown) => console.error(error);

/** The app machine with every actor and edge action implemented by the given services. */
export function createAppLogic(services: AppServices) {
  const { api, session, comments } = services;
  const withSignal =
    <I, O>(call: (input: I, signal: AbortSignal) => Promise<O>) =>
    ({ input, signal }: { input: I; signal: AbortSignal }) =>
      call(input, signal);

  const auth = authMachine.provide({
    actors: {
      restoreSession: fromPromise(() => session.load()),
      adminLogin: fromPromise(withSignal((credentials: Credentials, signal) => api.login(credentials, signal))),
      chatLogin: fromPromise(withSignal((credentials: Credentials, signal) => api.chatLogin(credentials, signal))),
      loadViewer: fromPromise(({ signal }) => api.viewer(signal)),
      // The server ends the session first (best effort: offline or already ended, the browser forgets it anyway).
      clearSession: fromPromise(() => api.logout().catch(() => undefined).then(() => session.clear())),
      unauthorizedAnswers: fromCallback<AuthEvent>(({ sendBack }) =>
        services.onUnauthorized(() => sendBack({ type: 'session.unauthorized' })),
      ),
    },
    actions: {
      persistAdminSession: (_, stored) => void session.saveAdmin(stored).catch(failSoftly),
      persistChatSession: (_, stored) => void session.saveChat(stored).catch(failSoftly),
      goToHome: () => services.navigate('/home', { replace: true }),
      leaveToLogin: () => services.reloadAt('/login'),
    },
  });

  const otpFor = (resend: (email: string, signal: AbortSignal) => Promise<{ message: string }>) =>
    otpMachine.provide({
      actors: {
        verifyOtp: fromPromise<OtpGrant, { email: string; otp: string }>(withSignal((input, signal) => api.verifyOtp(input, signal))),
        resendOtp: fromPromise<{ message: string }, { email: string }>(withSignal((input, signal) => resend(input.email, signal))),
      },
    });

  const signup = signupMachine.provide({
    actors: {
      register: fromPromise(withSignal((form: SignupForm, signal) => api.register(toRegistration(form), signal))),
      otp: otpFor((email, signal) => api.resendOtp({ email }, signal)),
    },
    actions: { goToOtp: () => services.navigate('/otp-verification') },
  });

  const passwordReset = passwordResetMachine.provide({
    actors: {
      forgotPassword: fromPromise(withSignal(({ email }: { email: string }, signal) => api.forgotPassword({ email }, signal))),
      resetPassword: fromPromise(withSignal((request: ResetRequest, signal) => api.resetPassword(request, signal))),
      otp: otpFor((email, signal) => api.forgotPassword({ email }, signal)),
    },
    actions: {
      goToOtp: () => services.navigate('/otp-verification'),
      goToForgotPassword: () => services.navigate('/forget-password'),
      goToResetPassword: () => services.navigate('/reset-password'),
      goToLogin: () => services.navigate('/login'),
    },
  });

  const locale = localeMachine.provide({
    actors: { activateCatalog: fromPromise(({ input }) => services.activateCatalog(input.locale)) },
    actions: { persistLocale: (_, chosen) => services.storeLocale(chosen) },
  });

  const { posts } = services;
  const postActions = postActionsMachine.provide({
    actors: {
      toggleLike: fromPromise(({ input, signal }) => posts.toggleLike(input.postId, signal)),
      setFavourite: fromPromise(({ input, signal }) => posts.setFavourite(input.postId, input.favourite, signal)),
      reportPost: fromPromise(({ input, signal }) => posts.reportPost(input.postId, signal)),
      hidePost: fromPromise(({ input, signal }) => posts.hidePost(input.postId, input.authorId, signal)),
      deletePost: fromPromise(({ input, signal }) => posts.deletePost(input.postId, signal)),
    },
  });
  // One paged list machine; each feed is its own page loader (the subject is the user id or hashtag).
  const feed = (loadPage: (request: PageRequest, signal: AbortSignal) => ReturnType<PostsApi['homeFeed']>) =>
    pagedFeedMachine.provide({ actors: { loadPage: fromPromise(({ input, signal }) => loadPage(input, signal)) } });

  return {
    app: appMachine.provide({ actors: { auth, signup, passwordReset, locale, postActions } }),
    feeds: {
      home: feed(({ page }, signal) => posts.homeFeed(page, signal)),
      user: feed(({ page, subject }, signal) => posts.userFeed(subject ?? '', page, signal)),
      trending: feed(({ page }, signal) => posts.trendingFeed(page, signal)),
      tag: feed(({ page, subject }, signal) => posts.tagFeed(subject ?? '', page, signal)),
      favourites: feed(({ page }, signal) => posts.favouriteFeed(page, signal)),
    },
    // Screen-scoped flows: each page starts its own actor from these.
    profile: profileMachine.provide({
      actors: { loadProfile: fromPromise(({ input, signal }) => api.user(input.userId, signal).then(toProfile)) },
    }),
    changePassword: changePasswordMachine.provide({
      actors: {
        // The change ended every session, this one too: keep the fresh tokens it answered.
        changePassword: fromPromise(async ({ input, signal }) => {
          const { message, ...tokens } = await api.changePassword(input, signal);
          await session.renewTokens(tokens);
          return { message };
        }),
      },
    }),
    // The home composer; its toasts and the post store are reached by the view that starts it.
    composer: uploadMachine.provide({
      actors: {
        uploadFile: fromPromise(({ input, signal }) => services.posting.uploadFile(input, signal)),
        createPost: fromPromise(({ input, signal }) => services.posting.createPost(input, signal)),
      },
      actions: { goToVerifyProfile: () => services.navigate('/settings/verify-profile') },
    }),
    // Post-scoped flows: the views provide `patchPost`/`storePost` (the post store) and `notify` (the toasts).
    postDetail: postDetailMachine.provide({
      actors: { loadPost: fromPromise(({ input, signal }) => comments.post(input.postId, signal)) },
    }),
    comments: commentsMachine.provide({
      actors: {
        loadComments: fromPromise(({ input, signal }) => comments.comments(input, signal)),
        addComment: fromPromise(({ input, signal }) => comments.addComment(input, signal)),
      },
    }),
    pollVote: pollVoteMachine.provide({
      actors: {
        votePoll: fromPromise(({ input, signal }) => comments.votePoll(input, signal)),
        loadPoll: fromPromise(({ input, signal }) => comments.post(input.postId, signal).then(pollOf)),
      },
    }),
  };
}

export type AppLogic = ReturnType<typeof createAppLogic>;

/** The poll of a poll post; a post without one cannot answer for it. */
function pollOf(post: { poll: PollState | null }): PollState {
  if (!post.poll) throw new Error('the post has no poll');
  return post.poll;
}

function toRegistration(form: SignupForm) {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    username: form.username.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    password: form.password,
    ...(form.referralCode.trim() ? { referralCode: form.referralCode.trim() } : {}),
  };
}

function toProfile(user: UserProfile): Profile {
  return {
    ...user,
    links: {
      website: user.websiteLink,
      facebook: user.facebookLink,
      instagram: user.instagramLink,
      twitter: user.twitterLink,
      other: user.otherProfileLink,
    },
  };
}
