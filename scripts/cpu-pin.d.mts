export const ALL_CPUS: string;
export function pinProcess(pid: number, list: string): void;
export function cpusOf(pid: number, thread?: number): string;
