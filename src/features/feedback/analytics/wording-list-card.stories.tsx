import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef } from '@xstate/react';
import { expect, waitFor, within } from 'storybook/test';
import { fieldFailure } from '../../../../machines/failure';
import { fakeWordingList } from './wording-list-fakes.fixtures';
import { WordingListCard } from './wording-list-card';

/** The company's own words to review before a submit, on the alerts page beside the thresholds. */
const meta = { title: 'Feedback/Words to review', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Shown({ options = {} }: { options?: Parameters<typeof fakeWordingList>[0] }) {
  const actor = useActorRef(fakeWordingList(options).machine);
  return <WordingListCard actor={actor} />;
}
const body = () => within(document.body);

export const Loaded: Story = {
  render: () => <Shown />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Words to review' })).toBeVisible();
    await expect(canvas.getByLabelText(/Words and phrases to review/)).toHaveValue('drama queen\nnot a team player');
  },
};

export const Loading: Story = {
  render: () => <Shown options={{ loading: true }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading words to review…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: () => <Shown options={{ fail: { load: { kind: 'network', message: 'Network Error' } } }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The words to review could not be loaded.')).toBeVisible();
  },
};

export const SaveWords: Story = {
  render: () => <Shown options={{ words: '' }} />,
  play: async ({ canvas, userEvent }) => {
    const field = await canvas.findByLabelText(/Words and phrases to review/);
    await userEvent.type(field, 'drama queen{enter}  bossy  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save words' }));
    await waitFor(() => expect(body().getByText('Words to review saved')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Save words' })).toBeEnabled();
  },
};

export const Refused: Story = {
  render: () => <Shown options={{ fail: { save: fieldFailure({ words: ['Line 2 is longer than 60 characters.'] }) } }} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Save words' }));
    await expect(await canvas.findByText('Line 2 is longer than 60 characters.')).toBeVisible();
    await expect(canvas.getByLabelText(/Words and phrases to review/)).toHaveAttribute('aria-invalid', 'true');
  },
};
