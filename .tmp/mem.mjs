import { PGlite } from '@electric-sql/pglite';
const r = () => { const m = process.memoryUsage(); return `rss ${Math.round(m.rss/1e6)} heap ${Math.round(m.heapUsed/1e6)} ext ${Math.round(m.external/1e6)} ab ${Math.round(m.arrayBuffers/1e6)}`; };
console.log('start', r());
const dir = process.argv[2];
const db = await PGlite.create(dir);
console.log('open', r());
await db.query('select 1');
console.log('q', r());
