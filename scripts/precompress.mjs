// Writes .br and .gz siblings of the web build's text assets, so the server can send compressed files
// without compressing on every request (@fastify/static preCompressed).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/web');
const TEXT = /\.(js|mjs|css|html|json|svg|txt|map)$/;
let files = 0;
let before = 0;
let afterBr = 0;

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (TEXT.test(entry.name)) {
      const data = fs.readFileSync(full);
      if (data.length < 512) continue;
      const br = zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
      fs.writeFileSync(`${full}.br`, br);
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }));
      files += 1;
      before += data.length;
      afterBr += br.length;
    }
  }
}

walk(root);
console.log(`precompress: ${files} files, ${(before / 1024).toFixed(0)} kB -> ${(afterBr / 1024).toFixed(0)} kB brotli`);
