import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { submitted } from './list.fixtures';
import { offline, useFakeRead, type FakeRead } from './list-fakes.fixtures';
import { SubmittedListPage } from './submitted-list-page';

/** What a rater has submitted: loaded, empty, failed. */
const meta = {
  title: 'Answer/Submitted surveys',
  parameters: { route: { path: '/portrayal/user/submited-survey-list', url: '/portrayal/user/submited-survey-list' }, layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Page({ read }: { read: FakeRead }) {
  return <SubmittedListPage flows={{ list: useFakeRead(read) }} />;
}

export const Loaded: Story = {
  render: () => <Page read={submitted} />,
  play: async ({ canvas }) => {
    const headings = await canvas.findAllByRole('heading', { level: 2 });
    // The latest answered on top.
    await expect(headings.map((h) => h.textContent)).toEqual(['Engineering competencies 2026', 'Leadership 360 · Q3']);
    const open = within(headings[0]!.closest('section')!);
    await expect(open.getByText(/^Open until/)).toBeVisible();
    await expect(open.getByText(/^Yourself · Submitted \d+ \w+ \d{4}$/)).toBeVisible();
    await expect(open.getByRole('link', { name: 'View answers: Sofia Alvarez' })).toHaveAttribute('href', '/portrayal/user/submited-survey-list/126');
    const closed = within(headings[1]!.closest('section')!);
    await expect(closed.getByText('Closed')).toBeVisible();
    await expect(closed.getByText(/^Your direct report · Submitted/)).toBeVisible();
    await expect(closed.getByRole('link', { name: 'View answers: Ben Li' })).toHaveAttribute('href', '/portrayal/user/submited-survey-list/91');
  },
};

export const Empty: Story = {
  render: () => <Page read={{ result: [] }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No submitted surveys yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Survey list' })).toHaveAttribute('href', '/portrayal/user/survey-list');
  },
};

export const LoadFailed: Story = {
  render: () => <Page read={{ failOnceWith: offline, then: submitted }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your surveys could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findAllByRole('heading', { level: 2 })).toHaveLength(2);
  },
};
