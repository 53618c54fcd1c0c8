import { useTranslation } from 'react-i18next';
import { TRANSLATED_LANGUAGES, TRANSLATION_IMPORT_LIMITS } from '../../../schemas/content-translations';
import { LANGUAGE_NAMES } from '../../../schemas/language';
import { count } from '../../i18n/format';
import { SheetUploadDialog, type SheetUploadDialogProps } from './sheet-upload-dialog';

/** The translators' sheet back: every translation it holds, or nothing and every row's problem. */
export function TranslationsDialog(props: SheetUploadDialogProps) {
  const { t } = useTranslation('master');
  return (
    <SheetUploadDialog
      {...props}
      words={{
        title: t('translations.dialog.title'),
        description: t('translations.dialog.description', {
          rows: count(TRANSLATION_IMPORT_LIMITS.rows),
          megabytes: TRANSLATION_IMPORT_LIMITS.fileBytes / 1024 / 1024,
        }),
        fileLabel: t('translations.dialog.fileLabel'),
        submit: t('translations.dialog.upload'),
        columnTitles: {
          kind: t('translations.columns.kind'),
          id: t('translations.columns.id'),
          ...Object.fromEntries(TRANSLATED_LANGUAGES.map((l) => [l, LANGUAGE_NAMES[l]])),
        },
      }}
    />
  );
}
