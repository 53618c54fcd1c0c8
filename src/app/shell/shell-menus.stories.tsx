import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShellWithPages } from './shell-with-pages.fixtures';

/** The shell's two menus opened: the account menu and, on a phone, the side menu. */
const meta = {
  title: 'Shell/Signed-in shell menus',
  component: ShellWithPages,
  parameters: { route: { path: '/portrayal/*', url: '/portrayal/dashboard' } },
} satisfies Meta<typeof ShellWithPages>;
export default meta;
type Story = StoryObj<typeof meta>;

const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

export const UserMenuOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /account menu/i }));
    const menu = within(document.body);
    await expect(await menu.findByRole('menuitem', { name: /sign out/i })).toBeInTheDocument();
  },
};

/** The phone's menu comes on first use (its code is fetched then): it opens at the tap all the same. */
export const PhoneMenuOpen: Story = {
  ...Phone,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open the menu' }));
    // The phone's menu comes on first use (its own chunk): on a loaded machine that takes a moment.
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Menu' }, { timeout: 10_000 }));
    await expect(dialog.getByRole('link', { name: 'Workforce' })).toBeInTheDocument();
  },
};
