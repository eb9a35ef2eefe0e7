/**
 * The form names are searched in: lowercase, accents dropped ("José" → "jose"). An SQL expression of
 * `expression`, written once so the indexes and the queries that must match them say the same thing;
 * `normalize`, `regexp_replace` and `lower` are immutable, so it can be indexed on PGlite and PostgreSQL.
 */
export const foldedSql = (expression: string) => `lower(regexp_replace(normalize(${expression}, NFD), '[\\u0300-\\u036f]', '', 'g'))`;
