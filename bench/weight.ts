/**
 * What a page weighs: the gzipped bytes of the scripts and style sheets its built HTML loads,
 * with every module those scripts import statically (what the browser fetches before the page
 * can run). Dynamic imports are listed apart: they load only when the code asks for them.
 */
import { readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  /** gzipped bytes (zlib default level) */
  js: number;
  css: number;
  /** Files counted, relative to the build. */
  files: string[];
  /** Modules imported dynamically, not counted above. */
  lazy: string[];
}

const htmlScript = /<script\b[^>]*\bsrc="([^"]+)"/g;
const htmlLink = /<link\b[^>]*>/g;
const staticImport = /(?:\bfrom|\bimport)\s*["']([^"']+)["']/g;
const dynamicImport = /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

/** Whether an import's text names a file of the build (not a string that merely looks like one). */
function isBuildFile(reference: string): boolean {
  return /^\.{0,2}\/.*\.(?:js|css)$/.test(reference);
}

/** A path in the build from `reference` as written in `from` (a build-relative path). */
function resolve(from: string, reference: string): string {
  return reference.startsWith('/')
    ? reference.slice(1)
    : posix.normalize(posix.join(posix.dirname(from), reference));
}

/** The weight of `page` (e.g. `newtab.html`) in the unpacked build `buildDir`. */
export async function pageWeight(buildDir: string, page: string): Promise<PageWeight> {
  const html = await readFile(join(buildDir, page), 'utf8');
  const pending = [...html.matchAll(htmlScript)].map((match) => resolve(page, match[1]));
  for (const [link] of html.matchAll(htmlLink)) {
    const rel = link.match(/\brel="([^"]+)"/)?.[1];
    const href = link.match(/\bhref="([^"]+)"/)?.[1];
    if (href && (rel === 'stylesheet' || rel === 'modulepreload'))
      pending.push(resolve(page, href));
  }
  const counted = new Set<string>();
  const lazy = new Set<string>();
  const weight: PageWeight = { js: 0, css: 0, files: [], lazy: [] };
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (counted.has(file)) continue;
    counted.add(file);
    const source = await readFile(join(buildDir, file));
    const bytes = gzipSync(source).length;
    if (file.endsWith('.css')) weight.css += bytes;
    else weight.js += bytes;
    if (!file.endsWith('.js')) continue;
    const text = source.toString('utf8');
    for (const [, reference] of text.matchAll(staticImport)) {
      if (isBuildFile(reference)) pending.push(resolve(file, reference));
    }
    for (const [, reference] of text.matchAll(dynamicImport)) {
      if (isBuildFile(reference)) lazy.add(resolve(file, reference));
    }
  }
  weight.files = [...counted];
  weight.lazy = [...lazy].filter((file) => !counted.has(file));
  return weight;
}

/** Size of a file in bytes. */
export async function fileBytes(path: string): Promise<number> {
  return (await stat(path)).size;
}
