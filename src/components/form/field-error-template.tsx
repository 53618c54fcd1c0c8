import { Flex, Text } from '@radix-ui/themes';
import { CrossCircledIcon } from '@radix-ui/react-icons';
import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** One message per field, the first. */
export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  const first = errors.find((e) => !!e);
  if (!first) return null;
  return (
    <Text as="div" size="2" color="red" id={errorId(fieldPathId)}>
      <Flex gap="1" align="start">
        <CrossCircledIcon aria-hidden="true" style={{ flexShrink: 0, marginTop: 3 }} />
        <span>{first}</span>
      </Flex>
    </Text>
  );
}
