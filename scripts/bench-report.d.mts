// Types of scripts/bench-report.mjs, for its unit test.
export const GOALS: { minGzipThroughputRatio: number; maxP99Ratio: number };

export interface LoadRun {
  round: number;
  app: string;
  encoding: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerRequest?: number;
  mainCpuMsPerRequest?: number;
  errors: number;
  non2xx: number;
}

export interface LoadRow {
  app: string;
  encoding: string;
  requestsPerSecond: number;
  runs: string;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerRequest: number;
  mainCpuMsPerRequest: number;
  errors: number;
  non2xx: number;
}

export interface Ratio {
  encoding: string;
  throughputRatio: number;
  p99Ratio: number;
  cpuRatio: number;
  mainCpuRatio: number;
  rounds: string;
  portalErrors: number;
}

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber?: number;
}

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime?: number;
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  totalMs: number;
  idlePercent: number;
  categories: { category: string; selfMs: number; percent: number }[];
  functions: { function: string; selfMs: number; percent: number }[];
  files: { file: string; selfMs: number; percent: number; msPerRequest?: number }[];
  callers: { file: string; selfMs: number; percent: number; msPerRequest?: number }[];
}

export function median(values: number[]): number;
export function summariseRuns(runs: LoadRun[]): LoadRow[];
export function compareWithBare(runs: LoadRun[], names?: { portal?: string; bare?: string }): Ratio[];
export function goalsMet(ratio: Ratio): 'met' | 'not met' | 'reported only';
export function shortUrl(url: string, root?: string): string;
export function summariseProfile(
  profile: CpuProfile,
  options?: {
    root?: string;
    top?: number;
    window?: { fromUs: number; toUs: number };
    originalFile?: (frame: CallFrame) => string | undefined;
    requests?: number;
  },
): ProfileSummary;
export function blockingTimeAfter(firstContentfulPaint: number, tasks: { startTime: number; duration: number }[]): number;
export function scriptsBeforePaint(
  requests: { resourceType?: string; networkRequestTime: number; networkEndTime: number }[],
  observedPaintMs: number,
): string;
export function simulatedBlockingTasks<T extends { start: number; end: number }>(
  tasks: T[],
  fcpMs: number,
  interactiveMs: number,
): (T & { blockingMs: number })[];
export interface LighthouseReport {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>;
  audits: Record<string, { numericValue?: number; details?: { items: unknown[] } }>;
  environment: { benchmarkIndex: number };
}
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptsBeforeLcp: string;
  benchmarkIndex: number;
}
export function lighthouseFigures(lhr: LighthouseReport): LighthouseFigures;
export const SLOW_HOST_INDEX: number;
export function machineSpeed(indexes: number[]): { runs: number; median: number; slowest: number; fastest: number; slowHost: boolean };
/** The largest LCP and TBT (ms) that still give a performance of 100, the other metrics at their best. */
export function hundredTakes(options: {
  scoreOf: (curve: { p10: number; median: number }, ms: number) => number;
  curves: Record<'lcp' | 'tbt', { p10: number; median: number }>;
  weights: Record<'lcp' | 'tbt', number>;
}): { lcpMs: number; tbtMs: number }[];

export const PAGE_GOALS: { guestDistance: number; memberDistance: number; memberTbtMs: number; cls: number };
export interface LighthouseRow {
  preset: string;
  path: string;
  performance: number;
  tbtMs: number;
  cls: number;
  /** The bare Next page's row: the floor the others are measured against. */
  bare?: boolean;
  /** A member page (signed in), held to the member goals. */
  member?: boolean;
  [figure: string]: unknown;
}
export function distanceToBare<Row extends LighthouseRow>(rows: Row[]): (Row & { distance: number | null; goal: string })[];
export function inRounds<T, R extends object>(
  targets: T[],
  runs: number,
  runOnce: (target: T, round: number) => Promise<R | { error: string }>,
  options?: { alternate?: boolean },
): Promise<{ runs: R[]; errors: string[] }[]>;
export function medianRun<R extends { performance: number; scriptsBeforeLcp: string }>(
  runs: R[],
): R & { runs: string; scriptsBeforeLcp: string };

export function spread(values: number[]): { median: number; min: number; max: number; all: string };
export interface HeaderTarget {
  build?: string;
  path: string;
  who: string;
  shows: string;
}
export interface HeaderRow {
  build?: string;
  path: string;
  who: string;
  shows: string;
  medianMs: number | null;
  minMs: number | null;
  maxMs: number | null;
  loads: string;
  fcpMs: number | null;
  afterPaintMs: number | null;
  errors: number;
}
export function headerRows(
  targets: HeaderTarget[],
  measured: { runs: { visibleMs?: number; fcpMs: number }[]; errors: string[] }[],
): HeaderRow[];
export interface BuildComparison {
  page: string;
  before: number;
  after: number;
  difference: number;
  change: 'better' | 'worse' | 'same';
  rangesOverlap?: boolean;
}
export function compareBuilds<Row extends { build?: string }>(
  rows: Row[],
  options: {
    figure: keyof Row & string;
    lowerIsBetter?: boolean;
    key?: (row: Row) => string;
    range?: (row: Row) => [number, number];
  },
): BuildComparison[];
