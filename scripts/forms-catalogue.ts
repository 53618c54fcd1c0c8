/**
 * Writes locales/en/forms.json: every English text a schema-drawn form can show (titles, descriptions, choices, help
 * lines, placeholders of schemas/*.ts and schemas/*.ui.ts, and the validation sentences of schemas/messages.ts), each
 * its own key. The other languages keep their translations of the texts still there, in English's order, lose those of
 * texts gone, and the texts they lack are listed to be translated. `npm run i18n:forms` after a schema changes;
 * src/i18n/forms-catalogue.test.ts and catalogues.test.ts fail until then.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../schemas/language';
import { formTexts } from '../src/i18n/form-texts';

const fileOf = (language: string) => path.resolve(import.meta.dirname, `../locales/${language}/forms.json`);
const write = (language: string, catalogue: Record<string, string>) => writeFileSync(fileOf(language), `${JSON.stringify(catalogue, null, 2)}\n`);

const texts = await formTexts();
write('en', Object.fromEntries(texts.map((t) => [t, t])));
console.log(`${texts.length} texts → ${path.relative(process.cwd(), fileOf('en'))}`);

for (const language of LANGUAGES.filter((l) => l !== 'en')) {
  const translated = JSON.parse(readFileSync(fileOf(language), 'utf8')) as Record<string, string>;
  write(language, Object.fromEntries(texts.flatMap((t) => (t in translated ? [[t, translated[t]!]] : []))));
  for (const missing of texts.filter((t) => !(t in translated))) console.log(`${language}: to translate: ${missing}`);
}
