import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { EnableTwoFactor, PasswordAndCode, PasswordOnly, RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '../../../schemas/two-factor';
import { actorOf } from '../../audit/record';
import { twoFactorRepository, type TwoFactorAccount } from '../queries/two-factor';
import { conflict, fieldError, forbidden } from '../../http-errors';
import { PRODUCT_NAME } from '../../../schemas/product';
import { verifyPassword } from '../../security/passwords';
import { acceptedStep, newRecoveryCodes, newTotpSecret, qrDataUrl, totpUri } from '../../security/totp';
import { errorResponses } from '../../http/responses';
import { passwordGuessRules } from './guess-rules';
import { WRONG_OLD_PASSWORD } from '../actions/change-password';
import { codeSpent, guardedSecondFactor, WRONG_CODE } from './second-factor';

const ALREADY_ON = 'Two-factor sign-in is on already.';
const NOT_ON = 'Two-factor sign-in is not on.';
const REQUIRED = 'Your company requires two-factor sign-in: it cannot be turned off.';
const NO_SETUP = 'Start the setup again: no secret is waiting for a code.';

const tags = ['auth'];
// Open to whoever must still enrol: enrolling is what the company asks of them.
const config = { beforeTwoFactor: true };

/** Your own two-factor sign-in: set it up (a secret, then its first code), turn it off, new recovery codes. */
export const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repo = twoFactorRepository(app.db, app.twoFactorSecrets);
  const accountOf = async (req: FastifyRequest) => (await repo.account(req.user.id))!;

  /** The current password, under the sign-in's limits: a stolen session must not become a way to guess it. */
  async function checkPassword(req: FastifyRequest, account: TwoFactorAccount, password: string) {
    const attempt = await app.limiter.attempt(await passwordGuessRules(app, account.email, req.ip));
    if (!(await verifyPassword(account.passwordHash, password))) throw fieldError('password', WRONG_OLD_PASSWORD);
    await attempt.giveBack();
  }

  app.get(
    '/api/two-factor/',
    {
      config,
      schema: {
        tags,
        summary: 'Your two-factor sign-in: on or not, required of you or not, recovery codes left',
        response: { 200: TwoFactorStatus, ...errorResponses(401) },
      },
    },
    async (req): Promise<TwoFactorStatus> => {
      const account = await accountOf(req);
      return { enabled: account.enabled, required: account.required, recovery_codes_left: account.enabled ? account.recoveryHashes.length : 0 };
    },
  );

  app.post(
    '/api/two-factor/setup/',
    {
      config,
      schema: {
        tags,
        summary: 'Start setting up two-factor sign-in: a new secret, as text and as a QR code for an authenticator app',
        description:
          'Needs the current password. Nothing is on until POST /api/two-factor/enable/ gets a code made from this secret; ' +
          'starting again replaces the secret. 409 when it is on already.',
        body: PasswordOnly,
        response: { 200: TwoFactorSetup, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (req): Promise<TwoFactorSetup> => {
      const account = await accountOf(req);
      if (account.enabled) throw conflict(ALREADY_ON);
      await checkPassword(req, account, req.body.password);
      const secret = newTotpSecret();
      if (!(await repo.setSecret(account.id, secret))) throw conflict(ALREADY_ON);
      const uri = totpUri(PRODUCT_NAME, account.email, secret);
      return { secret, otpauth_uri: uri, qr_data_url: await qrDataUrl(uri) };
    },
  );

  app.post(
    '/api/two-factor/enable/',
    {
      config,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on with a code from the app; answers the recovery codes, once',
        description: 'The recovery codes are shown only here: the server keeps their hashes. Each signs in once instead of a code.',
        body: EnableTwoFactor,
        response: { 200: RecoveryCodes, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (req): Promise<RecoveryCodes> => {
      const account = await accountOf(req);
      if (account.enabled) throw conflict(ALREADY_ON);
      if (!account.secret) throw conflict(NO_SETUP);
      // A code is a guess like a password: the same limits.
      const attempt = await app.limiter.attempt(await passwordGuessRules(app, account.email, req.ip));
      const step = await acceptedStep(account.secret, req.body.code, app.now(), null);
      if (step === null) throw fieldError('code', WRONG_CODE);
      await attempt.giveBack();
      const { codes, hashes } = newRecoveryCodes();
      if (!(await repo.enable(actorOf(req), account.id, account.secret, step, hashes, app.now()))) throw conflict(NO_SETUP);
      return { recovery_codes: codes };
    },
  );

  app.post(
    '/api/two-factor/disable/',
    {
      config,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off: needs the current password and a code (or a recovery code)',
        description: 'Refused (403) while the company requires it of you.',
        body: PasswordAndCode,
        response: { 200: TwoFactorStatus, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (req): Promise<TwoFactorStatus> => {
      const account = await accountOf(req);
      if (!account.enabled) throw conflict(NOT_ON);
      if (account.required) throw forbidden(REQUIRED);
      await checkPassword(req, account, req.body.password);
      const proof = await guardedSecondFactor(app, account, req.body.code, req.ip);
      if (!(await repo.disable(actorOf(req), account.id, proof))) throw codeSpent();
      return { enabled: false, required: false, recovery_codes_left: 0 };
    },
  );

  app.post(
    '/api/two-factor/recovery-codes/',
    {
      config,
      schema: {
        tags,
        summary: 'New recovery codes, the old ones void: needs the current password and a code; answers them, once',
        body: PasswordAndCode,
        response: { 200: RecoveryCodes, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (req): Promise<RecoveryCodes> => {
      const account = await accountOf(req);
      if (!account.enabled) throw conflict(NOT_ON);
      await checkPassword(req, account, req.body.password);
      const proof = await guardedSecondFactor(app, account, req.body.code, req.ip);
      const { codes, hashes } = newRecoveryCodes();
      if (!(await repo.replaceRecoveryCodes(actorOf(req), account.id, proof, hashes))) throw codeSpent();
      return { recovery_codes: codes };
    },
  );
};
