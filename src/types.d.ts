/** Parcel's `url:` imports give the built file's address. */
declare module 'url:*' {
  const url: string;
  export default url;
}
