import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fieldFailure } from '../../../machines/failure';
import { ImportDialog } from './import-dialog';

const meta = { title: 'Master/Import dialog', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};
const body = () => within(document.body);
const seen = (text: string | RegExp) => waitFor(() => expect(body().getByText(text)).toBeVisible(), { timeout: 3000 });

export const ChooseAFile: Story = {
  render: () => <ImportDialog busy={false} error={null} onUpload={noop} onDismissErrors={noop} onClose={noop} />,
  play: async () => {
    await seen('No file chosen');
    await expect(body().getByRole('button', { name: 'Import' })).toBeDisabled();
  },
};

export const Importing: Story = {
  render: () => <ImportDialog busy error={null} onUpload={noop} onDismissErrors={noop} onClose={noop} />,
};

export const RowsRefused: Story = {
  render: () => (
    <ImportDialog
      busy={false}
      onUpload={noop}
      onDismissErrors={noop}
      onClose={noop}
      error={{
        ...fieldFailure({ non_field_errors: ['3 rows have problems; nothing was imported.'] }),
        data: {
          rows: [
            { row: 3, field: 'type', message: 'This field may not be blank.' },
            { row: 7, field: 'definition', message: 'A competency needs its definition.' },
            { row: 12, field: 'competency', message: 'Ensure this field has no more than 150 characters.' },
          ],
        },
      }}
    />
  ),
  play: async () => {
    await seen('3 rows have problems; nothing was imported.');
    await seen('A competency needs its definition.');
    await expect(body().getByRole('rowheader', { name: '12' })).toBeVisible();
  },
};

export const FileRefused: Story = {
  render: () => (
    <ImportDialog
      busy={false}
      onUpload={noop}
      onDismissErrors={noop}
      onClose={noop}
      error={fieldFailure({ file: ['The first row must name the columns type, competency, definition, statement (found: name, title).'] })}
    />
  ),
  play: async () => {
    await seen(/File: The first row must name the columns/);
  },
};
