/** Whether the page asks for Stately's inspector: `?inspect` in its URL (main.tsx honours it in development only). */
export const inspectRequested = (search: string) => new URLSearchParams(search).has('inspect');
