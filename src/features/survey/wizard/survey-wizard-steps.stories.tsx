import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { applyEdit } from '../../../../machines/survey-wizard/edits';
import { emptyData } from '../../../../machines/survey-wizard/wizard-data';
import { SurveyWizardPage } from './survey-wizard-page';
import { answeredEdit, atStep, fakeWizard, filledData, largeCompany, openedEdit, wizardState } from './wizard.fixtures';
import { editRoute, newRoute, show } from './wizard-stories';

const meta = { title: 'Survey/Wizard/Steps', component: SurveyWizardPage, parameters: newRoute } satisfies Meta<typeof SurveyWizardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (step: string, context: Parameters<typeof wizardState>[1] = {}) => show({ machine: fakeWizard(), snapshot: wizardState(atStep(step), context) });

export const Loading: Story = {
  render: show({ machine: fakeWizard({ loading: true }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your people and the competency library…');
  },
};

export const LoadFailed: Story = {
  render: show({ machine: fakeWizard({ loadError: { kind: 'network', message: 'Network Error' } }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The survey wizard could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Details: Story = {
  render: show({ machine: fakeWizard() }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Details' })).toBeVisible();
    await expect(canvas.getByText('Details', { selector: '[aria-current="step"] *, [aria-current="step"]' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save as draft' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next: Audience' })).toBeVisible();
  },
};

export const DetailsEndBeforeStart: Story = {
  render: at('details', { data: { ...filledData, details: { ...filledData.details, end_date: '2026-01-02' } } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Next: Audience' }));
    await expect(await canvas.findByText('The end date cannot be before the start date.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Details' })).toBeVisible();
  },
};

export const DetailsThresholdLocked: Story = {
  parameters: editRoute,
  render: at('details', answeredEdit),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('spinbutton', { name: 'Anonymity threshold' })).toBeDisabled();
    await expect(canvas.getByText('Raters have submitted, so the threshold stays as it is.')).toBeVisible();
    // The dates may still move while results are not opened.
    await expect(canvas.getByLabelText(/^End date/)).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeEnabled();
  },
};

export const DetailsClosedForGood: Story = {
  parameters: editRoute,
  render: at('details', openedEdit),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Results have been opened, so this survey can no longer take answers or change its dates/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Start date/)).toBeDisabled();
    await expect(canvas.getByLabelText(/^End date/)).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: 'Anonymity threshold' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toBeEnabled();
  },
};

export const AudienceIndividual: Story = {
  render: at('audience'),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 ratees chosen: Tom Becker, Kenji Tanaka, Grace Mensah.')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search people' }), 'oliver');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Rate Oliver Brown' }));
    await expect(await canvas.findByText('4 ratees chosen: Tom Becker, Kenji Tanaka, Grace Mensah, Oliver Brown.')).toBeVisible();
  },
};

export const AudienceNobodyChosen: Story = {
  render: at('audience', { data: { ...filledData, ratees: [] }, attempted: 'audience' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Choose at least one ratee.');
  },
};

export const AudiencePositionGroup: Story = {
  render: at('audience', { data: { ...filledData, audience: 'Position/Group', position: { designation: 3, department: 3, group: null } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('5 people will be rated.')).toBeVisible();
    await expect(canvas.getByText('Ravi Kumar')).toBeVisible();
    await expect(canvas.queryByText('Tom Becker')).toBeNull();
  },
};

export const Competencies: Story = {
  render: at('competencies'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Leadership' })).toBeVisible();
    await expect(canvas.getByText('4 competencies chosen.')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Weight of Communication' })).toHaveValue(30);
    await expect(canvas.getByRole('spinbutton', { name: 'Value of Functional' })).toHaveValue(50);
    await expect(canvas.getByText('Explains complex ideas in simple terms.')).not.toBeVisible();
  },
};

export const CompetenciesLocked: Story = {
  parameters: editRoute,
  render: at('competencies', { surveyId: 41, published: true, locked: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Answers have already been submitted/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Communication' })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: 'Weight of Communication' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save as draft' })).toBeNull();
  },
};

export const Raters: Story = {
  render: at('raters'),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('3 ratees · 10 rater assignments')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Oliver Brown (Peer) as a rater of Kenji Tanaka' }));
    await expect(await canvas.findByText('3 ratees · 11 rater assignments')).toBeVisible();
  },
};

export const RatersSubmittedLocked: Story = {
  parameters: editRoute,
  render: at('raters', answeredEdit),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/1 rater has submitted: each stays with their ratee and relationship/)).toBeVisible();
    const tom = within(canvas.getByRole('group', { name: 'Raters of Tom Becker' }));
    await expect(tom.getByText('Submitted')).toBeVisible();
    await expect(tom.queryByRole('button', { name: 'Remove Tom Becker as a rater of Tom Becker' })).toBeNull();
    // Raters who have not submitted still come and go.
    await expect(tom.getByRole('button', { name: 'Remove Priya Raman as a rater of Tom Becker' })).toBeEnabled();
    await expect(tom.getByRole('button', { name: 'Add a rater for Tom Becker' })).toBeEnabled();
  },
};

export const RatersClosedForGood: Story = {
  parameters: editRoute,
  render: at('raters', openedEdit),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Raters can no longer be added or removed/)).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'For every ratee' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Add a rater/ })).toBeNull();
    await expect(canvas.getByText('3 ratees · 10 rater assignments')).toBeVisible();
  },
};

export const AudienceLocked: Story = {
  parameters: editRoute,
  render: at('audience', answeredEdit),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/so they stay ratees and the audience stays Individual/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Rate Tom Becker' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Rate Kenji Tanaka' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: /Position\/Group/ })).toBeDisabled();
  },
};

export const RatersMissing: Story = {
  render: at('raters', { data: { ...filledData, raters: { 2: filledData.raters[2]! } }, attempted: 'raters' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 ratees need attention: see below.')).toBeVisible();
    await expect(canvas.getAllByText('Add at least one rater.')).toHaveLength(2);
  },
};

/** 1,000 ratees with 10 raters each: the list is windowed. */
const large = largeCompany();
const many = (['self', 'manager', 'peer'] as const).reduce((data, relationship) => applyEdit(data, { type: 'raters.bulk', relationship }, large.employees), {
  ...emptyData(),
  details: filledData.details,
  competencies: filledData.competencies,
  ratees: large.employees.slice(312, 1312).map((e) => e.id),
});

export const ThousandRatees: Story = {
  render: show({ machine: fakeWizard({ choices: large }), snapshot: wizardState(atStep('raters'), { choices: large, data: many }) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1,000 ratees · 10,000 rater assignments')).toBeVisible();
    await expect(canvas.getAllByRole('group', { name: /^Raters of / }).length).toBeLessThan(20);
  },
};

export const Review: Story = {
  render: at('review'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('In all: 3 ratees, 7 raters, 10 assignments.')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Coaching' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create survey and send invitations' })).toBeEnabled();
  },
};
