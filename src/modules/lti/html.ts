import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '../../platform/http/security-headers';

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;color:#111827;margin:0;padding:2rem 1rem;background:#f9fafb}
main{max-width:40rem;margin:0 auto}h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:.25rem 0 1rem;color:#4b5563}
ul{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}li{background:#fff;border:1px solid #d1d5db;border-radius:8px;padding:1rem;display:flex;gap:1rem;align-items:center;justify-content:space-between}
li h2{font-size:1rem;margin:0}li p{margin:.25rem 0 0;font-size:.875rem}
button{font:inherit;font-weight:600;padding:.5rem 1rem;min-height:2.75rem;border-radius:8px;border:0;background:#2563eb;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}.empty{background:#fff;border:1px dashed #9ca3af;border-radius:8px;padding:1.5rem}`;
const AUTO_SUBMIT = 'document.forms[0].submit();';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** An LTI page's CSP: its inline style (and auto-submit script), forms only to `formAction`, framed by the platform. */
export function ltiPagePolicy(frameAncestors: string[], formAction: string[] = []) {
  return contentSecurityPolicy({
    'default-src': ["'none'"],
    'style-src': [sha256(STYLE)],
    'script-src': [sha256(AUTO_SUBMIT)],
    'form-action': formAction.length ? formAction : ["'none'"],
    'frame-ancestors': frameAncestors.length ? frameAncestors : ["'none'"],
    'base-uri': ["'none'"],
  });
}

const page = (title: string, body: string, script = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main>${script ? `<script>${script}</script>` : ''}</body></html>`;

/** A form the browser posts at once (a Deep Linking response to the platform), with a button when scripts are off. */
export const autoPostPage = (action: string, fields: Record<string, string>) =>
  page(
    'Returning to your learning platform',
    `<h1>Returning to your learning platform…</h1>
<form method="post" action="${escapeHtml(action)}">${Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('')}<button type="submit">Continue</button></form>`,
    AUTO_SUBMIT,
  );

/** What went wrong with a launch, and whom to ask. */
export const problemPage = (message: string) =>
  page(
    'Tessera cannot open this link',
    `<h1>Tessera cannot open this link</h1><p role="alert">${escapeHtml(message)}</p>`,
  );

export type PickableModule = { courseId: string; title: string; description: string };

/** Deep Linking: the organisation's published modules, one button each to add it to the platform's course. */
export const pickerPage = (modules: PickableModule[], action: string, token: string) =>
  page(
    'Add a Tessera module',
    `<h1>Add a Tessera module</h1>
<p>Choose the published module your learners will take. Its score goes to your gradebook.</p>
${
  modules.length === 0
    ? '<p class="empty">Your organisation has no published module yet. Publish one in Tessera, then come back here.</p>'
    : `<ul>${modules
        .map(
          (m) =>
            `<li><div><h2>${escapeHtml(m.title || 'Untitled module')}</h2>${
              m.description ? `<p>${escapeHtml(m.description)}</p>` : ''
            }</div><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="courseId" value="${escapeHtml(m.courseId)}"><button type="submit" aria-label="Add ${escapeHtml(m.title || 'Untitled module')}">Add</button></form></li>`,
        )
        .join('')}</ul>`
}`,
  );
