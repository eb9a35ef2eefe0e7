import type { Gateway } from '../gateway/client';
import type { PersonFieldsFragment } from '../gateway/generated/graphql';
import { runOperation } from './gatewayError';

export type Person = PersonFieldsFragment;

/** The header search's one call. */
export interface PeopleSearchApi {
  searchPeople(search: string, signal?: AbortSignal): Promise<Person[]>;
}

export function createPeopleSearchApi(gateway: Gateway): PeopleSearchApi {
  return {
    async searchPeople(search, signal) {
      const { searchPeople } = await runOperation(gateway, 'SearchPeople', { search }, signal);
      return searchPeople;
    },
  };
}
