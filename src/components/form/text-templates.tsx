import { Heading, Text } from '@radix-ui/themes';
import { helpId, type DescriptionFieldProps, type FieldHelpProps, type TitleFieldProps } from '@rjsf/utils';

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  if (!description) return null;
  return (
    <Text as="div" size="1" color="gray" id={id}>
      {description}
    </Text>
  );
}

export function TitleFieldTemplate({ id, title, required }: TitleFieldProps) {
  return (
    <Heading as="h3" size="3" id={id}>
      {title}
      {required && (
        <Text color="red" aria-hidden="true">
          {' '}
          *
        </Text>
      )}
    </Heading>
  );
}

export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <Text as="div" size="1" color="gray" id={helpId(fieldPathId)}>
      {help}
    </Text>
  );
}
