import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { describeWithPoppler, pdfText } from '../../../test/poppler.ts';
import { persianText } from './bidi-text.ts';
import { pdfBytes } from './order-document.ts';
import { PdfText } from './pdf-text.ts';

function page(draw: (text: PdfText) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6', margin: 0 });
  draw(new PdfText(doc));
  return pdfBytes(doc);
}

describe('PdfText.lines', () => {
  it('wraps a long mixed paragraph by words, no line wider than the box', async () => {
    const paragraph = persianText(
      'دستگاه تست قند خون Accu-Chek Guide به همراه ۵۰ عدد نوار تست و لانست، مناسب برای استفاده روزانه در منزل و سفر',
    );
    await page((text) => {
      const style = { size: 9 };
      const lines = text.lines(paragraph, style, 160);
      expect(lines.length).toBeGreaterThan(2);
      for (const line of lines) expect(text.width(line, style)).toBeLessThanOrEqual(160);
      expect(lines.join(' ')).toBe(paragraph);
    });
  });
});

describeWithPoppler('PdfText in a PDF', () => {
  it('copies out every letter, even one a font subset also read as part of another glyph', async () => {
    // The subset of the first document reads the medial ح as a part of the medial ج; the second shapes ح itself.
    await page((text) => text.line('تجهیزات', { x: 10, y: 40, width: 250 }, { size: 12, weight: 'bold' }));
    const second = await page((text) => text.line('دریافت در محل', { x: 10, y: 40, width: 250 }, { size: 12, weight: 'bold' }));
    expect(await pdfText(second)).toContain('دریافت در محل');
  });

  it('copies out «لا» and brackets in reading order', async () => {
    const pdf = await page((text) => text.line('سلام (پلاک)', { x: 10, y: 40, width: 250 }, { size: 12 }));
    expect(await pdfText(pdf)).toContain('سلام (پلاک)');
  });
});
