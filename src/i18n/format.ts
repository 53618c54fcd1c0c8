import * as english from '../lib/english-format';
import { activeLanguage } from './active-language';
import { isEnglish } from '../../schemas/language';

/*
 * Dates and numbers in the reader's language. English keeps its hand-written forms (src/lib/english-format.ts: the
 * first Intl formatter of a page costs 40–70 ms of ICU start-up, which the English dashboard does without); every
 * other language is written by Intl, one formatter per language and form, made on first use.
 */

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter as T;
}

const utcDate = (iso: string): Date | null => {
  const at = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(at.getTime()) ? null : at;
};

/** 12345 → "12,345" in English, "12.345" in German. */
export function formatCount(n: number, language = activeLanguage()): string {
  if (isEnglish(language)) return english.count(n);
  return cached(`n:${language}`, () => new Intl.NumberFormat(language, { maximumFractionDigits: 0 })).format(Math.trunc(n));
}
export const count = (n: number): string => formatCount(n);

function utcDayFormat(iso: string, options: Intl.DateTimeFormatOptions, key: string): string {
  const at = utcDate(iso);
  if (!at) return iso;
  const language = activeLanguage();
  return cached(`${key}:${language}`, () => new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })).format(at);
}

/** "1 Dec 2025", "1. Dez. 2025" (what is no date is given back as it is). */
export const day = (iso: string): string =>
  isEnglish(activeLanguage()) ? english.day(iso) : utcDayFormat(iso, { day: 'numeric', month: 'short', year: 'numeric' }, 'day');

/** "1 Dec": the day without its year. */
export const dayAndMonth = (iso: string): string =>
  isEnglish(activeLanguage()) ? english.dayAndMonth(iso) : utcDayFormat(iso, { day: 'numeric', month: 'short' }, 'dm');

/** A day, or a dash when there is none (not yet sent, no due date). */
export const fullDay = (iso: string | null | undefined): string => (iso ? day(iso) : '—');

/** A day without its year when it is this year's (in UTC, as the day is read). */
export function shortDay(iso: string, now = new Date()): string {
  return Number(iso.slice(0, 4)) === now.getUTCFullYear() ? dayAndMonth(iso) : day(iso);
}

/** "1 Dec – 15 Dec 2025", or both years across a year. */
export function dateRange(start: string, end: string): string {
  return `${start.slice(0, 4) === end.slice(0, 4) ? dayAndMonth(start) : fullDay(start)} – ${fullDay(end)}`;
}

/** A moment in the reader's own time zone: "1 Dec 2025, 14:05". */
export function dateTime(iso: string): string {
  const language = activeLanguage();
  if (isEnglish(language)) return english.dateTime(iso);
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return cached(`dt:${language}`, () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })).format(at);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "vor 5 Minuten": the largest whole unit. */
export function relativeTime(iso: string, now = Date.now()): string {
  const language = activeLanguage();
  if (isEnglish(language)) return english.relativeTime(iso, now);
  const format = cached(`rt:${language}`, () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** 3.4 → "3.40" in English, "3,40" in German: a score or a change with a fixed number of decimals. */
export function decimal(n: number, digits = 2): string {
  const language = activeLanguage();
  if (isEnglish(language)) return n.toFixed(digits);
  return cached(
    `d${digits}:${language}`,
    () => new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }),
  ).format(n);
}
