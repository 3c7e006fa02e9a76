import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build as bundle } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

/** The framework every page runs on. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/;
/** Our small shared pieces, and the libraries they use for class names and icons. */
const SHARED_UI =
  /src[\\/]web[\\/](components|lib)[\\/]|node_modules[\\/](lucide-react|clsx|class-variance-authority)[\\/]/;
/** Components built on heavy primitives (dialogs, menus, toasts), left to the pages that open them. */
const HEAVY_UI = /src[\\/]web[\\/]components[\\/]ui[\\/](dialog|dropdown-menu|select|toaster)\.tsx$/;
/** The form helpers bring react-hook-form: left to the admin and account pages that have forms. */
const FORM_HELPERS = /src[\\/]web[\\/]lib[\\/]zod-form\.ts$/;

/**
 * The start-up script of server-rendered pages (src/web/boot/after-first-paint.ts), bundled and
 * minified on its own as /after-first-paint.js: a classic script, not a module of the app.
 */
function afterFirstPaintScript(): Plugin {
  return {
    name: 'after-first-paint-script',
    apply: 'build',
    async generateBundle() {
      const result = await bundle({
        entryPoints: [fileURLToPath(new URL('./src/web/boot/after-first-paint.ts', import.meta.url))],
        bundle: true,
        minify: true,
        format: 'iife',
        target: 'es2020',
        write: false,
      });
      const [output] = result.outputFiles;
      if (!output) throw new Error('after-first-paint.ts built to nothing');
      this.emitFile({ type: 'asset', fileName: 'after-first-paint.js', source: output.text });
    },
  };
}

/** Where the server finds the page renderer (entry-server.tsx), beside the web app it renders. */
export const SSR_OUT_DIR = '../../dist/web/.ssr';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [afterFirstPaintScript()])],
  resolve: {
    alias: {
      '@/domain': fileURLToPath(new URL('./src/domain', import.meta.url)),
      '@/web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  // The page renderer carries its libraries: it runs wherever the built web app is (WEB_DIST_DIR).
  ssr: isSsrBuild ? { noExternal: true, target: 'node' } : undefined,
  build: isSsrBuild
    ? {
        // The server's page renderer (src/web/entry-server.tsx), one file with what it imports.
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: '[name].js' } },
      }
    : {
        outDir: '../../dist/web',
        emptyOutDir: true,
        sourcemap: false,
        // The server reads it to announce each page's chunks in the HTML (src/server/http/page-hints.ts).
        manifest: true,
        rolldownOptions: {
          output: {
            // A few larger files instead of dozens of one-icon chunks: over HTTP/1.1 a browser opens six
            // connections to a host, so every extra file on the way to a page costs a phone a round trip.
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 3 },
                // Everything else the entry needs before it can show a page.
                { name: 'app', tags: ['$initial'], priority: 2 },
                {
                  name: 'shared',
                  test: (id) => SHARED_UI.test(id) && !HEAVY_UI.test(id) && !FORM_HELPERS.test(id),
                  priority: 1,
                  minShareCount: 3,
                },
              ],
            },
          },
        },
        // The CSP allows fonts from our origin only (font-src 'self'), so no font may become a data: URL.
        // Images stay files too: inlined, a page's script would carry every mark it might show.
        assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf|svg)$/.test(file) ? false : undefined),
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' },
  },
}));
