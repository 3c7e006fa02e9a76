import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Writes .br and .gz beside every compressible built file, so the server streams them as they are. */
const root = path.resolve('dist/web');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map|xml|webmanifest)$/;
let count = 0;
for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  count++;
}
process.stdout.write(`precompressed ${count} files in ${path.relative(process.cwd(), root)}\n`);
