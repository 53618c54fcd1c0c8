import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '@radix-ui/themes';
import { expect } from 'storybook/test';
import { fakeMyData, myDataIn } from './my-data-fakes.fixtures';
import { MyDataCard, type MyDataCardProps } from './my-data-card';

const meta = {
  title: 'Account/Your data',
  component: MyDataCard,
  parameters: { route: { path: '/portrayal/account' }, layout: 'padded' },
} satisfies Meta<typeof MyDataCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const inCard = (props: MyDataCardProps) => () => (
  <Card size="4" style={{ maxWidth: 620 }}>
    <MyDataCard {...props} />
  </Card>
);

export const Ready: Story = {
  render: inCard({ logic: fakeMyData() }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download my data' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your data was downloaded.');
  },
};

export const Downloading: Story = {
  render: inCard({ logic: fakeMyData('pending'), snapshot: myDataIn('requesting') }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Download my data' })).toBeDisabled();
  },
};

export const Failed: Story = {
  render: inCard({ logic: fakeMyData('fail') }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Download my data' }));
    await expect(await canvas.findByText(/could not be reached/)).toBeVisible();
  },
};
