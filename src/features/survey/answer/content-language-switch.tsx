import { useId } from 'react';
import { Flex, Select, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES } from '../../../../schemas/language';
import { useAnswerActor } from './answer-actor';
import { chooseContentLanguage } from './content-language';

/**
 * The languages the survey offers, each by its own name: picking one asks the sheet again in it (answers stay, they
 * are kept by question). Nothing when the survey offers one language.
 */
export function ContentLanguageSwitch() {
  const { t } = useTranslation('survey');
  const label = useId();
  const actor = useAnswerActor();
  const languages = useSelector(actor, (s) => s.context.sheet?.languages);
  const language = useSelector(actor, (s) => s.context.sheet?.language);
  if (!language || !languages || languages.length < 2) return null;
  return (
    <Flex align="center" justify="end" gap="2" mb="3">
      <Text as="span" size="2" color="gray" id={label}>
        {t('contentLanguage.label')}
      </Text>
      <Select.Root value={language} onValueChange={(value) => isLanguage(value) && chooseContentLanguage(value)}>
        <Select.Trigger aria-labelledby={label} />
        <Select.Content>
          {languages.map((l) => (
            <Select.Item key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
