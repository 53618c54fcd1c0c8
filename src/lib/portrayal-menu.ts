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
  Link2Icon,
  LockClosedIcon,
  PersonIcon,
  RocketIcon,
  ReaderIcon,
  Share1Icon,
} from '@radix-ui/react-icons';
import type { Area, Permissions } from '../../schemas/user';
import { i18n } from '../i18n';

export interface MenuEntry {
  /** Path under /portrayal/, as the screen registry spells it. */
  path: string;
  /** Its words in the common catalogue: `menu.<key>.title` and `.description`. */
  key: string;
  /** The permission that shows the entry; none means every signed-in user. */
  area?: Area;
  /** Shown only to a manager or coach (AuthUser.team). */
  team?: true;
  /** Shown only to the admin role (AuthUser.role). */
  admin?: true;
  icon: ComponentType;
}

/** An entry with its words in the reader's language, read when shown (never kept from an earlier language). */
export type WordedMenuEntry = MenuEntry & { readonly title: string; readonly description: string };

const ENTRIES = [
  { path: 'dashboard', key: 'dashboard', area: 'dashboard', icon: DashboardIcon },
  { path: 'admin/workforce', key: 'workforce', area: 'workforce', icon: IdCardIcon },
  { path: 'admin/organization', key: 'organization', area: 'organization', icon: Share1Icon },
  { path: 'admin/survey', key: 'survey', area: 'survey', icon: ClipboardIcon },
  { path: 'admin/master', key: 'master', area: 'master', icon: ArchiveIcon },
  { path: 'user/survey-list', key: 'surveyList', icon: ChatBubbleIcon },
  { path: 'user/submited-survey-list', key: 'submittedSurveyList', icon: CheckCircledIcon },
  { path: 'admin/feedback', key: 'feedback', area: 'feedback', icon: BarChartIcon },
  { path: 'admin/coaching', key: 'coaching', area: 'feedback', icon: RocketIcon },
  // Every recorded change of the company: its admin's alone, as the server has it.
  { path: 'admin/audit-log', key: 'auditLog', admin: true, icon: ActivityLogIcon },
  // SCIM tokens hand the company's people to an identity provider: its admin's alone, as the company's settings are.
  { path: 'admin/provisioning', key: 'provisioning', admin: true, icon: Link2Icon },
  // How the company's people sign in (issue 43): a security rule, its admin's alone as the server has it.
  { path: 'admin/single-sign-on', key: 'sso', admin: true, icon: LockClosedIcon },
  // Open to every signed-in person, since each reads only their own reports.
  { path: 'user/my-feedback', key: 'myFeedback', icon: ReaderIcon },
  { path: 'user/my-team', key: 'myTeam', team: true, icon: AvatarIcon },
  // Every employee may ask for coaching on a released report; an internal coach finds their coachees on the same page.
  { path: 'coaching/my', key: 'myCoaching', icon: HeartIcon },
  // Anyone may be a ratee or an approver, so the entry shows to all and the page says when nothing waits.
  { path: 'user/my-nominations', key: 'myNominations', icon: PersonIcon },
] as const satisfies readonly MenuEntry[];

const worded = (entry: MenuEntry): WordedMenuEntry =>
  Object.defineProperties(
    { ...entry },
    {
      title: { get: () => i18n.t(`menu.${entry.key}.title` as never), enumerable: true },
      description: { get: () => i18n.t(`menu.${entry.key}.description` as never), enumerable: true },
    },
  ) as WordedMenuEntry;

/**
 * The signed-in side menu, in its order. It lives here rather than beside the screen registry
 * (src/app), which takes each entry's path and access from it, so that a feature showing the
 * menu's words (the dashboard's shortcuts, the permission columns) imports no screen loader.
 */
export const PORTRAYAL_MENU: readonly WordedMenuEntry[] = ENTRIES.map(worded);

/** A side-menu path: the screen registry names its menu screens by it, so a typo fails the typecheck. */
export type MenuPath = (typeof ENTRIES)[number]['path'];

export function portrayalPath(entry: Pick<MenuEntry, 'path'>): string {
  return `/portrayal/${entry.path}`;
}

/**
 * The entries a user's permissions allow (and My team when they have one, the Audit log when they are the admin); the
 * server enforces the same rules.
 */
export function visibleMenu(permissions: Permissions | null | undefined, team = false, admin = false): WordedMenuEntry[] {
  return PORTRAYAL_MENU.filter((entry) => (!entry.area || permissions?.[entry.area] === true) && (!entry.team || team) && (!entry.admin || admin));
}
