/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  username\n  email\n  profilePhoto\n  isVerified\n  chatUserId\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    message\n    authToken\n    viewer {\n      ...ViewerFields\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    message\n    email\n  }\n}\n\nmutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    message\n    purpose\n    userId\n    authToken\n    resetToken\n  }\n}\n\nmutation ResendOtp($input: EmailInput!) {\n  resendOtp(input: $input) {\n    message\n  }\n}\n\nmutation ForgotPassword($input: EmailInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n  }\n}": typeof types.ViewerFieldsFragmentDoc,
    "fragment ChatMemberFields on ChatMember {\n  id\n  firstName\n  lastName\n  profilePicture\n  verification\n  isVerified\n}\n\nmutation ChatLogin($input: LoginInput!) {\n  chatLogin(input: $input) {\n    message\n    jwtToken\n    chatUserId\n    member {\n      ...ChatMemberFields\n    }\n  }\n}\n\nmutation CreateChatUser {\n  createChatUser {\n    message\n    chatUserId\n  }\n}\n\nquery ChatRooms {\n  chatRooms {\n    id\n    members {\n      ...ChatMemberFields\n    }\n    lastMessage {\n      content\n      date\n    }\n  }\n}": typeof types.ChatMemberFieldsFragmentDoc,
    "fragment UserProfileFields on User {\n  ...ViewerFields\n  phoneNumber\n  gender\n  countryId\n  zipcode\n  state\n  city\n  address\n  birthDate\n  websiteLink\n  facebookLink\n  instagramLink\n  twitterLink\n  otherProfileLink\n  bio\n  coverPhoto\n  createdBy\n  verification\n  isFollowing\n  isSubscribed\n  isBlocked\n  walletBalance\n  postsCount\n  followersCount\n  followingCount\n  coinPacks {\n    id\n    coins\n    price\n    inAppIdentifier\n  }\n  referenceCode\n}\n\nquery Viewer {\n  viewer {\n    ...ViewerFields\n  }\n}\n\nquery UserProfile($id: ID!) {\n  user(id: $id) {\n    ...UserProfileFields\n  }\n}": typeof types.UserProfileFieldsFragmentDoc,
};
const documents: Documents = {
    "fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  username\n  email\n  profilePhoto\n  isVerified\n  chatUserId\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    message\n    authToken\n    viewer {\n      ...ViewerFields\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    message\n    email\n  }\n}\n\nmutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    message\n    purpose\n    userId\n    authToken\n    resetToken\n  }\n}\n\nmutation ResendOtp($input: EmailInput!) {\n  resendOtp(input: $input) {\n    message\n  }\n}\n\nmutation ForgotPassword($input: EmailInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n  }\n}": types.ViewerFieldsFragmentDoc,
    "fragment ChatMemberFields on ChatMember {\n  id\n  firstName\n  lastName\n  profilePicture\n  verification\n  isVerified\n}\n\nmutation ChatLogin($input: LoginInput!) {\n  chatLogin(input: $input) {\n    message\n    jwtToken\n    chatUserId\n    member {\n      ...ChatMemberFields\n    }\n  }\n}\n\nmutation CreateChatUser {\n  createChatUser {\n    message\n    chatUserId\n  }\n}\n\nquery ChatRooms {\n  chatRooms {\n    id\n    members {\n      ...ChatMemberFields\n    }\n    lastMessage {\n      content\n      date\n    }\n  }\n}": types.ChatMemberFieldsFragmentDoc,
    "fragment UserProfileFields on User {\n  ...ViewerFields\n  phoneNumber\n  gender\n  countryId\n  zipcode\n  state\n  city\n  address\n  birthDate\n  websiteLink\n  facebookLink\n  instagramLink\n  twitterLink\n  otherProfileLink\n  bio\n  coverPhoto\n  createdBy\n  verification\n  isFollowing\n  isSubscribed\n  isBlocked\n  walletBalance\n  postsCount\n  followersCount\n  followingCount\n  coinPacks {\n    id\n    coins\n    price\n    inAppIdentifier\n  }\n  referenceCode\n}\n\nquery Viewer {\n  viewer {\n    ...ViewerFields\n  }\n}\n\nquery UserProfile($id: ID!) {\n  user(id: $id) {\n    ...UserProfileFields\n  }\n}": types.UserProfileFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  username\n  email\n  profilePhoto\n  isVerified\n  chatUserId\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    message\n    authToken\n    viewer {\n      ...ViewerFields\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    message\n    email\n  }\n}\n\nmutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    message\n    purpose\n    userId\n    authToken\n    resetToken\n  }\n}\n\nmutation ResendOtp($input: EmailInput!) {\n  resendOtp(input: $input) {\n    message\n  }\n}\n\nmutation ForgotPassword($input: EmailInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n  }\n}"): (typeof documents)["fragment ViewerFields on User {\n  id\n  firstName\n  lastName\n  username\n  email\n  profilePhoto\n  isVerified\n  chatUserId\n}\n\nmutation Login($input: LoginInput!) {\n  login(input: $input) {\n    message\n    authToken\n    viewer {\n      ...ViewerFields\n    }\n  }\n}\n\nmutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    message\n    email\n  }\n}\n\nmutation VerifyOtp($input: VerifyOtpInput!) {\n  verifyOtp(input: $input) {\n    message\n    purpose\n    userId\n    authToken\n    resetToken\n  }\n}\n\nmutation ResendOtp($input: EmailInput!) {\n  resendOtp(input: $input) {\n    message\n  }\n}\n\nmutation ForgotPassword($input: EmailInput!) {\n  forgotPassword(input: $input) {\n    message\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    message\n  }\n}\n\nmutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ChatMemberFields on ChatMember {\n  id\n  firstName\n  lastName\n  profilePicture\n  verification\n  isVerified\n}\n\nmutation ChatLogin($input: LoginInput!) {\n  chatLogin(input: $input) {\n    message\n    jwtToken\n    chatUserId\n    member {\n      ...ChatMemberFields\n    }\n  }\n}\n\nmutation CreateChatUser {\n  createChatUser {\n    message\n    chatUserId\n  }\n}\n\nquery ChatRooms {\n  chatRooms {\n    id\n    members {\n      ...ChatMemberFields\n    }\n    lastMessage {\n      content\n      date\n    }\n  }\n}"): (typeof documents)["fragment ChatMemberFields on ChatMember {\n  id\n  firstName\n  lastName\n  profilePicture\n  verification\n  isVerified\n}\n\nmutation ChatLogin($input: LoginInput!) {\n  chatLogin(input: $input) {\n    message\n    jwtToken\n    chatUserId\n    member {\n      ...ChatMemberFields\n    }\n  }\n}\n\nmutation CreateChatUser {\n  createChatUser {\n    message\n    chatUserId\n  }\n}\n\nquery ChatRooms {\n  chatRooms {\n    id\n    members {\n      ...ChatMemberFields\n    }\n    lastMessage {\n      content\n      date\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UserProfileFields on User {\n  ...ViewerFields\n  phoneNumber\n  gender\n  countryId\n  zipcode\n  state\n  city\n  address\n  birthDate\n  websiteLink\n  facebookLink\n  instagramLink\n  twitterLink\n  otherProfileLink\n  bio\n  coverPhoto\n  createdBy\n  verification\n  isFollowing\n  isSubscribed\n  isBlocked\n  walletBalance\n  postsCount\n  followersCount\n  followingCount\n  coinPacks {\n    id\n    coins\n    price\n    inAppIdentifier\n  }\n  referenceCode\n}\n\nquery Viewer {\n  viewer {\n    ...ViewerFields\n  }\n}\n\nquery UserProfile($id: ID!) {\n  user(id: $id) {\n    ...UserProfileFields\n  }\n}"): (typeof documents)["fragment UserProfileFields on User {\n  ...ViewerFields\n  phoneNumber\n  gender\n  countryId\n  zipcode\n  state\n  city\n  address\n  birthDate\n  websiteLink\n  facebookLink\n  instagramLink\n  twitterLink\n  otherProfileLink\n  bio\n  coverPhoto\n  createdBy\n  verification\n  isFollowing\n  isSubscribed\n  isBlocked\n  walletBalance\n  postsCount\n  followersCount\n  followingCount\n  coinPacks {\n    id\n    coins\n    price\n    inAppIdentifier\n  }\n  referenceCode\n}\n\nquery Viewer {\n  viewer {\n    ...ViewerFields\n  }\n}\n\nquery UserProfile($id: ID!) {\n  user(id: $id) {\n    ...UserProfileFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;