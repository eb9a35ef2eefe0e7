import type { ResultOf, VariablesOf } from '@graphql-typed-document-node/core';
import type * as Generated from './generated/graphql';

type Documents = typeof Generated;

/** An operation of an area (the `operations` of its module in resolvers/), by name: its typed document waits in the gateway chunk. */
export type OperationName = { [K in keyof Documents]: K extends `${infer Name}Document` ? Name : never }[keyof Documents];

/** The typed document codegen generated for an operation. */
export type DocumentOf<Name extends OperationName> = Documents[`${Name}Document`];

/** What an operation answers and takes, as codegen typed them from schema.ts. */
export type OperationResult<Name extends OperationName> = ResultOf<DocumentOf<Name>>;
export type OperationVariables<Name extends OperationName> = VariablesOf<DocumentOf<Name>>;

/**
 * The gateway as services call it: one typed request, answered by the schema in the page. It resolves with
 * the operation's data, rejects with a GatewayRequestError (gateway/errors.ts) when execution reported
 * errors, and with the abort when `signal` is aborted.
 */
export interface Gateway {
  request<Name extends OperationName>(
    operation: Name,
    variables: OperationVariables<Name>,
    signal?: AbortSignal,
  ): Promise<OperationResult<Name>>;
}
