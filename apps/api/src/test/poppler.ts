import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { PNG } from 'pngjs';
import { beforeAll, describe } from 'vitest';

const run = promisify(execFile);

/** poppler-utils' readers of a PDF, which the document tests check the pages with. */
const TOOLS = ['pdftotext', 'pdftoppm'];

/**
 * A describe block that needs poppler-utils: skipped with a plain message when the tools are missing, but failed
 * under CI=true, where a missing tool means a broken machine rather than a developer's laptop.
 */
export function describeWithPoppler(name: string, body: () => void): void {
  const missing = TOOLS.filter((tool) => spawnSync(tool, ['-v']).error !== undefined);
  const install = 'install poppler-utils (apt-get install -y poppler-utils)';
  if (missing.length > 0 && process.env.CI !== 'true') {
    console.warn(`⚠ ${name} SKIPPED: ${missing.join(' and ')} not found; ${install}.`);
    describe.skip(name, body);
    return;
  }
  describe(name, () => {
    beforeAll(() => {
      if (missing.length > 0) throw new Error(`${missing.join(' and ')} not found, and CI=true needs them: ${install}`);
    });
    body();
  });
}

async function withPdfFile<T>(pdf: Buffer, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Bidi embedding marks that pdftotext puts around the stretches it reorders. */
const EMBEDDING_MARKS = /[\u202a-\u202e]/g;

/** The text pdftotext reads from the PDF, in its reading order, without its embedding marks. */
export function pdfText(pdf: Buffer): Promise<string> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(EMBEDDING_MARKS, '');
  });
}

/**
 * Letters and digits only, in reading order: pdftotext places punctuation and spaces next to numbers by a rule of
 * its own (a colon before «۱۴۰۵» comes out after it), so order is compared on what carries the meaning.
 */
export function compact(text: string): string {
  return text.replace(EMBEDDING_MARKS, '').replace(/[\s\u200c\u2066-\u2069،,:;.()«»\-/]/g, '');
}

export interface PdfWord {
  text: string;
  /** The word's left edge and top, in points from the page's top left. */
  x: number;
  y: number;
}

/** The words pdftotext finds and where they stand on the first page. */
export function pdfWords(pdf: Buffer): Promise<PdfWord[]> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-bbox', '-f', '1', '-l', '1', '-enc', 'UTF-8', file, '-']);
    return [...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map(([, x, y, text]) => ({
      text: text ?? '',
      x: Number(x),
      y: Number(y),
    }));
  });
}

/** Renders the first page at 150 dpi, as a phone camera or a courier's scanner would see a print, and decodes it. */
export function decodeFirstPage(pdf: Buffer, format: 'qr' | 'code128'): Promise<string> {
  return withPdfFile(pdf, async (file, dir) => {
    const prefix = path.join(dir, 'page');
    await run('pdftoppm', ['-png', '-r', '150', '-f', '1', '-l', '1', '-singlefile', file, prefix]);
    const png = PNG.sync.read(await readFile(`${prefix}.png`));
    const luminance = new Uint8ClampedArray(png.width * png.height);
    for (let pixel = 0; pixel < luminance.length; pixel += 1) {
      const [red = 0, green = 0, blue = 0] = png.data.subarray(pixel * 4, pixel * 4 + 3);
      luminance[pixel] = (red * 299 + green * 587 + blue * 114) / 1000;
    }
    const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, png.width, png.height)));
    const hints = new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [format === 'qr' ? BarcodeFormat.QR_CODE : BarcodeFormat.CODE_128]],
      [DecodeHintType.TRY_HARDER, true],
    ]);
    return new MultiFormatReader().decode(bitmap, hints).getText();
  });
}
