import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fieldFailure } from '../../../machines/failure';
import { fakeAdd, maria, withOutsider } from './external-rater.fixtures';
import { fakeDetailServer } from './survey-fakes.fixtures';
import { SurveyDetailPage } from './survey-detail-page';
import { leadershipProgress } from './survey.fixtures';
import { body, detailRoute, rowOf, seen } from './story-render';

/** Outside raters on the survey page: named in the raters list, and the "Add an outside rater" dialog. */
const meta = { title: 'Survey/Outside raters', parameters: detailRoute() } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const page =
  ({ adding = false, add = fakeAdd() } = {}) =>
  () => <SurveyDetailPage initialTab="assignments" addingExternal={adding} flows={{ ...fakeDetailServer({ detail: withOutsider }), addExternal: add }} />;

type User = { click(e: Element): Promise<void>; type(e: Element, text: string): Promise<void> };

/** Picks the second ratee, types a name and an address, and adds. */
async function fill(userEvent: User, name: string, email: string) {
  await waitFor(() => expect(body().getByRole('dialog', { name: 'Add an outside rater' })).toBeVisible());
  const dialog = within(body().getByRole('dialog'));
  const nameField = dialog.getByLabelText(/Name/);
  await userEvent.click(dialog.getByRole('combobox', { name: /Person to rate/ }));
  await userEvent.click(await body().findByRole('option', { name: leadershipProgress[1]!.ratee.name }));
  // The closing select leaves the dialog inert for a moment.
  await waitFor(() => expect(getComputedStyle(nameField).pointerEvents).not.toBe('none'));
  await userEvent.type(nameField, name);
  await userEvent.type(dialog.getByLabelText(/Email/), email);
  await userEvent.click(dialog.getByRole('button', { name: 'Add outside rater' }));
}

export const NamedInTheRatersList: Story = {
  render: page(),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table'));
    await expect(rowOf(table.getByText(maria.name))).toHaveTextContent('outside rater');
    await expect(rowOf(table.getByText(maria.name))).toHaveTextContent('Other');
    // A leaver's answers keep their place without a name.
    await expect(table.getByText('Former employee')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add an outside rater' })).toBeVisible();
  },
};

export const AddDialog: Story = {
  render: page({ adding: true }),
  play: async () => {
    await waitFor(() => expect(body().getByRole('dialog', { name: 'Add an outside rater' })).toBeVisible());
    await seen(/They are mailed a personal link as soon as you add them/);
    // Said before anyone types: alone in "Other", an outside rater's answers would stay out of the report.
    await seen(/a report shows only once at least \d+ of a person’s “Other” raters answer/);
    await expect(body().getByLabelText(/Name/)).toBeVisible();
    await expect(body().getByLabelText(/Email/)).toBeVisible();
    await expect(body().getByLabelText(/Person to rate/)).toBeVisible();
  },
};

/** The ratee with a submitted peer is shown, not offered: nobody joins their peers, direct reports and outside raters. */
export const FixedRateeNotOffered: Story = {
  render: page({ adding: true }),
  play: async ({ userEvent }) => {
    const fixed = withOutsider.assignments[0]!.ratee.name;
    await waitFor(() => expect(body().getByRole('dialog', { name: 'Add an outside rater' })).toBeVisible());
    await seen(`Not for ${fixed}: one of their peers, direct reports or outside raters has answered, so nobody joins them.`);
    await userEvent.click(within(body().getByRole('dialog')).getByRole('combobox', { name: /Person to rate/ }));
    // Each person is offered with how many "Other" raters they have already.
    await expect(await body().findByRole('option', { name: new RegExp(`^${fixed}`) })).toHaveAttribute('aria-disabled', 'true');
    await expect(body().getByRole('option', { name: new RegExp(`^${leadershipProgress[1]!.ratee.name}`) })).not.toHaveAttribute('aria-disabled', 'true');
  },
};

export const EmployeeAddressRefused: Story = {
  render: page({
    adding: true,
    add: fakeAdd({ failure: fieldFailure({ email: ['aiko.tanaka@northwind.example is an employee: add them as an employee rater.'] }) }),
  }),
  play: async ({ userEvent }) => {
    await fill(userEvent, 'Aiko Tanaka', 'aiko.tanaka@northwind.example');
    await seen('aiko.tanaka@northwind.example is an employee: add them as an employee rater.');
  },
};

export const AddsAndCloses: Story = {
  render: page({ adding: true }),
  play: async ({ userEvent }) => {
    await fill(userEvent, 'Tom Baker', 'tom@supplier.example');
    await seen('Tom Baker was added and mailed a link.');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};
