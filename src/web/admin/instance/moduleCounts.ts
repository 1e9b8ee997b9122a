import type { InstanceOrganisation } from '../../api/instance';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

export const membersLabel = (n: number) => plural(n, 'member');

/** "4 modules", then what is in each state besides: "2 published · 1 draft · 1 deleted". */
export function moduleCounts(m: InstanceOrganisation['modules']): { total: string; detail: string } {
  const parts = [
    m.published && `${m.published.toLocaleString()} published`,
    m.drafting && plural(m.drafting, 'draft'),
    m.inProgress && `${m.inProgress.toLocaleString()} in progress`,
    m.unpublished && `${m.unpublished.toLocaleString()} unpublished`,
    m.deleted && `${m.deleted.toLocaleString()} deleted`,
  ].filter(Boolean);
  return { total: plural(m.total, 'module'), detail: parts.join(' · ') };
}
