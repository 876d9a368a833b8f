import bwipjs from 'bwip-js/generic';
import QRCode from 'qrcode';

/** A square or strip on the page, in points from the top left. */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The light margin a reader needs around each code, in modules (QR's standard 4, Code 128's 10). */
const QR_QUIET = 4;
const CODE128_QUIET = 10;

/**
 * A QR code drawn as vector squares within `area` (its quiet zone included), sharp at any print size. Built with
 * `qrcode`: a few milliseconds, where bwip-js's QR takes tens.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, area: Area): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = Math.min(area.width, area.height) / (modules.size + 2 * QR_QUIET);
  const left = area.x + (area.width - cell * modules.size) / 2;
  const top = area.y + (area.height - cell * modules.size) / 2;
  for (let row = 0; row < modules.size; row += 1) {
    // One rectangle per horizontal run of dark modules: fewer, seamless shapes.
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.get(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        doc.rect(left + start * cell, top + row * cell, (column - start) * cell, cell);
        start = -1;
      }
    }
  }
  doc.fillColor('black').fill();
}

/** A Code 128 barcode, the one a courier's handheld scanner reads, drawn as vector bars filling `area`. */
export function drawCode128(doc: PDFKit.PDFDocument, text: string, area: Area): void {
  const [symbol] = bwipjs.raw('code128', text);
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js answered no Code 128 bars');
  // `sbs` alternates bar and space widths in modules, starting with a bar.
  const modules = symbol.sbs.reduce((sum, width) => sum + width, 0);
  const unit = area.width / (modules + 2 * CODE128_QUIET);
  let x = area.x + CODE128_QUIET * unit;
  symbol.sbs.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(x, area.y, width * unit, area.height);
    x += width * unit;
  });
  doc.fillColor('black').fill();
}
