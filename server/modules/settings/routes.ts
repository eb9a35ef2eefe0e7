import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Endpoints } from '../../../contract/endpoints.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';

/** The country and state pickers of the profile (spec §7 settings). */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const places = app.placesService;

  serve(app, Endpoints.countries, async () => answer('', await places.countries()));

  serve(app, Endpoints.states, async (request) => answer('', await places.states(request.body.country_id)));
};

export default settingsRoutes;
