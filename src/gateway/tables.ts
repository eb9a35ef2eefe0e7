import type { DocumentTables, SchemaTables } from './execute';
import documents from './generated/documents.json';
import tables from './generated/schema.json';

/**
 * The whole tables codegen writes from schema.graphql and operations/*.graphql, as the executor reads them. The
 * page loads them with its first operation beyond the first screens' (src/gateway/localClient.ts).
 */
export const schemaTables: SchemaTables = tables;
export const documentTables = documents as unknown as DocumentTables;
