/** Global store positions are "commit/prepare"; they compare as a tuple of (arbitrarily large) integers. */
function parse(position: string): [bigint, bigint] {
  const [commit = '0', prepare = '0'] = position.split('/');
  return [BigInt(commit), BigInt(prepare)];
}

export function comparePositions(a: string, b: string): number {
  const [commitA, prepareA] = parse(a);
  const [commitB, prepareB] = parse(b);
  if (commitA !== commitB) return commitA < commitB ? -1 : 1;
  if (prepareA !== prepareB) return prepareA < prepareB ? -1 : 1;
  return 0;
}
