/** One caption: from `start` to `end` seconds. */
export type Cue = { start: number; end: number; text: string };

const timestamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

/** Cue text is plain: `<` and `&` would start markup in WebVTT. */
const escapeCue = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function toVtt(cues: Cue[]): string {
  const body = cues.map((c) => `${timestamp(c.start)} --> ${timestamp(c.end)}\n${escapeCue(c.text)}`).join('\n\n');
  return `WEBVTT\n\n${body}\n`;
}

const TIMING = /^\s*((?:\d+:)?\d{2}:\d{2}\.\d{3})\s+-->\s+((?:\d+:)?\d{2}:\d{2}\.\d{3})/;

const seconds = (stamp: string) =>
  stamp
    .split(':')
    .map(Number)
    .reduce((total, part) => total * 60 + part, 0);

/** The cues of a WebVTT file, or an error naming what is wrong (for an author's own upload or edit). */
export function parseVtt(text: string): { cues: Cue[] } | { error: string } {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  if (!/^WEBVTT(\s|$)/.test(lines[0] ?? '')) return { error: 'A captions file starts with the line WEBVTT' };
  const cues: Cue[] = [];
  for (let i = 1; i < lines.length; i++) {
    const timing = TIMING.exec(lines[i]!);
    if (!timing) continue;
    const start = seconds(timing[1]!);
    const end = seconds(timing[2]!);
    if (end < start) return { error: `Line ${i + 1}: a caption ends before it starts` };
    const textLines: string[] = [];
    while (i + 1 < lines.length && lines[i + 1]!.trim() !== '') textLines.push(lines[++i]!);
    cues.push({ start, end, text: textLines.join('\n') });
  }
  return { cues };
}

/** The words of the captions, one cue after another: a transcript to read. */
export const transcriptOf = (cues: Cue[]) =>
  cues
    .map((c) =>
      c.text
        .replace(/<[^>]*>/g, '')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
