import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoSheet } from '../../../../machines/answer/demo-sheet.fixtures';
import { AnswerPage } from './answer-page';
import { answerRoute, phone, served, showAnswer } from './answer-fakes.fixtures';

/** "Not observed" beside the 0–4 scale: answered, but no point on the scale. */
const meta = { title: 'Answer/Not observed', component: AnswerPage, parameters: answerRoute } satisfies Meta<typeof AnswerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const started = demoSheet({
  answers: [
    { statement: 101, value: null },
    { statement: 102, value: 4 },
  ],
  assignment: { ...demoSheet().assignment, status: 'draft', draft_saved_at: '2026-01-09T10:00:00Z' },
});

export const StepWithNotObserved: Story = {
  render: showAnswer(served({ sheet: started })),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Communication' })).toHaveFocus();
    const notObserved = canvas.getAllByRole('radio', { name: 'Not observed' });
    await expect(notObserved[0]).toBeChecked();
    await expect(notObserved[0]).toHaveAccessibleDescription('I have not seen this');
    await expect(canvas.getByText('2 of 7 statements answered')).toBeVisible();
    // One radio group per statement: the arrow keys go on from 4 to "Not observed".
    await userEvent.click(canvas.getAllByRole('radio', { name: '4 Always' })[2]!);
    await userEvent.keyboard('{ArrowRight}');
    await expect(notObserved[2]).toBeChecked();
    await expect(notObserved[2]).toHaveFocus();
    await expect(canvas.getByText('3 of 7 statements answered')).toBeVisible();
    // And back onto the scale.
    await userEvent.click(canvas.getAllByRole('radio', { name: '1 Rarely' })[0]!);
    await expect(notObserved[0]).not.toBeChecked();
    await expect(canvas.getByText('3 of 7 statements answered')).toBeVisible();
  },
};

export const SelfHint: Story = {
  render: showAnswer(served({ sheet: { ...started, assignment: { ...started.assignment, relationship: 'self' } } })),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Communication' });
    await expect(canvas.getAllByRole('radio', { name: 'Not observed' })[0]).toHaveAccessibleDescription('I have had no chance to show this');
  },
};

export const PhoneWithNotObserved: Story = {
  decorators: [phone],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: showAnswer(served({ sheet: started })),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { name: 'Communication' });
    // "Not observed" takes its own row under the five, and nothing is wider than the phone.
    const zero = canvas.getAllByRole('radio', { name: '0 Never' })[0]!.closest('label')!.getBoundingClientRect();
    const apart = canvas.getAllByRole('radio', { name: 'Not observed' })[0]!.closest('label')!.getBoundingClientRect();
    await expect(apart.top).toBeGreaterThanOrEqual(zero.bottom);
    const statement = canvasElement.querySelector('.statement')!;
    await expect(statement.scrollWidth).toBeLessThanOrEqual(statement.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360 + 32);
  },
};
