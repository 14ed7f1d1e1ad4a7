/**
 * The sign-in dialogs' report of a one-time code to the portal (`POST /api/sign-in-codes`), which counts
 * it (docs/operations.md): the code itself goes from the browser to the auth service, past the server.
 * Sent and forgotten: a report that does not arrive changes nothing for the member.
 */
import type { ApiResult } from './types';
import { request } from './http';
import { type CodeFlow, codeReportOf } from '@/lib/rules/sign-in-codes';

export const SIGN_IN_CODES_ROUTE = 'api/sign-in-codes';

/** Reports the auth service's `answer` to asking for a code (`request`) or to the code typed (`check`). */
export function reportCode(flow: CodeFlow, step: 'request' | 'check', answer: ApiResult<unknown>): void {
  const report = codeReportOf(flow, step, answer);
  if (report) void request(SIGN_IN_CODES_ROUTE, { service: 'portal', method: 'POST', body: report });
}
