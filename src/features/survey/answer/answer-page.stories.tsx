import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { detailFailure, fieldFailure } from '../../../../machines/failure';
import { demoSheet, largeSheet } from '../../../../machines/answer/demo-sheet.fixtures';
import { AnswerPage } from './answer-page';
import { answerRoute, at, phone, served, showAnswer, step } from './answer-fakes.fixtures';
import { bySentence } from '../by-sentence.fixtures';

const meta = { title: 'Answer/Steps', component: AnswerPage, parameters: answerRoute } satisfies Meta<typeof AnswerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const network = { kind: 'network' as const, message: 'Network Error' };
const partly = demoSheet({
  answers: [
    { statement: 101, value: 4 },
    { statement: 102, value: 3 },
    { statement: 103, value: 3 },
    { statement: 201, value: 2 },
  ],
  assignment: { ...demoSheet().assignment, status: 'draft', draft_saved_at: '2026-01-09T10:00:00Z' },
});
const status = (canvas: { getByRole: (role: string) => HTMLElement }) => canvas.getByRole('status');

export const Loading: Story = {
  render: showAnswer(served({ failures: { load: ['never'] } })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the survey…');
  },
};

export const LoadFailed: Story = {
  render: showAnswer(served({ failures: { load: [network] } })),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('The survey could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('heading', { name: 'Communication' })).toBeVisible();
  },
};

export const NotYours: Story = {
  render: showAnswer(served({ failures: { load: [detailFailure(404, 'Not found.')] } })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('This survey is not one of yours to answer, or it no longer exists.')).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'Your surveys' });
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['/portrayal/user/survey-list', '/portrayal/user/survey-list']);
  },
};

export const StepFresh: Story = {
  render: showAnswer(served()),
  play: async ({ canvas, userEvent }) => {
    const heading = await canvas.findByRole('heading', { name: 'Communication' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mid-year 360' })).toBeVisible();
    await expect(canvas.getByText(bySentence('About Tom Becker, answered as a peer · due 30 Jan 2026'))).toBeVisible();
    await expect(canvas.getByText('0 of 7 statements answered')).toBeVisible();
    // A peer is told first how their answers will appear; the heading points screen readers to it.
    await expect(canvas.getByText('Who sees your answers')).toBeVisible();
    await expect(heading).toHaveAccessibleDescription(/pooled with those of other peers and shown only when at least 3 have answered/);
    await expect(canvas.queryAllByRole('radio', { checked: true }).map((r) => r.getAttribute('value'))).toEqual(['basic']);
    // Keyboard alone: Tab into the first statement, arrows choose.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const group = canvas.getByRole('group', { name: '1. Explains complex ideas in plain words.' });
    await expect(canvas.getAllByRole('radio', { name: '2 Sometimes' })[0]).toBeChecked();
    await expect(group).toBeVisible();
    await expect(canvas.getByText('1 of 7 statements answered')).toBeVisible();
    await expect(status(canvas)).toHaveTextContent('Saving…');
    await waitFor(() => expect(status(canvas)).toHaveTextContent('Saved'), { timeout: 3000 });
  },
};

export const StepPartlyAnswered: Story = {
  render: showAnswer(served({ sheet: partly })),
  play: async ({ canvas, userEvent }) => {
    // Resumed at the first unanswered statement: Teamwork's second.
    await expect(await canvas.findByRole('heading', { name: 'Teamwork' })).toHaveFocus();
    await expect(canvas.getByText('Competency 2 of 3 · Core')).toBeVisible();
    await expect(canvas.getByText('4 of 7 statements answered')).toBeVisible();
    await expect(canvas.getAllByRole('radio', { name: '2 Sometimes' })[0]).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Advanced' }));
    await expect(canvas.getByRole('radio', { name: 'Advanced' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { name: 'Communication' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Next: Teamwork' }));
    await expect(await canvas.findByRole('heading', { name: 'Teamwork' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Advanced' })).toBeChecked();
  },
};

export const Saving: Story = {
  render: showAnswer(at(step('saving'), { revision: 1, savingRevision: 1 }, partly)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saving…');
  },
};

export const Saved: Story = {
  render: showAnswer(at(step('saved'), { revision: 1, savingRevision: 1, savedRevision: 1 }, partly)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Saved');
  },
};

export const Offline: Story = {
  render: showAnswer(at(step('offline'), { online: false, revision: 2, savedRevision: 1, saveError: network }, partly)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Offline — your answers are kept on this device and will be saved when you are back online',
    );
    await expect(canvas.getAllByRole('radio', { name: '4 Always' })[0]).toBeEnabled();
  },
};

export const SaveFailed: Story = {
  render: showAnswer(at(step('saveFailed'), { revision: 2, savedRevision: 1, saveAttempts: 1, saveError: network }, partly)),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Not saved to the server yet; your answers are kept on this device.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save now' }));
    await waitFor(() => expect(status(canvas)).toHaveTextContent('Saved'), { timeout: 3000 });
  },
};

export const SaveRefused: Story = {
  render: showAnswer(
    at(
      step('saveRefused'),
      {
        revision: 2,
        savedRevision: 1,
        saveAttempts: 1,
        saveError: fieldFailure({ non_field_errors: ['This survey closed on 2026-01-09; answers can no longer be saved.'] }),
      },
      partly,
    ),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Not saved: your answers are kept on this device. This survey closed on 2026-01-09; answers can no longer be saved.',
    );
    await expect(canvas.getByRole('button', { name: 'Save now' })).toBeVisible();
  },
};

export const Phone360: Story = {
  decorators: [phone],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: showAnswer(served({ sheet: partly })),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Teamwork' })).toBeVisible();
    // The short words show, the long ones do not, and nothing is wider than the phone.
    await expect(canvas.getAllByText('Some\u00adtimes')[0]).toBeVisible();
    await expect(canvas.getAllByText('Sometimes')[0]).not.toBeVisible();
    await expect(canvas.getAllByRole('radio', { name: '0 Never' })[0]).toBeVisible();
    await expect(canvas.getAllByRole('radio', { name: 'Not observed' })[0]).toBeVisible();
    const statement = canvasElement.querySelector('.statement')!;
    await expect(statement.scrollWidth).toBeLessThanOrEqual(statement.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360 + 32);
  },
};

export const SixtyStatements: Story = {
  render: showAnswer(served({ sheet: largeSheet(60) })),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Customer focus' })).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(60);
    const radios = canvas.getAllByRole('radio', { name: '3 Often' });
    await userEvent.click(radios[59]!);
    await expect(radios[59]).toBeChecked();
    await expect(canvas.getByText('1 of 60 statements answered')).toBeVisible();
  },
};

/** A German rater reads the whole step in German: the screen's words, the scale, the level and the save line. */
export const StepInGerman: Story = {
  parameters: { language: 'de' },
  render: showAnswer(served()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Communication' })).toBeVisible();
    await expect(await canvas.findByText('Wer Ihre Antworten sieht')).toBeVisible();
    await expect(canvas.getByText('0 von 7 Aussagen beantwortet')).toBeVisible();
    await expect(canvas.getAllByRole('radio', { name: '2 Manchmal' })).not.toHaveLength(0);
  },
};
