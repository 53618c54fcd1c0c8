import { AREAS, type Area } from '../../../schemas/user';
import { PORTRAYAL_MENU } from '../../app/portrayal-menu';

export interface AreaColumn {
  area: Area;
  /** The side menu's title for the area, so the switch and the menu entry it shows agree. */
  label: string;
  /** What the permission lets a person do, for the column's tooltip. */
  description: string;
}

const DESCRIPTIONS: Record<Area, string> = {
  dashboard: 'See the dashboard with their overview.',
  workforce: 'See and change employees and their accounts.',
  organization: 'See and change who reports to whom.',
  survey: 'Create 360° surveys and assign raters.',
  master: 'Change groups, designations, departments and competencies.',
  feedback: 'Read the feedback reports of every person.',
};

const titleOf = (area: Area) => PORTRAYAL_MENU.find((entry) => entry.area === area)?.title ?? area;

/** One switch column per permission area, in the side menu's order. */
export const AREA_COLUMNS: readonly AreaColumn[] = AREAS.map((area) => ({ area, label: titleOf(area), description: DESCRIPTIONS[area] }));

export const areaLabel = (area: Area): string => titleOf(area);
