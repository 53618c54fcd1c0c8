import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { expect } from 'storybook/test';
import { FeedbackNav } from './feedback-nav';

/** The preview's router takes a story's URL as a pathname only: set the query before showing the nav. */
function AtSurvey({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!location.search) navigate({ search: '?survey=7&by=group' }, { replace: true });
  }, [location.search, navigate]);
  return location.search ? children : null;
}

/** The feedback area's sections; the chosen survey travels along to Reports and Analytics. */
const meta = {
  title: 'Components/Feedback nav',
  component: FeedbackNav,
  args: { current: 'reports' },
  parameters: { route: { path: '/portrayal/admin/feedback', url: '/portrayal/admin/feedback' }, layout: 'padded' },
} satisfies Meta<typeof FeedbackNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reports: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/portrayal/admin/feedback/analytics');
    await expect(canvas.getByRole('link', { name: 'Alerts' })).not.toHaveAttribute('aria-current');
  },
};

export const WithSurvey: Story = {
  args: { current: 'alerts' },
  parameters: { route: { path: '/portrayal/admin/feedback/alerts', url: '/portrayal/admin/feedback/alerts' } },
  decorators: [
    (Story) => (
      <AtSurvey>
        <Story />
      </AtSurvey>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Alerts' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/portrayal/admin/feedback?survey=7');
    await expect(canvas.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/portrayal/admin/feedback/analytics?survey=7');
    // Alerts opens on the latest closed survey with alerts; Trends spans every survey.
    await expect(canvas.getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/portrayal/admin/feedback/alerts');
    await expect(canvas.getByRole('link', { name: 'Trends' })).toHaveAttribute('href', '/portrayal/admin/feedback/trends');
  },
};
