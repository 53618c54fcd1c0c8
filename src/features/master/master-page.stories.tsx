import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { adminUser, session } from '../../testing/app-fakes.fixtures';
import { MasterPage } from './master-page';
import { competencies, fakeResource, relatedFlows } from './master.fixtures';

const meta = {
  title: 'Master/Master page',
  component: MasterPage,
  parameters: { route: { path: '/portrayal/admin/master/:list', url: '/portrayal/admin/master/competencies' }, layout: 'padded' },
} satisfies Meta<typeof MasterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const flows = { resource: fakeResource({ rows: competencies }), ...relatedFlows() };

export const CompanyAdmin: Story = {
  render: () => <MasterPage flows={flows} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Competencies' })).toBeVisible();
    const index = canvas.getByRole('navigation', { name: 'Master lists' });
    for (const title of ['Groups', 'Designations', 'Departments', 'Competency types', 'Statements', 'Company types', 'Total head counts']) {
      await expect(index).toHaveTextContent(title);
    }
    await expect(canvas.getByRole('link', { name: 'Competencies' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The same page in German: the lists' words come from locales/de/master.json. */
export const CompanyAdminInGerman: Story = {
  parameters: { language: 'de' },
  render: () => <MasterPage flows={flows} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Kompetenzen' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Stammdatenlisten' })).toHaveTextContent('Kompetenztypen');
    await expect(canvas.getByRole('button', { name: /Kompetenz hinzufügen/ })).toBeVisible();
  },
};

export const PlatformSuperuser: Story = {
  parameters: {
    route: { path: '/portrayal/admin/master/:list', url: '/portrayal/admin/master/industries' },
    session: session('authenticated', { user: { ...adminUser, role: 'superuser', company: null } }),
  },
  render: () => (
    <MasterPage
      flows={{
        resource: fakeResource({
          rows: [
            { id: 1, name: 'Healthcare' },
            { id: 2, name: 'Retail' },
          ],
        }),
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /add industry/i })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Groups' })).toBeNull();
  },
};

export const UnknownListRedirects: Story = {
  parameters: { route: { path: '/portrayal/admin/master/:list', url: '/portrayal/admin/master/nothing' } },
  render: () => <MasterPage flows={flows} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Groups' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');
  },
};
