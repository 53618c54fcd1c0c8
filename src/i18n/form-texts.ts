import { readdirSync } from 'node:fs';
import path from 'node:path';
import { issueSentence, type SchemaIssue } from '../../schemas/messages';

const SCHEMAS = path.resolve(import.meta.dirname, '../../schemas');
const SCHEMA_TEXTS = new Set(['title', 'description']);
const UI_TEXTS = new Set(['ui:title', 'ui:description', 'ui:help', 'ui:placeholder']);

function collect(node: unknown, keys: Set<string>, found: Set<string>, seen: Set<object>): void {
  if (node === null || typeof node !== 'object' || seen.has(node)) return;
  seen.add(node);
  for (const [key, value] of Object.entries(node)) {
    if (keys.has(key) && typeof value === 'string' && value.trim()) found.add(value);
    else collect(value, keys, found, seen);
  }
}

// Every keyword issueSentence words, with the formats and patterns it names: each of its sentences once.
const ISSUES: SchemaIssue[] = [
  ...['required', 'maxLength', 'minimum', 'maximum', 'enum', 'additionalProperties', 'minItems', 'maxItems'].map((keyword) => ({ keyword, params: {} })),
  { keyword: 'minLength', params: { limit: 1 } },
  { keyword: 'minLength', params: { limit: 2 } },
  { keyword: 'type', params: { type: 'integer' } },
  { keyword: 'type', params: { type: 'string' } },
  ...['email', 'business-email', 'new-password', 'date', 'visible-line', 'visible-text', 'clean-text', 'unknown'].map((format) => ({
    keyword: 'format',
    params: { format },
  })),
  { keyword: 'pattern', params: { pattern: '' } },
];

/** Every English text a schema-drawn form can show, sorted: the keys of the `forms` catalogue. */
export async function formTexts(): Promise<string[]> {
  const found = new Set<string>();
  const seen = new Set<object>();
  for (const file of readdirSync(SCHEMAS).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const module = (await import(path.join(SCHEMAS, file))) as Record<string, unknown>;
    collect(module, file.endsWith('.ui.ts') ? UI_TEXTS : SCHEMA_TEXTS, found, seen);
  }
  for (const issue of ISSUES) found.add(issueSentence(issue).text);
  return [...found].sort();
}
