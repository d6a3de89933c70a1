/**
 * What a page weighs: the gzipped bytes of the scripts and style sheets its built HTML loads,
 * with every module those scripts import statically (what the browser fetches before the page
 * can run). Web Workers the scripts start (`new Worker(new URL(...))`) are weighed apart: they
 * load when started and run off the page's thread. Dynamic imports are only listed.
 */
import { readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/** gzipped bytes (zlib default level) of a module graph, and what it starts or loads later. */
interface GraphWeight {
  js: number;
  css: number;
  /** Files counted, relative to the build. */
  files: string[];
  /** Modules imported dynamically, not counted. */
  lazy: string[];
  /** Worker scripts started, not counted. */
  workers: string[];
}

export interface PageWeight extends GraphWeight {
  /** The workers the page starts, with their imports. */
  worker: GraphWeight;
}

const htmlScript = /<script\b[^>]*\bsrc="([^"]+)"/g;
const htmlLink = /<link\b[^>]*>/g;
const staticImport = /(?:\bfrom|\bimport)\s*["']([^"']+)["']/g;
// Minified code may quote with backticks where a template literal is allowed.
const dynamicImport = /\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g;
// Any constructor's name: the built page calls the Worker constructor through a local the
// minifier renames (`let e=globalThis.Worker;return new e(new URL(...))`, state/solver-thread.ts).
const workerScript = /\bnew\s+[\w$]+\s*\(\s*new\s+URL\s*\(\s*["'`]([^"'`]+)["'`]/g;

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
  const entries = [...html.matchAll(htmlScript)].map((match) => resolve(page, match[1]));
  for (const [link] of html.matchAll(htmlLink)) {
    const rel = link.match(/\brel="([^"]+)"/)?.[1];
    const href = link.match(/\bhref="([^"]+)"/)?.[1];
    if (href && (rel === 'stylesheet' || rel === 'modulepreload'))
      entries.push(resolve(page, href));
  }
  const pageGraph = await graphWeight(buildDir, entries);
  return { ...pageGraph, worker: await graphWeight(buildDir, pageGraph.workers) };
}

/** Weighs `entries` (build-relative paths) and every module they import statically. */
async function graphWeight(buildDir: string, entries: string[]): Promise<GraphWeight> {
  const pending = [...entries];
  const counted = new Set<string>();
  const lazy = new Set<string>();
  const workers = new Set<string>();
  const weight = { js: 0, css: 0 };
  for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
    if (counted.has(file)) continue;
    counted.add(file);
    const source = await readFile(join(buildDir, file));
    const bytes = gzipSync(source).length;
    if (file.endsWith('.css')) weight.css += bytes;
    else weight.js += bytes;
    if (!file.endsWith('.js')) continue;
    const text = source.toString('utf8');
    const references = (pattern: RegExp) =>
      [...text.matchAll(pattern)]
        .map(([, reference]) => reference)
        .filter(isBuildFile)
        .map((reference) => resolve(file, reference));
    pending.push(...references(staticImport));
    for (const module of references(dynamicImport)) lazy.add(module);
    for (const worker of references(workerScript)) workers.add(worker);
  }
  return {
    ...weight,
    files: [...counted],
    lazy: [...lazy].filter((file) => !counted.has(file)),
    workers: [...workers],
  };
}

/** Size of a file in bytes. */
export async function fileBytes(path: string): Promise<number> {
  return (await stat(path)).size;
}
