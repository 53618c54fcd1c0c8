import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { allAnswered, demoSheet } from '../../../../machines/answer/demo-sheet.fixtures';
import type { CommentCheck, CommentWarnings } from '../../../../schemas/comment-check';
import { AnswerPage } from './answer-page';
import { answerRoute, at, checked, phone, review, showAnswer } from './answer-fakes.fixtures';
import { bySentence } from '../by-sentence.fixtures';

/** The check of comments before the submit: what could identify the rater, and the choice to edit or submit as written. */
const meta = { title: 'Answer/Comment check', component: AnswerPage, parameters: answerRoute } satisfies Meta<typeof AnswerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const written = demoSheet({
  answers: allAnswered(),
  comments: [
    { competency: 1, text: 'Explains well; Ana Silva said so too. Ask me at priya.raman@example.com.' },
    { competency: 2, text: 'Helped Ana Silva with the launch.' },
    { competency: 4, text: 'As Priya, I saw this often. Call 020 7946 0958.' },
  ],
});
const one: CommentWarnings['warnings'] = [{ competency: 2, findings: [{ kind: 'colleague', text: 'Ana Silva' }] }];
const several: CommentWarnings['warnings'] = [
  {
    competency: 1,
    findings: [
      { kind: 'colleague', text: 'Ana Silva' },
      { kind: 'email', text: 'priya.raman@example.com' },
    ],
  },
  {
    competency: 4,
    findings: [
      { kind: 'self', text: 'Priya' },
      { kind: 'phone', text: '020 7946 0958' },
    ],
  },
];
/** The fake check: "Ana Silva" wherever it is still written. */
const namesAna = (comments: CommentCheck['comments']) =>
  comments
    .filter((c) => c.text.includes('Ana Silva'))
    .map((c) => ({ competency: c.competency, findings: [{ kind: 'colleague' as const, text: 'Ana Silva' }] }));
/** Wording to review, as the server words it (server/survey/messages.ts). */
const USELESS_NOTE = '“useless” may read as an insult; consider describing the behaviour instead.';
const harsh: CommentWarnings['warnings'] = [
  {
    competency: 2,
    findings: [{ kind: 'wording', text: 'useless', note: USELESS_NOTE }],
  },
];
const harshAndNamed: CommentWarnings['warnings'] = [
  ...one,
  {
    competency: 4,
    findings: [
      { kind: 'wording', text: 'drama queen', note: '“drama queen” is on your company’s list of words to review; consider describing the behaviour instead.' },
    ],
  },
];
/** The fake check: "useless" wherever it is still written. */
const findsUseless = (comments: CommentCheck['comments']) =>
  comments
    .filter((c) => /\buseless\b/i.test(c.text))
    .map((c) => ({ competency: c.competency, findings: [{ kind: 'wording' as const, text: 'useless', note: USELESS_NOTE }] }));
const harshWritten = demoSheet({ answers: allAnswered(), comments: [{ competency: 2, text: 'Honestly useless at sharing the launch plan.' }] });
const serverError = { kind: 'http' as const, status: 503, message: 'Request failed with status code 503' };

export const Checking: Story = {
  render: showAnswer(at(checked('checking'), {}, written, { failures: { check: ['never'] } })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Submit answers' })).toBeDisabled();
    await expect(canvas.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  },
};

export const WarnedOneFinding: Story = {
  render: showAnswer(at(checked('warned'), { warnings: one }, written)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your comments could identify you' })).toHaveFocus();
    await expect(canvas.getByText(bySentence('Your comment on Teamwork'))).toBeVisible();
    await expect(canvas.getByText('Names a colleague: “Ana Silva”')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Edit comment/ })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Submit as written' })).toBeEnabled();
  },
};

export const WarnedSeveralFindings: Story = {
  render: showAnswer(at(checked('warned'), { warnings: several }, written)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(bySentence('Your comment on Communication'))).toBeVisible();
    await expect(canvas.getByText(bySentence('Your comment on Ownership'))).toBeVisible();
    for (const line of [
      'Names a colleague: “Ana Silva”',
      'Contains an email address: “priya.raman@example.com”',
      'Names you: “Priya”',
      'Contains a phone number: “020 7946 0958”',
    ]) {
      await expect(canvas.getByText(line)).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Edit comment on Ownership' })).toBeVisible();
  },
};

export const PhoneWarnedSeveral: Story = {
  decorators: [phone],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: showAnswer(at(checked('warned'), { warnings: several }, written)),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Contains an email address: “priya.raman@example.com”')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360 + 32);
  },
};

export const CheckFailed: Story = {
  render: showAnswer(at(checked('checkFailed'), { checkError: serverError }, written)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your comments could not be checked for names and contact details. Nothing was submitted.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit without the check' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Review your answers' })).toBeVisible();
  },
};

/** Submit, warned, "Edit comment": the step opens on that comment; once changed, the next submit goes. */
export const EditTheComment: Story = {
  render: showAnswer(at(review('saved'), {}, written, { findings: namesAna })),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit answers' }));
    await expect(await canvas.findByRole('heading', { name: 'Your comments could identify you' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit comment on Teamwork' }));
    await expect(await canvas.findByRole('heading', { name: 'Teamwork' })).toBeVisible();
    const comment = canvas.getByRole('textbox', { name: /Comment/ });
    await waitFor(() => expect(comment).toHaveFocus());
    await userEvent.clear(comment);
    await userEvent.type(comment, 'Helped a colleague with the launch.');
    await userEvent.click(canvas.getByRole('button', { name: 'Next: Ownership' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Review answers' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit answers' }));
    // Communication still names Ana Silva: warned again, about that comment only.
    await expect(await canvas.findByText(bySentence('Your comment on Communication'))).toBeVisible();
    await expect(canvas.queryByText(bySentence('Your comment on Teamwork'))).toBeNull();
  },
};

export const SubmitAsWritten: Story = {
  render: showAnswer(at(checked('warned'), { warnings: one }, written)),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit as written' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you' })).toHaveFocus();
  },
};

export const CheckFailedThenRetried: Story = {
  render: showAnswer(at(checked('checkFailed'), { checkError: serverError }, written, { findings: namesAna })),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('heading', { name: 'Your comments could identify you' })).toBeVisible();
  },
};

/** Only wording found: a gentle prompt naming the word in its comment, edit or submit as written. */
export const WordingToReview: Story = {
  render: showAnswer(at(checked('warned'), { warnings: harsh }, harshWritten)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Some words may read harshly' })).toHaveFocus();
    await expect(canvas.getByText(bySentence('Your comment on Teamwork'))).toBeVisible();
    await expect(canvas.getByText('“useless” may read as an insult; consider describing the behaviour instead.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit comment on Teamwork' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit as written' })).toBeEnabled();
  },
};

/** A name in one comment, a word of the company's list in another. */
export const WordingAndNames: Story = {
  render: showAnswer(at(checked('warned'), { warnings: harshAndNamed }, written)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Check your comments before you submit' })).toBeVisible();
    await expect(canvas.getByText('Names a colleague: “Ana Silva”')).toBeVisible();
    await expect(canvas.getByText('“drama queen” is on your company’s list of words to review; consider describing the behaviour instead.')).toBeVisible();
  },
};

export const PhoneWordingToReview: Story = {
  decorators: [phone],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: showAnswer(at(checked('warned'), { warnings: harsh }, harshWritten)),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('“useless” may read as an insult; consider describing the behaviour instead.')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(360 + 32);
  },
};

/** Prompted, "Submit as written": the comment goes unchanged; nothing was refused. */
export const WordingSubmittedAsWritten: Story = {
  render: showAnswer(at(review('saved'), {}, harshWritten, { findings: findsUseless })),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit answers' }));
    await expect(await canvas.findByRole('heading', { name: 'Some words may read harshly' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit as written' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you' })).toHaveFocus();
  },
};
