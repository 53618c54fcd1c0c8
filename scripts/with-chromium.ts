/** Runs a command once a Chromium is available: `tsx scripts/with-chromium.ts <command> [args…]`. */
import { ensureChromium } from './ensure-chromium';
import { run } from './run';

const [command, ...args] = process.argv.slice(2);
if (!command) throw new Error('usage: with-chromium <command> [args…]');
try {
  const chromium = await ensureChromium();
  process.exit(await run('npx', [command, ...args], { env: { CHROMIUM_PATH: chromium } }));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
