import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { Failure } from '../../../machines/failure';
import { approvedNomination, submittedNomination } from '../../../machines/nomination/nomination.fixtures';
import { surveyNominationsMachine, type SurveyNominations } from '../../../machines/survey-nominations.machine';
import { SurveyNominationsPanel } from './survey-nominations-panel';

const hrPicks: SurveyNominations = { selection: { rater_selection: 'hr', nomination_deadline: null, rater_limits: {} }, nominations: [] };
const managerApproves: SurveyNominations = {
  selection: { rater_selection: 'manager_approves', nomination_deadline: '2026-12-04', rater_limits: { peer: { min: 3, max: 6 }, other: { min: 0, max: 2 } } },
  nominations: [{ ...approvedNomination, ratee: { id: 2, name: 'Bo Chen', emp_code: 'E-2' } }, submittedNomination],
};
const pastDeadline: Failure = {
  kind: 'http',
  status: 400,
  message: 'Request failed with status code 400',
  fieldErrors: { nomination_deadline: ['The deadline cannot be in the past.'] },
};

function PanelWith({ start, refuse, closed = false }: { start: SurveyNominations; refuse?: Failure; closed?: boolean }) {
  const [machine] = useState(() => {
    let data = start;
    return surveyNominationsMachine.provide({
      actors: {
        fetchNominations: fromPromise(async () => data),
        saveSelection: fromPromise(async ({ input }) => {
          if (refuse) throw refuse;
          data = { ...data, selection: input.selection };
          return data;
        }),
      },
    });
  });
  return <SurveyNominationsPanel surveyId={12} closed={closed} flows={{ machine }} />;
}

/** The survey page's rater selection: HR picking, ratees nominating with their lists, changing the mode, refused. */
const meta = {
  title: 'Surveys/Rater selection panel',
  parameters: { route: { path: '/portrayal/admin/survey/:id', url: '/portrayal/admin/survey/12' }, layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const HrPicks: Story = {
  render: () => <PanelWith start={hrPicks} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('HR picks every rater')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const RateesNominating: Story = {
  render: () => <PanelWith start={managerApproves} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ratee nominates, manager approves')).toBeVisible();
    await expect(canvas.getByText('Lists due by 4 Dec 2026; peers 3–6, others up to 2.')).toBeVisible();
    const ana = within(canvas.getByRole('row', { name: /Ana Lee/ }));
    await expect(ana.getByText('Waiting for approval')).toBeVisible();
    await expect(ana.getByRole('link', { name: "Review Ana Lee's raters" })).toHaveAttribute('href', '/portrayal/nomination-approvals?survey=12&ratee=1');
    await expect(within(canvas.getByRole('row', { name: /Bo Chen/ })).queryByRole('link')).toBeNull();
  },
};

export const SwitchToNomination: Story = {
  render: () => <PanelWith start={hrPicks} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change rater selection' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rater selection' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Who picks the raters' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ratee nominates, HR approves' }));
    const deadline = dialog.getByLabelText('Nomination deadline');
    // The closing select leaves the page inert for a moment.
    await waitFor(() => expect(getComputedStyle(deadline).pointerEvents).not.toBe('none'));
    await userEvent.type(deadline, '2026-12-04');
    await userEvent.type(dialog.getByLabelText('Peers: at least'), '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Save rater selection' }));
    await expect(await canvas.findByText('Ratee nominates, HR approves')).toBeVisible();
    await expect(canvas.getByText('Lists due by 4 Dec 2026; peers at least 3.')).toBeVisible();
  },
};

export const SaveRefused: Story = {
  render: () => <PanelWith start={managerApproves} refuse={pastDeadline} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change rater selection' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rater selection' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save rater selection' }));
    // The dialog may still be fading in when the refusal is drawn.
    await waitFor(() => expect(dialog.getByText(/The deadline cannot be in the past/)).toBeVisible());
  },
};

export const ClosedSurvey: Story = {
  render: () => <PanelWith start={managerApproves} closed />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ratee nominates, manager approves')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Change rater selection' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Review/ })).toBeNull();
  },
};
