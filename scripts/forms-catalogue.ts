/**
 * Writes locales/en/forms.json: every English text a schema-drawn form can show (titles, descriptions, choices, help
 * lines, placeholders of schemas/*.ts and schemas/*.ui.ts, and the validation sentences of schemas/messages.ts), each
 * its own key. `npm run i18n:forms` after a schema changes; src/i18n/forms-catalogue.test.ts fails until then.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formTexts } from '../src/i18n/form-texts';

const file = path.resolve(import.meta.dirname, '../locales/en/forms.json');
const texts = await formTexts();
writeFileSync(file, `${JSON.stringify(Object.fromEntries(texts.map((t) => [t, t])), null, 2)}\n`);
console.log(`${texts.length} texts → ${path.relative(process.cwd(), file)}`);
