const fs=require('fs');
let c=fs.readFileSync('client.ts','utf8');
c=c.replace(`    const waiting = pending.get(reply.id);
    pending.delete(reply.id);`,`    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();`);
c=c.replace(`  // A server waiting only on its database must still be able to exit.
  worker.unref();
`,`  // The thread keeps the process alive only while a statement is on its way: an idle
  // database must not stop a tool from exiting, and one awaited must stop it from exiting early.
  worker.unref();
`);
c=c.replace(`      pending.set(id, { resolve, reject });`,`      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });`);
fs.writeFileSync('client.ts',c);
