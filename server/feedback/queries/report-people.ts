import { sql, type SQL } from 'drizzle-orm';
import { userDisplayName } from '../../db/sql';

/** ReportPerson as JSON for employee alias `e`, with the joins it needs written by the caller via `personJoins`. */
export const personJson: SQL = sql`json_build_object('id', e.id, 'name', ${userDisplayName}, 'emp_code', e.emp_code,
  'designation', d.name, 'department', dp.name, 'group', g.name)`;

export const personJoins: SQL = sql`join users u on u.id = e.user_id
  left join master_items d on d.id = e.designation_id
  left join master_items dp on dp.id = e.department_id
  left join master_items g on g.id = e.group_id`;
