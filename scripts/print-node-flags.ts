/** `npm start`'s second half runs `node $(tsx scripts/print-node-flags.ts) dist-server/server.mjs`. */
import { nodeFlags } from './node-flags';

console.log(nodeFlags(process.env).join(' '));
