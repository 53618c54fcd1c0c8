import { useEffect } from 'react';
import { Button, Flex, Strong, Text } from '@radix-ui/themes';
import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import type { emailConsentAnswerMachine, emailConsentProposalMachine } from '../../../../machines/email-consent.machine';
import { TextLink } from '../../../components/text-link';
import { useRequest } from '../../../lib/use-request';
import { liveEmailConsentAnswerFlow, liveEmailConsentProposalFlow } from './auth-flows';
import { AuthLayout, AuthWorking } from '../../../components/auth-layout';
import { LinkDone, LinkFailure } from './link-outcomes';

interface EmailConsentPageProps {
  proposalFlow?: typeof emailConsentProposalMachine;
  answerFlow?: typeof emailConsentAnswerMachine;
  proposalSnapshot?: SnapshotFrom<typeof emailConsentProposalMachine>;
  answerSnapshot?: SnapshotFrom<typeof emailConsentAnswerMachine>;
}

/**
 * The link mailed to the CURRENT sign-in address when someone else asked to change it: the
 * owner sees what was proposed and agrees or refuses. Nothing is spent until they choose.
 */
export function EmailConsentPage({
  proposalFlow = liveEmailConsentProposalFlow,
  answerFlow = liveEmailConsentAnswerFlow,
  proposalSnapshot,
  answerSnapshot,
}: EmailConsentPageProps) {
  const { t } = useTranslation('account');
  const back = <TextLink to="/authentication/login">{t('auth.backToSignIn')}</TextLink>;
  const { token = '' } = useParams();
  const proposal = useRequest(proposalFlow, proposalSnapshot);
  const answer = useRequest(answerFlow, answerSnapshot);
  const { status: loading, submit: load } = proposal;
  useEffect(() => {
    if (loading === 'idle') load(token);
  }, [loading, load, token]);

  if (answer.status === 'success') {
    const agreed = answer.input?.agree ?? false;
    return (
      <LinkDone
        page={agreed ? t('emailConsent.agreedPage') : t('emailConsent.refusedPage')}
        icon={agreed ? <CheckCircledIcon width="40" height="40" aria-hidden="true" /> : <CrossCircledIcon width="40" height="40" aria-hidden="true" />}
        tone={agreed ? 'green' : 'indigo'}
        title={agreed ? t('emailConsent.agreedTitle') : t('emailConsent.refusedTitle')}
      >
        {answer.output?.detail}
      </LinkDone>
    );
  }
  const failure = proposal.error ?? answer.error;
  if (proposal.status === 'failure' || (answer.status === 'failure' && failure)) {
    const retry = proposal.status === 'failure' ? proposal.retry : answer.retry;
    return (
      <AuthLayout title={t('emailConsent.failedTitle')} footer={back}>
        <LinkFailure failure={failure} retry={retry} />
      </AuthLayout>
    );
  }
  const asked = proposal.output;
  if (!asked) {
    return <AuthWorking title={t('emailConsent.workingTitle')} doing={t('emailConsent.working')} />;
  }
  const choose = (agree: boolean) => answer.submit({ token, agree });
  return (
    <AuthLayout title={t('emailConsent.title')} footer={back}>
      <Flex direction="column" gap="4">
        <Text as="p" size="2">
          <Trans
            t={t}
            i18nKey={asked.first_name ? 'emailConsent.askedNamed' : 'emailConsent.asked'}
            values={{ name: asked.first_name, email: asked.email, newEmail: asked.new_email }}
            components={{ bdi: <bdi />, strong: <Strong /> }}
          />
        </Text>
        <Text as="p" size="2" color="gray">
          {t('emailConsent.ifYouAgree', { newEmail: asked.new_email })}
        </Text>
        <Flex gap="3" justify="end">
          <Button size="3" variant="soft" color="gray" loading={answer.busy} disabled={answer.busy} onClick={() => choose(false)}>
            {t('emailConsent.refuse')}
          </Button>
          <Button size="3" loading={answer.busy} disabled={answer.busy} onClick={() => choose(true)}>
            {t('emailConsent.agree')}
          </Button>
        </Flex>
      </Flex>
    </AuthLayout>
  );
}
