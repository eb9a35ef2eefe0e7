import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Endpoints } from '../../../contract/endpoints.ts';
import { Messages } from '../../../contract/messages.ts';
import type { Country, State } from '../../../contract/profile.ts';
import { answer } from '../../lib/answers.ts';
import { serve } from '../../lib/endpoint.ts';
import { badRequest } from '../../lib/errors.ts';
import { loadPlaces, type Places } from './places.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The countries and states a profile picks from. */
    placesService: PlacesService;
  }
}

export interface PlacesService {
  countries(): Promise<Country[]>;
  /** The states of a country; 400 countryInvalid when the id is no country. */
  states(countryId: number): Promise<State[]>;
  /** True when `countryId` is one of `countries()`. */
  isCountry(countryId: number): Promise<boolean>;
}

async function placesService(app: FastifyInstance) {
  // The dataset loads on first use, once per process: boot and the routes that never ask stay light.
  let places: Promise<Places> | undefined;
  const loaded = () => (places ??= loadPlaces());

  app.decorate('placesService', {
    countries: async () => (await loaded()).countries,
    async states(countryId) {
      const states = (await loaded()).states.get(countryId);
      if (!states) throw badRequest(Messages.countryInvalid);
      return states;
    },
    isCountry: async (countryId) => (await loaded()).states.has(countryId),
  } satisfies PlacesService);
}

export default fp(placesService, { name: 'places-service' });

/** The country and state pickers of the profile (spec §7 settings). */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const places = app.placesService;

  serve(app, Endpoints.countries, async () => answer('', await places.countries()));

  serve(app, Endpoints.states, async (request) => answer('', await places.states(request.body.country_id)));
};
