/**
 * A random (version 4) UUID, as xAPI wants for statement ids and registrations. Drawn with
 * getRandomValues, which every page has: `crypto.randomUUID` exists only in secure contexts, and an
 * LMS may serve a package over plain HTTP.
 */
export function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
