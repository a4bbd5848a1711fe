// After `vite build`: write .br and .gz beside every text asset so the server can send them
// as they are (@fastify/static preCompressed) — members often pay for every byte they load.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const file of files(dist)) {
  if (!TEXT.test(file) || file.includes(`${join('dist', '.vite')}`)) continue;
  const body = readFileSync(file);
  if (body.length < 512) continue; // not worth a second request header's worth of bytes
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files (brotli and gzip)`);
