import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CommentInsightsAnswer } from '../../../../schemas/comment-insights-answer';
import { isLanguage } from '../../../../schemas/language';

/**
 * Which languages the themes read, and the comments in other languages, shown as written: no English lexicon is
 * applied to them (docs/insights.md), so they are in no theme and have no tone.
 */
export function LanguageNote({ insights }: { insights: CommentInsightsAnswer }) {
  const { t } = useTranslation('feedback');
  const languages = insights.languages;
  if (!languages || languages.not_analysed.length === 0) return null;
  const name = (code: string) => (isLanguage(code) ? t(`themes.languages.${code}`) : code);
  return (
    <Flex direction="column" gap="1" mb="3">
      <Text as="p" size="2" color="gray">
        {languages.analysed.length ? t('themes.analysedIn', { languages: languages.analysed.map(name).join(', ') }) : t('themes.noneAnalysed')}
      </Text>
      {languages.not_analysed.map((l) => (
        <Text as="p" size="2" color="gray" key={l.language}>
          {t('themes.notAnalysed', { count: l.count, language: name(l.language) })}
        </Text>
      ))}
      <details className="comment-theme">
        <summary>
          <Text size="2" weight="bold">
            {t('themes.notAnalysedList')}
          </Text>
        </summary>
        <ul className="comment-theme-comments">
          {insights.not_analysed.map((c) => (
            <li key={c.id} lang={c.language}>
              <Text size="2" dir="auto">
                {c.text}
              </Text>
            </li>
          ))}
        </ul>
      </details>
    </Flex>
  );
}
