import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnswerSheet } from '../../schemas/survey-answer';
import { run } from '../../scripts/run';
import { spaBuildIsStale } from '../../scripts/spa-build';
import { signedInChromium } from '../lib/browser';
import { startServer } from '../lib/server';
import type { BenchCase, Figure } from '../lib/types';
import { seedRater } from './answer-clicks-seed';

const area = 'answer';
const STATEMENTS = 60;
const BUDGET_MS = 50;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Click {
  ms: number;
  checked: boolean;
  progress: string;
}

/**
 * Installed before the app runs: for every click on a statement's radio, the time from the
 * click event to the end of the next frame (the frame that shows the change is painted
 * before a task posted from its animation frame runs), with what the screen then says.
 */
function instrument() {
  const w = window as unknown as { __clicks: Click[] };
  w.__clicks = [];
  document.addEventListener(
    'click',
    (e) => {
      const input = e.target as HTMLInputElement;
      if (input.type !== 'radio' || !input.closest('fieldset.statement')) return;
      const start = e.timeStamp;
      requestAnimationFrame(() =>
        setTimeout(
          () =>
            w.__clicks.push({
              ms: performance.now() - start,
              checked: input.checked,
              progress: document.querySelector('.answer-progress')?.textContent ?? '',
            }),
          0,
        ),
      );
    },
    true,
  );
}

async function clickEveryStatement(url: string, jwt: string, assignment: number): Promise<Click[]> {
  const { browser, context } = await signedInChromium(jwt, instrument);
  try {
    const page = await context.newPage();
    await page.goto(`${url}/portrayal/user/survey-list/${assignment}`);
    const statements = page.locator('fieldset.statement');
    await page.waitForFunction((n) => document.querySelectorAll('fieldset.statement').length === n, STATEMENTS, { timeout: 60_000 });
    for (let i = 0; i < STATEMENTS; i += 1) {
      // A person scrolls to the statement, then clicks: the scroll's frames are not the click's.
      const radio = statements.nth(i).getByRole('radio', { name: '3 Often' });
      await radio.scrollIntoViewIfNeeded();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.waitForTimeout(100);
      await radio.click();
      await page.waitForFunction((n) => (window as unknown as { __clicks: Click[] }).__clicks.length >= n, i + 1);
    }
    // The debounced draft save goes out after the last click.
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor({ timeout: 10_000 });
    return await page.evaluate(() => (window as unknown as { __clicks: Click[] }).__clicks);
  } finally {
    await browser.close();
  }
}

/**
 * With 60 statements on one step, each answer click updates the screen in under
 * 50 ms in Chromium. The real server and the built app; the rater answers every statement.
 */
export const answerClicks: BenchCase = {
  name: 'answer-clicks',
  async run() {
    if (spaBuildIsStale(root)) {
      const code = await run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
      if (code !== 0) throw new Error('the web app did not build');
    }
    const server = await startServer(8341);
    try {
      const { jwt, assignment, get } = await seedRater(server.url, server.dataDir, STATEMENTS);
      const clicks = await clickEveryStatement(server.url, jwt, assignment);
      // A figure only counts if every click showed its answer and the server has them all.
      clicks.forEach((c, i) => {
        if (!c.checked || !c.progress.includes(`${i + 1} of ${STATEMENTS}`)) throw new Error(`click ${i + 1} was not shown: ${JSON.stringify(c)}`);
      });
      const saved = await get<AnswerSheet>(`/survey/surveyuserans/${assignment}/`);
      if (saved.answers.length !== STATEMENTS) throw new Error(`the server holds ${saved.answers.length} answers, not ${STATEMENTS}`);
      const ms = clicks.map((c) => c.ms).sort((a, b) => a - b);
      const figures: Figure[] = [
        {
          area,
          figure: `Chromium: answer click → next frame painted, ${STATEMENTS} statements on one step, median of ${ms.length} clicks`,
          value: Math.round(ms[Math.floor(ms.length / 2)]!),
          unit: 'ms',
          budget: BUDGET_MS,
        },
        { area, figure: `Chromium: the same, worst of ${ms.length} clicks`, value: Math.round(ms.at(-1)!), unit: 'ms', budget: BUDGET_MS },
        { area, figure: `Chromium: clicks of ${ms.length} over ${BUDGET_MS} ms`, value: ms.filter((m) => m > BUDGET_MS).length, unit: 'clicks' },
      ];
      return figures;
    } finally {
      await server.stop();
    }
  },
};
