import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientMessage, PROTOCOL_VERSION, serverMessage } from '../../../src/platform/realtime/protocol';

/**
 * The docs name only socket messages that exist, and name them all (the convention is written in
 * docs/live-protocol.md, "Messages"):
 * - the tables under "### Client → server" and "### Server → client" in docs/live-protocol.md
 *   hold one row per message type, its name in backticks in the first column;
 * - anywhere in README.md and docs/, a socket message named in prose is a backticked type followed
 *   by the word "message" (the `auditEntry` message), or written out with its version
 *   (`{v: 2, type: "join", room}`).
 * The event names table of that page lists names the modules really give events.
 */

const PROTOCOL_PAGE = 'docs/live-protocol.md';

const typesOf = (union: typeof clientMessage | typeof serverMessage): string[] =>
  union.def.options.map((option) => option.def.shape.type.def.values[0] as string);
const CLIENT_TYPES = typesOf(clientMessage);
const SERVER_TYPES = typesOf(serverMessage);
const ALL_TYPES = new Set([...CLIENT_TYPES, ...SERVER_TYPES]);

/** README.md and every Markdown page under docs/, by their path from the repository's root. */
function pages(): Map<string, string> {
  const found = new Map<string, string>([['README.md', readFileSync(resolve('README.md'), 'utf8')]]);
  for (const file of readdirSync(resolve('docs'), { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.md')) found.set(join('docs', file), readFileSync(resolve('docs', file), 'utf8'));
  }
  return found;
}

/** The lines under a heading, up to the next heading of any level. */
function section(markdown: string, heading: string): string[] | null {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) return null;
  const end = lines.findIndex((line, i) => i > start && /^#{1,6} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The backticked names in the first column of a table's rows (its header row has none). */
function firstColumnNames(lines: string[]): string[] {
  const names: string[] = [];
  for (const line of lines) {
    const cell = /^\|([^|]*)\|/.exec(line)?.[1];
    if (cell) for (const m of cell.matchAll(/`([^`]+)`/g)) names.push(m[1]!);
  }
  return names;
}

/** Every socket message a page names outside the protocol page's tables, with the version when it gives one. */
function mentionsIn(markdown: string): Array<{ type: string; version?: number; text: string }> {
  const found: Array<{ type: string; version?: number; text: string }> = [];
  for (const m of markdown.matchAll(/`([A-Za-z][A-Za-z0-9]*)` messages?\b/g)) found.push({ type: m[1]!, text: m[0] });
  const literal =
    /\{\s*"?v"?\s*:\s*(\d+)\s*,\s*"?type"?\s*:\s*["']([A-Za-z][A-Za-z0-9]*)["']|\{\s*"?type"?\s*:\s*["']([A-Za-z][A-Za-z0-9]*)["']\s*,\s*"?v"?\s*:\s*(\d+)/g;
  for (const m of markdown.matchAll(literal)) {
    found.push({ type: (m[2] ?? m[3])!, version: Number(m[1] ?? m[4]), text: m[0] });
  }
  return found;
}

function protocolTables() {
  const page = readFileSync(resolve(PROTOCOL_PAGE), 'utf8');
  const client = section(page, '### Client → server');
  const server = section(page, '### Server → client');
  expect(client, `${PROTOCOL_PAGE} has a "### Client → server" table`).not.toBeNull();
  expect(server, `${PROTOCOL_PAGE} has a "### Server → client" table`).not.toBeNull();
  return { page, client: firstColumnNames(client!), server: firstColumnNames(server!) };
}

describe('the live socket protocol as the docs describe it', () => {
  it('reads the message types from the protocol itself', () => {
    expect(CLIENT_TYPES).toContain('join');
    expect(SERVER_TYPES).toContain('welcome');
  });

  it(`documents every message type of the protocol in ${PROTOCOL_PAGE}, each in its own direction`, () => {
    const { client, server } = protocolTables();
    expect(
      CLIENT_TYPES.filter((type) => !client.includes(type)),
      'client messages missing from the table',
    ).toEqual([]);
    expect(
      SERVER_TYPES.filter((type) => !server.includes(type)),
      'server messages missing from the table',
    ).toEqual([]);
  });

  it(`lists in ${PROTOCOL_PAGE}'s tables only message types the protocol has, once each`, () => {
    const { client, server } = protocolTables();
    expect(
      client.filter((type) => !CLIENT_TYPES.includes(type)),
      'not a client message of the protocol',
    ).toEqual([]);
    expect(
      server.filter((type) => !SERVER_TYPES.includes(type)),
      'not a server message of the protocol',
    ).toEqual([]);
    expect(
      client.filter((type, i) => client.indexOf(type) !== i),
      'listed twice',
    ).toEqual([]);
    expect(
      server.filter((type, i) => server.indexOf(type) !== i),
      'listed twice',
    ).toEqual([]);
  });

  it('names, anywhere in README.md and docs/, only socket messages that exist, in the current version', () => {
    const stale: string[] = [];
    for (const [path, markdown] of pages()) {
      for (const mention of mentionsIn(markdown)) {
        if (!ALL_TYPES.has(mention.type)) stale.push(`${path}: ${mention.text} (no such message)`);
        else if (mention.version !== undefined && mention.version !== PROTOCOL_VERSION)
          stale.push(`${path}: ${mention.text} (the protocol is version ${PROTOCOL_VERSION})`);
      }
    }
    expect(stale).toEqual([]);
  });

  it('lists in its event names table only names the modules give events', () => {
    const { page } = protocolTables();
    const table = section(page, '## Event names');
    expect(table, `${PROTOCOL_PAGE} has an "## Event names" table`).not.toBeNull();
    const names = firstColumnNames(table!);
    expect(names.length).toBeGreaterThan(10);
    const modules = resolve('src/modules');
    const source = readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => readFileSync(join(modules, file), 'utf8'))
      .join('\n');
    expect(names.filter((name) => !source.includes(`'${name}'`))).toEqual([]);
  });
});
