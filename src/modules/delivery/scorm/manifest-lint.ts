import { EDITION } from './manifest';
import type { ScormVersion } from './versions';

/**
 * What real LMSs need beyond XSD validity. Each rule returns the problems it finds; an empty list
 * means the manifest keeps every rule.
 */
type Tag = { name: string; attributes: Record<string, string>; index: number };

function tagsOf(xml: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of xml.matchAll(/<([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*"[^"]*")*)\s*\/?>/g)) {
    const attributes: Record<string, string> = {};
    for (const [, key, value] of match[2]!.matchAll(/([\w.:-]+)\s*=\s*"([^"]*)"/g)) attributes[key!] = value!;
    tags.push({ name: match[1]!, attributes, index: match.index });
  }
  return tags;
}

const unescapeXml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|apos);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!,
  );

const SAFE_PATH = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

type Rule = (xml: string, tags: Tag[], version: ScormVersion, files: ReadonlySet<string>) => string[];

export const MANIFEST_RULES: Record<string, Rule> = {
  /** Many LMSs look for the literal `adlcp:` prefix rather than resolving namespaces. */
  'adlcp-prefix': (_xml, tags, version) => {
    const root = tags.find((t) => t.name === 'manifest');
    const [uri] = EDITION[version].namespaces.adlcp;
    const problems: string[] = [];
    if (root?.attributes['xmlns:adlcp'] !== uri) problems.push(`the manifest must bind xmlns:adlcp to ${uri}`);
    for (const [key, value] of Object.entries(root?.attributes ?? {})) {
      if (value === uri && key !== 'xmlns:adlcp') problems.push(`${key} binds the adlcp namespace to another prefix`);
    }
    return problems;
  },
  /** `adlcp:scormtype` in SCORM 1.2, `adlcp:scormType` in 2004: the other case is ignored by LMSs. */
  'scorm-type-case': (_xml, tags, version) => {
    const wanted = EDITION[version].scormTypeAttribute;
    return tags
      .filter((t) => t.name === 'resource')
      .filter((t) => !['sco', 'asset'].includes(t.attributes[wanted] ?? ''))
      .map((t) => `resource ${t.attributes.identifier ?? '?'} needs ${wanted}="sco" or "asset" (exactly that case)`);
  },
  schemaversion: (xml, _tags, version) => {
    const found = /<schemaversion>([^<]*)<\/schemaversion>/.exec(xml)?.[1];
    const wanted = EDITION[version].schemaversion;
    return found === wanted
      ? []
      : [`schemaversion must be exactly "${wanted}" (found ${found === undefined ? 'none' : `"${found}"`})`];
  },
  /** Identifiers are unique; the default organisation and every identifierref name one. */
  'ids-resolve': (_xml, tags) => {
    const problems: string[] = [];
    const ids = new Map<string, string>();
    for (const t of tags) {
      const id = t.attributes.identifier;
      if (id === undefined) continue;
      if (ids.has(id)) problems.push(`identifier ${id} is used twice`);
      ids.set(id, t.name);
    }
    const organizations = tags.find((t) => t.name === 'organizations')?.attributes.default;
    if (!organizations || ids.get(organizations) !== 'organization')
      problems.push(`organizations default="${organizations ?? ''}" names no organization`);
    for (const t of tags.filter((t) => t.attributes.identifierref !== undefined)) {
      if (ids.get(t.attributes.identifierref!) !== 'resource')
        problems.push(`identifierref ${t.attributes.identifierref} names no resource`);
    }
    return problems;
  },
  /** Every href is relative, inside the package, and names a file that is there. */
  'hrefs-exist': (_xml, tags, _version, files) =>
    tags
      .map((t) => t.attributes.href)
      .filter((href): href is string => href !== undefined)
      .map(unescapeXml)
      .flatMap((href) => {
        if (/^[a-z][a-z0-9+.-]*:|^\/|(^|\/)\.\.(\/|$)|\\/i.test(href))
          return [`href ${href} is not a relative path inside the package`];
        return files.has(href) ? [] : [`href ${href} names no file of the package`];
      }),
  /** Titles are text: every < escaped, every & the start of an entity. */
  'escaped-titles': (xml) =>
    [...xml.matchAll(/<title>([\s\S]*?)<\/title>/g)]
      .map((m) => m[1]!)
      .filter((title) => /</.test(title) || /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(title))
      .map((title) => `title "${title}" is not escaped`),
  /** Paths in plain ASCII letters, digits, dot, dash and underscore: LMS unzippers mangle the rest. */
  'ascii-paths': (_xml, _tags, _version, files) =>
    [...files].filter((f) => !SAFE_PATH.test(f)).map((f) => `path ${f} is not plain ASCII`),
};

export function lintManifest(xml: string, version: ScormVersion, files: ReadonlySet<string>): string[] {
  const tags = tagsOf(xml);
  return Object.entries(MANIFEST_RULES).flatMap(([name, rule]) =>
    rule(xml, tags, version, files).map((p) => `${name}: ${p}`),
  );
}
