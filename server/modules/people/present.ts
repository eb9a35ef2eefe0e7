import type { BlockedPerson, Connection, Person } from '../../../contract/people.ts';
import type { MediaUrls } from '../../lib/media-urls.ts';
import { asVerifyStatus } from '../users/present.ts';
import type { PersonRow } from './repository.ts';

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

export function presentPerson(row: Omit<PersonRow, 'own_chat_id' | 'is_following'>, mediaUrls: MediaUrls): Person {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    profile_photo: mediaUrls.photo(row.profile_photo),
    user_verified: asVerifyStatus(row.user_verified),
  };
}

/** A person of a followers or followings list; the chat id is there only when the person is the viewer. */
export function presentConnection(row: PersonRow, mediaUrls: MediaUrls): Connection {
  return { ...presentPerson(row, mediaUrls), is_following: flag(row.is_following), node_chate_id: row.own_chat_id };
}

export const presentBlocked = (row: PersonRow, mediaUrls: MediaUrls): BlockedPerson => ({ ...presentPerson(row, mediaUrls), is_block: 1 });
