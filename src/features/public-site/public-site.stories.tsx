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
    await expect(canvas.getAllByRole('link', { name: 'Register' })[0]).toHaveAttribute('href', '/authentication/register');
  },
};

export const Consulting: Story = { render: () => <ConsultingPage /> };
export const Masterclass: Story = { render: () => <MasterclassPage /> };
