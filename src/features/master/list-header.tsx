import type { ReactNode } from 'react';
import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import { LockClosedIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ListDescriptor } from './list-descriptor';

/** The list's title, what it is for, and its actions; a read-only list says so. */
export function ListHeader({ list, editable, actions }: { list: ListDescriptor; editable: boolean; actions?: ReactNode }) {
  const { t } = useTranslation('master');
  return (
    <Flex justify="between" align="start" gap="4" wrap="wrap" mb="4">
      <Flex direction="column" gap="1" style={{ flex: '1 1 320px' }}>
        <Flex align="center" gap="2" wrap="wrap">
          <Heading as="h2" size="5">
            {t(`lists.${list.key}.title`)}
          </Heading>
          {!editable && (
            <Badge color="gray" variant="soft">
              <LockClosedIcon /> {t('header.readOnly')}
            </Badge>
          )}
        </Flex>
        <Text size="2" color="gray">
          {t(`lists.${list.key}.description`)}
          {!editable && list.scope === 'platform' && t('header.operatorMaintains')}
        </Text>
      </Flex>
      {actions && (
        <Flex gap="2" align="center">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
