// Draws apps/web/public/favicon.ico (PNGs of 16, 32 and 48 px) from favicon.svg with sharp, and share.png, the sharing
// picture of pages without one of their own (1200 × 630, as link previews crop): `node scripts/make-favicon.mjs`.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../apps/web/public');
const svg = await readFile(path.join(publicDir, 'favicon.svg'));
const sizes = [16, 32, 48];
const images = await Promise.all(
  sizes.map((size) => sharp(svg, { density: 600 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()),
);

// ICONDIR, then one 16-byte ICONDIRENTRY per image, then the PNGs themselves.
const header = Buffer.alloc(6);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(images.length, 4);
let offset = header.length + 16 * images.length;
const entries = images.map((image, index) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(sizes[index], 0);
  entry.writeUInt8(sizes[index], 1);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += image.length;
  return entry;
});
await writeFile(path.join(publicDir, 'favicon.ico'), Buffer.concat([header, ...entries, ...images]));

const SHARE = { width: 1200, height: 630, mark: 360 };
const mark = await sharp(svg, { density: 2400 }).resize(SHARE.mark, SHARE.mark).png().toBuffer();
await sharp({ create: { width: SHARE.width, height: SHARE.height, channels: 3, background: '#e0f2f1' } })
  .composite([{ input: mark, left: (SHARE.width - SHARE.mark) / 2, top: (SHARE.height - SHARE.mark) / 2 }])
  .png({ compressionLevel: 9 })
  .toFile(path.join(publicDir, 'share.png'));
