import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { IconButton, TextField } from '@radix-ui/themes';
import { EyeClosedIcon, EyeOpenIcon } from '@radix-ui/react-icons';
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/** Text, email, password and number inputs as a Radix TextField; passwords get a show/hide toggle. */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    value,
    readonly,
    disabled,
    autofocus,
    placeholder,
    required,
    onBlur,
    onFocus,
    onChange,
    onChangeOverride,
    options,
    schema,
    rawErrors,
    type,
  } = props;
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const inputProps = getInputProps(schema, type, options);
  const isPassword = inputProps.type === 'password';
  const isNumber = inputProps.type === 'number' || inputProps.type === 'integer';
  const inputValue = isNumber ? (value || value === 0 ? value : '') : (value ?? '');
  const invalid = (rawErrors?.length ?? 0) > 0;
  const inputMode = typeof options.inputMode === 'string' ? options.inputMode : undefined;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? options.emptyValue : event.target.value);

  return (
    <TextField.Root
      {...inputProps}
      type={(isPassword && revealed ? 'text' : inputProps.type) as TextField.RootProps['type']}
      id={id}
      name={htmlName || id}
      value={inputValue}
      placeholder={placeholder}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      inputMode={inputMode as TextField.RootProps['inputMode']}
      size="3"
      className={invalid ? 'rf-invalid' : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
      onChange={onChangeOverride || handleChange}
      onBlur={(e: FocusEvent<HTMLInputElement>) => onBlur(id, e.target.value)}
      onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value)}
    >
      {isPassword && (
        <TextField.Slot side="right">
          <IconButton
            type="button"
            variant="ghost"
            color="gray"
            size="1"
            aria-label={revealed ? t('form.hidePassword') : t('form.showPassword')}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((r) => !r)}
            disabled={disabled}
          >
            {revealed ? <EyeClosedIcon /> : <EyeOpenIcon />}
          </IconButton>
        </TextField.Slot>
      )}
    </TextField.Root>
  );
}
