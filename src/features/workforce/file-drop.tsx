import { useRef, useState } from 'react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { FileIcon, UploadIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { decimal } from '../../i18n/format';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface FileDropProps {
  file: File | null;
  onFile(file: File): void;
  disabled?: boolean;
}

/** Choose a CSV or XLSX file, or drop it on the box. */
export function FileDrop({ file, onFile, disabled = false }: FileDropProps) {
  const { t } = useTranslation('workforce');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <Flex
      className="file-drop"
      data-over={over}
      direction="column"
      align="center"
      gap="2"
      p="5"
      style={{ textAlign: 'center' }}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const dropped = e.dataTransfer.files[0];
        if (dropped && !disabled) onFile(dropped);
      }}
    >
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        aria-label={t('fileDrop.label')}
        hidden
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) onFile(chosen);
          e.target.value = '';
        }}
      />
      {file ? (
        <Flex align="center" gap="2">
          <FileIcon aria-hidden="true" />
          <Text size="2" weight="medium">
            <bdi>{file.name}</bdi>
          </Text>
          <Text size="2" color="gray">
            {file.size < 1024 * 1024
              ? t('fileDrop.kilobytes', { size: Math.max(1, Math.round(file.size / 1024)) })
              : t('fileDrop.megabytes', { size: decimal(file.size / 1024 / 1024, 1) })}
          </Text>
        </Flex>
      ) : (
        <>
          <Text color="gray" asChild>
            <UploadIcon width="24" height="24" aria-hidden="true" />
          </Text>
          <Text size="2" color="gray">
            {t('fileDrop.drop')}
          </Text>
        </>
      )}
      {/* Focused when the dialog opens: choosing the file is what the person came for. */}
      <Button autoFocus variant={file ? 'soft' : 'surface'} size="2" disabled={disabled} onClick={() => input.current?.click()}>
        {file ? t('fileDrop.chooseAnother') : t('fileDrop.choose')}
      </Button>
    </Flex>
  );
}
