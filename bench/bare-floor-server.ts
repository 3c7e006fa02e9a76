import fs from 'node:fs';
import http from 'node:http';
import zlib from 'node:zlib';
import { encodeQuick } from '../src/server/http/public-read-cache';

/**
 * The floor under any computed answer, with no framework and no database: a bare node:http server
 * holding one answer's bytes (the file named by BENCH_BARE_BODY). It answers
 * - `/file` with the bytes coded once, as a static file is served;
 * - `/coded` with a fresh copy coded for this request by the catalogue's own quick coding, as a
 *   miss is sent;
 * - `/sent` with a fresh copy as it is, uncoded.
 * Prints its port on one line.
 */
const body = fs.readFileSync(process.env.BENCH_BARE_BODY ?? '');
const file = zlib.brotliCompressSync(body);

const server = http.createServer((request, response) => {
  const headers = { 'content-type': 'application/json', 'cache-control': 'no-cache' };
  if (request.url === '/file') {
    response.writeHead(200, { ...headers, 'content-encoding': 'br', 'content-length': file.length });
    response.end(file);
  } else if (request.url?.startsWith('/coded')) {
    const bytes = encodeQuick(Buffer.from(body), 'br');
    response.writeHead(200, { ...headers, 'content-encoding': 'br', 'content-length': bytes.length });
    response.end(bytes);
  } else if (request.url?.startsWith('/sent')) {
    const bytes = Buffer.from(body);
    response.writeHead(200, { ...headers, 'content-length': bytes.length });
    response.end(bytes);
  } else {
    response.writeHead(404).end();
  }
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
