import { NotFoundPage } from '@/components/ui/not-found-page';

export default function HelpArticleNotFound() {
  return (
    <NotFoundPage
      title="Artikel bantuan tidak ditemukan"
      text="Artikel yang Anda cari mungkin sudah dipindahkan atau alamatnya salah."
      primary={{ href: '/help', label: 'Ke Pusat Bantuan' }}
    />
  );
}
