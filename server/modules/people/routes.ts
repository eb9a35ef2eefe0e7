import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { viewerOf } from '../../plugins/auth.ts';

/** Follow, block and find people (spec §7); pages of PAGE_SIZE from 1, an empty page ends the paging. */
const peopleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const people = app.peopleService;

  serve(app, Endpoints.follow, async (request) => answer('', await people.follow(viewerOf(request), request.body.user_id)));

  serve(app, Endpoints.unfollow, async (request) => answer('', await people.unfollow(viewerOf(request), request.body.user_id)));

  serve(app, Endpoints.followers, async (request) =>
    answer('', await people.followers(viewerOf(request), request.body.user_id, request.body.page)),
  );

  serve(app, Endpoints.followings, async (request) =>
    answer('', await people.followings(viewerOf(request), request.body.user_id, request.body.page)),
  );

  serve(app, Endpoints.block, async (request) => answer(Messages.userBlocked, await people.block(viewerOf(request), request.body.user_id)));

  serve(app, Endpoints.unblock, async (request) =>
    answer(Messages.userUnblocked, await people.unblock(viewerOf(request), request.body.user_id)),
  );

  serve(app, Endpoints.reportPerson, async (request) =>
    answer(Messages.userReported, await people.report(viewerOf(request), request.body)),
  );

  serve(app, Endpoints.blockedPeople, async (request) => answer('', await people.blockList(viewerOf(request), request.body.page)));

  // The page travels in the query, as the trending feed's; a body, if any, is ignored.
  serve(app, Endpoints.suggestedPeople, async (request) => answer('', await people.trending(viewerOf(request), request.query.page)));

  serve(app, Endpoints.searchPeople, async (request) => answer('', await people.autocomplete(viewerOf(request), request.body.search)));
};

export default peopleRoutes;
