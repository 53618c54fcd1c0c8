import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { detailFailure, fieldFailure } from '../../../machines/failure';
import { fakeFlow } from '../../testing/app-fakes.fixtures';
import { competencyList } from './competency-lists';
import { competencies } from './master.fixtures';
import { body, screenWith as show, seen, storyRoute } from './story-render';
import { TRANSLATIONS_FILE, translationsExportMachine, translationsImportMachine } from './translation-flows';
import { TranslationsDialog } from './translations-dialog';

/** The translators' sheet (issue 42): the upload dialog in each state, and the whole round on fake flows. */
const meta = { title: 'Master/Translations dialog', parameters: storyRoute } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};
const refused = {
  ...fieldFailure({ non_field_errors: ['2 rows have problems; nothing was imported.'] }),
  data: {
    rows: [
      { row: 4, field: 'id', message: 'Must be the id the export gave.' },
      { row: 9, field: 'de', message: 'Ensure this field has no more than 150 characters.' },
    ],
  },
};

export const ChooseAFile: Story = {
  render: () => <TranslationsDialog busy={false} error={null} onUpload={noop} onDismissErrors={noop} onClose={noop} />,
  play: async () => {
    await seen('Upload translations');
    await seen('No file chosen');
    await expect(body().getByRole('button', { name: 'Upload' })).toBeDisabled();
  },
};

export const Uploading: Story = {
  render: () => <TranslationsDialog busy error={null} onUpload={noop} onDismissErrors={noop} onClose={noop} />,
  play: async () => {
    await seen('Upload translations');
    await expect(body().getByRole('button', { name: 'Choose file…' })).toBeDisabled();
  },
};

export const RowsRefused: Story = {
  render: () => <TranslationsDialog busy={false} error={refused} onUpload={noop} onDismissErrors={noop} onClose={noop} />,
  play: async () => {
    await seen('2 rows have problems; nothing was imported.');
    await expect(body().getByRole('rowheader', { name: '9' })).toBeVisible();
    // A language column is named by the language, as the sheet's header would be read.
    await seen('Deutsch');
  },
};

/** The same refusal for a German-speaking HR: the dialog's words from locales/de/master.json. */
export const RowsRefusedInGerman: Story = {
  parameters: { language: 'de' },
  render: () => <TranslationsDialog busy={false} error={refused} onUpload={noop} onDismissErrors={noop} onClose={noop} />,
  play: async () => {
    await seen('Übersetzungen hochladen');
    await seen(/Die englische Spalte wird nicht gelesen/);
    await expect(body().getByRole('columnheader', { name: 'Zeile' })).toBeVisible();
    await expect(body().getByRole('button', { name: 'Hochladen' })).toBeDisabled();
  },
};

/** From the competencies' header: download the sheet, then upload it back and read how many texts changed. */
export const DownloadThenUpload: Story = {
  render: show({
    list: competencyList,
    rows: competencies,
    flows: {
      translations: {
        export: fakeFlow(translationsExportMachine, async () => TRANSLATIONS_FILE),
        import: fakeFlow(translationsImportMachine, async () => ({ rows: 24, changed: 3 })),
      },
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Translations' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Download for translators (XLSX)' }));
    await seen('Sheet for translators ready');

    await userEvent.click(await canvas.findByRole('button', { name: 'Translations' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Upload translations…' }));
    const sheet = new File(['kind,id,en,de\ncompetency,11,Integrity,Integrität\n'], 'translations.csv', { type: 'text/csv' });
    await userEvent.upload(await body().findByLabelText('Translations file'), sheet);
    await userEvent.click(body().getByRole('button', { name: 'Upload' }));
    await seen('Translations uploaded');
    await seen('Changed the translations of 3 texts (24 rows read).');
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/** Someone who reads the lists but may not change them: the sheet to download, no upload. */
export const ReaderOnlyDownloads: Story = {
  render: show({ list: competencyList, rows: competencies, editable: false }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Translations' }));
    await seen('Download for translators (XLSX)');
    await expect(body().queryByRole('menuitem', { name: /Upload translations/ })).toBeNull();
  },
};

/** A download the server refuses: said above the list until dismissed. */
export const DownloadFails: Story = {
  render: show({
    list: competencyList,
    rows: competencies,
    flows: {
      translations: {
        export: fakeFlow(translationsExportMachine, () => Promise.reject(detailFailure(403, 'You do not have permission to perform this action.'))),
      },
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Translations' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Download for translators (XLSX)' }));
    await seen('The sheet for translators could not be downloaded.');
    await userEvent.click(await canvas.findByRole('button', { name: /dismiss/i }));
    await expect(canvas.queryByText('The sheet for translators could not be downloaded.')).toBeNull();
  },
};
