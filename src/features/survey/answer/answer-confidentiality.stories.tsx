import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { demoSheet } from '../../../../machines/answer/demo-sheet.fixtures';
import type { AnswerSheet } from '../../../../schemas/survey-answer';
import { AnswerPage } from './answer-page';
import { answerRoute, phone, served, showAnswer } from './answer-fakes.fixtures';

/** "Who sees your answers": above the first step until the rater starts, and again before the submit. */
const meta = { title: 'Answer/Who sees your answers', component: AnswerPage, parameters: answerRoute } satisfies Meta<typeof AnswerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const as = (relationship: AnswerSheet['assignment']['relationship'], threshold = 3, name = 'Tom Becker') => {
  const sheet = demoSheet();
  return demoSheet({
    assignment: { ...sheet.assignment, relationship, ratee: { id: 2, name } },
    survey: { ...sheet.survey, anonymity_threshold: threshold },
  });
};
const note = (canvas: { getByRole: (role: string, o: object) => HTMLElement }) => canvas.getByRole('region', { name: 'Who sees your answers' });

export const Peer: Story = {
  render: showAnswer(served({ sheet: as('peer', 4) })),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'Communication' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(note(canvas)).toHaveTextContent(
      'Your answers are pooled with those of other peers and shown only when at least 4 have answered; never with your name, comments included. ' +
        'Results are shown only after the survey closes.',
    );
    await expect(note(canvas)).toHaveTextContent(
      /would single out one rater; and once one of this person’s anonymous raters has answered, nobody can be added/,
    );
    await expect(note(canvas)).toHaveTextContent(/or who recognises your wording: leave out names and details that point to you\./);
    await expect(heading).toHaveAccessibleDescription(/at least 4 have answered/);
  },
};

export const Manager: Story = {
  render: showAnswer(served({ sheet: as('manager') })),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Communication' });
    await expect(note(canvas)).toHaveTextContent('Your answers appear as the manager’s, so the person can tell they are yours.');
    await expect(note(canvas)).not.toHaveTextContent(/pooled|your name|single out/);
  },
};

export const Self: Story = {
  render: showAnswer(served({ sheet: as('self', 3, 'Priya Raman') })),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Communication' });
    await expect(note(canvas)).toHaveTextContent('Your answers appear in the report as your self-assessment, beside what others said.');
  },
};

export const DirectReport: Story = {
  render: showAnswer(served({ sheet: as('direct_report', 5) })),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Communication' });
    await expect(note(canvas)).toHaveTextContent('pooled with those of other direct reports and shown only when at least 5 have answered');
  },
};

/** The note stays while the rater answers (no jump), and is gone from the next steps. */
export const StaysUntilTheNextStep: Story = {
  render: showAnswer(served({ sheet: as('peer') })),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { name: 'Communication' });
    await userEvent.click(canvas.getAllByRole('radio', { name: '3 Often' })[0]!);
    await expect(note(canvas)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next: Teamwork' }));
    await expect(await canvas.findByRole('heading', { name: 'Teamwork' })).toHaveFocus();
    await expect(canvas.queryByRole('region', { name: 'Who sees your answers' })).toBeNull();
  },
};

export const PhonePeer: Story = {
  decorators: [phone],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: showAnswer(served({ sheet: as('peer') })),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Communication' });
    await expect(note(canvas)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360 + 32);
  },
};
