import { useMemo, useState, type ReactNode } from 'react';
import { Box, Callout, Dialog, Flex, IconButton } from '@radix-ui/themes';
import { Cross2Icon, InfoCircledIcon } from '@radix-ui/react-icons';
import type { CustomValidator, FormValidation } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import type { ResourceRow, ResourceValues } from '../../../machines/resource.machine';
import { SchemaForm } from '../../components/form';
import { duplicateOf } from './duplicate-check';
import type { ListDescriptor, Related } from './list-descriptor';

interface ItemFormDialogProps {
  list: ListDescriptor;
  /** The item being edited; none to add one. */
  item?: ResourceRow | null;
  /** The loaded list, to warn of a duplicate before sending. */
  items: readonly ResourceRow[];
  related: Related;
  busy: boolean;
  /** The server's answer to this form's last attempt. */
  error: Failure | null;
  /** A save refused as stale (412): who changed it, when, and Reload; in place of the form's own errors. */
  stale?: ReactNode;
  onSubmit(values: ResourceValues): void;
  onDismissErrors(): void;
  onClose(): void;
}

const valuesOf = (item: ResourceRow | null | undefined): ResourceValues => {
  if (!item) return {};
  // The row's id and archive stamp are the server's: the form edits, and sends, only its fields.
  const { id: _id, archived_at: _archived, ...values } = item as ResourceRow & { archived_at?: unknown };
  // A null field (a library action's "any level") is the form's empty choice.
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
};

/** Add or edit one item of any list: its rjsf form in a dialog, errors at their fields. */
export function ItemFormDialog({ list, item, items, related, busy, error, stale, onSubmit, onDismissErrors, onClose }: ItemFormDialogProps) {
  const { t } = useTranslation('master');
  const [values, setValues] = useState<ResourceValues>(() => valuesOf(item));
  const { schema, uiSchema } = useMemo(() => list.form(related, values), [list, related, values]);
  const blocked = list.prerequisite?.(related) ?? null;
  const editing = Boolean(item);

  const customValidate: CustomValidator<Partial<ResourceValues>> = (data, errors) => {
    if (data && duplicateOf(items, data, list.unique, item?.id ?? undefined)) {
      (errors as FormValidation & Record<string, FormValidation>)[list.unique.field]?.addError(list.unique.message(data));
    }
    return errors;
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="540px" aria-describedby={undefined}>
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>{editing ? t(`lists.${list.key}.edit`) : t(`lists.${list.key}.add`)}</Dialog.Title>
          <Dialog.Close disabled={busy}>
            <IconButton variant="ghost" color="gray" aria-label={t('itemDialog.close')}>
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        {blocked ? (
          <Callout.Root color="amber" mt="2">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>{blocked}</Callout.Text>
          </Callout.Root>
        ) : (
          <Box mt="4">
            {stale && <Box mb="3">{stale}</Box>}
            <SchemaForm<ResourceValues>
              key={item?.id ?? 'new'}
              idPrefix={`${list.key}-form`}
              schema={schema}
              uiSchema={uiSchema}
              formData={values}
              onChange={(next) => {
                const adjusted = list.adjust?.(next, related) ?? next;
                setValues(adjusted);
                return adjusted;
              }}
              customValidate={customValidate}
              onSubmit={onSubmit}
              busy={busy}
              serverErrors={error}
              onDismissErrors={onDismissErrors}
              submitText={editing ? t('itemDialog.save') : t(`lists.${list.key}.add`)}
            />
          </Box>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
