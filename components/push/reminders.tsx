import { readPushConfig } from '@/lib/config';
import { RemindersCard } from './reminders-card';

/**
 * The reminders card where this server has push on (the keys and Redis, read when serving), with the public
 * key browsers subscribe with; nothing where it has not.
 */
export function Reminders() {
  const push = readPushConfig();
  return push ? <RemindersCard publicKey={push.publicKey} /> : null;
}
