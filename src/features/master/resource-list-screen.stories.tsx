import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { detailFailure } from '../../../machines/failure';
import { competencyList, competencyTypeList, statementList } from './competency-lists';
import { developmentActionList } from './development-action-list';
import { platformLists } from './named-lists';
import { screenWith as show, storyRoute } from './story-render';
import {
  companyTypes,
  competencies,
  competencyTypes,
  designations,
  fakeResource,
  libraryActions,
  manyDesignations,
  resourceState,
  statements,
} from './master.fixtures';

// Descriptors, machines and snapshots are not serialisable args: each story renders its own.
const meta = { title: 'Master/List screen', parameters: storyRoute } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { render: show({ flows: { resource: fakeResource({ rows: [], loading: true }) } }) };

export const LoadFailed: Story = {
  render: show({ flows: { resource: fakeResource({ rows: [], loadError: { kind: 'network', message: 'Network Error' } }) } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The designations could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Empty: Story = {
  render: show({ rows: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No designations yet')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /add designation/i }).length).toBe(2);
  },
};

export const EmptyCompetencies: Story = {
  render: show({ list: competencyList, rows: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No competencies yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /load starter library/i })).toBeVisible();
  },
};

export const Ready: Story = {
  render: show({}),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Account executive')).toBeVisible();
    await expect(canvas.getByText('6 designations')).toBeVisible();
    // Sorted by name: "Account executive" comes first.
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Account executive');
  },
};

export const Competencies: Story = {
  render: show({ list: competencyList, rows: competencies }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Integrity')).toBeVisible();
    await expect(canvas.getAllByText('Leadership').length).toBeGreaterThan(0);
  },
};

export const CompetencyTypesWithCounts: Story = { render: show({ list: competencyTypeList, rows: competencyTypes }) };

export const Statements: Story = { render: show({ list: statementList, rows: statements }) };

/** Issue 40: the development action library, beside the competencies; a level or any level. */
export const DevelopmentActions: Story = {
  render: show({ list: developmentActionList, rows: libraryActions }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Keep a commitments log for a month')).toBeVisible();
    await expect(canvas.getByText('Any level')).toBeVisible();
    await expect(canvas.getByText('Intermediate')).toBeVisible();
    await expect(canvas.getAllByText('Integrity').length).toBeGreaterThan(0);
  },
};

export const FiveThousandRows: Story = {
  render: show({ rows: manyDesignations }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('5,000 designations')).toBeVisible();
    // Windowed: only the rows in view are in the page.
    await expect(canvas.getAllByRole('row').length).toBeLessThan(80);
    await userEvent.type(canvas.getByRole('searchbox'), '4999');
    await expect(await canvas.findByText('1 of 5,000 designations')).toBeVisible();
    await expect(canvas.getByText('Designation 4999')).toBeVisible();
  },
};

export const SearchFindsNothing: Story = {
  render: show({ initialSearch: 'astronaut' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No designations match/)).toBeVisible();
  },
};

export const ReadOnlyPlatformList: Story = {
  render: show({ list: platformLists[0]!, rows: companyTypes, editable: false }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Read-only')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /add company type/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^edit /i })).toBeNull();
  },
};

export const Refetching: Story = {
  render: show({
    flows: { resource: fakeResource({ rows: designations, loading: true }), resourceSnapshot: resourceState('refetching', { items: designations }) },
  }),
};

export const RefreshFailed: Story = {
  render: show({
    flows: { resourceSnapshot: resourceState('refreshFailed', { items: designations, error: { kind: 'timeout', message: 'timeout exceeded' } }) },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your change was saved, but the list could not be refreshed.')).toBeVisible();
  },
};

export const Forbidden: Story = {
  render: show({ flows: { resource: fakeResource({ rows: [], loadError: detailFailure(403, 'You do not have permission to perform this action.') }) } }),
};
