/** A run of text, bold or not. */
interface Run {
  key: string;
  text: string;
  bold: boolean;
}

export interface Line {
  key: string;
  runs: Run[];
}

/**
 * SPEC §3 feature description markup: `**bold**` runs and `\n` line breaks, read as data so the
 * text is rendered as React text (no HTML). An unclosed `**` stays as written.
 */
export function parseMarkup(description: string): Line[] {
  return description.split('\n').map((line, l) => {
    const parts = line.split('**');
    // An even count of parts means an odd count of `**`: the last one opens nothing.
    const closed = parts.length % 2 === 1 ? parts : [...parts.slice(0, -2), `${parts.at(-2)}**${parts.at(-1)}`];
    const runs = closed.map((text, r) => ({ key: `${l}.${r}`, text, bold: r % 2 === 1 }));
    return { key: String(l), runs: runs.filter((run) => run.text !== '') };
  });
}
