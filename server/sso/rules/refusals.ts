import type { SsoRefusalCode } from '../../../schemas/sso';

/** What each refusal says in English; the sign-in page words the same code in the reader's language. */
const SENTENCES: Record<SsoRefusalCode, string> = {
  unknown_company: 'No company signs in with single sign-on at this address. Sign in with your password, or ask your HR team.',
  not_configured: 'Your company has not set up single sign-on. Sign in with your password.',
  provider_unreachable: 'Your company’s sign-in provider could not be reached. Try again in a moment, or ask your HR team.',
  wrong_state: 'This sign-in did not start in this browser, or was already used. Start again.',
  expired: 'This sign-in took too long. Start again.',
  provider_refused: 'Your company’s sign-in provider did not sign you in. Start again.',
  token_invalid: 'Your company’s sign-in provider sent an answer that could not be trusted. Start again, or ask your HR team.',
  email_unverified: 'Your sign-in provider has not verified your email address, so it cannot sign you in here. Ask your IT team.',
  email_other_company: 'This address belongs to another company here. Ask your HR team.',
  unknown_person: 'Your company has not added you yet. Ask your HR team to add you.',
  not_created: 'Your account could not be created from your sign-in. Ask your HR team to add you.',
  sso_only: 'Your company signs in with single sign-on: choose “Sign in with your company’s SSO”.',
};

export const refusalSentence = (code: SsoRefusalCode): string => SENTENCES[code];
