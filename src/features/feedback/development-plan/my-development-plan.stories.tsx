import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MyDevelopmentPlan } from './my-development-plan';
import { planState, WithPlan, type FakePlanServer } from './plan-fakes.fixtures';
import { anasOwnPlan } from './plan.fixtures';

/** An employee's own plan across the reports HR released to them (My feedback). */
const meta = { title: 'Feedback/My development plan', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const show = (server: FakePlanServer) => () => (
  <WithPlan server={server}>
    <MyDevelopmentPlan />
  </WithPlan>
);
const body = () => within(document.body);
const seen = (text: string | RegExp) => waitFor(() => expect(body().getByText(text)).toBeVisible(), { timeout: 3000 });
const unavailable = { kind: 'http', status: 503, message: 'Request failed with status code 503' } as const;

export const Loading: Story = {
  render: show({ actions: [], loading: true }),
  play: async () => {
    await seen('Loading your development plan…');
  },
};

export const Empty: Story = {
  render: show({ actions: [] }),
  play: async () => {
    await seen('No development plan yet');
    await seen(/once HR shares a feedback report with you/);
  },
};

export const GroupedBySurvey: Story = {
  render: show({ actions: anasOwnPlan }),
  play: async ({ canvas }) => {
    const leadership = await canvas.findByRole('region', { name: 'Leadership 360 · Q4' });
    await expect(within(leadership).getByText('1 of 3 done')).toBeVisible();
    const pulse = canvas.getByRole('region', { name: 'Engineering pulse · H1' });
    await expect(within(pulse).getByText('Pair on two design reviews')).toBeVisible();
  },
};

export const MovesAStatus: Story = {
  render: show({ actions: anasOwnPlan }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Status of “Pair on two design reviews”' }));
    await userEvent.click(await body().findByRole('option', { name: 'Done' }));
    await seen('Status updated');
    await seen('“Pair on two design reviews” is done');
    // The status menu's portal hides the page from the accessibility tree until it has closed.
    await waitFor(() => expect(within(canvas.getByRole('region', { name: 'Engineering pulse · H1' })).getByText('1 of 1 done')).toBeVisible());
  },
};

export const StatusFailed: Story = {
  render: show({
    actions: anasOwnPlan,
    writeError: unavailable,
    snapshot: planState('statusFailed', { scope: {}, actions: anasOwnPlan, write: { kind: 'status', id: 4, status: 'done' }, error: unavailable }),
  }),
  play: async ({ canvas, userEvent }) => {
    await seen('The status could not be changed.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(canvas.queryByText('The status could not be changed.')).toBeNull());
  },
};

export const LoadFailed: Story = {
  render: show({ actions: [], loadError: unavailable }),
  play: async ({ canvas }) => {
    await seen('The development plan could not be loaded.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
