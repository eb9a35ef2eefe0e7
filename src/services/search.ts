import type { Gateway } from '../gateway/client';
import type { PersonFieldsFragment } from '../gateway/generated/graphql';
import { runOperation } from './gatewayError';

/** A person as the search and the settings lists show them (the follow state lives in the people area's store). */
export type Person = Pick<PersonFieldsFragment, 'id' | 'firstName' | 'lastName' | 'username' | 'profilePhoto' | 'isVerified'>;

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
