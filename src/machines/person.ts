/** A person as the people lists, the profiles and the follow buttons show them (spec §3 User, Follower, Following). */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  username: string;
  profilePhoto: string | null;
  isVerified: boolean;
  isFollowing: boolean;
  /** Null where the list does not carry it (followers and following lists). */
  followersCount: number | null;
}

/** What a store entry may know of a person: whatever the screens have read of them, by id. */
export type PersonFacts = { id: string } & Partial<Omit<Person, 'id'>> & {
    followingCount?: number | null;
    isSubscribed?: boolean;
    isBlocked?: boolean;
  };

/** The follow state a follow call starts from, and goes back to when the server refuses. */
export interface FollowState {
  isFollowing: boolean;
  followersCount: number | null;
}
