import { countSignInCode } from '@/lib/observability/sign-in-codes';

export const dynamic = 'force-dynamic';

/** A one-time code as the sign-in dialogs report it: counted (docs/operations.md), nothing kept. */
export function POST(request: Request) {
  return countSignInCode(request);
}
