/**
 * Optional calls: the contract marks some operations `x-optional: true` (a member's profile, number,
 * consents and deletion). A backend that does not offer one answers 404, 405 or 501; the portal then hides
 * what needs it and says how else to reach the brand, instead of showing an error (docs/contract.md).
 */
import type { ApiResult } from './types';

/** The statuses by which a backend says it does not offer a call (the contract's `NotOffered` response). */
export const NOT_OFFERED_STATUSES: readonly number[] = [404, 405, 501];

/** True when the backend does not offer this optional call; false for an answer and for every other failure. */
export const notOffered = (result: ApiResult<unknown>): boolean => NOT_OFFERED_STATUSES.includes(result.status);
