import type { ComponentType } from 'react';
import {
  ActivityLogIcon,
  ArchiveIcon,
  AvatarIcon,
  BarChartIcon,
  ChatBubbleIcon,
  CheckCircledIcon,
  ClipboardIcon,
  DashboardIcon,
  HeartIcon,
  IdCardIcon,
  PersonIcon,
  RocketIcon,
  ReaderIcon,
  Share1Icon,
} from '@radix-ui/react-icons';
import type { Area, Permissions } from '../../schemas/user';

export interface MenuEntry {
  title: string;
  /** Path under /portrayal/, as the screen registry spells it. */
  path: string;
  /** The permission that shows the entry; none means every signed-in user. */
  area?: Area;
  /** Shown only to a manager or coach (AuthUser.team). */
  team?: true;
  /** Shown only to the admin role (AuthUser.role). */
  admin?: true;
  description: string;
  icon: ComponentType;
}

const ENTRIES = [
  { path: 'dashboard', area: 'dashboard', title: 'Dashboard', description: 'Your overview.', icon: DashboardIcon },
  { path: 'admin/workforce', area: 'workforce', title: 'Workforce', description: 'Employees, their roles and their accounts.', icon: IdCardIcon },
  { path: 'admin/organization', area: 'organization', title: 'Organization', description: 'Who reports to whom.', icon: Share1Icon },
  { path: 'admin/survey', area: 'survey', title: 'Surveys', description: 'Create 360° surveys and assign raters.', icon: ClipboardIcon },
  { path: 'admin/master', area: 'master', title: 'Master data', description: 'Groups, designations, departments and competencies.', icon: ArchiveIcon },
  { path: 'user/survey-list', title: 'Survey list', description: 'Surveys waiting for your answers.', icon: ChatBubbleIcon },
  { path: 'user/submited-survey-list', title: 'Submitted surveys', description: 'Surveys you have answered.', icon: CheckCircledIcon },
  {
    path: 'admin/feedback',
    area: 'feedback',
    title: 'Feedback',
    description: 'Feedback reports, analytics, alerts and development plans.',
    icon: BarChartIcon,
  },
  {
    path: 'admin/coaching',
    area: 'feedback',
    title: 'Coaching',
    description: 'The coach pool, coaching requests, providers and what coaching changes.',
    icon: RocketIcon,
  },
  // Every recorded change of the company: its admin's alone, as the server has it.
  { path: 'admin/audit-log', admin: true, title: 'Audit log', description: 'Who changed what, when and from where.', icon: ActivityLogIcon },
  // Open to every signed-in person, since each reads only their own reports.
  { path: 'user/my-feedback', title: 'My feedback', description: 'Your feedback reports and development plan.', icon: ReaderIcon },
  {
    path: 'user/my-team',
    team: true,
    title: 'My team',
    description: 'Your direct reports’ survey progress, released reports and development plans.',
    icon: AvatarIcon,
  },
  // Every employee may ask for coaching on a released report; an internal coach finds their coachees on the same page.
  { path: 'coaching/my', title: 'My coaching', description: 'Your coach, your sessions and your private notes; your coachees if you coach.', icon: HeartIcon },
  // Anyone may be a ratee or an approver, so the entry shows to all and the page says when nothing waits.
  { path: 'user/my-nominations', title: 'My nominations', description: 'Raters to choose for your surveys, and lists of raters to approve.', icon: PersonIcon },
] as const satisfies readonly MenuEntry[];

/**
 * The signed-in side menu, in its order. It lives here rather than beside the screen registry
 * (src/app), which takes each entry's path and access from it, so that a feature showing the
 * menu's words (the dashboard's shortcuts, the permission columns) imports no screen loader.
 */
export const PORTRAYAL_MENU: readonly MenuEntry[] = ENTRIES;

/** A side-menu path: the screen registry names its menu screens by it, so a typo fails the typecheck. */
export type MenuPath = (typeof ENTRIES)[number]['path'];

export function portrayalPath(entry: Pick<MenuEntry, 'path'>): string {
  return `/portrayal/${entry.path}`;
}

/**
 * The entries a user's permissions allow (and My team when they have one, the Audit log when they are the admin); the
 * server enforces the same rules.
 */
export function visibleMenu(permissions: Permissions | null | undefined, team = false, admin = false): MenuEntry[] {
  return PORTRAYAL_MENU.filter((entry) => (!entry.area || permissions?.[entry.area] === true) && (!entry.team || team) && (!entry.admin || admin));
}
