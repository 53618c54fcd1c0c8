import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminUser, employeeUser, session } from '../../testing/app-fakes.fixtures';
import { ShellWithPages } from './shell-with-pages.fixtures';

const meta = {
  title: 'Shell/Signed-in shell',
  component: ShellWithPages,
  parameters: { route: { path: '/portrayal/*', url: '/portrayal/dashboard' } },
} satisfies Meta<typeof ShellWithPages>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link')).toHaveLength(15);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('banner')).toHaveTextContent('Northwind Traders');
  },
};

export const Employee: Story = {
  parameters: { session: session('authenticated', { user: employeeUser }) },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Dashboard',
      'Survey list',
      'Submitted surveys',
      'My feedback',
      'My coaching',
      'My nominations',
    ]);
  },
};

export const ComingSoonPage: Story = {
  parameters: { route: { path: '/portrayal/*', url: '/portrayal/admin/workforce' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Workforce' })).toBeVisible();
    await expect(canvas.getByText('Coming soon')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const LoadingUser: Story = {
  parameters: { session: session('loadingUser') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const LoadFailed: Story = {
  parameters: { session: session('failed', { error: { kind: 'network', message: 'Network Error' } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const WithoutCompany: Story = {
  parameters: { session: session('authenticated', { user: { ...adminUser, company: null } }) },
};
