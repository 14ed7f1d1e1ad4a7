// Reads a QR code or a Code 128 barcode from a screenshot, as a till's scanner would from the screen:
// ZXing's decoders (@zxing/library) on the PNG's pixels (pngjs).
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import type { Locator } from '@playwright/test';
import { PNG } from 'pngjs';

const FORMATS = { qr: BarcodeFormat.QR_CODE, code128: BarcodeFormat.CODE_128 } as const;

/** The text a PNG's code carries, or null when the decoder cannot read one (none found, a bad checksum). */
export function decodePng(png: Buffer, format: keyof typeof FORMATS): string | null {
  const { width, height, data } = PNG.sync.read(png);
  // Luminance of each pixel (RGBA, alpha ignored: the screenshot is opaque).
  const luminance = new Uint8ClampedArray(width * height);
  for (let i = 0; i < luminance.length; i += 1) {
    luminance[i] = (data[i * 4] * 299 + data[i * 4 + 1] * 587 + data[i * 4 + 2] * 114) / 1000;
  }
  const read = (pure: boolean) => {
    const hints = new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [FORMATS[format]]],
      [DecodeHintType.TRY_HARDER, true],
    ]);
    if (pure) hints.set(DecodeHintType.PURE_BARCODE, true);
    try {
      const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, width, height)));
      return new MultiFormatReader().decode(bitmap, hints).getText();
    } catch {
      return null;
    }
  };
  // ZXing-js's QR detector mis-samples some valid version-1 symbols at every scale (the member card of
  // 081997964734 at 336 px: a checksum error, seen as a flaky e2e). The screenshot is exactly the symbol
  // and its quiet zone, upright, so it is read as such when the detector fails; the error correction
  // still has to agree, so a wrong or damaged code still reads as nothing.
  return read(false) ?? (format === 'qr' ? read(true) : null);
}

/** What a code on the screen carries: a screenshot of exactly that element, decoded. */
export async function decodeOnScreen(code: Locator, format: keyof typeof FORMATS): Promise<string | null> {
  return decodePng(await code.screenshot(), format);
}
