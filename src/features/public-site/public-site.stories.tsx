import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConsultingPage } from './consulting-page';
import { LandingPage } from './landing-page';
import { MasterclassPage } from './masterclass-page';

const meta = { title: 'Public site/Pages', component: LandingPage } satisfies Meta<typeof LandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  play: async ({ canvas }) => {
    for (const id of ['home', 'features', 'pricing', 'consulting-projects', 'masterclass-certification', 'contact-us']) {
      await expect(canvas.getByRole('main').querySelector(`#${id}`)).not.toBeNull();
    }
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getAllByRole('link', { name: 'Register' })[0]).toHaveAttribute('href', '/authentication/register');
    await expect(canvas.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/authentication/login');
    await expect(canvas.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
    // The eleven advertised features, each a card with its heading.
    await expect(canvas.getByRole('region', { name: 'Everything a 360° needs' }).querySelectorAll('h3')).toHaveLength(11);
  },
};

export const MenuOpen: Story = {
  // The menu replaces the section links below the medium breakpoint.
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  },
};

export const Consulting: Story = {
  render: () => <ConsultingPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Consulting projects' })).toBeVisible();
    for (const name of ['What it is', 'Who it is for', 'How it runs']) await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Enquire' })[0]).toHaveAttribute('href', '/?subject=Consulting%20projects#contact-us');
  },
};

export const Masterclass: Story = {
  render: () => <MasterclassPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Masterclass certification' })).toBeVisible();
  },
};
