import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
  play: async ({ canvas, userEvent }) => {
    // One line per series: the two leadership reviews on one, the spring check-in on its own; each point dated.
    const overall = await canvas.findByRole('img', {
      name: /^Company average by survey: 2025 Leadership 360: 2024 Leadership 360 \(closed 29 Nov 2024\) 64\.2%, 2025 Leadership 360 \(closed 24 Nov 2025\) 68\.8%; Spring 2025 check-in: Spring 2025 check-in \(closed 18 Apr 2025\) 66\.0%$/,
    });
    await expect(overall).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: /Spring 2025 check-in/ }));
    await expect(overall).toHaveAttribute('aria-label', expect.not.stringContaining('Spring'));
    // The competencies of the latest series only: the check-in's figures are not on its lines.
    await expect(
      canvas.getByRole('img', {
        name: /^Competencies by survey: Coaching others: 2024 Leadership 360 \(closed 29 Nov 2024\) 41\.7%, 2025 Leadership 360 \(closed 24 Nov 2025\) 60\.4%;/,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Trends' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Person: Story = {
  render: () => <TrendSection of={{ ratee: 9 }} flows={{ trend: fakeTrend({ trend: personTrend }) }} description="Aiko’s scores from every rater but self." />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('img', {
        name: /Overall by survey: Overall: 2024 Leadership 360 \(closed 29 Nov 2024\) 58\.1%, Spring 2025 check-in \(closed 18 Apr 2025\) 63\.4%, 2025 Leadership 360 \(closed 24 Nov 2025\) 71\.9%/,
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'By competency' })).toBeVisible();
    // A person's trend spans all their surveys; a figure they lack in one stays a gap.
    await expect(canvas.getByRole('img', { name: /Coaching others: .*Spring 2025 check-in \(closed 18 Apr 2025\) no figure/ })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Competencies shown' })).getAllByRole('checkbox', { checked: true })).toHaveLength(3);
  },
};

export const OneSurveySoFar: Story = {
  render: () => <TrendSection of="mine" flows={{ trend: fakeTrend({ trend: singleTrend }) }} description="Your scores." />,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/One survey so far: 2025 Leadership 360, closed 24 Nov 2025, 71\.9% overall\. A trend appears after the next survey\./),
    ).toBeVisible();
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
