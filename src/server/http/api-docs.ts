import type { Context } from 'hono';

interface OpenApiDoc {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: {
    name: string;
    in: string;
    required?: boolean;
    schema?: { type?: string; enum?: string[] };
  }[];
  responses?: Record<string, { description?: string }>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A readable, script-free page of the OpenAPI document (the CSP allows no CDN-hosted viewer). */
export function renderApiDocs(c: Context, doc: OpenApiDoc) {
  const sections = Object.entries(doc.paths)
    .flatMap(([route, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const params = (op.parameters ?? [])
          .map((p) => {
            const type = p.schema?.enum ? p.schema.enum.join(' | ') : (p.schema?.type ?? 'string');
            return `<li><code>${escapeHtml(p.name)}</code> <em>${escapeHtml(p.in)}${p.required ? ', required' : ''}</em>: ${escapeHtml(type)}</li>`;
          })
          .join('');
        const responses = Object.entries(op.responses ?? {})
          .map(([status, r]) => `<li><code>${status}</code> ${escapeHtml(r.description ?? '')}</li>`)
          .join('');
        return `<section><h2><span class="m">${method.toUpperCase()}</span> <code>/api${escapeHtml(route)}</code></h2>
<p>${escapeHtml(op.summary ?? '')}</p><p class="d">${escapeHtml(op.description ?? '')}</p>
${params ? `<h3>Parameters</h3><ul>${params}</ul>` : ''}<h3>Responses</h3><ul>${responses}</ul></section>`;
      }),
    )
    .join('\n');
  return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#18181b}
section{border:1px solid #e4e4e7;border-radius:.5rem;padding:0 1rem;margin:1rem 0}h2{font-size:1rem}
.m{background:#18181b;color:#fff;border-radius:.25rem;padding:.1rem .4rem;font-size:.8rem}.d{color:#52525b}
code{font-family:ui-monospace,monospace}</style></head><body><main>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? '')} The machine-readable document is at <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${sections}</main></body></html>`);
}
