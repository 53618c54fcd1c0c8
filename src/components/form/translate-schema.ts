import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { i18n } from '../../i18n';
import { isEnglish } from '../../../schemas/language';

/*
 * Forms are drawn from the JSON Schemas the server validates with, which are written in English. Each text a person
 * reads in one (a title, a description, a choice, a help line) is looked up in the `forms` catalogue, whose keys are
 * the English texts: one entry serves every form that uses the phrase, and a phrase not yet translated stays English.
 */

const SCHEMA_TEXTS = ['title', 'description'] as const;
const UI_TEXTS = ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder'] as const;

/** One English text of a form in the reader's language. */
export function formText(text: string, language = i18n.language): string {
  return i18n.t(text as never, { ns: 'forms', lng: language, defaultValue: text, keySeparator: false, nsSeparator: false }) as string;
}

function translated(node: unknown, keys: readonly string[], language: string): unknown {
  if (Array.isArray(node)) return node.map((item) => translated(item, keys, language));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      keys.includes(key) && typeof value === 'string' ? formText(value, language) : translated(value, keys, language),
    ]),
  );
}

/** The schema with its titles and descriptions in `language` (in English, the schema itself). */
export const translateSchema = (schema: RJSFSchema, language: string): RJSFSchema =>
  isEnglish(language) ? schema : (translated(schema, SCHEMA_TEXTS, language) as RJSFSchema);

/** The ui schema with its titles, descriptions, help lines and placeholders in `language`. */
export const translateUiSchema = (uiSchema: UiSchema | undefined, language: string): UiSchema | undefined =>
  uiSchema === undefined || isEnglish(language) ? uiSchema : (translated(uiSchema, UI_TEXTS, language) as UiSchema);
