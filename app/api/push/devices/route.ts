import { deleteDevices } from '@/lib/push/routes';

export const dynamic = 'force-dynamic';

/** Every device of the session's member, all removed (the account deleted). */
export function DELETE(request: Request) {
  return deleteDevices(request);
}
