import { postDeletion } from '@/lib/account/routes';

export const dynamic = 'force-dynamic';

/** The account's deletion, with the code (docs/privacy.md). */
export function POST(request: Request) {
  return postDeletion(request);
}
