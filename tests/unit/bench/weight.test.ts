import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageWeight } from '../../../bench/weight';

let build = '';
afterEach(async () => {
  if (build) await rm(build, { recursive: true, force: true });
});

/** A built page, its script and the worker it starts, as `wxt build` writes them (minified). */
async function writeBuild(startsWorker: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'weight-'));
  await mkdir(join(dir, 'chunks'));
  await mkdir(join(dir, 'assets'));
  await writeFile(
    join(dir, 'newtab.html'),
    '<script type="module" src="/chunks/App-1.js"></script>',
  );
  await writeFile(join(dir, 'chunks/App-1.js'), `function ir(){${startsWorker}}`);
  await writeFile(join(dir, 'assets/solver.worker-2.js'), 'self.onmessage=()=>{};'.repeat(50));
  return dir;
}

describe('the bench weighing a page (bench/weight.ts)', () => {
  it.each([
    'let e=globalThis.Worker;return new e(new URL(`/assets/solver.worker-2.js`,``+self.location.href),{type:`module`})',
    'return new Worker(new URL("/assets/solver.worker-2.js",import.meta.url))',
  ])('weighs apart the worker a page starts: %s', async (startsWorker) => {
    build = await writeBuild(startsWorker);
    const weight = await pageWeight(build, 'newtab.html');
    expect(weight.files).toEqual(['chunks/App-1.js']);
    expect(weight.workers).toEqual(['assets/solver.worker-2.js']);
    expect(weight.worker.files).toEqual(['assets/solver.worker-2.js']);
    expect(weight.worker.js).toBeGreaterThan(0);
  });
});
