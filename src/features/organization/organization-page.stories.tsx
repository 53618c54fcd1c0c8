import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { detailFailure } from '../../../machines/failure';
import { bigOrganization, fakeOrganization, fakePersonDetails } from './organization.fixtures';
import { row, rows } from './story-helpers';
import { show, storyParameters } from './story-render';

/** The organization screen in each state of its load (loading, failed, loaded), searching and selecting. */
const meta = { title: 'Organization/Organization page', parameters: storyParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: show({ flows: { machine: fakeOrganization({ loading: true }) } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the organization');
  },
};

export const LoadFailed: Story = {
  render: show({ flows: { machine: fakeOrganization({ loadError: { kind: 'network', message: 'Network Error' } }) } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The organization could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  render: show({ flows: { machine: fakeOrganization({ loadError: detailFailure(403, 'You do not have permission to perform this action.') }) } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You do not have permission to perform this action.')).toBeVisible();
  },
};

export const Empty: Story = {
  render: show({ flows: { machine: fakeOrganization({ nodes: [] }) } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No employees yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add or import employees' })).toHaveAttribute('href', '/portrayal/admin/workforce');
  },
};

export const Ready: Story = {
  render: show(),
  play: async ({ canvas }) => {
    // The top level is open: the chief executive and her four direct reports.
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    await expect(canvas.getByText('18 people')).toBeVisible();
    await expect(canvas.getByText('Select a person in the tree to see their details.')).toBeVisible();
  },
};

export const SelectPerson: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    await userEvent.click(row(canvas, 'Daniel Okafor'));
    const details = within(canvas.getByRole('region', { name: 'Daniel Okafor' }));
    await expect(details.getByText('NW-0002')).toBeVisible();
    await expect(details.getByText('Engineering')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Maria Lopez' })).toBeVisible();
    await expect(row(canvas, 'Daniel Okafor')).toHaveAttribute('aria-selected', 'true');
  },
};

export const ExpandAndCollapseAll: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    // Everyone is drawn open, down to the fourth level (as many rows as the box shows).
    await waitFor(() => expect(row(canvas, 'Aiko Tanaka')).toHaveAttribute('aria-level', '4'));
    await expect(row(canvas, 'Priya Nair')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await expect(rows(canvas)[0]).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Keyboard: Story = {
  render: show(),
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    // Arrows move through the people and the details follow; right opens a team.
    canvas.getByRole('tree', { name: 'Organization tree' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Daniel Okafor' })).toBeVisible());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(row(canvas, 'Priya Nair')).toBeVisible());
    await expect(row(canvas, 'Daniel Okafor')).toHaveAttribute('aria-expanded', 'true');
  },
};

export const PersonSelected: Story = {
  render: show({ initialSelection: '12' }),
  play: async ({ canvas, userEvent }) => {
    // Opened down to Grace Kim; her manager is a link that selects him in the tree.
    await waitFor(() => expect(row(canvas, 'Grace Kim')).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(within(canvas.getByRole('region', { name: 'Grace Kim' })).getByRole('button', { name: 'Tomás García' }));
    await waitFor(() => expect(row(canvas, 'Tomás García')).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('region', { name: 'Tomás García' })).toHaveTextContent('Direct reports2');
  },
};

export const Searching: Story = {
  render: show({ initialSearch: 'rossi' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 of 18 people match')).toBeVisible();
    // The matches and the managers above them; the matched text is marked.
    await waitFor(() => expect(rows(canvas).map((r) => r.getAttribute('aria-level'))).toEqual(['1', '2', '2', '3']));
    await expect(canvas.getAllByText('Rossi', { selector: 'mark' })).toHaveLength(2);
    await expect(canvas.getByText('Clear the search to move people.')).toBeVisible();
  },
};

export const SearchThenClear: Story = {
  render: show({ initialSearch: 'grace' }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await waitFor(() => row(canvas, 'Grace Kim')));
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search people' }));
    // The whole tree again, opened down to the person picked from the results.
    await waitFor(() => expect(row(canvas, 'Grace Kim')).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByText('18 people')).toBeVisible();
  },
};

export const SearchFindsNobody: Story = {
  render: show({ initialSearch: 'astronaut' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No one of 18 people matches')).toBeVisible();
  },
};

const big = bigOrganization(10_000);

/** The selected person's email and number are read when they are selected. */
export const PersonDetailsShown: Story = {
  render: show({ initialSelection: '3' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('sofia.rossi@northwind.example')).toBeVisible();
    await expect(canvas.getByText('442079460003')).toBeVisible();
  },
};

export const PersonDetailsLoading: Story = {
  render: show({ initialSelection: '3', flows: { machine: fakeOrganization(), details: fakePersonDetails({ loading: true }) } }),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Loading…')).length).toBe(2);
  },
};

export const PersonDetailsFailed: Story = {
  render: show({
    initialSelection: '3',
    flows: { machine: fakeOrganization(), details: fakePersonDetails({ failure: { kind: 'network', message: 'Network Error' } }) },
  }),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText(/Could not be loaded/)).length).toBe(2);
  },
};

export const TenThousandPeople: Story = {
  render: show({ flows: { machine: fakeOrganization({ nodes: big }), details: fakePersonDetails({ nodes: big }) } }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('10,000 people')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    // Virtualised: a screenful of rows in the page, not ten thousand.
    await waitFor(() => expect(rows(canvas).length).toBeGreaterThan(5));
    await expect(rows(canvas).length).toBeLessThan(40);
  },
};

export const Phone: Story = {
  render: show({ initialSelection: '3' }),
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/** The tree and its toolbar in German. Last in the file, so the switch to German cannot leak into a story after it. */
export const German: Story = {
  render: show(),
  parameters: { language: 'de' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    await expect(await canvas.findByText('18 Personen')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Alle aufklappen' })).toBeVisible();
  },
};
