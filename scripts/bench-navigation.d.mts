// Types of scripts/bench-navigation.mjs, for its unit test.
export function navigation(path: string): Promise<{ path: string; headers: Record<string, string> }>;
