import type { Area, Permissions } from '../../schemas/user';

export interface MenuEntry {
  title: string;
  /** Path under /portrayal/ (spec §2, spelling included). */
  path: string;
  /** The permission that shows the entry; none means every signed-in user. */
  area?: Area;
  description: string;
}

/** The signed-in side menu of spec §2, in its order. */
export const PORTRAYAL_MENU: readonly MenuEntry[] = [
  { title: 'Dashboard', path: 'dashboard', area: 'dashboard', description: 'Your overview.' },
  { title: 'Workforce', path: 'admin/workforce', area: 'workforce', description: 'Employees, their roles and their accounts.' },
  { title: 'Organization', path: 'admin/organization', area: 'organization', description: 'Who reports to whom.' },
  { title: 'Surveys', path: 'admin/survey', area: 'survey', description: 'Create 360° surveys and assign raters.' },
  { title: 'Master data', path: 'admin/master', area: 'master', description: 'Groups, designations, departments and competencies.' },
  { title: 'Survey list', path: 'user/survey-list', description: 'Surveys waiting for your answers.' },
  { title: 'Submitted surveys', path: 'user/submited-survey-list', description: 'Surveys you have answered.' },
  { title: 'Feedback', path: 'admin/feedback', area: 'feedback', description: 'Feedback reports, analytics, alerts and development plans.' },
  // Not in spec §2's menu: where a ratee reads a released report and follows their development plan.
  { title: 'My feedback', path: 'user/my-feedback', description: 'Your feedback reports and development plan.' },
];

export function portrayalPath(entry: Pick<MenuEntry, 'path'>): string {
  return `/portrayal/${entry.path}`;
}

/** The entries a user's permissions allow; the server enforces the same rules. */
export function visibleMenu(permissions: Permissions | null | undefined): MenuEntry[] {
  return PORTRAYAL_MENU.filter((entry) => !entry.area || permissions?.[entry.area] === true);
}
