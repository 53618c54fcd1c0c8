import { Badge, Flex, Text } from '@radix-ui/themes';
import type { AuditLogEntry } from '../../schemas/audit-log';
import { changeOf, type ChangeLine } from '../lib/audit-format';
import './audit-change.css';
import { useTranslation } from 'react-i18next';

function Line({ line }: { line: ChangeLine }) {
  const { t } = useTranslation();
  if (line.mark) {
    return (
      <Flex as="span" gap="2" align="start">
        <Badge size="1" variant="soft" color={line.mark === 'added' ? 'green' : 'red'} style={{ flexShrink: 0 }}>
          {line.mark === 'added' ? t('auditChange.added') : t('auditChange.removed')}
        </Badge>
        <Text size="2" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {line.label}
        </Text>
      </Flex>
    );
  }
  return (
    <Text as="span" size="2" style={{ overflowWrap: 'anywhere' }}>
      <Text color="gray">{line.label}: </Text>
      {line.before !== undefined && (
        <Text as="span" className="audit-before">
          {line.before}
        </Text>
      )}
      {line.before !== undefined && line.after !== undefined && <Text color="gray"> → </Text>}
      {line.after !== undefined && (
        <Text as="span" weight="medium">
          {line.after}
        </Text>
      )}
    </Text>
  );
}

// A creation lists a dozen fields: the first few show, the rest open on demand.
const SHOWN = 4;

const list = (lines: readonly ChangeLine[], from = 0) => (
  <Flex direction="column" gap="1" asChild>
    <ul className="audit-change">
      {lines.map((line, i) => (
        <li key={from + i}>
          <Line line={line} />
        </li>
      ))}
    </ul>
  </Flex>
);

/** What an audit entry changed, before → after, one line per field or rater; the person or thing it was about first. */
export function AuditChange({ entry }: { entry: Pick<AuditLogEntry, 'before' | 'after'> }) {
  const { t } = useTranslation();
  const { subject, lines } = changeOf(entry);
  if (!subject && !lines.length)
    return (
      <Text size="2" color="gray">
        —
      </Text>
    );
  const folded = lines.length > SHOWN + 1;
  return (
    <Flex direction="column" gap="1" minWidth="0">
      {subject && (
        <Text size="2" weight="medium">
          {subject}
        </Text>
      )}
      {list(folded ? lines.slice(0, SHOWN) : lines)}
      {folded && (
        <details className="audit-more">
          <summary>
            <Text size="1" color="indigo">
              {t('auditChange.moreFields', { count: lines.length - SHOWN })}
            </Text>
          </summary>
          {list(lines.slice(SHOWN), SHOWN)}
        </details>
      )}
    </Flex>
  );
}
