// A worker thread does not inherit the TypeScript loader the server runs under: register it here.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
