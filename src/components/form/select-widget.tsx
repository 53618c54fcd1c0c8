import { Select } from '@radix-ui/themes';
import {
  ariaDescribedByIds,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  type WidgetProps,
} from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

// Radix Select items cannot carry an empty value; this one stands for "no choice".
const NONE = '__none__';

/** A single choice from `enum` or `oneOf` consts; an optional field offers an empty choice. */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, options, value, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, rawErrors } = props;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const { t } = useTranslation();
  const selected = enumOptionSelectedValue(value, enumOptions, false, format, '') as string;
  const invalid = (rawErrors?.length ?? 0) > 0;

  const handleChange = (next: string) => onChange(next === NONE ? emptyValue : enumOptionValueDecoder(next, enumOptions, format, emptyValue));

  return (
    <Select.Root
      value={selected}
      onValueChange={handleChange}
      disabled={disabled || readonly}
      required={required}
      name={htmlName || id}
      size="3"
      onOpenChange={(open) => !open && onBlur(id, value)}
    >
      <Select.Trigger
        id={id}
        placeholder={placeholder || t('form.select')}
        autoFocus={autofocus}
        className={invalid ? 'rf-invalid' : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
      />
      <Select.Content position="popper">
        {!required && <Select.Item value={NONE}>{placeholder || t('form.none')}</Select.Item>}
        {enumOptions.map((option, index) => (
          <Select.Item key={String(option.value)} value={enumOptionValueEncoder(option.value, index, format)} disabled={enumDisabled?.includes(option.value)}>
            {option.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
