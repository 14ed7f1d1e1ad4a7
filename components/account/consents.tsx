'use client';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { OUTLINE_BUTTON } from '@/components/ui/button-styles';
import { Switch } from '@/components/ui/switch';
import { type RenderedConsents, accountProblem, saveConsents } from '@/lib/api/account';
import type { Consent } from '@/lib/api/types';
import { formatDate } from '@/lib/format/display';
import { titleCaseKey } from '@/lib/format/labels';
import type { BrandContact } from '@/lib/rules/contact';
import { ContactNotice } from './contact-notice';
import { CONSENTS_NOT_LOADED, CONSENTS_NOT_OFFERED, CONSENT_NOT_SAVED, failureWords } from './words';
import { Outcome } from '@/components/ui/outcome';

const changedOn = (consent: Consent) => {
  const date = formatDate(consent.updatedAt);
  if (consent.granted === null) return 'Pilihan Anda tidak dapat dibaca. Ketuk untuk memberi persetujuan.';
  return date ? `Terakhir diubah ${date}` : 'Belum pernah diubah';
};

/**
 * The member's consents, one switch each, in the backend's words and with when each last changed. A tap
 * saves at once (`PUT /api/account/consents`, with the version of the text shown) and the list becomes
 * what the backend stored. Withdrawing `marketing_push` turns new deals off on every device of the member's
 * on the server, in the same request (docs/push.md#hook-up-points): nothing is left to the browser.
 */
export function Consents({ rendered, contact }: { rendered: RenderedConsents; contact: BrandContact }) {
  const headingId = useId();
  const router = useRouter();
  const [state, setState] = useState(rendered);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [retrying, setRetrying] = useState(false);
  // A render of the server's again (Coba lagi): its list is the truth.
  const [seen, setSeen] = useState(rendered);
  if (seen !== rendered) {
    setSeen(rendered);
    setState(rendered);
    setRetrying(false);
  }

  async function toggle(consent: Consent) {
    if (busy || state.kind !== 'offered') return;
    const granted = consent.granted !== true;
    setBusy(consent.key);
    setError('');
    setNotice('');
    const result = await saveConsents([{ key: consent.key, granted, version: consent.version }]);
    setBusy(null);
    if (!result.ok || !result.data) {
      if (accountProblem(result).notOffered) return setState({ kind: 'not-offered' });
      return setError(failureWords(result, CONSENT_NOT_SAVED));
    }
    setState({ kind: 'offered', list: result.data });
    setNotice(granted ? 'Persetujuan diberikan.' : 'Persetujuan ditarik.');
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        Persetujuan
      </h2>
      {state.kind === 'offered' ? (
        <>
          <p className="mt-1 text-sm text-slate-600">
            Anda dapat memberi atau menarik setiap persetujuan kapan saja. Perubahan langsung disimpan.
          </p>
          {state.list.length ? (
            <ul className="mt-2 divide-y divide-slate-100" data-consents>
              {state.list.map((consent) => (
                <li key={consent.key} data-consent={consent.key}>
                  <Switch
                    label={consent.text || titleCaseKey(consent.key)}
                    description={changedOn(consent)}
                    checked={consent.granted === true}
                    disabled={busy !== null}
                    onToggle={() => toggle(consent)}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-700">Tidak ada persetujuan yang perlu Anda atur.</p>
          )}
        </>
      ) : null}
      {state.kind === 'not-offered' ? <ContactNotice contact={contact}>{CONSENTS_NOT_OFFERED}</ContactNotice> : null}
      {state.kind === 'failed' ? (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-900">{CONSENTS_NOT_LOADED}</p>
          <button
            type="button"
            disabled={retrying}
            className={`${OUTLINE_BUTTON} mt-2`}
            onClick={() => {
              setRetrying(true);
              router.refresh();
            }}
          >
            {retrying ? 'Memuat…' : 'Coba lagi'}
          </button>
        </div>
      ) : null}
      <Outcome error={error} notice={notice} />
    </section>
  );
}
