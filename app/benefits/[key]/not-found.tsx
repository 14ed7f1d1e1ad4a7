import { NotFoundPage } from '@/components/ui/not-found-page';

export default function BenefitNotFound() {
  return (
    <NotFoundPage
      title="Benefit tidak ditemukan"
      text="Benefit yang Anda cari mungkin sudah tidak berlaku atau alamatnya salah."
      primary={{ href: '/benefits', label: 'Lihat semua benefit' }}
    />
  );
}
