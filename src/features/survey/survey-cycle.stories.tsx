import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';
import type { Failure } from '../../../machines/failure';
import { surveyRecurrenceMachine } from '../../../machines/survey-recurrence.machine';
import type { Survey } from '../../../schemas/survey';
import type { SurveyRecurrence } from '../../../schemas/survey-recurrence';
import { CopySurveyDialog } from './copy-survey-dialog';
import { copySurveyMachine } from './survey-cycle-flows';
import { SurveyRepeatCard } from './survey-repeat-card';
import { body, seen } from './story-render';
import { day, surveys } from './survey.fixtures';

/** "Use as template" and the recurring cycle on a survey's page, every state without a server. */
const meta = { title: 'Survey/Templates and recurring cycle', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const survey: Survey = surveys[0]!;
const offline: Failure = { kind: 'network', message: 'Network Error' };
const none: SurveyRecurrence = { repeat_months: 0, next_run_on: null, next_run: null, repeated: false };

/** A cycle that answers `loaded` and saves whatever it is sent, with the next day it would draft. */
const cycle = (loaded: SurveyRecurrence | Failure | 'loading') =>
  surveyRecurrenceMachine.provide({
    actors: {
      loadSettings: fromPromise(async () => {
        if (loaded === 'loading') return new Promise<never>(() => undefined);
        if (!('repeat_months' in loaded)) throw loaded;
        return loaded;
      }),
      saveSettings: fromPromise(async ({ input }) => ({
        ...none,
        repeat_months: input.settings.repeat_months,
        next_run_on: input.settings.repeat_months ? day(180) : null,
      })),
    },
  });

export const CycleLoading: Story = {
  render: () => <SurveyRepeatCard survey={survey} flows={{ recurrence: cycle('loading') }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the recurring cycle…')).toBeVisible();
  },
};

export const DoesNotRepeat: Story = {
  render: () => <SurveyRepeatCard survey={survey} flows={{ recurrence: cycle(none) }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByTestId('survey-repeat-line')).toHaveTextContent(/^Does not repeat\./);
    await userEvent.click(canvas.getByRole('button', { name: 'Set a recurring cycle' }));
    await userEvent.click(canvas.getByRole('combobox', { name: /Repeat this survey/ }));
    await userEvent.click(body().getByRole('option', { name: 'Every 6 months' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByTestId('survey-repeat-line')).toHaveTextContent(/^Every 6 months: its next run is drafted on/));
  },
};

export const Repeating: Story = {
  render: () => <SurveyRepeatCard survey={survey} flows={{ recurrence: cycle({ ...none, repeat_months: 12, next_run_on: day(300) }) }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('survey-repeat-line')).toHaveTextContent(/^Every 12 months: its next run is drafted on/);
  },
};

export const RepeatingDraft: Story = {
  render: () => (
    <SurveyRepeatCard
      survey={{ ...survey, is_draft: true, status: 'draft' }}
      flows={{ recurrence: cycle({ ...none, repeat_months: 3, next_run_on: day(90) }) }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('survey-repeat-line')).toHaveTextContent(/once this survey is launched/);
  },
};

export const Repeated: Story = {
  parameters: { route: { path: '/', url: '/' } },
  render: () => (
    <SurveyRepeatCard
      survey={survey}
      flows={{ recurrence: cycle({ repeat_months: 6, next_run_on: null, next_run: { id: 9, title: survey.title }, repeated: true }) }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: survey.title })).toHaveAttribute('href', '/portrayal/admin/survey/9');
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

export const CycleLoadFailed: Story = {
  render: () => <SurveyRepeatCard survey={survey} flows={{ recurrence: cycle(offline) }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The recurring cycle could not be loaded.')).toBeVisible();
  },
};

const copyFlow = (answer: 'loading' | Failure) =>
  copySurveyMachine.provide({
    actors: {
      request: fromPromise(async (): Promise<Survey> => {
        if (answer === 'loading') return new Promise<never>(() => undefined);
        throw answer;
      }),
    },
  });

export const CopyDialog: Story = {
  render: () => <CopySurveyDialog survey={survey} onClose={() => undefined} flow={copyFlow('loading')} />,
  play: async () => {
    await seen(`Use “${survey.title}” as a template`);
    await expect(body().getByRole('textbox', { name: /Title of the new survey/ })).toHaveValue(`${survey.title} (copy)`);
    await expect(body().getByLabelText(/Start date/)).toHaveValue(day(0));
  },
};

export const CopyEndBeforeStart: Story = {
  render: () => <CopySurveyDialog survey={survey} onClose={() => undefined} flow={copyFlow('loading')} />,
  play: async ({ userEvent }) => {
    const end = await body().findByLabelText(/End date/);
    await userEvent.clear(end);
    await userEvent.type(end, day(-5));
    await userEvent.click(body().getByRole('button', { name: 'Create draft' }));
    await seen('The end date cannot be before the start date.');
  },
};

export const CopyFailed: Story = {
  render: () => <CopySurveyDialog survey={survey} onClose={() => undefined} flow={copyFlow(offline)} />,
  play: async ({ userEvent }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Create draft' }));
    await seen(/could not be reached/);
  },
};
