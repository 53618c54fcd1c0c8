import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  file: string;
  gzip: number;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** A chunk and everything it imports statically: what the browser fetches together with it. */
function closure(manifest: Manifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

/**
 * The JavaScript a page loads before it can show anything: the entry, and the lazy modules
 * (by source path) that its route imports on the way, each with their static imports.
 */
export function scriptsFor(distDir: string, lazySources: string[]): ChunkSize[] {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('dist/.vite/manifest.json has no entry: build with build.manifest');
  const missing = lazySources.filter((s) => !manifest[s]);
  if (missing.length) throw new Error(`not chunks of the build: ${missing.join(', ')}`);
  const keys = closure(manifest, [entry, ...lazySources]);
  return [...keys].map((k) => {
    const file = manifest[k]!.file;
    return { file, gzip: gzipSync(readFileSync(path.join(distDir, file))).length };
  });
}

/** Files of the build whose source maps name any of the given sources (rjsf, arborist…). */
export function chunksContaining(distDir: string, patterns: RegExp[]): string[] {
  const manifest = readManifest(distDir);
  return Object.values(manifest)
    .map((c) => c.file)
    .filter((file) => {
      try {
        const map = JSON.parse(readFileSync(path.join(distDir, `${file}.map`), 'utf8')) as { sources: string[] };
        return map.sources.some((s) => patterns.some((p) => p.test(s)));
      } catch {
        return false;
      }
    });
}
