import { deleteDevices, patchDevices } from '@/lib/push/routes';

export const dynamic = 'force-dynamic';

/** Every device of the session's member: all removed (the account deleted), or a topic off on each. */
export function DELETE(request: Request) {
  return deleteDevices(request);
}

export function PATCH(request: Request) {
  return patchDevices(request);
}
