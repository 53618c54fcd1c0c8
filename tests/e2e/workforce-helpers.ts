import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { authHeader, type Company } from './company';

export const WORKFORCE_LISTS = { designation: ['Engineer', 'Team lead'], department: ['Operations'], group: ['Graduates'] } as const;

/** The designations, departments and groups an import refers to by name. */
export async function createLists(request: APIRequestContext, company: Company): Promise<void> {
  for (const [list, names] of Object.entries(WORKFORCE_LISTS)) {
    for (const name of names) {
      const made = await request.post(`/api/${list}/`, { data: { name }, headers: authHeader(company) });
      expect(made.status(), await made.text()).toBe(201);
    }
  }
}

/**
 * `count` employees as the import template lays them out: one head, the rest in teams of
 * ten under a team lead. `badRow` (a data row number, 1-based) names a designation no list has.
 */
export function employeeCsv(label: string, count: number, badRow?: number): string {
  const lines = ['username,email,emp_code,first_name,last_name,designation,department,group,contact_num,manager_emp_code'];
  for (let i = 1; i <= count; i += 1) {
    const code = `${label.toUpperCase()}-${String(i).padStart(4, '0')}`;
    const lead = i === 1 || i % 10 === 2;
    const manager = i === 1 ? '' : lead ? `${label.toUpperCase()}-0001` : `${label.toUpperCase()}-${String(i - ((i - 2) % 10)).padStart(4, '0')}`;
    const designation = i === badRow ? 'Astronaut' : lead ? 'Team lead' : 'Engineer';
    lines.push(
      [
        `${label}${i}`,
        `${label}${i}@${label}-staff.example.com`,
        code,
        `First${i}`,
        `Last${i}`,
        designation,
        'Operations',
        i % 3 === 0 ? 'Graduates' : '',
        `+44 20 7946 ${String(i).padStart(4, '0')}`,
        manager,
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Chooses a file in the import dialog (the input is hidden behind "Choose file…"). */
export async function chooseImportFile(page: Page, name: string, csv: string): Promise<void> {
  await page.getByLabel('Employee file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

/**
 * Drags one tree row onto the middle of another with the browser's drag events (the tree's
 * drag and drop is HTML5 drag and drop), the pointer position carried on each event.
 */
export async function dragOnto(page: Page, source: Locator, target: Locator): Promise<void> {
  const from = (await source.boundingBox())!;
  const to = (await target.boundingBox())!;
  const at = (box: typeof from) => ({ clientX: box.x + box.width / 3, clientY: box.y + box.height / 2 });
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
  // Held as an element: once dropped, the confirmation's modal hides the tree from role queries.
  const handle = (await source.locator('[draggable="true"]').first().elementHandle())!;
  await handle.dispatchEvent('dragstart', { dataTransfer, ...at(from) });
  await target.dispatchEvent('dragenter', { dataTransfer, ...at(to) });
  await target.dispatchEvent('dragover', { dataTransfer, ...at(to) });
  await target.dispatchEvent('drop', { dataTransfer, ...at(to) });
  await handle.dispatchEvent('dragend', { dataTransfer, ...at(to) });
}

/**
 * Axe's WCAG 2.1 A and AA rules on what the page shows now (the screen and its dialogs; the
 * shell's menu and header are checked by the shell's own tests); `label` names the screen in a failure.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  // Colours are measured as drawn: a dialog still fading in reads as too little contrast.
  // (Endless ones, a spinner's, never finish and are left out.)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('.shell-aside')
    .exclude('nav')
    .exclude('header')
    .analyze();
  expect(
    violations.map(
      (v) =>
        `${v.id} (${v.nodes.length}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    ),
    label,
  ).toEqual([]);
}

/** The table fits its box: nothing to scroll sideways. */
export async function expectNoSidewaysScroll(table: Locator): Promise<void> {
  const { scroll, client } = await table.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(scroll, 'the table scrolls sideways').toBeLessThanOrEqual(client);
}
