import type { Follower } from './mediaPackage';

/** The followers the search keeps: by first name, last name or username, as typed. */
export function followersShown(context: { followers: Follower[]; search: string }): Follower[] {
  const needle = context.search.trim().toLowerCase();
  if (!needle) return context.followers;
  return context.followers.filter((person) => `${person.firstName} ${person.lastName} ${person.username}`.toLowerCase().includes(needle));
}

/** True when every follower is selected (the select all box is checked). */
export const allSelected = (context: { followers: Follower[]; selected: string[] }) =>
  context.followers.length > 0 && context.followers.every((person) => context.selected.includes(person.id));
