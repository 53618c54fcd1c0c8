import { SWITCHES, type Switch } from '../../../schemas/permissions';
import { i18n } from '../../i18n';

interface AreaColumn {
  area: Switch;
  /** The side menu's title for the area, so the switch and the menu entry it shows agree. */
  label: string;
  /** What the permission lets a person do, for the column's tooltip. */
  description: string;
}

// The catalogue's `areas.<area>` name each area as the side menu does; Coach opens no area of its own, so its column is named for the role.
export const areaLabel = (area: Switch): string => i18n.t(`workforce:areas.${area}.label`);

/**
 * One switch column per permission area, in the side menu's order, then Coach. Its words are read when a screen
 * asks for them, in the language it is drawn in.
 */
export const AREA_COLUMNS: readonly AreaColumn[] = SWITCHES.map((area) => ({
  area,
  get label() {
    return areaLabel(area);
  },
  get description() {
    return i18n.t(`workforce:areas.${area}.description`);
  },
}));
