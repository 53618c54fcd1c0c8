import { parseAst } from 'rolldown/parseAst';

/** What the bundler knows of a module (the plugin context's getModuleInfo). */
export interface ModuleFacts {
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  exports: readonly string[];
  inputFormat?: string;
}

export interface Graph {
  info(id: string): ModuleFacts | null;
  /** The module a specifier names, from the importer (the plugin context's resolve). */
  resolve(specifier: string, importer: string): Promise<string | null>;
}

/** How a module binds what it imports and what it exports, read from its code. */
interface Shape {
  /** Local name → where it comes from (`*` for a namespace import). */
  imports: Map<string, { from: string; name: string }>;
  /** Exported name → a local binding, or another module's export (`*`: that module as a namespace). */
  exports: Map<string, { local: string } | { from: string; name: string }>;
  starFrom: string[];
  /** `import './x.css'`: imported for its effect alone. */
  bare: string[];
  /** Only imports and re-exports: using a name through it uses nothing of its own. */
  barrel: boolean;
}

function shapeOf(code: string, id: string): Shape | null {
  let body;
  try {
    body = parseAst(code, { lang: 'js' }, id).body;
  } catch {
    return null;
  }
  const shape: Shape = { imports: new Map(), exports: new Map(), starFrom: [], bare: [], barrel: true };
  for (const node of body) {
    if (node.type === 'ImportDeclaration') {
      if (node.specifiers.length === 0) shape.bare.push(node.source.value);
      for (const s of node.specifiers) {
        const name =
          s.type === 'ImportNamespaceSpecifier'
            ? '*'
            : s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : s.imported.type === 'Identifier'
                ? s.imported.name
                : String(s.imported.value);
        shape.imports.set(s.local.name, { from: node.source.value, name });
      }
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exported)
        shape.exports.set(node.exported.type === 'Identifier' ? node.exported.name : String(node.exported.value), { from: node.source.value, name: '*' });
      else shape.starFrom.push(node.source.value);
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      for (const s of node.specifiers) {
        const local = s.local.type === 'Identifier' ? s.local.name : String(s.local.value);
        const exported = s.exported.type === 'Identifier' ? s.exported.name : String(s.exported.value);
        shape.exports.set(exported, node.source ? { from: node.source.value, name: local } : { local });
      }
    } else {
      shape.barrel = false;
    }
  }
  return shape;
}

/**
 * The modules whose code a bundle of `starts` keeps, at the grain of whole modules: a name
 * imported through re-exporting modules (a package's index) leads to the module that defines
 * it, not to everything the index re-exports, as the bundler's tree-shaking sees it. A module
 * kept keeps everything it imports. `dynamic`: what is imported later (import()) too.
 */
export async function modulesUsed(graph: Graph, starts: string[], dynamic: boolean): Promise<Set<string>> {
  const used = new Set<string>();
  const shapes = new Map<string, Shape | null>();
  const resolved = new Map<string, string | null>();
  const seenRefs = new Set<string>();
  const shape = (id: string) => {
    if (!shapes.has(id)) {
      const facts = graph.info(id);
      // CommonJS binds through require(), which the shape does not read.
      shapes.set(id, facts?.code && facts.inputFormat !== 'cjs' ? shapeOf(facts.code, id) : null);
    }
    return shapes.get(id)!;
  };
  const target = async (from: string, importer: string) => {
    const key = `${importer}\0${from}`;
    if (!resolved.has(key)) resolved.set(key, await graph.resolve(from, importer));
    return resolved.get(key)!;
  };

  // A reference to `name` of module `id` ('*': the whole module).
  const queue: { id: string; name: string }[] = starts.map((id) => ({ id, name: '*' }));
  const done = new Set<string>();
  const use = async (id: string) => {
    if (done.has(id)) return;
    done.add(id);
    used.add(id);
    const facts = graph.info(id);
    const s = shape(id);
    if (!facts) return;
    if (!s) {
      // Not ES module code we can read (CommonJS, a stylesheet): everything it imports.
      for (const dep of facts.importedIds) queue.push({ id: dep, name: '*' });
    } else {
      for (const [, ref] of s.imports) {
        const dep = await target(ref.from, id);
        if (dep) queue.push({ id: dep, name: ref.name });
      }
      for (const from of s.bare) {
        const dep = await target(from, id);
        if (dep) queue.push({ id: dep, name: '*' });
      }
    }
    if (dynamic) for (const dep of facts.dynamicallyImportedIds) queue.push({ id: dep, name: '*' });
  };

  while (queue.length) {
    const { id, name } = queue.pop()!;
    const key = `${id}\0${name}`;
    if (seenRefs.has(key)) continue;
    seenRefs.add(key);
    const s = shape(id);
    // A re-exporting module passed through is kept too: it has no code, but the bundler places it.
    if (s?.barrel) used.add(id);
    if (!s || name === '*') {
      await use(id);
      if (s) {
        for (const [, e] of s.exports)
          if ('from' in e) {
            const dep = await target(e.from, id);
            if (dep) queue.push({ id: dep, name: e.name });
          }
        for (const from of s.starFrom) {
          const dep = await target(from, id);
          if (dep) queue.push({ id: dep, name: '*' });
        }
      }
      continue;
    }
    const own = s.exports.get(name);
    if (own && 'from' in own) {
      const dep = await target(own.from, id);
      if (dep) queue.push({ id: dep, name: own.name });
    } else if (own && s.imports.has(own.local)) {
      // `import { x } from 'y'; export { x }`: the name is y's.
      const ref = s.imports.get(own.local)!;
      const dep = await target(ref.from, id);
      if (dep) queue.push({ id: dep, name: ref.name });
      if (!s.barrel) await use(id);
    } else if (own || s.starFrom.length === 0) {
      // Its own binding (`export const`, `export default`, `export { local }`).
      await use(id);
    } else {
      // Not its own: one of the modules it re-exports whole defines it.
      let found = false;
      for (const from of s.starFrom) {
        const dep = await target(from, id);
        if (dep && graph.info(dep)?.exports.includes(name)) {
          queue.push({ id: dep, name });
          found = true;
        }
      }
      if (!found) await use(id);
    }
  }
  return used;
}
