import { describe, expect, it } from 'vitest';
import { withOnlyScript, withoutModules } from '../../../bench/bare-pages';

const built = `<!DOCTYPE html>
<html lang="en">
  <head>
    <style>html{background:#1f6b43}</style>
    <script src="/board-snapshot.js"></script>
    <script type="module" crossorigin src="/chunks/newtab-Bh98W6kU.js"></script>
    <link rel="modulepreload" crossorigin href="/chunks/app-fxPXULfv.js">
    <link rel="stylesheet" crossorigin href="/assets/app-s-k760nb.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('the bench bare pages', () => {
  it('takes out the page modules and their preloads, and keeps its head script, style and style sheet', () => {
    const bare = withoutModules(built);
    expect(bare).not.toContain('type="module"');
    expect(bare).not.toContain('modulepreload');
    expect(bare).not.toContain('/chunks/');
    expect(bare).toContain('<script src="/board-snapshot.js"></script>');
    expect(bare).toContain('<style>html{background:#1f6b43}</style>');
    expect(bare).toContain('href="/assets/app-s-k760nb.css"');
  });

  it('says so when a page has no module to take out, rather than timing it as one without', () => {
    expect(() => withoutModules(withoutModules(built))).toThrow(/no <script type="module">/);
  });

  it('leaves a serialized page its markup and style but no script of its own, and loads the one given last', () => {
    const shown = built.replace(
      '<div id="root"></div>',
      '<div id="board-snapshot"><main class="game">7 of hearts</main></div><div id="root"></div><script>inline()</script>',
    );
    const bare = withOnlyScript(shown, 'baseline.js');
    expect(bare).not.toContain('board-snapshot.js');
    expect(bare).not.toContain('newtab-Bh98W6kU.js');
    expect(bare).not.toContain('inline()');
    expect(bare).toContain('<main class="game">7 of hearts</main>');
    expect(bare).toContain('href="/assets/app-s-k760nb.css"');
    expect(bare).toMatch(/<script src="\/baseline\.js"><\/script><\/body>/);
    expect(bare.match(/<script/g)).toHaveLength(1);
  });
});
