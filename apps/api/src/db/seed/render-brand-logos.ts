/**
 * Renders the demo brands' wordmarks into brand-logos/*.png, committed with the repo so that a fresh machine
 * without fonts still shows them. Run again after changing demo/brands.json: `npx tsx src/db/seed/render-brand-logos.ts`.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { demoBrands } from './demo-catalogue.ts';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'brand-logos');
const palette = ['#0d47a1', '#00695c', '#ad1457', '#4527a0', '#e65100', '#2e7d32', '#283593', '#c62828'];

await mkdir(folder, { recursive: true });
for (const [index, brand] of demoBrands.entries()) {
  const colour = palette[index % palette.length];
  const size = brand.nameEn.length > 7 ? 50 : 64;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
<rect width="400" height="200" rx="24" fill="#ffffff"/>
<rect x="8" y="8" width="384" height="184" rx="20" fill="none" stroke="${colour}" stroke-opacity="0.25" stroke-width="4"/>
<text x="200" y="${100 + size * 0.35}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="${colour}">${brand.nameEn}</text>
</svg>`;
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(folder, `${brand.key}.png`));
}
console.log(`rendered ${demoBrands.length} brand logos into ${folder}`);
