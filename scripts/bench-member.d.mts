// Types of scripts/bench-member.mjs, for its unit test.
export const MEMBER_PAGES: string[];
export const MEMBER_COOKIE: { name: string; value: string };
export const MEMBER_TOKEN_STORAGE_KEY: string;
export const MEMBER_STATES: ('cold' | 'warm')[];
export function signIn(port: number, url: string, state: 'cold' | 'warm'): Promise<void>;
