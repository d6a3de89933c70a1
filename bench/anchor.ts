/**
 * `bench:solver --anchor FILE`: our verdicts against another solver's, deal by deal (e.g.
 * KPatience's in ../shared/anchor). A deal one proves lost and the other wins is a bug in one.
 */
import { readFileSync } from 'node:fs';
import type { Verdict } from '../engine/solver';

/** Prints how our verdicts meet another solver's, deal by deal, and every contradiction. */
export function compareWithAnchor(file: string, verdicts: Map<number, Verdict['result']>): void {
  const table = new Map<string, number>();
  const contradictions: string[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [number, result] = line.split('\t');
    const ours = verdicts.get(Number(number));
    if (line.startsWith('#') || ours === undefined) continue;
    const pair = `${result} / ${ours}`;
    table.set(pair, (table.get(pair) ?? 0) + 1);
    if ((result === 'won' && ours === 'unwinnable') || (result === 'lost' && ours === 'winnable')) {
      contradictions.push(`${number} (${pair})`);
    }
  }
  console.log(`anchor ${file}: theirs / ours`);
  for (const [pair, count] of [...table].sort()) console.log(`  ${pair}: ${count}`);
  console.log(`contradictions: ${contradictions.length ? contradictions.join(', ') : 'none'}`);
}
