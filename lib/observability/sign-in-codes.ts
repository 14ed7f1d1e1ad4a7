/**
 * `POST /api/sign-in-codes`: counts a one-time code the sign-in dialogs report (lib/api/sign-in-codes.ts),
 * and does nothing else. Counted from the browser's word, so it takes little: the portal's own pages only,
 * a small body of fixed values, nothing that names a member (docs/operations.md).
 */
import 'server-only';
import { CODE_REPORT_MAX_BYTES, readCodeReport } from '@/lib/rules/sign-in-codes';
import { answer, empty } from '@/lib/server/private-answer';
import { jsonOrRefusal } from '@/lib/server/request-body';
import { fromThisSite } from '@/lib/server/same-origin';
import { observer } from './observer.mjs';

export async function countSignInCode(request: Request): Promise<Response> {
  if (!fromThisSite(request)) return answer(403, { detail: "Codes are reported from the portal's own pages only." });
  const body = await jsonOrRefusal(request, CODE_REPORT_MAX_BYTES);
  if (body instanceof Response) return body;
  const report = readCodeReport(body);
  if (!report) return answer(400, { detail: 'A report is {"flow", "outcome", "reason"?}, each from its list.' });
  observer()?.signInCode?.(report.flow, report.outcome, 'reason' in report ? report.reason : undefined);
  return empty(204);
}
