import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../schemas/language';
import { NAMESPACES } from './namespaces';

const LOCALES = path.resolve(import.meta.dirname, '../../locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Catalogue = { [key: string]: string | Catalogue };

const read = (language: string, namespace: string): Catalogue => JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8'));

/** Every leaf of a catalogue as `a.b.c` → text. */
function leaves(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') found.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) found.set(k, v);
  }
  return found;
}

/** The keys as code names them: a plural's forms count once, without their suffix. */
const baseKeys = (keys: Iterable<string>) => new Set([...keys].map((k) => k.replace(PLURAL, '')));
const pluralBases = (keys: Iterable<string>) => new Set([...keys].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
// A plural form may leave its number out ("un évaluateur"), so `count` is not held to English.
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).filter((name) => name !== 'count');

describe('catalogues', () => {
  it('has a folder for every language and a catalogue for every namespace, nothing else', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(readdirSync(path.join(LOCALES, language)).sort(), language).toEqual([...NAMESPACES].map((n) => `${n}.json`).sort());
    }
  });

  for (const namespace of NAMESPACES) {
    const english = leaves(read('en', namespace));
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      describe(`${language}/${namespace}`, () => {
        const other = leaves(read(language, namespace));

        it('has every key of English and no other', () => {
          expect([...baseKeys(other.keys())].sort()).toEqual([...baseKeys(english.keys())].sort());
        });

        it('gives every plural the forms its language needs', () => {
          const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
          for (const base of pluralBases(english.keys())) {
            for (const category of needed) expect(other.has(`${base}_${category}`), `${base}_${category}`).toBe(true);
          }
        });

        it('is a translation, not a copy of English', () => {
          // Codes, names and words spelled alike in both (Code, Feedback) stay as they are; most of a catalogue does not.
          const same = [...other].filter(([key, text]) => english.get(key) === text).length;
          expect(same / Math.max(other.size, 1), `${same} of ${other.size} texts equal English`).toBeLessThan(english.size < 10 ? 1 : 0.25);
        });

        it('keeps every value English puts in, and writes something for each key', () => {
          for (const [key, text] of other) {
            expect(text.trim(), key).not.toBe('');
            const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
            if (source !== undefined) expect(new Set(placeholders(text)), key).toEqual(new Set(placeholders(source)));
          }
        });
      });
    }
  }

  it('gives English the forms English needs for every plural', () => {
    for (const namespace of NAMESPACES) {
      const english = leaves(read('en', namespace));
      for (const base of pluralBases(english.keys())) {
        expect(english.has(`${base}_one`) && english.has(`${base}_other`), `${namespace}:${base}`).toBe(true);
      }
    }
  });
});
