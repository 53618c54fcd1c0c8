import { CheckboxGroup } from '@radix-ui/themes';
import { ariaDescribedByIds, enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';

/**
 * Several choices of a list (an array of unique `oneOf` consts: competencies, languages) as Radix checkboxes in
 * columns. The form's theme has single choices only; rjsf's own checkboxes are unstyled HTML.
 */
export function ChecklistWidget(props: WidgetProps) {
  const { id, options, value, disabled, readonly, onChange, onBlur, rawErrors, label } = props;
  const { enumOptions = [], emptyValue } = options;
  const chosen = (enumOptionsIndexForValue(value ?? [], enumOptions, true) as string[]) ?? [];
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <CheckboxGroup.Root
      id={id}
      size="2"
      value={chosen}
      disabled={disabled || readonly}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onValueChange={(next) => onChange(enumOptionsValueForIndex(next, enumOptions, emptyValue))}
      onBlur={() => onBlur(id, value)}
      className="coaching-checklist"
    >
      {enumOptions.map((option, index) => (
        <CheckboxGroup.Item key={String(option.value)} value={String(index)}>
          {option.label}
        </CheckboxGroup.Item>
      ))}
    </CheckboxGroup.Root>
  );
}
