import type { Page } from 'playwright';
import { signedInChromium } from '../lib/browser';

/** Installed before the app runs: when the first tree row is drawn, and every long task. */
function instrument() {
  const w = window as unknown as { __org: { drawn: number; longTasks: { start: number; duration: number }[] } };
  w.__org = { drawn: 0, longTasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__org.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const rows = new MutationObserver(() => {
    if (!document.querySelector('[role="treeitem"]')) return;
    rows.disconnect();
    // The frame that holds the rows is painted before a task posted from its animation frame runs.
    requestAnimationFrame(() =>
      setTimeout(() => {
        w.__org.drawn = performance.now();
      }, 0),
    );
  });
  document.addEventListener('DOMContentLoaded', () => rows.observe(document.body, { childList: true, subtree: true }));
}

export interface PageFigures {
  /** From the end of the hierarchy's answer to the first rows painted. */
  drawnAfterAnswer: number;
  /** From navigation start to the end of the hierarchy's answer. */
  answerEnd: number;
}

async function openOrganization(page: Page, url: string): Promise<PageFigures> {
  await page.goto(`${url}/portrayal/admin/organization`);
  await page.waitForFunction(() => (window as unknown as { __org: { drawn: number } }).__org.drawn > 0, undefined, { timeout: 60_000 });
  return page.evaluate(() => {
    const answer = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/get-org-hirearchy-data/')) as PerformanceResourceTiming;
    const drawn = (window as unknown as { __org: { drawn: number } }).__org.drawn;
    return { drawnAfterAnswer: Math.round(drawn - answer.responseEnd), answerEnd: Math.round(answer.responseEnd) };
  });
}

export interface ScrollFigures {
  expandAll: number;
  frames: number;
  longestFrame: number;
  longTasks: number;
  longestTask: number;
  scrolled: number;
}

type Org = { __org: { longTasks: { start: number; duration: number }[]; frames?: number[] } };

/** Records the time between animation frames until told to stop: how smooth the page stayed. */
function recordFrames() {
  const w = window as unknown as Org & { __stopFrames?: boolean };
  w.__org.frames = [];
  w.__stopFrames = false;
  let last = performance.now();
  const step = (now: number) => {
    w.__org.frames!.push(now - last);
    last = now;
    if (!w.__stopFrames) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
  return last;
}

const WHEEL_PX = 100;
const WHEEL_EVERY_MS = 30;

/**
 * Expand all, then scroll the tree through with the mouse wheel, WHEEL_PX every
 * WHEEL_EVERY_MS (about 3,300 px, some 70 rows, a second: a brisk scroll), counting the
 * long tasks meanwhile.
 */
async function scrollThrough(page: Page, seconds: number): Promise<ScrollFigures> {
  const before = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Expand all' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[role="treeitem"][aria-level="3"]').length > 0);
  const expandAll = Math.round((await page.evaluate(() => performance.now())) - before);
  // A moment for the collector to take the garbage of the rebuild, as a person reads the screen.
  await page.waitForTimeout(1000);
  const box = (await page.getByRole('tree').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const started = await page.evaluate(recordFrames);
  for (const end = Date.now() + seconds * 1000; Date.now() < end; ) {
    await page.mouse.wheel(0, WHEEL_PX);
    await page.waitForTimeout(WHEEL_EVERY_MS);
  }
  return page.evaluate(
    ({ started, expandAll }) => {
      const w = window as unknown as Org & { __stopFrames: boolean };
      w.__stopFrames = true;
      const gaps = w.__org.frames!;
      const tasks = w.__org.longTasks.filter((t) => t.start >= started);
      return {
        expandAll,
        frames: gaps.length,
        longestFrame: Math.round(Math.max(...gaps)),
        longTasks: tasks.length,
        longestTask: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
        scrolled: Math.round((document.querySelector('[role="tree"] > div') as HTMLElement).scrollTop),
      };
    },
    { started, expandAll },
  );
}

/** Search one person among all, from typing to their row drawn. */
async function searchOne(page: Page, term: string): Promise<number> {
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('searchbox', { name: 'Search people' }).fill(term);
  await page.waitForFunction((t) => [...document.querySelectorAll('[role="treeitem"] mark')].some((m) => m.textContent === t), term);
  return Math.round((await page.evaluate(() => performance.now())) - started);
}

export interface BrowserFigures {
  loads: PageFigures[];
  scroll: ScrollFigures;
  search: number;
}

/** The organization page in Debian's Chromium, signed in with `jwt`, `runs` times, then scrolled and searched. */
export async function measureInChromium(url: string, jwt: string, runs: number, screenshot?: string): Promise<BrowserFigures> {
  const { browser, context } = await signedInChromium(jwt, instrument);
  try {
    const loads: PageFigures[] = [];
    let page: Page | undefined;
    for (let i = 0; i < runs; i += 1) {
      await page?.close();
      page = await context.newPage();
      loads.push(await openOrganization(page, url));
    }
    const scroll = await scrollThrough(page!, 4);
    if (screenshot) await page!.screenshot({ path: screenshot });
    const search = await searchOne(page!, 'E042424');
    if (screenshot) await page!.screenshot({ path: screenshot.replace(/\.png$/, '-search.png') });
    return { loads, scroll, search };
  } finally {
    await browser.close();
  }
}
