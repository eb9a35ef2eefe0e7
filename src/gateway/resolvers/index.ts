import type { Resolvers } from '../generated/resolvers';
import { peopleResolvers } from './people';
import { postsResolvers } from './posts';
import { usersResolvers } from './users';

/** The areas a first screen asks for (the viewer, the feeds, the home suggestions): they load with the gateway. */
export const resolvers: Resolvers[] = [usersResolvers, postsResolvers, peopleResolvers];
