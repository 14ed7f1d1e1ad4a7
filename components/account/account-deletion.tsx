'use client';
import { useId, useState } from 'react';
import { OtpStep } from '@/components/auth/otp-step';
import { useOtpRequest } from '@/hooks/use-otp-request';
import { useSession } from '@/hooks/use-session';
import { type DeletionLosses, accountProblem, requestDeletion, requestDeletionCode } from '@/lib/api/account';
import type { ApiResult } from '@/lib/api/types';
import { formatPoints } from '@/lib/format/number';
import type { BrandContact } from '@/lib/rules/contact';
import { Outcome } from '@/components/ui/outcome';
import { ContactNotice } from './contact-notice';
import { useDeletionAccepted } from './deletion-host';
import { SendCode } from './send-code';
import { DELETION_CODE_FAILED, DELETION_FAILED, DELETION_NOT_OFFERED, failureWords } from './words';

type Step = 'intro' | 'confirm' | 'not-offered';

const DANGER_BUTTON =
  'inline-flex h-11 items-center justify-center rounded-full border border-red-700 px-5 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
const REASON_MAX_LENGTH = 500;

/**
 * "Hapus akun": what will be lost, in numbers; a confirmation (and a reason, if the member gives one); a
 * code sent by WhatsApp to the member's own number; then the request (`POST /api/account/deletion`). Once
 * it is accepted the page shows its reference and date, and the device is signed out and wiped
 * (./deletion-host.tsx). A backend that does not offer deletion (known when the page was rendered, or once
 * the code is asked for) gets how to reach the brand in place of the control.
 */
export function AccountDeletion({ losses, contact, offered = true }: { losses: DeletionLosses; contact: BrandContact; offered?: boolean }) {
  const { member, user } = useSession();
  const accepted = useDeletionAccepted();
  const headingId = useId();
  const confirmId = useId();
  const reasonId = useId();
  const [step, setStep] = useState<Step>(offered ? 'intro' : 'not-offered');
  const [understood, setUnderstood] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const number = user?.mobile_no ?? '';
  const otp = useOtpRequest(() => requestDeletionCode());

  const codeRefused = async (answer: ApiResult<unknown>) => {
    if (accountProblem(answer).notOffered) return setStep('not-offered');
    setError(failureWords(answer, DELETION_CODE_FAILED));
  };

  const sendCode = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!understood) return;
    setError('');
    await otp.requestOtp(number, codeRefused);
  };

  const submitCode = async (code: string) => {
    setError('');
    const result = await requestDeletion(code, reason);
    if (result.ok && result.data) return accepted(result.data);
    if (otp.lockout.lockFrom(result)) return;
    const problem = accountProblem(result);
    if (problem.notOffered) return setStep('not-offered');
    setError(problem.fields.otp_code ?? failureWords(result, DELETION_FAILED));
  };

  const cancel = () => {
    otp.backToPhone();
    setStep('intro');
    setUnderstood(false);
    setError('');
  };

  const lost = [
    member?.balance === null || member?.balance === undefined ? 'Semua poin Anda' : `${formatPoints(member.balance)} poin Anda`,
    losses.activeVouchers === null ? 'Semua voucher aktif Anda' : `${losses.activeVouchers} voucher aktif`,
    'Level, riwayat poin, reward dan hasil referral Anda',
    ...(losses.walletPasses ? [`${losses.walletPasses} kartu atau voucher di Apple Wallet, yang tidak akan diperbarui lagi`] : []),
  ];

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Hapus akun
      </h2>
      <p className="mt-1 text-sm text-slate-700">Jika akun Anda dihapus, yang berikut hilang dan tidak dapat dikembalikan:</p>
      <ul data-deletion-losses className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-900">
        {lost.map((loss) => (
          <li key={loss}>{loss}</li>
        ))}
      </ul>

      {step === 'intro' ? (
        <button type="button" className={`${DANGER_BUTTON} mt-4`} onClick={() => setStep('confirm')}>
          Hapus akun
        </button>
      ) : null}

      {step === 'confirm' && !otp.challenge ? (
        <form onSubmit={sendCode} noValidate className="mt-4 space-y-4">
          <div className="flex items-start gap-3">
            <input
              id={confirmId}
              type="checkbox"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
              className="mt-0.5 h-6 w-6 shrink-0 accent-red-700"
            />
            <label htmlFor={confirmId} className="text-sm text-slate-900">
              Saya mengerti bahwa semua yang tersebut di atas akan hilang, dan saya ingin menghapus akun saya.
            </label>
          </div>
          <div>
            <label htmlFor={reasonId} className="mb-1.5 block text-sm font-semibold text-slate-800">
              Alasan (opsional)
            </label>
            <textarea
              id={reasonId}
              value={reason}
              maxLength={REASON_MAX_LENGTH}
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              className="w-full rounded-xl border border-slate-400 bg-white px-4 py-3 text-base text-slate-900 focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            />
          </div>
          <p className="text-sm text-slate-700">{`Untuk memastikan ini Anda, kami kirim kode OTP ke WhatsApp ${number}.`}</p>
          <SendCode busy={otp.busy} lockout={otp.lockout} disabled={!understood} onCancel={cancel} />
        </form>
      ) : null}

      {step === 'confirm' && otp.challenge ? (
        <div className="mt-4">
          <OtpStep
            phone={otp.sentTo}
            challenge={otp.challenge}
            onSubmit={submitCode}
            onResend={() => otp.resendOtp(codeRefused)}
            onBack={cancel}
            lockout={otp.lockout}
            backLabel="Batal"
            submitLabel="Hapus akun saya"
          />
        </div>
      ) : null}

      {step === 'not-offered' ? <ContactNotice contact={contact}>{DELETION_NOT_OFFERED}</ContactNotice> : null}

      <Outcome error={error} notice="" className="mt-3" />
    </section>
  );
}
