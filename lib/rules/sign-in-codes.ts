/**
 * What the sign-in and registration dialogs report of each one-time code (docs/operations.md): the
 * browser asks the auth service itself, so the server counts what the dialog tells it. A report is a
 * flow, an outcome and, for a refusal, its reason, each from a fixed list: never a number or a code.
 *
 * Pure: read by the browser's report (lib/api/sign-in-codes.ts) and the route that counts it.
 */
import type { ApiResult } from '@/lib/api/types';
import { addressCode } from './auth-messages';

export const CODE_FLOWS = ['login', 'register'] as const;
/** `requested`: a code was sent; `refused`: the auth service said no (a reason); `failed`: it did not answer. */
export const CODE_OUTCOMES = ['requested', 'refused', 'failed'] as const;
export const CODE_REFUSALS = ['not_registered', 'number_taken', 'too_many', 'wrong_code', 'other'] as const;

export type CodeFlow = (typeof CODE_FLOWS)[number];
export type CodeReport =
  { flow: CodeFlow; outcome: 'requested' | 'failed' } | { flow: CodeFlow; outcome: 'refused'; reason: (typeof CODE_REFUSALS)[number] };

/** The largest report the route reads, in bytes. */
export const CODE_REPORT_MAX_BYTES = 256;

/**
 * The report of an answer: to asking for a code (`request`), or to the code typed (`check`: signIn,
 * register). A code accepted is no code event: the session started says it.
 */
export function codeReportOf(flow: CodeFlow, step: 'request' | 'check', answer: ApiResult<unknown>): CodeReport | null {
  if (answer.ok && answer.data !== undefined) return step === 'request' ? { flow, outcome: 'requested' } : null;
  if (answer.status === 429) return { flow, outcome: 'refused', reason: 'too_many' };
  if (answer.status < 400 || answer.status >= 500) return { flow, outcome: 'failed' };
  if (step === 'check') return { flow, outcome: 'refused', reason: answer.problem?.email ? 'other' : 'wrong_code' };
  const code = addressCode(answer.problem);
  return { flow, outcome: 'refused', reason: code === 'not-found' ? 'not_registered' : code === 'exists' ? 'number_taken' : 'other' };
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** A report as the route takes it: exactly these fields, each from its list; anything else is null. */
export function readCodeReport(raw: unknown): CodeReport | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const { flow, outcome, reason, ...rest } = raw as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !isOneOf(CODE_FLOWS, flow) || !isOneOf(CODE_OUTCOMES, outcome)) return null;
  if (outcome === 'refused') return isOneOf(CODE_REFUSALS, reason) ? { flow, outcome, reason } : null;
  return reason === undefined ? { flow, outcome } : null;
}
