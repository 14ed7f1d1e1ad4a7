import { NotFoundPage } from '@/components/ui/not-found-page';

export default function ProductNotFound() {
  return (
    <NotFoundPage
      title="Produk tidak ditemukan"
      text="Produk yang Anda cari mungkin sudah tidak dijual atau alamatnya salah."
      primary={{ href: '/browse/category/all', label: 'Lihat semua produk' }}
    />
  );
}
