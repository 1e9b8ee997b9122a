/** One directive of a response's Content-Security-Policy, e.g. `directiveOf(res.headers, 'frame-ancestors')` → `'none'`. */
export function directiveOf(headers: Headers, name: string): string | undefined {
  const policy = headers.get('content-security-policy') ?? '';
  const directive = policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `));
  return directive?.slice(name.length).trim();
}
