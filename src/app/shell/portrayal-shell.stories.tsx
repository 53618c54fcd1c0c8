import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { fakeDashboard } from '../../features/dashboard/dashboard.fixtures';
import { adminUser, employeeUser, session } from '../../testing/app-fakes.fixtures';
import { ComingSoon } from './coming-soon';
import { PortrayalShell } from './portrayal-shell';

// The shell with two of its pages, as the router nests them; the dashboard's summary is a fake, not the network.
const dashboardFlows = { dashboard: fakeDashboard({}) };

function ShellWithPages() {
  return (
    <Routes>
      <Route element={<PortrayalShell />}>
        <Route path="dashboard" element={<DashboardPage flows={dashboardFlows} />} />
        <Route path="admin/workforce" element={<ComingSoon title="Workforce" description="Employees, their roles and their accounts." />} />
      </Route>
    </Routes>
  );
}

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
    await expect(nav.getAllByRole('link')).toHaveLength(9);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('banner')).toHaveTextContent('Northwind Traders');
  },
};

export const Employee: Story = {
  parameters: { session: session('authenticated', { user: employeeUser }) },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Survey list', 'Submitted surveys', 'My feedback']);
  },
};

export const ComingSoonPage: Story = {
  parameters: { route: { path: '/portrayal/*', url: '/portrayal/admin/workforce' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Workforce' })).toBeVisible();
    await expect(canvas.getByText('Coming soon')).toBeVisible();
  },
};

export const UserMenuOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /account menu/i }));
    const menu = within(document.body);
    await expect(await menu.findByRole('menuitem', { name: /sign out/i })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/** The phone's menu comes on first use (its code is fetched then): it opens at the tap all the same. */
export const PhoneMenuOpen: Story = {
  ...Phone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the menu' }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Menu' }));
    await expect(dialog.getByRole('link', { name: 'Workforce' })).toBeInTheDocument();
  },
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
