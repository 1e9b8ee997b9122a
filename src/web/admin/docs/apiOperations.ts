import { operationsOf, type ApiOperation, type OpenApiDocument } from '../../api/apiReference';

export type ListedOperation = { id: string; method: string; path: string; operation: ApiOperation };
export type OperationGroup = { tag: string; operations: ListedOperation[] };

const UNTAGGED = 'other';

/** Every operation of the document, grouped by its first tag (groups and operations in a stable order). */
export function groupOperations(doc: OpenApiDocument): OperationGroup[] {
  const groups = new Map<string, ListedOperation[]>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of operationsOf(item as Record<string, unknown>)) {
      const tag = operation.tags?.[0] ?? UNTAGGED;
      const listed = { id: `${method} ${path}`, method, path, operation };
      groups.set(tag, [...(groups.get(tag) ?? []), listed]);
    }
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, operations]) => ({ tag, operations: operations.sort((a, b) => a.path.localeCompare(b.path)) }));
}

/** The operations whose method, path, summary, tag or parameter names contain every word of the search. */
export function searchOperations(groups: OperationGroup[], search: string): OperationGroup[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  const matches = ({ method, path, operation }: ListedOperation, tag: string) => {
    const text = [
      method,
      path,
      tag,
      operation.summary ?? '',
      operation.description ?? '',
      ...(operation.parameters ?? []).map((p) => p.name),
    ]
      .join(' ')
      .toLowerCase();
    return words.every((w) => text.includes(w));
  };
  return groups
    .map((g) => ({ tag: g.tag, operations: g.operations.filter((o) => matches(o, g.tag)) }))
    .filter((g) => g.operations.length > 0);
}
