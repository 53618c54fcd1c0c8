import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium';
import { run } from '../../scripts/run';
import { buildSpaIfStale } from '../../scripts/spa-build';
import { startServer } from '../lib/server';
import type { BenchCase, Figure } from '../lib/types';

const area = 'deep-links';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PASSWORD = 'Demo-2026-feedback';
// The demo's HR (every area) and an employee with surveys to answer and a released report (tests/e2e/demo.ts).
const HR = 'hr@northwind-demo.com';
const LINA = 'lina.adeyemi@northwind-demo.com';
/** Issue 38.11: a deep link's first screen within a second on this machine. */
const BUDGET_MS = 1000;
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Screen {
  name: string;
  who: 'hr' | 'employee';
  path: string;
  /** The first meaningful screen: the page's own heading, not the shell's or the loader's. */
  heading: string | RegExp;
}

async function api<T>(base: string, token: string, url: string): Promise<T> {
  const res = await fetch(`${base}${url}`, { headers: { authorization: `JWT ${token}` } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in as ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** The screens the product's mails link to (server/mail/), plus those the issue names, with the demo's own ids. */
async function screensOf(base: string, tokens: Record<Screen['who'], string>): Promise<Screen[]> {
  const surveys = await api<Array<{ id: number; title: string; status: string }>>(base, tokens.hr, '/feedback/surveys/');
  const closed = surveys.find((s) => s.status === 'closed') ?? surveys[0]!;
  const ratees = await api<Array<{ ratee: { id: number; name: string } }>>(base, tokens.hr, `/feedback/survey/${closed.id}/ratees/`);
  const ratee = ratees[0]!.ratee;
  const toAnswer = await api<{ result: Array<{ assignments: Array<{ id: number }> }> }>(base, tokens.employee, '/survey/survey_by_user_draft/');
  const assignment = toAnswer.result[0]!.assignments[0]!;
  const mine = await api<Array<{ survey: { id: number } }>>(base, tokens.employee, '/feedback/my-reports/');
  return [
    { name: 'dashboard', who: 'hr', path: '/portrayal/dashboard', heading: /^Welcome/ },
    { name: 'Master data', who: 'hr', path: '/portrayal/admin/master/groups', heading: 'Master data' },
    { name: 'survey page', who: 'hr', path: `/portrayal/admin/survey/${closed.id}`, heading: closed.title },
    { name: 'feedback report', who: 'hr', path: `/portrayal/admin/feedback/${closed.id}/${ratee.id}`, heading: ratee.name },
    { name: 'survey list (invitation)', who: 'employee', path: '/portrayal/user/survey-list', heading: 'Survey list' },
    { name: 'answer page', who: 'employee', path: `/portrayal/user/survey-list/${assignment.id}`, heading: /./ },
    { name: 'my report (release mail)', who: 'employee', path: `/portrayal/user/my-feedback/${mine[0]!.survey.id}`, heading: /./ },
    { name: 'choose raters (nomination)', who: 'employee', path: '/portrayal/nominations', heading: /rater/i },
    { name: 'approve raters (nomination)', who: 'hr', path: '/portrayal/nomination-approvals', heading: /rater/i },
  ];
}

/** Milliseconds from asking for the page in a new, empty browser context to its heading on screen. */
async function firstScreenMs(browser: Browser, base: string, token: string, screen: Screen): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    const started = Date.now();
    await page.goto(`${base}${screen.path}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: screen.heading }).first().waitFor({ state: 'visible', timeout: 30_000 });
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

/**
 * Each screen a mail links to, opened directly from a cold browser (a new context: no cache,
 * no session in memory, only the stored sign-in token) against the real server on the demo
 * company: the time until the page's own heading is visible, the median of five.
 */
export const deepLinks: BenchCase = {
  name: area,
  async run() {
    if ((await buildSpaIfStale(root)) !== 0) throw new Error('the web app did not build');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'c360-bench-'));
    const seeded = await run(process.execPath, ['--import', 'tsx', path.join(root, 'server/cli/seed-demo.ts')], {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      capture: () => {},
    });
    if (seeded !== 0) throw new Error('the demo company could not be seeded');
    const server = await startServer(8305, dataDir);
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    const figures: Figure[] = [];
    try {
      const tokens = { hr: await signIn(server.url, HR), employee: await signIn(server.url, LINA) };
      const screens = await screensOf(server.url, tokens);
      // One warm-up load: the server's first answers (its statements prepared, files read) are no reader's.
      for (const screen of screens) await firstScreenMs(browser, server.url, tokens[screen.who], screen);
      for (const screen of screens) {
        const times: number[] = [];
        for (let i = 0; i < RUNS; i += 1) times.push(await firstScreenMs(browser, server.url, tokens[screen.who], screen));
        figures.push({
          area,
          figure: `${screen.name} from a deep link, cold browser, to its heading (median of ${RUNS})`,
          value: median(times),
          unit: 'ms',
          budget: BUDGET_MS,
        });
      }
    } finally {
      await browser.close();
      await server.stop();
    }
    return figures;
  },
};
