import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@/domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
      '@/web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to announce each page's chunks in the HTML (src/server/http/page-hints.ts).
    manifest: true,
    // The CSP allows fonts from our origin only (font-src 'self'), so no font may become a data: URL.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' },
  },
});
