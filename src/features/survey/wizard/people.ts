import type { Employee } from '../../../../schemas/employee';
import type { MasterItemRow } from '../../../../schemas/master-item';
import type { WizardChoices } from '../../../../machines/survey-wizard/wizard-data';
import { i18n } from '../../../i18n';

export const personName = (e: Pick<Employee, 'first_name' | 'last_name'>) => `${e.first_name} ${e.last_name}`.trim();

const names = (rows: readonly MasterItemRow[]) => new Map(rows.map((r) => [r.id, r.name]));

/** Lookups the steps share, built once per load: people by id and the names of the company's lists. */
export interface Directory {
  byId: Map<number, Employee>;
  designation(id: number | null): string;
  department(id: number | null): string;
  group(id: number | null): string;
  name(id: number): string;
}

export function directory(choices: WizardChoices): Directory {
  const byId = new Map(choices.employees.map((e) => [e.id, e]));
  const d = names(choices.designations);
  const dep = names(choices.departments);
  const g = names(choices.groups);
  return {
    byId,
    designation: (id) => (id === null ? '' : (d.get(id) ?? '')),
    department: (id) => (id === null ? '' : (dep.get(id) ?? '')),
    group: (id) => (id === null ? '' : (g.get(id) ?? '')),
    name: (id) => {
      const e = byId.get(id);
      return e ? personName(e) : i18n.t('survey:wizard.employee', { id });
    },
  };
}
