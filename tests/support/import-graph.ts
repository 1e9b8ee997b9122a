import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'oxc-parser';

/** One import of one source file: the file it names, as a path from the tree's root. */
export type ImportEdge = { from: string; to: string; typeOnly: boolean };

const SOURCE = /\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `./x` → `x.ts`, `x.tsx` or `x/index.ts`, as TypeScript's bundler resolution finds it. */
function resolveRelative(fromFile: string, specifier: string): string | null {
  const base = resolve(dirname(fromFile), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every relative import (static, re-export and dynamic) of every TypeScript file under `root/dir`. */
export function importGraph(root: string, dir: string): ImportEdge[] {
  return sourceFiles(join(root, dir)).flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const { module, errors } = parseSync(file, source);
    if (errors.length) throw new Error(`${relative(root, file)} does not parse: ${errors[0]!.message}`);
    const named = [
      ...module.staticImports.map((i) => ({
        specifier: i.moduleRequest.value,
        typeOnly: i.entries.length > 0 && i.entries.every((e) => e.isType),
      })),
      ...module.staticExports.flatMap((e) =>
        e.entries.flatMap((x) => (x.moduleRequest ? [{ specifier: x.moduleRequest.value, typeOnly: x.isType }] : [])),
      ),
      ...module.dynamicImports.flatMap((d) => {
        const literal = /^['"`]([^'"`]+)['"`]$/.exec(source.slice(d.moduleRequest.start, d.moduleRequest.end));
        return literal ? [{ specifier: literal[1]!, typeOnly: false }] : [];
      }),
    ];
    return named.flatMap(({ specifier, typeOnly }) => {
      if (!specifier.startsWith('.')) return [];
      const target = resolveRelative(file, specifier);
      if (!target) throw new Error(`${relative(root, file)} imports ${specifier}, which is not a file`);
      return [{ from: relative(root, file), to: relative(root, target), typeOnly }];
    });
  });
}

/** The import circles among the files (each as a list of files, the first repeated at the end). */
export function circles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const to of next.get(file) ?? []) {
      if (state.get(to) === 'open') found.push([...stack.slice(stack.indexOf(to)), to]);
      else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...next.keys()].sort()) if (!state.has(file)) visit(file);
  return found;
}
