import type { ChangeEvent, FocusEvent } from 'react';
import { TextArea } from '@radix-ui/themes';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';

export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, placeholder, required, onBlur, onFocus, onChange, options, rawErrors } = props;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const rows = typeof options.rows === 'number' ? options.rows : 4;
  return (
    <TextArea
      id={id}
      name={htmlName || id}
      value={value ?? ''}
      rows={rows}
      size="3"
      placeholder={placeholder}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      className={invalid ? 'rf-invalid' : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e: FocusEvent<HTMLTextAreaElement>) => onBlur(id, e.target.value)}
      onFocus={(e: FocusEvent<HTMLTextAreaElement>) => onFocus(id, e.target.value)}
    />
  );
}
