/**
 * The invitation every share carries. A module of its own: the home page's invitation shows it
 * from the first load, which the share links (lib/rules/share.ts, for the share view) need not join.
 */
export const SHARE_MESSAGE = 'Segera daftar dan dapatkan berbagai reward menarik!';
