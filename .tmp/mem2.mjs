import { PGlite } from '@electric-sql/pglite';
const r = () => { const m = process.memoryUsage(); return `rss ${Math.round(m.rss/1e6)} heap ${Math.round(m.heapUsed/1e6)} ext ${Math.round(m.external/1e6)} ab ${Math.round(m.arrayBuffers/1e6)}`; };
const [dir, sb, mem] = process.argv.slice(2);
const base = ["--single","-F","-O","-j","-c","search_path=public","-c","exit_on_error=false","-c","log_checkpoints=false","-c","max_worker_processes=0","-c","max_parallel_workers=0","-c","max_parallel_workers_per_gather=0","-c","io_method=sync","-c","max_parallel_maintenance_workers=0"];
const db = await PGlite.create(dir, { startParams: sb ? [...base, '-c', `shared_buffers=${sb}`] : undefined, initialMemory: mem ? Number(mem) * 2**20 : undefined });
await db.query('select 1');
console.log(sb, mem, r(), (await db.query('show shared_buffers')).rows);
