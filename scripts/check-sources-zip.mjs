// Checks what the Firefox add-on store checks: built from the sources zip with the README's
// commands (README, Firefox: `npm ci`, `npm run build:firefox`), the sources give the same Firefox
// package, file for file and byte for byte. Run after `npm run zip`; exits 1 with the differences.
//
// With CHECK_SOURCES_REUSE_INSTALL=1 (CI, whose clean clone has just run `npm ci`), the sources
// are given the repository's node_modules instead of an `npm ci` of their own, which took about
// 25 s of CI's last minute: only when the zip's package.json and package-lock.json are the
// repository's, byte for byte, so that `npm ci` would install the very same packages; then the
// install's last step, the postinstall script, is run in the sources as `npm ci` runs it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const output = join(root, '.output');
const isReusingInstall = process.env.CHECK_SOURCES_REUSE_INSTALL === '1';
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
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
  if (isReusingInstall) {
    for (const file of ['package.json', 'package-lock.json']) {
      const zipped = await readFile(join(sources, file)).catch(() => null);
      if (!zipped?.equals(await readFile(join(root, file)))) {
        throw new Error(
          `The sources zip's ${file} is ${zipped ? 'not the repository’s' : 'missing'}: \`npm ci\` there would not install the repository's packages.`,
        );
      }
    }
    await symlink(join(root, 'node_modules'), join(sources, 'node_modules'), 'dir');
    run('npm', ['run', 'postinstall']);
  } else {
    run('npm', ['ci', '--no-audit', '--no-fund']);
  }
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
