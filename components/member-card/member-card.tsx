import { QRCodeSVG } from 'qrcode.react';
import { useId } from 'react';
import { UnreadableBalance } from '@/components/member/unreadable-balance';
import { formatPointsLabel } from '@/lib/format/display';
import { imageUrl } from '@/lib/rules/image';
import { groupInFours, type MemberNumber } from '@/lib/rules/member-number';
import { Code128 } from './code-128';

/**
 * The QR code's width with its quiet zone (4 modules each side): the code itself is then at least
 * 240 px (a member number is a version 1 code, 21 of 29 modules), and it still fits a 360 px phone.
 */
export const QR_SIZE = 336;

export const NO_NUMBER = 'Nomor member Anda belum tersedia. Kasir dapat mencari akun Anda dengan nomor WhatsApp yang terdaftar.';
export const WHATSAPP_NOTE = 'Belum ada nomor kartu: kasir mencari akun Anda dengan nomor WhatsApp ini.';

/** What the codes are read as, for a screen reader: which number, in groups of four. */
export function codeLabel(kind: 'QR' | 'Barcode', number: MemberNumber): string {
  const what = number.source === 'whatsapp' ? 'nomor WhatsApp' : 'nomor member';
  return `${kind === 'QR' ? 'Kode QR' : 'Barcode'} ${what} ${groupInFours(number.value)}`;
}

/**
 * The member number as a QR code. Shared: drawn by the server for a page rendered for the session (drawn
 * again as the page hydrates, its masks are one unsliced piece of main-thread work: decision 0024), and
 * in the browser otherwise.
 */
export function MemberQr({ number }: { number: MemberNumber }) {
  return (
    <QRCodeSVG
      value={number.value}
      size={QR_SIZE}
      level="M"
      marginSize={4}
      bgColor="#ffffff"
      fgColor="#000000"
      role="img"
      aria-label={codeLabel('QR', number)}
      className="block h-auto max-w-full"
    />
  );
}

/** A QR code drawn by the server for `value` (`<MemberQr>`), handed to the card in the browser. */
export interface DrawnQr {
  value: string;
  code: React.ReactNode;
}

export interface MemberCardProps {
  /** The member's name as `formatMemberName` gives it ("Member" when not known). */
  name: string;
  levelName: string;
  levelIconUrl: string;
  /** null: it cannot be read right now (the card says so, and offers to load the member again). */
  balance: number | null;
  /** Loads the member again. */
  reload: () => Promise<unknown>;
  /** What the codes carry; null when the member has no usable number (no code is drawn then). */
  number: MemberNumber | null;
  /** The QR code as the server drew it, used when it is for this number. */
  drawnQr?: DrawnQr;
}

/**
 * The member card at the till: who, level and points, and the member number as a QR code, a Code 128
 * barcode and in groups of four. Black on white whatever the theme (forced colours and automatic dark
 * modes leave it alone): a scanner reads dark bars on a light ground. Side by side when the phone is
 * turned sideways.
 */
export function MemberCard({ name, levelName, levelIconUrl, balance, reload, number, drawnQr }: MemberCardProps) {
  const headingId = useId();
  const grouped = number ? groupInFours(number.value) : '';

  return (
    <section
      aria-labelledby={headingId}
      data-member-card=""
      className="mx-auto grid max-w-[880px] overflow-hidden rounded-2xl bg-white text-black shadow-sm ring-1 ring-black/15 [color-scheme:only_light] [forced-color-adjust:none] landscape:grid-cols-[auto_minmax(0,1fr)] landscape:items-center"
    >
      <div className="flex items-center gap-3 px-4 pt-5 sm:px-6 landscape:col-start-2 landscape:row-start-1">
        {levelIconUrl ? (
          <img src={imageUrl(levelIconUrl, 96)} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-full" />
        ) : null}
        <div className="min-w-0 flex-1">
          {/* Two lines before an ellipsis: beside the balance a 360-px phone has room for about ten letters. */}
          <h2 id={headingId} className="line-clamp-2 text-lg font-bold leading-tight">
            {name}
          </h2>
          {levelName ? <p className="text-sm font-medium">{`Level ${levelName}`}</p> : null}
          {/* Under the name, not beside it: the words and their button need more room than a number. */}
          {balance === null ? (
            <div className="mt-2">
              <UnreadableBalance reload={reload} tone="on-white" />
            </div>
          ) : null}
        </div>
        {balance === null ? null : (
          <p className="shrink-0 text-right leading-tight">
            <span className="block text-xs font-medium">Saldo poin</span>
            <span className="text-lg font-extrabold">{formatPointsLabel(balance)}</span>
          </p>
        )}
      </div>

      {number ? (
        <>
          {/* Sideways the code sits in the card's corner: inset, so the rounded corner never clips its quiet zone. */}
          <div className="mt-3 flex justify-center landscape:col-start-1 landscape:row-span-3 landscape:row-start-1 landscape:mt-0 landscape:p-2">
            {drawnQr?.value === number.value ? drawnQr.code : <MemberQr number={number} />}
          </div>
          <div className="flex justify-center px-4 sm:px-6 landscape:col-start-2 landscape:mt-4">
            <Code128 value={number.value} label={codeLabel('Barcode', number)} />
          </div>
          <div className="px-4 pb-6 pt-3 text-center sm:px-6 landscape:col-start-2">
            <p className="text-sm font-medium">{number.source === 'card' ? 'Nomor member' : 'Nomor WhatsApp'}</p>
            <p className="font-mono text-2xl font-bold tracking-wider tabular-nums sm:text-3xl">{grouped}</p>
            {number.source === 'whatsapp' ? <p className="mx-auto mt-2 max-w-sm text-sm">{WHATSAPP_NOTE}</p> : null}
          </div>
        </>
      ) : (
        <p className="mx-4 mb-6 mt-5 rounded-2xl border border-black/20 p-4 text-center text-sm font-medium sm:mx-6 landscape:col-start-2">
          {NO_NUMBER}
        </p>
      )}
    </section>
  );
}
