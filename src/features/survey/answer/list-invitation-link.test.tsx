// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { MemoryRouter } from 'react-router-dom';
import { fakeFlow } from '../../../testing/app-fakes.fixtures';
import { raterSurveysMachine } from './list-flows';
import { waiting } from './list.fixtures';
import { SurveyListPage } from './survey-list-page';

/** The invitation mail's link carries `?survey=<id>`, which the stories cannot put in their route. */
const open = (url: string) =>
  render(
    <Theme>
      <MemoryRouter initialEntries={[url]}>
        <SurveyListPage flows={{ list: fakeFlow(raterSurveysMachine, async () => waiting) }} />
      </MemoryRouter>
    </Theme>,
  );

beforeAll(() => {
  // jsdom lays nothing out, so it has no scrolling either.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

describe('the survey list opened from an invitation', () => {
  it('brings the invitation’s survey forward and focuses its first assignment', async () => {
    open('/portrayal/user/survey-list?survey=12');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Engineering competencies 2026' })).closest('section')!;
    expect(card.hasAttribute('data-highlighted')).toBe(true);
    expect(card.scrollIntoView).toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(within(card).getByRole('link', { name: 'Start: Priya Raman' })));
    expect(screen.queryByText(/not waiting for your answers/)).toBeNull();
  });

  it('says so when that survey is not waiting for answers', async () => {
    open('/portrayal/user/survey-list?survey=9');
    expect(await screen.findByText(/not waiting for your answers/)).toBeTruthy();
    expect(document.querySelector('[data-highlighted]')).toBeNull();
  });

  it('ignores a survey parameter that is no id', async () => {
    open('/portrayal/user/survey-list?survey=abc');
    await screen.findAllByRole('heading', { level: 2 });
    expect(screen.queryByText(/not waiting for your answers/)).toBeNull();
    expect(document.querySelector('[data-highlighted]')).toBeNull();
  });
});
