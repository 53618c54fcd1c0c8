const r = (l: string) => { global.gc?.(); const m = process.memoryUsage(); console.log(l, `rss ${Math.round(m.rss/1e6)} heap ${Math.round(m.heapUsed/1e6)}/${Math.round(m.heapTotal/1e6)} ext ${Math.round(m.external/1e6)}`); };
r('start');
await import('fastify'); r('fastify');
await import('exceljs'); r('exceljs');
await import('pdfkit'); r('pdfkit');
await import('../server/app.ts'); r('app');
