import { Endpoints } from '../gateway/generated/endpoints';
import type { EarlyCalls } from '../gateway/earlyCalls';
import type { PostFieldsFragment as Post } from '../gateway/generated/graphql';
import { toPost } from '../gateway/resolvers/posts';

/** The home feed's first page as the home screen asks for it through the gateway (HomeFeed, page 1: resolvers/posts.ts). */
export const HOME_FEED_FIRST_PAGE = { page: 1 };

/**
 * Asks for the home feed's first page now, before the code that reads it has loaded: the gateway's resolver then
 * takes this answer (gateway/earlyCalls.ts) when the feed asks. Resolves with its posts as the gateway reads them.
 */
export async function startHomeFeedEarly(rest: EarlyCalls): Promise<Post[]> {
  const { data } = await rest.startEarly(Endpoints.homeFeed, HOME_FEED_FIRST_PAGE);
  return data.map(toPost);
}

/** Who a restored session belongs to, as the auth machine's first request asks (Viewer: resolvers/users.ts), answered the same way. */
export function startViewerEarly(rest: EarlyCalls): void {
  // A failure is the viewer request's to report: it takes this same answer.
  rest.startEarly(Endpoints.currentUser, {}).catch(() => undefined);
}
