import type { Resolvers } from '../generated/resolvers';
import { authResolvers } from './auth';
import { chatResolvers } from './chat';
import { postsResolvers } from './posts';
import { usersResolvers } from './users';

export const resolvers: Resolvers[] = [authResolvers, usersResolvers, chatResolvers, postsResolvers];
