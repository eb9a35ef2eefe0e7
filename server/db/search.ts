/**
 * The folded form names are searched in (lowercase, no accents), written once so indexes and queries match.
 * See docs/decisions/0022-folded-name-search.md
 */
export const foldedSql = (expression: string) => `lower(regexp_replace(normalize(${expression}, NFD), '[\\u0300-\\u036f]', '', 'g'))`;

/** `text` matched literally inside a LIKE pattern: its backslashes, % and _ escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
