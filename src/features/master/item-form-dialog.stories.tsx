import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fieldFailure } from '../../../machines/failure';
import { competencyList, statementList } from './competency-lists';
import { developmentActionList } from './development-action-list';
import { ItemFormDialog } from './item-form-dialog';
import { organizationLists } from './named-lists';
import { competencies, designations, libraryActions, related } from './master.fixtures';

const meta = { title: 'Master/Item form', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Props = ComponentProps<typeof ItemFormDialog>;
const base: Props = {
  list: organizationLists[1]!,
  items: designations,
  related,
  busy: false,
  error: null,
  onSubmit: () => {},
  onDismissErrors: () => {},
  onClose: () => {},
};
const show = (props: Partial<Props>) => () => <ItemFormDialog {...base} {...props} />;
const body = () => within(document.body);
const seen = (text: string | RegExp) => waitFor(() => expect(body().getByText(text)).toBeVisible(), { timeout: 3000 });

export const AddName: Story = {
  render: show({}),
  play: async () => {
    await waitFor(() => expect(body().getByRole('heading', { name: 'Add designation' })).toBeVisible());
    await expect(body().getByLabelText(/^name/i)).toHaveFocus();
  },
};

export const EditName: Story = {
  render: show({ item: designations[0] }),
  play: async () => {
    await waitFor(() => expect(body().getByDisplayValue('Sales manager')).toBeVisible());
    await expect(body().getByRole('button', { name: 'Save changes' })).toBeVisible();
  },
};

export const Busy: Story = {
  render: show({ item: designations[0], busy: true }),
  play: async () => {
    await waitFor(() => expect(body().getByRole('button', { name: 'Save changes' })).toBeDisabled());
  },
};

const submitted = fn();
export const WarnsOfADuplicate: Story = {
  render: show({ onSubmit: submitted }),
  play: async ({ userEvent }) => {
    await userEvent.type(await body().findByLabelText(/^name/i), 'account EXECUTIVE');
    await userEvent.click(body().getByRole('button', { name: 'Add designation' }));
    await seen('Designation "account EXECUTIVE" already exists.');
    await expect(submitted).not.toHaveBeenCalled();
  },
};

export const ServerFieldError: Story = {
  render: show({ error: fieldFailure({ name: ['Designation "Team lead" already exists.'] }) }),
  play: async () => {
    await seen('Designation "Team lead" already exists.');
  },
};

export const ServerFormError: Story = {
  render: show({ error: { kind: 'network', message: 'Network Error' } }),
  play: async () => {
    await seen(/server could not be reached/);
  },
};

export const Competency: Story = {
  render: show({ list: competencyList, items: competencies, item: competencies[0] }),
  play: async () => {
    await waitFor(() => expect(body().getByDisplayValue('Integrity')).toBeVisible());
    await expect(body().getByRole('combobox', { name: /competency type/i })).toHaveTextContent('Core');
  },
};

export const StatementPicksTypeThenCompetency: Story = {
  render: show({ list: statementList, items: [] }),
  play: async ({ userEvent }) => {
    const competency = await body().findByRole('combobox', { name: 'Competency' });
    await expect(competency).toBeDisabled();
    await seen('Choose the type first.');
    await userEvent.click(body().getByRole('combobox', { name: /competency type/i }));
    await userEvent.click(await body().findByRole('option', { name: 'Leadership' }));
    await waitFor(() => expect(competency).toBeEnabled());
    // The closing select leaves the page inert for a moment.
    await waitFor(() => expect(getComputedStyle(competency).pointerEvents).not.toBe('none'));
    await userEvent.click(competency);
    const options = (await body().findAllByRole('option')).map((o) => o.textContent);
    await expect(options).toEqual(['Developing others', 'Decision making']);
  },
};

export const NothingToPickFrom: Story = {
  render: show({ list: competencyList, items: [], related: { 'competency-types': [], statements: [] } }),
  play: async () => {
    await seen(/Add a competency type first/);
  },
};

/** Issue 40: a development action for any level (level null): the form shows the empty choice and sends no level. */
export const EditDevelopmentActionAnyLevel: Story = {
  render: show({ list: developmentActionList, items: libraryActions, item: libraryActions[0] }),
  play: async () => {
    await waitFor(() => expect(body().getByDisplayValue('Keep a commitments log for a month')).toBeVisible());
    await expect(body().getByRole('combobox', { name: /proficiency level/i })).toHaveTextContent('Any level');
    await expect(body().getByRole('combobox', { name: /competency/i })).toHaveTextContent('Integrity');
  },
};

export const DevelopmentActionDuplicate: Story = {
  render: show({ list: developmentActionList, items: libraryActions, item: libraryActions[1] }),
  play: async ({ userEvent }) => {
    const title = await body().findByDisplayValue('Delegate a task you enjoy doing yourself');
    await userEvent.click(body().getByRole('combobox', { name: /competency/i }));
    await userEvent.click(await body().findByRole('option', { name: 'Integrity' }));
    // The closing select leaves the page inert for a moment.
    await waitFor(() => expect(getComputedStyle(title).pointerEvents).not.toBe('none'));
    await userEvent.clear(title);
    await userEvent.type(title, 'keep a commitments log for a month');
    await userEvent.click(body().getByRole('button', { name: 'Save changes' }));
    await seen('This competency already has an action with this title.');
  },
};
