import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponses } from '../../../contract/envelope.ts';
import { CountryListResponse, StateListResponse, StatesBody } from '../../../contract/profile.ts';
import { AdminRoutes } from '../../../contract/routes.ts';
import { answer } from '../../lib/answers.ts';

/** The country and state pickers of the profile (spec §7 settings). */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const places = app.placesService;
  app.addHook('onRequest', app.authenticate);

  app.get(AdminRoutes.countries, { schema: { response: { 200: CountryListResponse, ...ErrorResponses } } }, async () =>
    answer('', await places.countries()),
  );

  app.post(AdminRoutes.states, { schema: { body: StatesBody, response: { 200: StateListResponse, ...ErrorResponses } } }, async (request) =>
    answer('', await places.states(request.body.country_id)),
  );
};

export default settingsRoutes;
