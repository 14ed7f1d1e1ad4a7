import { NotFoundPage } from '@/components/ui/not-found-page';

export default function BlogPostNotFound() {
  return (
    <NotFoundPage
      title="Artikel tidak ditemukan"
      text="Artikel yang Anda cari mungkin sudah dihapus atau alamatnya salah."
      primary={{ href: '/blog', label: 'Lihat semua artikel' }}
    />
  );
}
