/** A card with a barcode: the member card, in the member menu and on Akun Saya. */
export function MemberCardIcon({ size = 18 }: { size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M7 9v6M10 9v6M13 9v6M17 9v6" />
    </svg>
  );
}
