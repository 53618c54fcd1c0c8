import type { SsoRefusalCode } from '../../../schemas/sso';
import { HttpError } from '../../http-errors';
import { refusalSentence } from '../rules/refusals';

/** 403 with the reason's code, which the sign-in page words in the reader's language, and its English sentence. */
export const ssoRefusal = (code: SsoRefusalCode) => new HttpError(403, refusalSentence(code), { detail: refusalSentence(code), code });
