import { useTranslation } from 'react-i18next';
import { IMPORT_LIMITS } from '../../../schemas/competency-library';
import { count } from '../../i18n/format';
import { SheetUploadDialog, type SheetUploadDialogProps } from './sheet-upload-dialog';

/** The competency library from a CSV or XLSX file: types, competencies and statements it does not have yet. */
export function ImportDialog(props: SheetUploadDialogProps) {
  const { t } = useTranslation('master');
  return (
    <SheetUploadDialog
      {...props}
      words={{
        title: t('importDialog.title'),
        description: t('importDialog.description', { rows: count(IMPORT_LIMITS.rows), megabytes: IMPORT_LIMITS.fileBytes / 1024 / 1024 }),
        fileLabel: t('importDialog.fileLabel'),
        submit: t('importDialog.import'),
        columnTitles: {
          type: t('columns.type'),
          competency: t('columns.competency'),
          definition: t('columns.definition'),
          statement: t('columns.statement'),
        },
      }}
    />
  );
}
