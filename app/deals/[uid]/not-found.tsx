import { NotFoundPage } from '@/components/ui/not-found-page';

export default function DealNotFound() {
  return (
    <NotFoundPage
      title="Deal tidak ditemukan"
      text="Deal yang Anda cari mungkin sudah berakhir atau alamatnya salah."
      primary={{ href: '/deals', label: 'Lihat semua deal' }}
    />
  );
}
