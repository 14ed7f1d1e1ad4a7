/**
 * Small helpers for the hooks that wrap a whole answer. Server only (route handlers).
 */
import 'server-only';
import { observer } from './observer.mjs';

/** A webhook's answer, counted by its status (`hook`: revalidate, wallet, push). */
export async function countWebhook(hook: string, answer: Promise<Response>): Promise<Response> {
  const response = await answer;
  observer()?.webhook?.(hook, response.status);
  return response;
}
