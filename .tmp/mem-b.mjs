const r = () => { const m = process.memoryUsage(); return `rss ${Math.round(m.rss/1e6)} heap ${Math.round(m.heapUsed/1e6)}/${Math.round(m.heapTotal/1e6)}`; };
setInterval(() => console.error('MEM', r()), 4000).unref();
await import('./dist-server/server.mjs');
