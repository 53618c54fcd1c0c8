import type { Probe } from './body-probes';
import { HOSTILE_PARAMS } from './values';

/** Broken query strings: each parameter given hostile values, repeated, or left out; an unknown one; broken escapes. */
export function queryProbes(url: string, declared: readonly string[]): Probe[] {
  const [path, query = ''] = url.split('?') as [string, string?];
  const params = new URLSearchParams(query);
  const names = [...new Set([...declared, ...params.keys()])];
  const withParams = (label: string, text: string): Probe => ({ label, url: `${path}?${text}` });
  const others = (name: string) => [...params.entries()].filter(([k]) => k !== name).map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  const probes: Probe[] = [withParams('an unknown parameter', `${query}&zzz=1`), withParams('a broken escape', `${query}&%=%G1`)];
  for (const name of names) {
    const rest = others(name);
    for (const [kind, value] of HOSTILE_PARAMS) probes.push(withParams(`?${name} = ${kind}`, [...rest, `${name}=${value}`].join('&')));
    probes.push(withParams(`?${name} twice`, [...rest, `${name}=1`, `${name}=2`].join('&')));
    if (params.has(name)) probes.push(withParams(`?${name} left out`, rest.join('&')));
  }
  return probes;
}

/** Broken path parameters: every `{param}` of the template given each hostile value. */
export function pathProbes(url: string, template: string): Probe[] {
  const [path, query] = url.split('?') as [string, string?];
  const segments = path.split('/');
  const slots = template.split('/').flatMap((s, i) => (s.startsWith('{') ? [[s, i] as const] : []));
  return slots.flatMap(([name, i]) =>
    HOSTILE_PARAMS.map(([kind, value]) => {
      const broken = segments.map((s, j) => (j === i ? value : s)).join('/');
      return { label: `${name} = ${kind}`, url: query === undefined ? broken : `${broken}?${query}` };
    }),
  );
}

/** Broken uploads: no file, the wrong field, two files, garbage in a spreadsheet's name, a file over the limit, JSON instead. */
export function uploadProbes(url: string): Probe[] {
  const boundary = '----c360hostile';
  const part = (field: string, name: string, content: string | Buffer) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  const form = (label: string, ...parts: Buffer[]): Probe => ({
    label,
    url,
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return [
    form('no file'),
    form('the file under another field', part('other', 'a.csv', 'a,b\n')),
    form('two files', part('file', 'a.csv', 'a,b\n'), part('file', 'b.csv', 'a,b\n')),
    form('an empty file', part('file', 'a.csv', '')),
    form('random bytes named .xlsx', part('file', 'a.xlsx', Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)))),
    form('a file named .exe', part('file', 'a.exe', 'MZ')),
    form('a CSV with NUL bytes', part('file', 'a.csv', 'username,email\n\u0000\u0000,\u0000\n')),
    form('a CSV of 40 MB', part('file', 'a.csv', `a\n${'x'.repeat(40 * 1024 * 1024)}\n`)),
    form('a name with a path and unicode', part('file', '../../\u202e\u0000.csv', 'a\n')),
    {
      label: 'a body cut off',
      url,
      payload: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc`),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    },
    { label: 'JSON instead of a file', url, payload: '{"file":"a,b"}', headers: { 'content-type': 'application/json' } },
  ];
}
