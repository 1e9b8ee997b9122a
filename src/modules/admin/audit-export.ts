import type { AuditEntryView } from './audit-entry';

const CSV_COLUMNS = [
  'position',
  'at',
  'actorId',
  'actorName',
  'subjectId',
  'subjectName',
  'kind',
  'type',
  'summary',
  'courseId',
  'courseTitle',
  'revision',
] as const;

/**
 * One CSV cell, always quoted. A cell a spreadsheet would read as a formula (= + - @, or a tab or
 * carriage return before one) is prefixed with a quote, so opening an export runs nothing.
 */
function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const CSV_HEADER = `${CSV_COLUMNS.join(',')}\r\n`;

export function csvLine(e: AuditEntryView): string {
  const cells = [
    e.position,
    e.at,
    e.actor.id,
    e.actor.name,
    e.subject?.id,
    e.subject?.name,
    e.kind,
    e.type,
    e.summary,
    e.courseId,
    e.courseTitle,
    e.revision,
  ];
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export const jsonLine = (e: AuditEntryView) => `${JSON.stringify(e)}\n`;

/** A pull stream: the next batch is read from the database only when the client has taken the last one. */
export function textStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
