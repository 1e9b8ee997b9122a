import type { InlineCode, Run, Tagged } from './inline-codes';

/**
 * A translation's runs with its tags numbered as the source's codes: each tag takes the first
 * unused source code with the same opening tag (attributes and all), else with the same tag name.
 * A tag the source does not have is dropped, its words kept: a file carries only the source's codes.
 */
export function alignCodes(source: Tagged, target: Tagged): Run[] {
  const free = [...source.codes];
  const take = (code: InlineCode) => {
    const match =
      free.find((c) => c.html === code.html && c.kind === code.kind) ??
      free.find((c) => c.tag === code.tag && c.kind === code.kind);
    if (match) free.splice(free.indexOf(match), 1);
    return match?.id;
  };
  const renumbered = new Map<number, number | undefined>(target.codes.map((code) => [code.id, take(code)]));
  return target.runs.flatMap((run): Run[] => {
    if (typeof run === 'string') return [run];
    const [kind, id] = Object.entries(run)[0] as ['open' | 'close' | 'empty', number];
    const to = renumbered.get(id);
    return to === undefined ? [] : [{ [kind]: to } as Run];
  });
}
