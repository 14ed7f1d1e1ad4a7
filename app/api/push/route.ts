import { getPushKey } from '@/lib/push/routes';

export const dynamic = 'force-dynamic';

/**
 * `GET /api/push`: the public key browsers subscribe with, read when serving (the service worker, built
 * before any key is set, asks here when the browser renews a subscription); 404 when push is off.
 */
export function GET() {
  return getPushKey();
}
