import { Callout } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import { SSO_REFUSALS, type SsoRefusalCode } from '../../../schemas/sso';
import { failureSummary } from '../../lib/error-messages';

const isRefusal = (code: string | undefined): code is SsoRefusalCode => SSO_REFUSALS.includes(code as SsoRefusalCode);

/** Why single sign-on did not sign the person in, in their language when the server named the reason. */
export function SsoRefusalCallout({ error }: { error: Failure }) {
  const { t } = useTranslation('sso');
  const lines = isRefusal(error.code) ? [t(`refusal.${error.code}`)] : failureSummary(error);
  return (
    <Callout.Root color="red" role="alert">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      {lines.map((line) => (
        <Callout.Text key={line}>{line}</Callout.Text>
      ))}
    </Callout.Root>
  );
}
