/** Owned by the composer work: the home composer box (write something, photo, video, poll) and its modals. Placeholder until it lands. */
export function Composer() {
  return null;
}
