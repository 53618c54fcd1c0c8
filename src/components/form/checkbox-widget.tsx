import { Checkbox, Flex, Text } from '@radix-ui/themes';
import { ariaDescribedByIds, descriptionId, getTemplate, schemaRequiresTrueValue, type WidgetProps } from '@rjsf/utils';

/** A boolean as a Radix Checkbox with its label beside it (FieldTemplate leaves the label to it). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, label, hideLabel, schema, uiSchema, registry, options, onChange, onBlur, rawErrors } = props;
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  const required = schemaRequiresTrueValue(schema);
  const description = options.description ?? schema.description;
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" htmlFor={id}>
        <Flex gap="2" align="center">
          <Checkbox
            id={id}
            name={htmlName || id}
            checked={value === true}
            required={required}
            disabled={disabled || readonly}
            autoFocus={autofocus}
            aria-invalid={invalid || undefined}
            aria-describedby={ariaDescribedByIds(id)}
            onCheckedChange={(checked) => onChange(checked === true)}
            onBlur={() => onBlur(id, value)}
          />
          {!hideLabel && label}
        </Flex>
      </Text>
      {!hideLabel && description && (
        <DescriptionFieldTemplate id={descriptionId(id)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
      )}
    </Flex>
  );
}
