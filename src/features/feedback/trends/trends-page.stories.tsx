import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TrendSection } from './trend-section';
import { TrendsPage } from './trends-page';
import { companyTrend, emptyTrend, fakeTrend, personTrend, singleTrend } from './trend.fixtures';

/** The company's trend page and a person's trend section in each of their states. */
const meta = {
  title: 'Feedback/Trends',
  parameters: { route: { path: '/portrayal/admin/feedback/trends' }, layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Company: Story = {
  render: () => <TrendsPage flows={{ trend: { trend: fakeTrend({ trend: companyTrend }) } }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /Company average by survey: Company average: 2024 Leadership 360 64\.2%/ })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Coaching others: .*Spring 2025 check-in no figure/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Trends' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Person: Story = {
  render: () => <TrendSection of={{ ratee: 9 }} flows={{ trend: fakeTrend({ trend: personTrend }) }} description="Aiko’s scores from every rater but self." />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: /Overall by survey: Overall: 2024 Leadership 360 58\.1%, Spring 2025 check-in 63\.4%, 2025 Leadership 360 71\.9%/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'By competency' })).toBeVisible();
  },
};

export const OneSurveySoFar: Story = {
  render: () => <TrendSection of="mine" flows={{ trend: fakeTrend({ trend: singleTrend }) }} description="Your scores." />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/One survey so far: 2025 Leadership 360, closed 24 Nov 2025, 71\.9% overall\. A trend appears after the next survey\./)).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const NoSurveyYet: Story = {
  render: () => <TrendsPage flows={{ trend: { trend: fakeTrend({ trend: emptyTrend }) } }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No closed survey has enough ratees for a company figure yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <TrendsPage flows={{ trend: { trend: fakeTrend({ never: true }) } }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the trend…');
  },
};

export const Failed: Story = {
  render: () => <TrendsPage flows={{ trend: { trend: fakeTrend({ fail: 500 }) } }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The trend could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
