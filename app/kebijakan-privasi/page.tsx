export default function PrivacyPage() {
  return (
    <article className="mx-auto max-w-page-md px-4 py-10 leading-relaxed text-slate-800">
      <h1 className="text-2xl font-bold text-slate-900">Kebijakan Privasi</h1>
      <p className="mt-4">
        Kami menyimpan nama, nomor WhatsApp, alamat email, dan riwayat poin Anda untuk menjalankan program loyalitas: mengirim kode OTP,
        mencatat poin, dan menerbitkan voucher.
      </p>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Penggunaan data</h2>
      <p className="mt-2">
        Data Anda tidak dijual kepada pihak lain. Kami mencatat kunjungan halaman untuk meningkatkan layanan, dan kode referral hanya
        dipakai untuk menghubungkan akun Anda dengan teman yang mengundang.
      </p>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">Hak Anda</h2>
      <p className="mt-2">
        Anda dapat meminta salinan atau penghapusan data Anda kapan saja melalui kontak yang tercantum di bagian bawah halaman.
      </p>
    </article>
  );
}
