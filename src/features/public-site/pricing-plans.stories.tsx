import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PLANS } from './plans';
import { PricingPlans } from './pricing-plans';

const meta = { title: 'Public site/Pricing', component: PricingPlans } satisfies Meta<typeof PricingPlans>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plans: Story = {
  play: async ({ canvas }) => {
    for (const plan of PLANS) await expect(canvas.getByRole('heading', { level: 3, name: plan.name })).toBeVisible();
    await expect(canvas.getByText('$180')).toBeVisible();
    await expect(canvas.getByText(/USD per report, excluding taxes and duties/)).toBeVisible();
  },
};

/** Each plan opens its dialog: heading, subheading, the full list; Escape closes it and focus returns. */
export const PlanDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    const body = within(document.body);
    for (const plan of PLANS) {
      const button = canvas.getByRole('button', { name: `See what’s included in ${plan.name}` });
      await userEvent.click(button);
      const dialog = await body.findByRole('dialog', { name: plan.modal.heading });
      // Visible once the opening animation has run.
      await waitFor(() => expect(within(dialog).getByText(plan.modal.subheading)).toBeVisible());
      await expect(within(dialog).getAllByRole('listitem')).toHaveLength(plan.fullFeatures.length);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(button).toHaveFocus());
    }
  },
};

export const PlanDialogOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'See what’s included in Enterprise' }));
    const feature = await within(document.body).findByText(/Import your own competency model from a spreadsheet/);
    await waitFor(() => expect(feature).toBeVisible());
  },
};
