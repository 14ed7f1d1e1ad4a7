import { useRef, useState } from 'react';
import { reportCode } from '@/lib/api/sign-in-codes';
import type { ApiResult, OtpChallenge } from '@/lib/api/types';
import type { CodeFlow } from '@/lib/rules/sign-in-codes';
import { useLockout } from './use-lockout';

type SendOtp = (address: string) => Promise<ApiResult<OtpChallenge>>;
type OnFailure = (answer: ApiResult<OtpChallenge>) => Promise<void>;

/**
 * The phone step shared by the login and register views: asks for a code (one request at a time),
 * keeps the server's challenge and the number it was sent to, and resends to that number. A backend
 * that limits attempts (429) starts the lockout instead of a failure alert; the views also hand it
 * a 429 met when the code is sent. With a `flow` (sign-in, registration: codes the browser asks the
 * auth service for itself), each answer is reported to the portal, which counts them.
 */
export function useOtpRequest(send: SendOtp, flow?: CodeFlow) {
  const [sentTo, setSentTo] = useState('');
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const [busy, setBusy] = useState(false);
  const lockout = useLockout();
  // A ref, not state: a second submit in the same tick must already see the first one.
  const inFlight = useRef(false);

  /** Asks for a code for `address`; a failure is handed to `onFailure` while the step is still busy. */
  const requestOtp = async (address: string, onFailure: OnFailure) => {
    if (inFlight.current || lockout.remaining > 0) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const answer = await send(address);
      if (flow) reportCode(flow, 'request', answer);
      if (answer.ok && answer.data) {
        setSentTo(address);
        setChallenge(answer.data);
      } else if (!lockout.lockFrom(answer)) {
        await onFailure(answer);
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  /** Asks for a new code for the same number; true when one was sent. */
  const resendOtp = async (onFailure: OnFailure) => {
    if (lockout.remaining > 0) return false;
    const answer = await send(sentTo);
    if (flow) reportCode(flow, 'request', answer);
    if (answer.ok && answer.data) {
      setChallenge(answer.data);
      return true;
    }
    if (!lockout.lockFrom(answer)) await onFailure(answer);
    return false;
  };

  /** Back to the phone step, keeping what was typed. */
  const backToPhone = () => setChallenge(null);

  return { sentTo, challenge, busy, lockout, requestOtp, resendOtp, backToPhone };
}
