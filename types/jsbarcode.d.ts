// JsBarcode's Code 128 encoder alone (the package's typings cover only its whole-library entry point).
declare module 'jsbarcode/bin/barcodes/CODE128' {
  /** Code 128 with the code sets chosen automatically (set C for runs of digits). */
  export class CODE128 {
    constructor(data: string, options: Record<string, unknown>);
    valid(): boolean;
    /** `data`: the symbol's modules from start to stop, '1' a bar and '0' a space, one character per module. */
    encode(): { data: string; text: string };
  }
}
