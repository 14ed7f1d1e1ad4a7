import { patchProfile } from '@/lib/account/routes';

export const dynamic = 'force-dynamic';

/** The member's name and e-mail (docs/privacy.md). */
export function PATCH(request: Request) {
  return patchProfile(request);
}
