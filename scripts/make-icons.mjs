// Renders the installable app's PNG icons from web/public/favicon.svg (run once after changing the logo:
// node scripts/make-icons.mjs). "any" icons are the logo itself; the maskable one puts the magnifier inside the
// safe zone (the centre 80%) on a full-bleed background, so a launcher's circle or squircle mask never cuts it.
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..', 'web', 'public');
const svg = fs.readFileSync(path.join(root, 'favicon.svg'));
const out = path.join(root, 'icons');
fs.mkdirSync(out, { recursive: true });

for (const size of [192, 512]) {
  await sharp(svg, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, `icon-${size}.png`));
}

// Maskable: the same drawing without the rounded corners, scaled to 73% of the canvas.
const maskable = String(svg)
  .replace('rx="7" ', '')
  .replace('<rect width="32" height="32"', '<rect x="-6" y="-6" width="44" height="44"')
  .replace('viewBox="0 0 32 32"', 'viewBox="-6 -6 44 44"');
await sharp(Buffer.from(maskable), { density: (72 * 512) / 44 })
  .resize(512, 512)
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(out, 'maskable-512.png'));
console.log('icons written to', out);
