import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** The codes a lot label or a supplier's case carries. */
const FORMATS = ['qr_code', 'data_matrix', 'code_128'];

export interface BarcodeReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector where it reads our formats (Chrome on Android and macOS,
 * Safari), else the `barcode-detector` ponyfill (ZXing-C++ in WebAssembly), loaded only when a
 * scan starts and with its .wasm served from our own origin (the CSP allows no CDN).
 */
export const createBarcodeReader = async (): Promise<BarcodeReader> => {
  const native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (native) {
    const supported = await native.getSupportedFormats().catch(() => [] as string[]);
    if (FORMATS.every((f) => supported.includes(f))) return new native({ formats: FORMATS });
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
  });
  return new BarcodeDetector({ formats: ['qr_code', 'data_matrix', 'code_128'] });
};
