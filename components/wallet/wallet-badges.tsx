/**
 * The two wallets' badges, drawn here after the platforms' published rules (the official artwork cannot be
 * downloaded on this project's machine; swap in Apple's and Google's files when the brand has them, see
 * docs/wallet.md): a black badge with a thin grey edge, the wallet's own glyph on the left, the exact
 * localised wording (never altered, never translated by the browser: `translate="no"`), at least 48 px tall.
 */

const BADGE =
  'inline-flex h-12 min-w-[176px] items-center gap-2.5 rounded-[10px] border border-[#a6a6a6] bg-black px-3 text-left text-white no-underline [forced-color-adjust:none] focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** Apple Wallet's glyph: the stack of coloured cards above the wallet's pocket. */
function AppleWalletGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width="30" height="30" className="shrink-0">
      <rect x="1" y="1" width="30" height="30" rx="7" fill="#1c1c1e" />
      <rect x="5" y="6" width="22" height="9" rx="2" fill="#2d9cdb" />
      <rect x="5" y="9" width="22" height="9" rx="2" fill="#27ae60" />
      <rect x="5" y="12" width="22" height="9" rx="2" fill="#f2c94c" />
      <rect x="5" y="15" width="22" height="9" rx="2" fill="#eb5757" />
      <path d="M5 19h7.5a3.5 3.5 0 0 0 7 0H27v6a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2z" fill="#e5e5ea" />
    </svg>
  );
}

/** Google Wallet's glyph: the layered blue, green, yellow and red wallet. */
function GoogleWalletGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width="28" height="28" className="shrink-0">
      <path d="M4 9a3 3 0 0 1 3-3h18a3 3 0 0 1 3 3v3H4z" fill="#34a853" />
      <path d="M4 12a3 3 0 0 1 3-3h18a3 3 0 0 1 3 3v3H4z" fill="#fbbc04" />
      <path d="M4 15a3 3 0 0 1 3-3h18a3 3 0 0 1 3 3v3H4z" fill="#ea4335" />
      <path d="M4 18h12l4 3 8-3v5a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3z" fill="#4285f4" />
    </svg>
  );
}

/** "Tambahkan ke Apple Wallet", Apple's Indonesian wording of "Add to Apple Wallet". */
export function AppleWalletBadge({ href }: { href: string }) {
  return (
    <a href={href} translate="no" data-wallet="apple" className={BADGE}>
      <AppleWalletGlyph />
      <span className="flex flex-col leading-none">
        <span className="text-[11px] font-normal tracking-wide">Tambahkan ke</span>{' '}
        <span className="mt-0.5 text-[19px] font-semibold tracking-tight">Apple Wallet</span>
      </span>
    </a>
  );
}

/** "Simpan ke Google Wallet", Google's Indonesian wording of "Add to Google Wallet". */
export function GoogleWalletBadge({ href }: { href: string }) {
  return (
    <a href={href} translate="no" data-wallet="google" className={`${BADGE} rounded-full pr-4`}>
      <GoogleWalletGlyph />
      <span className="text-[15px] font-medium">Simpan ke Google Wallet</span>
    </a>
  );
}
