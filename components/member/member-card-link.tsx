import Link from 'next/link';
import { MemberCardIcon } from '@/components/ui/member-card-icon';
import { PRIMARY_BUTTON } from '@/components/ui/button-styles';

/** Kartu Member on Akun Saya: the card a member shows at the till, one tap away. */
export function MemberCardLink() {
  return (
    <Link href="/member/card" className={`${PRIMARY_BUTTON} w-full gap-2 sm:w-auto`}>
      <MemberCardIcon size={20} />
      Kartu Member
    </Link>
  );
}
