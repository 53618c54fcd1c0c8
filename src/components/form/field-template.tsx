import { Flex, Text } from '@radix-ui/themes';
import { getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';

/** Label (with a required mark), description, the widget, then its error and help. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel, registry, uiSchema, schema } = props;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  if (hidden) return <div hidden>{children}</div>;
  // A checkbox carries its own label beside the box.
  const isCheckbox = uiOptions.widget === 'checkbox' || schema.type === 'boolean';
  const showLabel = displayLabel && !isCheckbox && label;
  return (
    <WrapIfAdditionalTemplate {...props}>
      <Flex direction="column" gap="1" className="rf-field">
        {showLabel && (
          <Text as="label" htmlFor={id} size="2" weight="medium">
            {label}
            {required && (
              <Text color="red" aria-hidden="true">
                {' '}
                *
              </Text>
            )}
          </Text>
        )}
        {displayLabel && !isCheckbox && description}
        {children}
        {errors}
        {help}
      </Flex>
    </WrapIfAdditionalTemplate>
  );
}
