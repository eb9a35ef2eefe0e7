import type { TaggedPerson } from './post';

/** A person as the people lists show them (header search, followers, the block list, a post's tags): who an author is, without the relations. */
export type Person = TaggedPerson;

/** First and last name as one line. */
export const fullName = (person: Pick<Person, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`.trim();

/** The followers whose first or last name (or username) holds the query, case and accents aside. */
export function matchingFollowers(followers: Person[], query: string): Person[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(query.trim());
  if (!wanted) return followers;
  return followers.filter((person) =>
    [`${person.firstName} ${person.lastName}`, person.username].some((name) => fold(name).includes(wanted)),
  );
}
