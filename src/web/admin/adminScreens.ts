import {
  Building2,
  ChartLine,
  FileCode,
  Globe,
  History,
  LayoutList,
  type LucideIcon,
  Settings,
  Shapes,
} from 'lucide-react';

/** An admin screen the overview lists; `operatorsOnly`: shown only to the instance's operators. */
export type AdminScreen = { title: string; purpose: string; icon: LucideIcon; path: string; operatorsOnly?: true };

export const ADMIN_OVERVIEW: AdminScreen[] = [
  {
    title: 'Modules',
    path: '/admin/courses/',
    icon: LayoutList,
    purpose: 'Every module of the organisation: transfer, delete and restore them, many at once.',
  },
  {
    title: 'Mono blocks',
    path: '/admin/mono-test/',
    icon: Shapes,
    purpose: 'Every block type as a learner sees it, with a link to make a one-block module of it.',
  },
  {
    title: 'API reference',
    path: '/docs',
    icon: FileCode,
    purpose: 'The calls the server answers, with their parameters, bodies and responses.',
  },
  {
    title: 'Organisation settings',
    path: '/organization-settings',
    icon: Building2,
    purpose: 'Invite people, change their roles, remove them, and decide who may use AI.',
  },
  {
    title: 'Change log',
    path: '/admin/log/',
    icon: History,
    purpose: 'Who changed what, when, in every module of the organisation.',
  },
  {
    title: 'Metrics',
    path: '/metrics',
    icon: ChartLine,
    purpose: 'Modules made, edited and published; learners, comments and AI use.',
  },
  {
    title: 'Settings',
    path: '/settings',
    icon: Settings,
    purpose: 'The organisation’s name, AI limits, default theme and more; your own name and password.',
  },
  {
    title: 'All organisations',
    path: '/admin/all/',
    icon: Globe,
    purpose: 'For the instance’s operators: every organisation and its members; suspend or reinstate one.',
    operatorsOnly: true,
  },
];
