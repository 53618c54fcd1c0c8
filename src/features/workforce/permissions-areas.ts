import { SWITCHES, type Switch } from '../../../schemas/permissions';
import { PORTRAYAL_MENU } from '../../lib/portrayal-menu';

interface AreaColumn {
  area: Switch;
  /** The side menu's title for the area, so the switch and the menu entry it shows agree. */
  label: string;
  /** What the permission lets a person do, for the column's tooltip. */
  description: string;
}

const DESCRIPTIONS: Record<Switch, string> = {
  dashboard: 'See the dashboard with their overview.',
  workforce: 'See and change employees and their accounts.',
  organization: 'See and change who reports to whom.',
  survey: 'Create 360° surveys and assign raters.',
  master: 'Change groups, designations, departments and competencies.',
  feedback: 'Read the feedback reports of every person.',
  coach: 'Be named owner or coach of anyone’s development actions, and follow them under My team.',
};

// Coach opens no area of its own: its column is named for the role.
const titleOf = (area: Switch) => (area === 'coach' ? 'Coach' : (PORTRAYAL_MENU.find((entry) => entry.area === area)?.title ?? area));

/** One switch column per permission area, in the side menu's order, then Coach. */
export const AREA_COLUMNS: readonly AreaColumn[] = SWITCHES.map((area) => ({ area, label: titleOf(area), description: DESCRIPTIONS[area] }));

export const areaLabel = (area: Switch): string => titleOf(area);
