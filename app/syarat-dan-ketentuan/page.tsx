export default function TermsPage() {
  return (
    <article className="mx-auto max-w-page-md px-4 py-10 leading-relaxed text-slate-800">
      <h1 className="text-2xl font-bold text-slate-900">Syarat dan ketentuan</h1>
      <ol className="mt-4 list-decimal space-y-3 pl-5">
        <li>Keanggotaan gratis dan terbuka untuk pemilik nomor WhatsApp yang aktif.</li>
        <li>Poin diperoleh dari transaksi yang sah dan tidak dapat diuangkan.</li>
        <li>Poin yang sudah ditukar dengan deal tidak dapat dikembalikan.</li>
        <li>Voucher berlaku sesuai ketentuan yang tertulis pada masing-masing deal.</li>
        <li>Kami dapat mengubah program ini dengan pemberitahuan sebelumnya di portal.</li>
      </ol>
    </article>
  );
}
