// Types of scripts/bench-navigation.mjs, for its unit test.
export function navigation(path: string): Promise<{ path: string; headers: Record<string, string> }>;
export const ENCODINGS: string[];
export function benchRequest(encoding: string, path: string): Promise<{ path: string; headers: Record<string, string> }>;
