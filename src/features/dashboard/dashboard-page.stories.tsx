import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adminUser, employeeUser, session } from '../../testing/fakes';
import { DashboardPage } from './dashboard-page';

const meta = {
  title: 'Dashboard/Dashboard page',
  component: DashboardPage,
  parameters: { route: { path: '/portrayal/dashboard' }, layout: 'padded' },
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome, Priya' })).toBeVisible();
    await expect(canvas.getAllByText('Northwind Traders').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: /Workforce/ })).toBeVisible();
  },
};

export const EmployeeFirstSignIn: Story = {
  parameters: { session: session('authenticated', { user: employeeUser }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This is your first sign-in.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /Workforce/ })).toBeNull();
  },
};

export const WithoutCompany: Story = {
  parameters: { session: session('authenticated', { user: { ...adminUser, role: 'superuser', company: null } }) },
};
