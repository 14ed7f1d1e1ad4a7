'use client';
import { useCallback } from 'react';
import { useSession } from './use-session';
import { useUI } from './use-ui';

/**
 * What both auth views do with a fresh token: sign in, then run the job that asked for it (a
 * redeem that made a guest sign in continues; it may open another view), or close the modal.
 */
export function useCompleteAuth(): (token: string) => Promise<void> {
  const { signIn } = useSession();
  const { callback, hideModal } = useUI();
  return useCallback(
    async (token: string) => {
      await signIn(token);
      if (callback) callback();
      else hideModal();
    },
    [signIn, callback, hideModal],
  );
}
