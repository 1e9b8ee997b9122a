import { Bot, Eye, FilePlus2, MessageSquare, Send, Users } from 'lucide-react';
import type { MetricsReport } from '../../api/metrics';
import { hoursLabel } from './charts';

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** The period's totals, one card each, above the charts. */
export function SummaryCards({ report }: { report: MetricsReport }) {
  const t = report.totals;
  const aiCalls = Object.values(t.aiCalls).reduce((sum, n) => sum + n, 0);
  const cards = [
    {
      label: 'Modules created',
      value: t.modulesCreated,
      detail: `${number.format(t.modulesEdited)} edited`,
      icon: FilePlus2,
    },
    {
      label: 'Modules published',
      value: t.modulesPublished,
      detail: `${number.format(t.edits)} ${t.edits === 1 ? 'edit' : 'edits'}`,
      icon: Send,
    },
    { label: 'Active authors', value: t.activeAuthors, detail: 'changed a module', icon: Users },
    {
      label: 'Comments',
      value: t.commentsCreated,
      detail:
        t.meanResolutionHours === null
          ? `${number.format(t.commentsResolved)} resolved`
          : `${number.format(t.commentsResolved)} resolved, in ${hoursLabel(t.meanResolutionHours)} on average`,
      icon: MessageSquare,
    },
    {
      label: 'Learner views',
      value: t.learnerViews,
      detail: `${number.format(t.shareSessions)} share-link, ${number.format(t.dispatchSessions)} dispatch sessions`,
      icon: Eye,
    },
    { label: 'AI calls', value: aiCalls, detail: 'to the assistant', icon: Bot },
  ];
  return (
    <ul className="metric-cards" aria-label="Totals for the period">
      {cards.map(({ label, value, detail, icon: Icon }) => (
        <li key={label} className="metric-card">
          <span className="metric-card__label">
            <Icon aria-hidden="true" size={16} /> {label}
          </span>{' '}
          <span className="metric-card__value">{number.format(value)}</span>{' '}
          <span className="metric-card__detail">{detail}</span>
        </li>
      ))}
    </ul>
  );
}
