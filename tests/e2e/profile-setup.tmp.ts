import { Page, Frame } from 'puppeteer';
import { writeFileSync } from 'node:fs';
const totals = new Map<string, { ms: number; n: number }>();
const add = (key: string, ms: number) => {
  const t = totals.get(key) ?? { ms: 0, n: 0 };
  t.ms += ms; t.n += 1; totals.set(key, t);
  if (Date.now() - lastWrite > 5000) { lastWrite = Date.now(); dump(); }
};
let lastWrite = 0;
function dump() {
  const rows = [...totals.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 150);
  const out = rows.map(([k, v]) => `${Math.round(v.ms).toString().padStart(8)} ms ${String(v.n).padStart(5)}x  ${k}`).join('\n');
  writeFileSync(process.env.PROFILE_OUT ?? '/tmp/probes/profile.txt', out);
}
function where(): [string, string] {
  const lines = (new Error().stack ?? '').split('\n').filter((l) => l.includes('/tests/e2e/') && !l.includes('profile-setup'));
  const short = (l?: string) => (l ?? '?').replace(/.*\/tests\/e2e\//, '').replace(/\)$/, '').replace(/:\d+$/, '');
  const testLine = [...lines].reverse().find((l) => l.includes('.test.ts'));
  return [short(lines[0]), short(testLine)];
}
const names = ['screenshot', 'evaluate', '$$eval', '$eval', 'waitForSelector', 'waitForFunction', 'goto', 'reload', 'setViewport', 'click', 'emulateMediaFeatures', 'close', 'bringToFront', 'evaluateOnNewDocument', 'setRequestInterception', 'waitForNetworkIdle'];
let depth = 0;
if (!(globalThis as any).__profiled) { (globalThis as any).__profiled = true;
for (const proto of [Page.prototype, Frame.prototype]) {
  for (const name of names) {
    const original = (proto as any)[name];
    if (typeof original !== 'function') continue;
    (proto as any)[name] = function (this: unknown, ...args: unknown[]) {
      if (depth > 0) return original.apply(this, args);
      const [inner, outer] = where();
      const start = performance.now();
      depth++;
      let result: any;
      try { result = original.apply(this, args); } finally { depth--; }
      if (result && typeof result.then === 'function') {
        return result.finally(() => { const ms = performance.now() - start; add(`${name} @ ${inner}`, ms); add(`TEST ${outer}`, ms); });
      }
      return result;
    };
  }
}
}
if (!(globalThis as any).__exitSet) { (globalThis as any).__exitSet = true;
process.on('exit', () => {
  const rows = [...totals.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 120);
  const out = rows.map(([k, v]) => `${Math.round(v.ms).toString().padStart(8)} ms ${String(v.n).padStart(5)}x  ${k}`).join('\n');
  writeFileSync(process.env.PROFILE_OUT ?? '/tmp/probes/profile.txt', out);
});
}
