import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactSection } from './contact-section';

const meta = { title: 'Public site/Contact section', component: ContactSection } satisfies Meta<typeof ContactSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The forms arrive once the section is near: first the loader, then both tabs. */
export const LoadsTheForms: Story = {
  play: async ({ canvas, userEvent }) => {
    const tabs = await canvas.findByRole('tablist', {}, { timeout: 10_000 });
    await expect(within(tabs).getByRole('tab', { name: 'Request a demo' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Send a message' }));
    await expect(canvas.getByRole('button', { name: 'Send the message' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Request a demo' })).toBeNull();
  },
};

export const Loading: Story = { args: { load: () => new Promise(() => {}) } };

export const LoadFailed: Story = {
  args: { load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
