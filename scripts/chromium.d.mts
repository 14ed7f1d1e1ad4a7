export declare function findChromium(options?: { install?: boolean }): string;
export declare const CHROMIUM_ARGS: string[];
