import type { ResourceRow, ResourceValues } from '../../../machines/resource.machine';
import { normalised } from '../../../schemas/competency';
import type { UniqueRule } from './list-descriptor';

const key = (value: unknown) => (typeof value === 'string' ? normalised(value) : String(value ?? ''));

/**
 * The item of the loaded list that the values would duplicate (any case,
 * surrounding spaces ignored), other than the one being edited. The server has the last
 * word (its unique indexes); this only warns before anything is sent.
 */
export function duplicateOf(items: readonly ResourceRow[], values: ResourceValues, rule: UniqueRule, editingId?: number): ResourceRow | undefined {
  if (rule.fields.some((f) => values[f] === undefined || values[f] === '')) return undefined;
  return items.find((item) => item.id !== editingId && rule.fields.every((f) => key(item[f]) === key(values[f])));
}
