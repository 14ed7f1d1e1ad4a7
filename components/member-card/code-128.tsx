import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128';

/** Blank modules each side of the symbol: Code 128's quiet zone is at least ten. */
export const QUIET_MODULES = 10;

export interface Code128Symbol {
  /** Width in modules, quiet zones included. */
  modules: number;
  /** Each bar's left edge and width, in modules from the left edge of the quiet zone. */
  bars: [x: number, width: number][];
}

/**
 * The bars of `value` in Code 128 (code sets chosen by JsBarcode's encoder: set C packs runs of digits two
 * to a symbol character), or null when it cannot be encoded (Code 128 carries ASCII only).
 */
export function encodeCode128(value: string): Code128Symbol | null {
  if (!value) return null;
  let modules: string;
  try {
    const symbol = new CODE128(value, {});
    if (!symbol.valid()) return null;
    modules = symbol.encode().data;
  } catch {
    return null;
  }
  const bars: [number, number][] = [];
  for (let at = 0; at < modules.length;) {
    let end = at;
    while (modules[end] === modules[at]) end += 1;
    if (modules[at] === '1') bars.push([QUIET_MODULES + at, end - at]);
    at = end;
  }
  return { modules: modules.length + 2 * QUIET_MODULES, bars };
}

/**
 * A Code 128 barcode as SVG: black bars on white with their quiet zones, two CSS pixels a module on a
 * phone and three from 640 px (never wider than its box), 96 px tall. Drawn in React rather than by
 * JsBarcode's renderer, so only its encoder is loaded (and only on the page that shows it).
 */
export function Code128({ value, label, className = '' }: { value: string; label: string; className?: string }) {
  const symbol = encodeCode128(value);
  if (!symbol) return null;
  const path = symbol.bars.map(([x, width]) => `M${x} 0h${width}v1h-${width}z`).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${symbol.modules} 1`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      style={{ '--modules': symbol.modules } as React.CSSProperties}
      className={`block h-24 w-[calc(var(--modules)*2px)] max-w-full bg-white sm:w-[calc(var(--modules)*3px)] ${className}`}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
