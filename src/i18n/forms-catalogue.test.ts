import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { formTexts } from './form-texts';

it('the forms catalogue holds every text a schema-drawn form can show (npm run i18n:forms writes it)', async () => {
  const english = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../locales/en/forms.json'), 'utf8')) as Record<string, string>;
  expect(Object.keys(english).sort()).toEqual(await formTexts());
  for (const [key, text] of Object.entries(english)) expect(text, key).toBe(key);
});
