import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ResourceRow, ResourceValues } from '../../../machines/resource.machine';
import type master from '../../../locales/en/master.json';

/** Other lists a screen needs (the types a competency picks from…), by descriptor key. */
export type Related = Record<string, ResourceRow[]>;

export type SectionKey = 'organization' | 'competencies' | 'platform';

/** A list's words are the master catalogue's `lists.<key>`: its title, what one item is called, its sentences. */
export type ListKey = keyof (typeof master)['lists'];

export interface Column {
  key: string;
  /** The header: a key of the master catalogue's `columns`. */
  title: keyof (typeof master)['columns'];
  /** The text shown (and searched and sorted). */
  text(row: ResourceRow, related: Related): string;
  /** A CSS grid track, e.g. 'minmax(200px, 2fr)'. */
  width: string;
  numeric?: boolean;
}

/** Which fields make two items the same, and what to say at which field. */
export interface UniqueRule {
  fields: readonly string[];
  field: string;
  message(values: ResourceValues): string;
}

/**
 * Everything that makes one master list different from another. The one list screen,
 * the one resource machine and the forms are built from this; no list has a screen of its own.
 */
export interface ListDescriptor {
  /** URL segment: /portrayal/admin/master/<key>; the list's words are the catalogue's `lists.<key>`. */
  key: ListKey;
  section: SectionKey;
  /** The collection path of the contract, with its trailing slash. */
  endpoint: string;
  /** A company's lists can archive an item in use (README: archiving); the platform's lists cannot. */
  scope: 'company' | 'platform';
  /** Its texts go to the translators' sheet (issue 42): the lists a rater reads, in the header's Translations menu. */
  translated?: boolean;
  /** Lists this one needs: for its choices, its columns or its delete warning. */
  related: readonly string[];
  columns: readonly Column[];
  /** The column sorted by at first; 'id' for the order the items were added in. */
  defaultSort: string;
  /** The form for the values typed so far (a statement's competencies depend on its type). */
  form(related: Related, values: ResourceValues): { schema: RJSFSchema; uiSchema: UiSchema };
  /** Rewrites values as they change, e.g. forgets a competency that is not of the new type. */
  adjust?(values: ResourceValues, related: Related): ResourceValues;
  unique: UniqueRule;
  /** How a person names one item in a dialog or a toast. */
  label(row: ResourceRow): string;
  /**
   * What else goes with the item, said before deleting; `blocks` when the server would
   * refuse it (README: in-use rules), so the dialog says why instead of offering Delete.
   */
  deleteConsequence?(row: ResourceRow, related: Related): { message: string; blocks?: boolean } | null;
  /** Why the form cannot be filled yet (no types to pick from), or null. */
  prerequisite?(related: Related): string | null;
}
