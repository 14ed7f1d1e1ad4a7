/** The trail above a deal's page. */
export const DEAL_CRUMBS = [
  { href: '/', label: 'Beranda' },
  { href: '/deals', label: 'Semua Deal' },
];
