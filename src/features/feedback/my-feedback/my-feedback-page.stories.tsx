import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { offline } from '../report/report-fakes.fixtures';
import { employeeUser, session } from '../../../testing/app-fakes.fixtures';
import { myFeedbackRoute, MyFeedbackWith, myReports } from './story-render';

/** An employee's released reports: loading, failed then retried, none yet, two reports; their plan below. */
const meta = {
  title: 'My feedback/My feedback page',
  parameters: { ...myFeedbackRoute, session: session('authenticated', { user: employeeUser }) },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <MyFeedbackWith read="loading" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your reports…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  render: () => <MyFeedbackWith read={{ failOnceWith: offline, then: myReports }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Your reports could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('link', { name: 'Open report: Leadership 360 · Q4' })).toBeVisible();
  },
};

export const NoReportYet: Story = {
  render: () => <MyFeedbackWith read={[]} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No feedback report yet' })).toBeVisible();
    await expect(canvas.getByText(/HR reviews the answers and releases your report/)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'My development plan' })).toBeVisible();
  },
};

export const TwoReports: Story = {
  render: () => <MyFeedbackWith read={myReports} />,
  play: async ({ canvas }) => {
    const headings = await canvas.findAllByRole('heading', { level: 3 });
    // The latest released first.
    await expect(headings.slice(0, 2).map((h) => h.textContent)).toEqual(['Leadership 360 · Q4', 'New managers · first 90 days']);
    await expect(canvas.getByText('Released 14 Nov 2025 · survey closed 24 Oct 2025')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open report: Leadership 360 · Q4' })).toHaveAttribute('href', '/portrayal/user/my-feedback/3');
    await expect(await canvas.findByRole('heading', { name: 'My development plan' })).toBeVisible();
  },
};
