import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex } from '@radix-ui/themes';
import type { IChangeEvent } from '@rjsf/core';
import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Failure } from '../../../machines/failure';
import { failureSummary } from '../../lib/error-messages';
import { FailureCallout } from '../failure-callout';
import type { FormContext } from './form-context';
import { fieldNames, fieldTitles, toExtraErrors } from './server-errors';
import { SubmitButtonView } from './submit-button';
import { ThemedForm } from './theme';
import { translateSchema, translateUiSchema } from './translate-schema';
import { transformErrors, validator } from './validator';
import './form.css';

interface SchemaFormProps<T> {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  /** Initial values; remount the form (a new `key`) to start over with others. */
  formData?: Partial<T>;
  onSubmit: (data: T) => void;
  /** May return the data rewritten (e.g. digits only) as the person types. */
  onChange?: (data: Partial<T>) => Partial<T> | void;
  busy?: boolean;
  /** The last failed request: field errors go to their fields, the rest above the submit button. */
  serverErrors?: Failure | null;
  onDismissErrors?: () => void;
  submitText?: string;
  /** Checks beyond the schema, shown at the field before anything is sent (e.g. a duplicate name). */
  customValidate?: CustomValidator<Partial<T>>;
  /** Below the submit button: links such as "Forgot your password?". */
  footer?: ReactNode;
  id?: string;
  /** Prefix of the field ids ("root" by default): two forms on one page need their own. */
  idPrefix?: string;
}

export function SchemaForm<T extends object>(props: SchemaFormProps<T>) {
  const {
    schema: source,
    uiSchema: sourceUi,
    formData,
    onSubmit,
    onChange,
    busy = false,
    serverErrors = null,
    onDismissErrors,
    submitText,
    customValidate,
    footer,
    id,
    idPrefix,
  } = props;
  // The forms catalogue of the reader's language first (the form waits for it), then the schema in its words.
  const { i18n } = useTranslation('forms');
  const schema = useMemo(() => translateSchema(source, i18n.language), [source, i18n.language]);
  const uiSchema = useMemo(() => translateUiSchema(sourceUi, i18n.language), [sourceUi, i18n.language]);
  const [data, setData] = useState<Partial<T> | undefined>(formData);
  const [attempted, setAttempted] = useState(false);
  // Server field errors vanish from a field once the person edits it ("fixed").
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [errorsSeen, setErrorsSeen] = useState(serverErrors);
  if (errorsSeen !== serverErrors) {
    setErrorsSeen(serverErrors);
    setEdited(new Set());
  }

  const fields = useMemo(() => fieldNames(schema), [schema]);
  const titles = useMemo(() => fieldTitles(schema), [schema]);
  const extraErrors = useMemo(() => toExtraErrors(serverErrors, fields, edited), [serverErrors, fields, edited]);
  const summary = serverErrors ? failureSummary(serverErrors, fields, titles) : [];
  const formContext: FormContext = { busy, submitText };

  const handleChange = ({ formData: next }: IChangeEvent<Partial<T>>) => {
    const rewritten = (onChange?.(next ?? {}) ?? next) as Partial<T>;
    const changed = fields.filter((f) => !Object.is((rewritten as Record<string, unknown>)?.[f], (data as Record<string, unknown>)?.[f]));
    if (changed.length > 0) setEdited((prev) => new Set([...prev, ...changed]));
    setData(rewritten);
  };

  const handleSubmit = ({ formData: submitted }: IChangeEvent<Partial<T>>) => {
    if (busy) return;
    setAttempted(true);
    onSubmit(submitted as T);
  };

  return (
    <ThemedForm
      id={id}
      idPrefix={idPrefix}
      schema={schema}
      uiSchema={uiSchema}
      formData={data}
      formContext={formContext}
      validator={validator}
      transformErrors={transformErrors}
      customValidate={customValidate}
      extraErrors={extraErrors}
      liveValidate={attempted ? 'onChange' : false}
      showErrorList="top"
      noHtml5Validate
      focusOnFirstError
      // A choice list must not quietly preselect its first option.
      experimental_defaultFormStateBehavior={{ constAsDefaults: 'skipOneOf' }}
      onChange={handleChange}
      onSubmit={handleSubmit}
      onError={() => setAttempted(true)}
    >
      <Flex direction="column" gap="3" mt="5">
        <FailureCallout lines={summary} onDismiss={onDismissErrors} />
        <SubmitButtonView busy={busy} text={submitText} />
        {footer}
      </Flex>
    </ThemedForm>
  );
}
