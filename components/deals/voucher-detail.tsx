'use client';
import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { RichText } from '@/components/member/rich-text';
import { useUI } from '@/hooks/use-ui';
import { CopyButton } from '@/components/share/copy-button';
import { WalletButtons } from '@/components/wallet/wallet-buttons';
import type { Deal } from '@/lib/api/types';
import { formatDate } from '@/lib/format/display';
import { voucherState } from '@/lib/rules/voucher';
import { DealPrice } from './deal-detail';

/** What the member should know before showing the code: until when it is valid, or that it no longer is (`spent`). */
function validity(deal: Deal): { text: string; spent: boolean } | null {
  const first = deal.codes[0];
  if (!first) return null;
  const state = voucherState(first, Date.now());
  const until = formatDate(first.expiresAt);
  const on = (date: string) => (date ? ` pada ${date}` : '');
  if (state === 'used') return { text: `Voucher ini sudah dipakai${on(formatDate(first.usedAt))}.`, spent: true };
  if (state === 'expired') return { text: `Voucher ini sudah kedaluwarsa${on(until)}.`, spent: true };
  return until ? { text: `Berlaku sampai ${until}`, spent: false } : null;
}

/** The QR is drawn at 300 px, 400 on a phone (it scales down to fit a narrow screen). */
export const QR_SIZE = 300;
export const QR_SIZE_MOBILE = 400;

/**
 * The most a QR code holds at level M (version 40, as bytes, the mode any text fits): a longer code would
 * throw in the QR encoder and take the dialog down, so it is shown as text only.
 */
export const QR_MAX_BYTES = 2331;

/** Before a spent voucher's code, which customer service may ask for. */
export const SPENT_CODE_LABEL = 'Kode voucher (untuk layanan pelanggan):';
const fitsQr = (code: string) => new TextEncoder().encode(code).length <= QR_MAX_BYTES;

/**
 * A voucher the member owns (the deal dialog opened from My Voucher): name, price, QR of the first code, the
 * code, description. A used or expired voucher shows no code to scan, nor an invitation to show one: it
 * says when it was used or expired, and gives its code as plain grey text, for customer service.
 */
export function VoucherDetail({ deal }: { deal: Deal }) {
  const { isMobile } = useUI();
  const headingId = useId();
  const codeLabelId = useId();
  const code = deal.codes[0]?.code ?? '';
  const size = isMobile ? QR_SIZE_MOBILE : QR_SIZE;
  const note = validity(deal);
  const qr = fitsQr(code);

  return (
    <article aria-labelledby={headingId} className="flex flex-col px-5 pb-6 pt-5 sm:px-6">
      <h2 id={headingId} className="pr-12 text-xl font-bold leading-snug text-slate-900">
        {deal.name}
      </h2>
      <DealPrice price={deal.price} className="mt-2 self-start" />
      {note ? (
        <p className={`mt-3 text-sm ${note.spent ? 'rounded-xl bg-amber-50 px-3 py-2 font-medium text-amber-900' : 'text-slate-700'}`}>
          {note.text}
        </p>
      ) : null}

      {!code ? (
        <p className="mt-5 rounded-2xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">Kode voucher belum tersedia.</p>
      ) : note?.spent ? (
        <p className="mt-5 text-sm text-slate-600">
          <span>{SPENT_CODE_LABEL}</span> <span className="font-mono text-slate-500 wrap-anywhere">{code}</span>
        </p>
      ) : (
        <section
          aria-labelledby={codeLabelId}
          className="mt-5 flex flex-col items-center rounded-2xl border border-slate-200 bg-slate-50 p-4"
        >
          <h3 id={codeLabelId} className="text-sm font-medium text-slate-600">
            {qr ? 'Tunjukkan kode QR ini kepada kasir' : 'Tunjukkan kode ini kepada kasir'}
          </h3>
          {qr ? (
            <div className="mt-3 rounded-xl bg-white p-3 shadow-sm">
              <QRCodeSVG
                value={code}
                size={size}
                level="M"
                marginSize={0}
                role="img"
                aria-label={`Kode QR voucher ${code}`}
                className="block h-auto max-w-full"
              />
            </div>
          ) : null}
          <div className="mt-4 flex w-full flex-wrap items-center justify-center gap-x-3 gap-y-2">
            <p className="font-mono text-lg font-semibold tracking-wider text-slate-900 wrap-anywhere">
              <span className="sr-only">Kode voucher: </span>
              <span>{code}</span>
            </p>
            <CopyButton text={code} label={`Salin kode ${code}`} />
          </div>
          <WalletButtons pass={{ kind: 'voucher', code }} className="mt-4" />
        </section>
      )}

      <RichText html={deal.description} className="mt-5" />
    </article>
  );
}
