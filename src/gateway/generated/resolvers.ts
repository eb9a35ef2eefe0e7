import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type ChangePasswordInput = {
  confirmPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};

export type ChatLoginResult = {
  __typename?: 'ChatLoginResult';
  chatUserId: Scalars['ID']['output'];
  jwtToken: Scalars['String']['output'];
  member: ChatMember;
  message: Scalars['String']['output'];
};

/** A person as the chat service knows them. */
export type ChatMember = {
  __typename?: 'ChatMember';
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isVerified: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  profilePicture: Maybe<Scalars['String']['output']>;
  verification: VerificationStatus;
};

export type ChatUserResult = {
  __typename?: 'ChatUserResult';
  chatUserId: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

/** A coin pack the wallet sells. */
export type CoinPack = {
  __typename?: 'CoinPack';
  coins: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  inAppIdentifier: Scalars['String']['output'];
  price: Scalars['Float']['output'];
};

export type Conversation = {
  __typename?: 'Conversation';
  id: Scalars['ID']['output'];
  lastMessage: Maybe<LastMessage>;
  members: Array<ChatMember>;
};

export type EmailInput = {
  email: Scalars['String']['input'];
};

export type Gender =
  | 'FEMALE'
  | 'MALE';

export type LastMessage = {
  __typename?: 'LastMessage';
  content: Scalars['String']['output'];
  date: Scalars['String']['output'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LoginResult = {
  __typename?: 'LoginResult';
  authToken: Scalars['String']['output'];
  message: Scalars['String']['output'];
  viewer: User;
};

export type MessageResult = {
  __typename?: 'MessageResult';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  changePassword: MessageResult;
  chatLogin: ChatLoginResult;
  /** Creates the viewer's chat user if it does not exist yet; safe to repeat. */
  createChatUser: ChatUserResult;
  forgotPassword: OtpSentResult;
  login: LoginResult;
  register: RegisterResult;
  resendOtp: OtpSentResult;
  resetPassword: MessageResult;
  verifyOtp: VerifyOtpResult;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationChatLoginArgs = {
  input: LoginInput;
};


export type MutationForgotPasswordArgs = {
  input: EmailInput;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationResendOtpArgs = {
  input: EmailInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationVerifyOtpArgs = {
  input: VerifyOtpInput;
};

/** Why a one-time code was sent: to verify a new account or to reset a password. */
export type OtpPurpose =
  | 'RESET'
  | 'VERIFY';

export type OtpSentResult = {
  __typename?: 'OtpSentResult';
  email: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  chatRooms: Array<Conversation>;
  user: User;
  /** The logged-in user. */
  viewer: User;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};

export type RegisterInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  referralCode?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

export type RegisterResult = {
  __typename?: 'RegisterResult';
  email: Scalars['String']['output'];
  message: Scalars['String']['output'];
  userId: Scalars['ID']['output'];
};

export type ResetPasswordInput = {
  confirmPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  resetToken: Scalars['String']['input'];
  userId: Scalars['ID']['input'];
};

/** A person on the platform; relations (isFollowing, isSubscribed, isBlocked) are seen from the viewer. */
export type User = {
  __typename?: 'User';
  address: Maybe<Scalars['String']['output']>;
  bio: Maybe<Scalars['String']['output']>;
  birthDate: Maybe<Scalars['String']['output']>;
  /** The user's id on the chat service, once the chat user exists. */
  chatUserId: Maybe<Scalars['ID']['output']>;
  city: Maybe<Scalars['String']['output']>;
  coinPacks: Array<CoinPack>;
  countryId: Maybe<Scalars['ID']['output']>;
  /** Absolute or root-relative URL, ready for an <img>. */
  coverPhoto: Maybe<Scalars['String']['output']>;
  createdBy: Scalars['String']['output'];
  email: Scalars['String']['output'];
  facebookLink: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  followersCount: Scalars['Int']['output'];
  followingCount: Scalars['Int']['output'];
  gender: Maybe<Gender>;
  id: Scalars['ID']['output'];
  instagramLink: Maybe<Scalars['String']['output']>;
  isBlocked: Scalars['Boolean']['output'];
  isFollowing: Scalars['Boolean']['output'];
  isSubscribed: Scalars['Boolean']['output'];
  /** True only when verification is VERIFIED: the user may sell content and set plans. */
  isVerified: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  otherProfileLink: Maybe<Scalars['String']['output']>;
  phoneNumber: Scalars['String']['output'];
  postsCount: Scalars['Int']['output'];
  /** Absolute or root-relative URL, ready for an <img>. */
  profilePhoto: Maybe<Scalars['String']['output']>;
  referenceCode: Scalars['String']['output'];
  state: Maybe<Scalars['String']['output']>;
  twitterLink: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
  verification: VerificationStatus;
  walletBalance: Scalars['Int']['output'];
  websiteLink: Maybe<Scalars['String']['output']>;
  zipcode: Maybe<Scalars['String']['output']>;
};

/** Where a user stands with identity verification (feed side: not applied 4, pending 0, success 1, failed 2). */
export type VerificationStatus =
  | 'NOT_APPLIED'
  | 'PENDING'
  | 'REJECTED'
  | 'VERIFIED';

export type VerifyOtpInput = {
  email: Scalars['String']['input'];
  otp: Scalars['String']['input'];
};

export type VerifyOtpResult = {
  __typename?: 'VerifyOtpResult';
  /** Present when purpose is VERIFY: the new session. */
  authToken: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  purpose: OtpPurpose;
  /** Present when purpose is RESET: what resetPassword needs. */
  resetToken: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangePasswordInput: ChangePasswordInput;
  ChatLoginResult: ResolverTypeWrapper<ChatLoginResult>;
  ChatMember: ResolverTypeWrapper<ChatMember>;
  ChatUserResult: ResolverTypeWrapper<ChatUserResult>;
  CoinPack: ResolverTypeWrapper<CoinPack>;
  Conversation: ResolverTypeWrapper<Conversation>;
  EmailInput: EmailInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gender: Gender;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LastMessage: ResolverTypeWrapper<LastMessage>;
  LoginInput: LoginInput;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  MessageResult: ResolverTypeWrapper<MessageResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  OtpPurpose: OtpPurpose;
  OtpSentResult: ResolverTypeWrapper<OtpSentResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  RegisterResult: ResolverTypeWrapper<RegisterResult>;
  ResetPasswordInput: ResetPasswordInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  User: ResolverTypeWrapper<User>;
  VerificationStatus: VerificationStatus;
  VerifyOtpInput: VerifyOtpInput;
  VerifyOtpResult: ResolverTypeWrapper<VerifyOtpResult>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  ChangePasswordInput: ChangePasswordInput;
  ChatLoginResult: ChatLoginResult;
  ChatMember: ChatMember;
  ChatUserResult: ChatUserResult;
  CoinPack: CoinPack;
  Conversation: Conversation;
  EmailInput: EmailInput;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LastMessage: LastMessage;
  LoginInput: LoginInput;
  LoginResult: LoginResult;
  MessageResult: MessageResult;
  Mutation: Record<PropertyKey, never>;
  OtpSentResult: OtpSentResult;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  RegisterResult: RegisterResult;
  ResetPasswordInput: ResetPasswordInput;
  String: Scalars['String']['output'];
  User: User;
  VerifyOtpInput: VerifyOtpInput;
  VerifyOtpResult: VerifyOtpResult;
}>;

export type ChatLoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatLoginResult'] = ResolversParentTypes['ChatLoginResult']> = ResolversObject<{
  chatUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jwtToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['ChatMember'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ChatMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatMember'] = ResolversParentTypes['ChatMember']> = ResolversObject<{
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profilePicture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['VerificationStatus'], ParentType, ContextType>;
}>;

export type ChatUserResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatUserResult'] = ResolversParentTypes['ChatUserResult']> = ResolversObject<{
  chatUserId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CoinPackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CoinPack'] = ResolversParentTypes['CoinPack']> = ResolversObject<{
  coins?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inAppIdentifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ConversationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Conversation'] = ResolversParentTypes['Conversation']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['LastMessage']>, ParentType, ContextType>;
  members?: Resolver<Array<ResolversTypes['ChatMember']>, ParentType, ContextType>;
}>;

export type LastMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LastMessage'] = ResolversParentTypes['LastMessage']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = ResolversObject<{
  authToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewer?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type MessageResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessageResult'] = ResolversParentTypes['MessageResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  changePassword?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  chatLogin?: Resolver<ResolversTypes['ChatLoginResult'], ParentType, ContextType, RequireFields<MutationChatLoginArgs, 'input'>>;
  createChatUser?: Resolver<ResolversTypes['ChatUserResult'], ParentType, ContextType>;
  forgotPassword?: Resolver<ResolversTypes['OtpSentResult'], ParentType, ContextType, RequireFields<MutationForgotPasswordArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  register?: Resolver<ResolversTypes['RegisterResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  resendOtp?: Resolver<ResolversTypes['OtpSentResult'], ParentType, ContextType, RequireFields<MutationResendOtpArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['MessageResult'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  verifyOtp?: Resolver<ResolversTypes['VerifyOtpResult'], ParentType, ContextType, RequireFields<MutationVerifyOtpArgs, 'input'>>;
}>;

export type OtpSentResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OtpSentResult'] = ResolversParentTypes['OtpSentResult']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  chatRooms?: Resolver<Array<ResolversTypes['Conversation']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  viewer?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type RegisterResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterResult'] = ResolversParentTypes['RegisterResult']> = ResolversObject<{
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bio?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chatUserId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  coinPacks?: Resolver<Array<ResolversTypes['CoinPack']>, ParentType, ContextType>;
  countryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  coverPhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  facebookLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  followersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  followingCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instagramLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFollowing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSubscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  otherProfileLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postsCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profilePhoto?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  referenceCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twitterLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verification?: Resolver<ResolversTypes['VerificationStatus'], ParentType, ContextType>;
  walletBalance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  websiteLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type VerifyOtpResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerifyOtpResult'] = ResolversParentTypes['VerifyOtpResult']> = ResolversObject<{
  authToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purpose?: Resolver<ResolversTypes['OtpPurpose'], ParentType, ContextType>;
  resetToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  ChatLoginResult?: ChatLoginResultResolvers<ContextType>;
  ChatMember?: ChatMemberResolvers<ContextType>;
  ChatUserResult?: ChatUserResultResolvers<ContextType>;
  CoinPack?: CoinPackResolvers<ContextType>;
  Conversation?: ConversationResolvers<ContextType>;
  LastMessage?: LastMessageResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  MessageResult?: MessageResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  OtpSentResult?: OtpSentResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RegisterResult?: RegisterResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VerifyOtpResult?: VerifyOtpResultResolvers<ContextType>;
}>;

