/**
 * Without JavaScript (switched off, or a data saver that strips it) the pages still read, but signing
 * in, redeeming and the vouchers cannot work: say so, in place of controls that would do nothing (the
 * header's buttons hide under `@media (scripting: none)`, app/globals.css).
 */
export function NoScriptNotice() {
  return (
    <noscript>
      <p role="note" className="noscript-notice">
        JavaScript tidak aktif di browser Anda: halaman bisa dibaca, tetapi untuk masuk, menukar poin dan membuka voucher, aktifkan
        JavaScript.
      </p>
    </noscript>
  );
}
