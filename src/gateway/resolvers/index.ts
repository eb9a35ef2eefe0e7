import type { Resolvers } from '../generated/resolvers';
import { authResolvers } from './auth';
import { chatResolvers } from './chat';
import { commentsResolvers } from './comments';
import { composeResolvers } from './compose';
import { postsResolvers } from './posts';
import { usersResolvers } from './users';

export const resolvers: Resolvers[] = [authResolvers, usersResolvers, chatResolvers, postsResolvers, composeResolvers, commentsResolvers];
