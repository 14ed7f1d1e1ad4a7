import type { operations } from './contract';

/** An operation of the contract by its id (the name of the client function that makes the call). */
export type OperationId = keyof operations;

type Responses<Id extends OperationId> = operations[Id]['responses'];
type Json<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

/**
 * What the contract says a backend sends when an operation succeeds (its 200, 201 or 202 JSON), from the types
 * generated from contract/openapi.yaml (lib/api/contract.ts). What a backend really sends may be anything:
 * normalize.ts still reads every answer as unknown and turns it into the shapes components read.
 */
export type Answer<Id extends OperationId> = Json<Responses<Id>[Extract<keyof Responses<Id>, 200 | 201 | 202>]>;
