// Checks what the Firefox add-on store checks: built from the sources zip with the README's
// commands (README, Firefox: `npm ci`, `npm run build:firefox`), the sources give the same Firefox
// package, file for file and byte for byte. Run after `npm run zip`; exits 1 with the differences.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const output = fileURLToPath(new URL('../.output', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const zipOf = (kind) => {
  const name = `yukon-solitaire-${version}-${kind}.zip`;
  if (!readdirSync(output).includes(name)) {
    throw new Error(`No .output/${name}: run \`npm run zip\` first.`);
  }
  return join(output, name);
};

async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const work = await mkdtemp(join(tmpdir(), 'yukon-sources-'));
try {
  const sources = join(work, 'sources');
  const shipped = join(work, 'shipped');
  execFileSync('unzip', ['-q', zipOf('sources'), '-d', sources]);
  execFileSync('unzip', ['-q', zipOf('firefox'), '-d', shipped]);
  const run = (command, args) => execFileSync(command, args, { cwd: sources, stdio: 'inherit' });
  run('npm', ['ci', '--no-audit', '--no-fund']);
  run('npm', ['run', 'build:firefox']);
  const rebuilt = join(sources, '.output', 'firefox-mv3');

  const [shippedFiles, rebuiltFiles] = await Promise.all([
    filesUnder(shipped),
    filesUnder(rebuilt),
  ]);
  const differences = [
    ...shippedFiles.filter((file) => !rebuiltFiles.includes(file)).map((f) => `only shipped: ${f}`),
    ...rebuiltFiles.filter((file) => !shippedFiles.includes(file)).map((f) => `only rebuilt: ${f}`),
  ];
  for (const file of shippedFiles.filter((name) => rebuiltFiles.includes(name))) {
    const [a, b] = await Promise.all([
      readFile(join(shipped, file)),
      readFile(join(rebuilt, file)),
    ]);
    if (!a.equals(b)) differences.push(`differs: ${file}`);
  }
  if (differences.length > 0) {
    console.error(
      `The sources zip does not rebuild the Firefox package:\n${differences.join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `Rebuilt from the sources zip: all ${shippedFiles.length} files of the Firefox package are identical.`,
    );
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
