import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { byName } from './workforce.fixtures';
import { downloadIn, erasureIn, fakeDownload, fakeErasure } from './person-data-fakes.fixtures';
import { body, pageWith as show, seen, storyRoute } from './story-render';

/** An employee's personal data in their dialog: the ZIP for their request, and erasing them (admins). */
const meta = { title: 'Workforce/Personal data', parameters: storyRoute } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const tom = byName('Tom');
const tomName = `${tom.first_name} ${tom.last_name}`;
const edit = { kind: 'edit', employee: tom } as const;

export const InTheEmployeeDialog: Story = {
  render: show({ initialDialog: edit, flows: { personData: { download: fakeDownload(), erasure: fakeErasure() } } }),
  play: async () => {
    await waitFor(() => expect(body().getByRole('heading', { name: 'Personal data' })).toBeVisible());
    await expect(body().getByRole('button', { name: 'Download their data' })).toBeEnabled();
    await expect(body().getByRole('button', { name: 'Erase personal data…' })).toBeEnabled();
  },
};

export const Downloading: Story = {
  render: show({ initialDialog: edit, flows: { personData: { download: fakeDownload('pending'), downloadSnapshot: downloadIn('requesting') } } }),
  play: async () => {
    await waitFor(() => expect(body().getByRole('button', { name: 'Download their data' })).toBeDisabled());
  },
};

export const DownloadFailed: Story = {
  render: show({ initialDialog: edit, flows: { personData: { download: fakeDownload('fail'), downloadSnapshot: downloadIn('failure', undefined) } } }),
  play: async ({ userEvent }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Download their data' }));
    await seen(/could not be reached/);
  },
};

export const ConfirmErasure: Story = {
  render: show({ initialDialog: edit, flows: { personData: { erasure: fakeErasure(), confirming: true } } }),
  play: async () => {
    await waitFor(() => expect(body().getByRole('alertdialog', { name: `Erase ${tomName}?` })).toBeVisible());
    await expect(body().getByText(/stays, as an anonymous rater’s/)).toBeVisible();
    await expect(body().getByRole('button', { name: `Erase ${tomName}` })).toBeEnabled();
  },
};

export const Erasing: Story = {
  render: show({ initialDialog: edit, flows: { personData: { erasure: fakeErasure('pending'), erasureSnapshot: erasureIn('requesting'), confirming: true } } }),
  play: async () => {
    await waitFor(() => expect(body().getByRole('button', { name: `Erase ${tomName}` })).toBeDisabled());
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const ErasureRefused: Story = {
  render: show({ initialDialog: edit, flows: { personData: { erasure: fakeErasure('fail'), confirming: true } } }),
  play: async ({ userEvent }) => {
    await userEvent.click(await body().findByRole('button', { name: `Erase ${tomName}` }));
    await seen(/only admin and cannot be erased/);
    await expect(body().getByRole('alertdialog')).toBeVisible();
  },
};

export const Erases: Story = {
  render: show({ initialDialog: edit, flows: { personData: { erasure: fakeErasure(), confirming: true } } }),
  play: async ({ userEvent }) => {
    await userEvent.click(await body().findByRole('button', { name: `Erase ${tomName}` }));
    await seen('Personal data erased');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};
