/**
 * The figures other bench scripts print: `npm run bench:engine` and, when it exists,
 * `npm run bench:solver`, run as they are and read line by line, so that their owners keep one
 * source of truth for what they measure.
 */
import { spawn } from 'node:child_process';

export interface ScriptFigure {
  /** What was measured, as the script names it. */
  label: string;
  /** The number and its unit as printed, e.g. `1234567 /s  ±0.8%`; the whole line otherwise. */
  value: string;
}

/** `label   number unit...`: a label, two or more spaces, then a figure. */
const figureLine = /^(\S.*?)\s{2,}(\d[\d.,]*\s*\S.*)$/;

/** Runs `npm run --silent <script> -- <args>` and returns its figures; throws if it fails. */
export function scriptFigures(script: string, args: string[]): Promise<ScriptFigure[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) {
        reject(new Error(`npm run ${script} exited with ${code}:\n${output}`));
        return;
      }
      const figures = output
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => {
          const match = line.match(figureLine);
          return match ? { label: match[1], value: match[2] } : { label: line, value: '' };
        });
      resolve(figures);
    });
  });
}
