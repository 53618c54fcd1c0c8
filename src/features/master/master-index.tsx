import { Box, Select, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import type { ListDescriptor } from './list-descriptor';
import { SECTIONS } from './master-lists';

const pathOf = (list: ListDescriptor) => `/portrayal/admin/master/${list.key}`;

/** Every list, grouped: a column of links beside the table, a select on a phone. */
export function MasterIndex({ lists, current }: { lists: readonly ListDescriptor[]; current: ListDescriptor }) {
  const { t } = useTranslation('master');
  const navigate = useNavigate();
  const sections = SECTIONS.map((key) => ({ key, title: t(`sections.${key}`), lists: lists.filter((l) => l.section === key) })).filter(
    (s) => s.lists.length > 0,
  );
  return (
    <>
      <Box display={{ initial: 'none', md: 'block' }} asChild>
        <nav aria-label={t('index.label')}>
          {sections.map((section) => (
            <Box key={section.key} mb="4">
              <Text as="div" size="1" weight="bold" color="gray" mb="1" ml="3" style={{ textTransform: 'uppercase', letterSpacing: '0.04em' }}>
                {section.title}
              </Text>
              <ul className="master-index">
                {section.lists.map((list) => (
                  <li key={list.key}>
                    <NavLink to={pathOf(list)} className="master-index-link">
                      {t(`lists.${list.key}.title`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </Box>
          ))}
        </nav>
      </Box>
      <Box display={{ initial: 'block', md: 'none' }} mb="4">
        <Select.Root value={current.key} onValueChange={(key) => navigate(`/portrayal/admin/master/${key}`)}>
          <Select.Trigger aria-label={t('index.selectLabel')} style={{ width: '100%' }} />
          <Select.Content position="popper">
            {sections.map((section) => (
              <Select.Group key={section.key}>
                <Select.Label>{section.title}</Select.Label>
                {section.lists.map((list) => (
                  <Select.Item key={list.key} value={list.key}>
                    {t(`lists.${list.key}.title`)}
                  </Select.Item>
                ))}
              </Select.Group>
            ))}
          </Select.Content>
        </Select.Root>
      </Box>
    </>
  );
}
