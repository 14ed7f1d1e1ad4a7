export const HOME_HTML_BUDGET_BYTES: number;
export const HOME_HTML_GOAL_BYTES: number;
export const DEFAULT_PAGES: string[];

export interface HtmlBreakdown {
  total: number;
  rscPayload: number;
  rscClassNames: number;
  otherScripts: number;
  markup: number;
  classAttributes: number;
  inlineSvg: number;
  images: number;
}

export function htmlBreakdown(html: string): HtmlBreakdown;
export function kb(bytes: number): string;
export function formatBreakdown(path: string, breakdown: HtmlBreakdown): string;
