import { afterAll, beforeAll } from 'vitest';
import { signUpCompany } from './accounts';
import { buildTestApp, type TestApp, type TestAppOptions } from './test-app';

type Builders = Record<string, (t: TestApp) => Promise<object>>;
type Built<B extends Builders> = { [K in keyof B]: Awaited<ReturnType<B[K]>> };

/**
 * A test file's app and what it builds in it (in the order given), with the hooks that make and close them.
 * Each object exists from the start and beforeAll fills it in, so a file can destructure them at its top and
 * keep its own names: `const { t, hr: admin, other } = twoCompanies();`. A file's own beforeAll, registered
 * after this call, runs after it.
 */
export function appWith<B extends Builders>(builders: B, options?: TestAppOptions): { t: TestApp } & Built<B> {
  const t = {} as TestApp;
  const built = Object.fromEntries(Object.keys(builders).map((key) => [key, {}])) as Built<B>;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(options));
    for (const [key, build] of Object.entries(builders)) Object.assign(built[key]!, await build(t));
  });
  afterAll(async () => {
    await t.close();
  });
  return { t, ...built };
}

/** Two signed-up companies in one app: the one under test and another that must not see or touch its rows. */
export const twoCompanies = () => appWith({ hr: signUpCompany, other: signUpCompany });
