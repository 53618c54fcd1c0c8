import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { transform } from 'lightningcss';
import postcss, { type AtRule, type ChildNode } from 'postcss';
import type { Plugin } from 'vite';

interface Options {
  /** A module of nothing but CSS imports of packages (src/app/radix-styles.ts). */
  module: string;
  /** How many stylesheets to serve it as. */
  parts: number;
}

const IMPORT = /^import\s+'([^']+\.css)';/gm;
const NAME = 'styles';
/** The top-level nodes, media blocks larger than `piece` cut into several blocks of the same query. */
function pieces(nodes: ChildNode[], piece: number): ChildNode[] {
  return nodes.flatMap((node) => {
    if (node.type !== 'atrule' || node.name !== 'media' || node.toString().length <= piece) return [node];
    const blocks: AtRule[] = [];
    let size = Infinity;
    for (const child of (node as AtRule).nodes ?? []) {
      if (size > piece) {
        blocks.push(postcss.atRule({ name: 'media', params: node.params }));
        size = 0;
      }
      blocks.at(-1)!.append(child.clone());
      size += child.toString().length;
    }
    return blocks;
  });
}

/** The stylesheet cut, in order, into `parts` of about the same size. */
export function split(css: string, parts: number): string[] {
  const share = css.length / parts;
  // Media blocks in pieces of a quarter part at most, so the parts come out about even.
  const texts = pieces(postcss.parse(css).nodes, share / 4).map((node) => node.toString());
  const out: string[] = [''];
  for (const text of texts) {
    if (out.at(-1)!.length >= share && out.length < parts) out.push('');
    out[out.length - 1] += text;
  }
  return out;
}

/**
 * Serves a package's large stylesheet as several. A browser parses each stylesheet in one
 * task: Radix Themes' 630 kB was one task of ~190 ms here, ~750 ms on Lighthouse's phone, the
 * longest the dashboard blocked input for. In `parts` stylesheets, each is a task short
 * enough not to, in the same order, so the cascade is unchanged.
 *
 * In the build the module's imports are read, joined and minified here rather than bundled
 * (a bundled stylesheet is one file, and the lazy chunks' preload lists name it); the page
 * links the parts, and the app's own styles, which come with its code, follow them. The dev
 * server loads the module as it is.
 */
export function splitStyles({ module, parts }: Options): Plugin {
  let file = '';
  let refs: string[] = [];
  return {
    name: 'split-styles',
    apply: 'build',
    configResolved(config) {
      file = path.resolve(config.root, module);
    },
    async buildStart() {
      const require = createRequire(file);
      const source = await readFile(file, 'utf8');
      const sheets = await Promise.all([...source.matchAll(IMPORT)].map((m) => readFile(require.resolve(m[1]!), 'utf8')));
      if (sheets.length === 0) throw new Error(`split-styles: ${module} imports no stylesheet`);
      const { code } = transform({ filename: `${NAME}.css`, code: Buffer.from(sheets.join('\n')), minify: true });
      refs = split(code.toString(), parts).map((text, i) => this.emitFile({ type: 'asset', name: `${NAME}-${i}.css`, source: text }));
    },
    load(id) {
      return id === file ? 'export {};' : null;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const names = refs.map((_, i) => `${NAME}-${i}.css`);
        const files = names.map((name) => Object.values(ctx.bundle ?? {}).find((out) => out.type === 'asset' && out.names.includes(name))?.fileName);
        if (files.some((f) => !f)) throw new Error('split-styles: a part is missing from the bundle');
        return files.map((href) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${href}` }, injectTo: 'head' as const }));
      },
    },
  };
}
