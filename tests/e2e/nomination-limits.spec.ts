import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader, registeredCompany, startSignedIn, type Company } from './company';
import { snap } from './screens';
import { benSurvey, employeeToken, starterLibrary, type Person } from './survey-helpers';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Maya manages Ben and Ada (Ben's one real peer); Ben manages Dee, Eve and Finn; Hugo sits in another department. */
async function managersTeam(request: APIRequestContext, company: Company): Promise<Record<string, Person>> {
  const team: Record<string, Person> = {};
  for (const [key, first, last, manager] of [
    ['maya', 'Maya', 'Chen', null],
    ['ben', 'Ben', 'Li', 'maya'],
    ['ada', 'Ada', 'Obi', 'maya'],
    ['dee', 'Dee', 'Park', 'ben'],
    ['eve', 'Eve', 'Stone', 'ben'],
    ['finn', 'Finn', 'Moss', 'ben'],
    ['hugo', 'Hugo', 'Ruiz', null],
  ] as const) {
    const email = `${first.toLowerCase()}.${last.toLowerCase()}@limits.example.com`;
    const made = await request.post('/api/employee-registration/', {
      headers: authHeader(company),
      data: {
        username: first.toLowerCase(),
        email,
        emp_code: `L-${key.toUpperCase()}`,
        first_name: first,
        last_name: last,
        parent_id: manager ? team[manager]!.id : null,
        send_invitation: true,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    team[key] = { id: (await made.json()).id as number, first, last, email };
  }
  return team;
}

/** Both widths a person may use: the desktop and a phone. */
async function snapBoth(page: Page, name: string) {
  await snap(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a manager with one real peer nominates one, and his manager approves fewer direct reports with a reason', async ({ browser, request }) => {
  const company = await registeredCompany(request, 'limits');
  await starterLibrary(request, company);
  const team = await managersTeam(request, company);
  const surveyId = await benSurvey(request, company, team, 'Managers 360');

  // HR asks for at least 3 peers, or as many as the tree offers, and at least 2 direct reports.
  const hr = await browser.newPage();
  await startSignedIn(hr, company);
  await hr.goto(`/portrayal/admin/survey/${surveyId}`);
  await hr.getByRole('button', { name: 'Change rater selection' }).click();
  const dialog = hr.getByRole('dialog', { name: 'Rater selection' });
  await dialog.getByRole('combobox', { name: 'Who picks the raters' }).click();
  await hr.getByRole('option', { name: 'Ratee nominates, their manager approves' }).click();
  await dialog.getByLabel('Nomination deadline').fill(day(7));
  await dialog.getByLabel('Peers: at least').fill('3');
  await dialog.getByRole('checkbox', { name: 'Peers: ask only as many as the tree offers, when fewer' }).click();
  await dialog.getByLabel('Direct reports: at least').fill('2');
  await snapBoth(hr, 'nomination-limits-settings');
  await dialog.getByRole('button', { name: 'Save rater selection' }).click();
  await expect(dialog).toBeHidden();
  await expect(hr.getByText(/peers at least 3 \(or all the tree has\), direct reports at least 2/)).toBeVisible();
  expect((await request.post('/survey/send-email/', { headers: authHeader(company), data: { survey_id: surveyId } })).status()).toBe(200);

  // Ben finds the task from the side menu, sees what his tree offers, and sends his one peer and two of his reports.
  const ben = await browser.newPage();
  await startSignedIn(ben, { ...company, token: await employeeToken(request, team.ben!) });
  await ben.goto('/portrayal/user/survey-list');
  await mainMenu(ben).getByRole('link', { name: 'My nominations' }).click();
  await expect(ben).toHaveURL(/\/portrayal\/user\/my-nominations$/);
  await expect(ben.getByRole('heading', { name: 'Raters to choose' })).toBeVisible();
  await snapBoth(ben, 'nomination-limits-my-tasks');
  await ben.getByRole('link', { name: 'Choose your raters for Managers 360' }).click();
  await expect(ben).toHaveURL(/\/portrayal\/nominations$/);
  await expect(ben.getByText('Your tree has 1 peer and 3 direct reports.', { exact: false })).toBeVisible();
  await ben.getByRole('button', { name: 'Add Ada Obi as peer' }).click();
  await ben.getByRole('button', { name: 'Add Dee Park as direct report' }).click();
  await ben.getByRole('button', { name: 'Add Eve Stone as direct report' }).click();
  await expect(ben.getByText('Peers: 1 chosen · at least 1 (all the tree has)')).toBeVisible();
  await expect(ben.getByText('Direct reports: 2 chosen · at least 2')).toBeVisible();
  await snapBoth(ben, 'nomination-limits-choose');
  await ben.getByRole('button', { name: 'Send for approval' }).click();
  await expect(ben.getByText('Waiting for approval')).toBeVisible();

  // Maya finds Ben's list from her menu, keeps one direct report (Eve has just joined) and says why.
  const maya = await browser.newPage();
  await startSignedIn(maya, { ...company, token: await employeeToken(request, team.maya!) });
  await maya.goto('/portrayal/user/survey-list');
  await mainMenu(maya).getByRole('link', { name: 'My nominations' }).click();
  await maya.getByRole('link', { name: "Approve Ben Li's raters for Managers 360" }).click();
  await expect(maya.getByRole('heading', { name: 'Ben Li' })).toBeVisible();
  await expect(maya.getByText('Ben Li’s tree has 1 peer and 3 direct reports.')).toBeVisible();
  await maya.getByRole('checkbox', { name: /Eve Stone/ }).click();
  await expect(maya.getByText('Choose at least 2 direct reports (1 chosen).')).toBeVisible();
  const approve = maya.getByRole('button', { name: 'Approve 2 raters' });
  await expect(approve).toBeDisabled();
  await maya.getByRole('textbox', { name: 'Reason for approving fewer raters than asked' }).fill('Eve joined last week and has not worked with Ben yet.');
  await snapBoth(maya, 'nomination-limits-approve');
  await approve.click();
  await expect(maya.getByText('Approved', { exact: true })).toBeVisible();
  await expect(maya.getByText(/Fewer than asked, because: “Eve joined last week/)).toBeVisible();

  // Ada and Dee are Ben's raters, Eve is not; HR reads the reason on the survey page.
  const lists = (await (await request.get(`/survey/survey/${surveyId}/nominations/`, { headers: authHeader(company) })).json()) as Array<{
    ratee: { id: number };
    nominees: Array<{ rater: { name: string } }>;
    below_minimum_reason: string;
  }>;
  const bens = lists.find((n) => n.ratee.id === team.ben!.id)!;
  expect(bens.nominees.map((n) => n.rater.name)).toEqual(['Ada Obi', 'Dee Park']);
  await hr.reload();
  const row = hr.getByRole('row', { name: /Ben Li/ });
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();
  await expect(row.getByText('Approved with fewer than asked: “Eve joined last week and has not worked with Ben yet.”')).toBeVisible();
  await snapBoth(hr, 'nomination-limits-survey-page');
});
