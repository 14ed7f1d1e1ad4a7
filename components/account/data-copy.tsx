'use client';
import { useId, useState } from 'react';
import { OUTLINE_BUTTON, PRIMARY_BUTTON } from '@/components/ui/button-styles';
import { useLockout } from '@/hooks/use-lockout';
import { type DataFile, downloadAccountData } from '@/lib/api/account';
import { waitCountdown } from '@/lib/api/too-many';
import { saveFile } from '@/lib/browser/save-file';
import { Outcome } from '@/components/ui/outcome';
import { COPY_FAILED, failureWords } from './words';

const FILES: { file: DataFile; label: string; style: string }[] = [
  { file: 'json', label: 'Unduh data saya', style: PRIMARY_BUTTON },
  { file: 'csv', label: 'Unduh riwayat poin (CSV)', style: OUTLINE_BUTTON },
];

/**
 * "Unduh data saya": the copy of everything the portal can read about the member (JSON), and the points
 * history as CSV, each made by the server from the backend's answers now (`GET /api/account/data`). One
 * of each a minute: asked again sooner, the button counts down until it may be.
 */
export function DataCopy() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Unduh data saya
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Salinan semua data Anda yang dapat dibaca portal ini: profil, level dan poin, seluruh riwayat poin, reward, hasil referral, voucher
        beserta kodenya, dan persetujuan Anda, dalam satu file JSON. Riwayat poin juga tersedia sebagai CSV untuk dibuka di spreadsheet.
        Satu salinan per menit.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {FILES.map((file) => (
          <FileButton key={file.file} {...file} />
        ))}
      </div>
    </section>
  );
}

function FileButton({ file, label, style }: { file: DataFile; label: string; style: string }) {
  const lockout = useLockout();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const waiting = lockout.remaining > 0;

  async function fetchFile() {
    if (busy || waiting) return;
    setBusy(true);
    setError('');
    setNotice('');
    const result = await downloadAccountData(file);
    setBusy(false);
    if (result.ok && result.data) {
      saveFile(result.data.blob, result.data.filename);
      setNotice(`${result.data.filename} diunduh.`);
      return;
    }
    // One copy a minute: the wait is the button's countdown.
    if (lockout.lockFrom({ ...result, problem: undefined, error: undefined })) return;
    setError(failureWords(result, COPY_FAILED));
  }

  return (
    <div className="min-w-0">
      <button
        type="button"
        onClick={fetchFile}
        disabled={busy || waiting}
        aria-busy={busy || undefined}
        className={`${style} w-full sm:w-auto`}
      >
        {waiting ? `${label} (${waitCountdown(lockout.remaining)})` : busy ? 'Menyiapkan…' : label}
      </button>
      {waiting ? (
        <p className="mt-1 text-xs text-slate-600">{`Satu salinan per menit. Bisa diunduh lagi dalam ${waitCountdown(lockout.remaining)}.`}</p>
      ) : null}
      <Outcome error={error} notice={notice} className="mt-1" />
    </div>
  );
}
