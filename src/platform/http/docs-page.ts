type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string }>;
};
type OpenApiDocument = { info: { title: string; version: string }; paths?: Record<string, Record<string, Operation>> };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function renderOperation(path: string, method: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map((p) => `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}${p.required ? ', required' : ''})</li>`)
    .join('');
  const body = op.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => `<li><code>${escapeHtml(status)}</code> ${escapeHtml(r.description ?? '')}</li>`)
    .join('');
  return `<section>
  <h3><span class="m ${method}">${method.toUpperCase()}</span> <code>/api${escapeHtml(path)}</code></h3>
  ${op.summary ? `<p>${escapeHtml(op.summary)}</p>` : ''}
  ${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}
  ${body ? `<h4>Body</h4><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre>` : ''}
  ${responses ? `<h4>Responses</h4><ul>${responses}</ul>` : ''}
</section>`;
}

/** A readable API reference rendered on the server from the OpenAPI document: no script from the web. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const sections = Object.entries(doc.paths ?? {}).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => renderOperation(path, method, op)),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)} API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#111}
section{border-top:1px solid #ddd;padding:.5rem 0}pre{background:#f6f8fa;padding:.75rem;overflow:auto}
.m{display:inline-block;min-width:4.5em;font-size:.8em;color:#fff;background:#2563EB;border-radius:4px;padding:2px 6px;text-align:center}
.m.post{background:#15803d}.m.put{background:#b45309}.m.delete{background:#b91c1c}.m.patch{background:#7c3aed}</style></head>
<body><h1>${escapeHtml(doc.info.title)} API <small>${escapeHtml(doc.info.version)}</small></h1>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>. Every call except <code>/api/auth/*</code>,
<code>/api/health</code>, <code>/api/ready</code> and these docs needs <code>Authorization: Bearer &lt;token&gt;</code>.
Errors are <code>{ message, details? }</code>.</p>
${sections.join('\n')}</body></html>`;
}
