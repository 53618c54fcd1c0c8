import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { REACT_DOM_CLIENT, withEarlyEntry } from '../../scripts/vite-early-entry';

const chunk = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
  ({ type: 'chunk', fileName, imports, isEntry: false, facadeModuleId: null, ...extra }) as unknown as Rollup.OutputChunk;

const bundle: Rollup.OutputBundle = {
  'assets/index-1.js': chunk('assets/index-1.js', ['assets/runtime-1.js'], { isEntry: true, facadeModuleId: '/app/index.html' }),
  'assets/runtime-1.js': chunk('assets/runtime-1.js', []),
  'assets/shared-1.js': chunk('assets/shared-1.js', ['assets/runtime-1.js', 'assets/index-1.js']),
  'assets/client-1.js': chunk('assets/client-1.js', ['assets/runtime-1.js', 'assets/index-1.js', 'assets/shared-1.js'], {
    facadeModuleId: '/app/node_modules/react-dom/client.js',
  }),
};
const html =
  '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' + '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js"></head>';

describe('the early entry', () => {
  const out = withEarlyEntry(html, bundle, REACT_DOM_CLIENT);

  it('runs the entry as soon as it arrives', () => {
    expect(out).toContain('<script type="module" async crossorigin src="/assets/index-1.js"></script>');
  });

  it('names the lazy module and what it imports, once each, never the entry', () => {
    const preloads = [...out.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual(['/assets/shared-1.js', '/assets/client-1.js', '/assets/runtime-1.js']);
    expect(out).toContain('fetchpriority="low" href="/assets/client-1.js"');
  });

  it('refuses a page or a build it does not recognise', () => {
    expect(() => withEarlyEntry('<head></head>', bundle, REACT_DOM_CLIENT)).toThrow(/no entry script/);
    expect(() => withEarlyEntry(html, bundle, 'nothing/like-this.js')).toThrow(/no chunk/);
  });
});
