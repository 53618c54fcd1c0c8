import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { check } from 'recheck';
import { describe, expect, it } from 'vitest';

/*
 * Every pattern the server runs on input is free of super-linear backtracking. Regex literals in
 * the source are linted (eslint-plugin-regexp); the patterns written as strings in the schemas,
 * which Ajv compiles, and those ajv-formats runs for the built-in formats the schemas name, are
 * checked here by recheck, which analyses a pattern and confirms what it finds with attack strings.
 */

const root = path.resolve(import.meta.dirname, '../..');
const schemaModules = import.meta.glob<Record<string, unknown>>(['../../schemas/*.ts', '!../../schemas/*.test.ts'], { eager: true });

/** `pattern` strings and `patternProperties` keys, wherever they sit in the exported values. */
function patternsIn(value: unknown, found: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof value !== 'object' || value === null || seen.has(value)) return found;
  seen.add(value);
  const node = value as Record<string, unknown>;
  if (typeof node.pattern === 'string') found.add(node.pattern);
  if (typeof node.patternProperties === 'object' && node.patternProperties) Object.keys(node.patternProperties).forEach((p) => found.add(p));
  for (const child of Object.values(node)) patternsIn(child, found, seen);
  return found;
}

/** Route schemas written in the server rather than imported from schemas/: their literal `pattern: '…'`. */
function literalPatternsUnder(dir: string, found: Set<string>): Set<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const source = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of source.matchAll(/\bpattern: '((?:[^'\\]|\\.)*)'/g)) found.add(match[1]!.replace(/\\\\/g, '\\'));
  }
  return found;
}

/** The regexes behind the built-in formats the schemas use (date, date-time), read from ajv-formats. */
function ajvFormatPatterns(): string[] {
  const file = createRequire(import.meta.url).resolve('ajv-formats/dist/formats.js');
  const source = readFileSync(file, 'utf8');
  return ['DATE', 'TIME', 'DATE_TIME_SEPARATOR'].map((name) => {
    const line = source.split('\n').find((l) => l.startsWith(`const ${name} = /`));
    if (!line) throw new Error(`ajv-formats no longer declares ${name}: check its date and time formats again.`);
    return line.slice(line.indexOf('/') + 1, line.lastIndexOf('/'));
  });
}

const fromSchemas = new Set<string>();
for (const exports of Object.values(schemaModules)) patternsIn(exports, fromSchemas);
const patterns = [...literalPatternsUnder('server', new Set(fromSchemas)), ...ajvFormatPatterns()];

describe('every pattern the server validates with is linear', () => {
  it("finds the schemas' patterns (the phone and username ones among them)", () => {
    expect(fromSchemas.size).toBeGreaterThanOrEqual(5);
    expect([...fromSchemas].some((p) => p.includes('[0-9 ().-]'))).toBe(true);
  });

  it.each(patterns)(
    '%s',
    async (pattern) => {
      const result = await check(pattern, 'u', { timeout: 20_000 });
      expect(result.status === 'vulnerable' ? `${result.status}: ${result.complexity.summary}, e.g. ${result.attack.pattern}` : result.status).toBe('safe');
    },
    30_000,
  );

  it('recheck tells a quadratic pattern (the email pattern before issue 37)', async () => {
    const result = await check('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'u');
    expect(result.status).toBe('vulnerable');
  }, 30_000);
});
