/**
 * The page rewrites behind the bench's bare pages (builds.ts BARE_DIRS, paint-floor-figures.ts):
 * a built page with less of the product in it.
 */

/**
 * `html` without its module scripts and their preloads (the page's app): what is left paints from
 * the page's head alone. Throws when there is no module script, so that a build that loads its app
 * another way is not timed as one without it.
 */
export function withoutModules(html: string): string {
  const bare = html.replace(/<script type="module"[^>]*><\/script>\s*/g, '');
  if (bare === html) throw new Error('The page has no <script type="module"> to take out.');
  return bare.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}

/**
 * `html` (a whole page, as a browser serialized it) without any script, and with `script` (a path
 * in the extension) loaded at the end of its body: the page's looks, drawn with no code of its own.
 */
export function withOnlyScript(html: string, script: string): string {
  const bare = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '');
  if (!bare.includes('</body>'))
    throw new Error('The page has no </body> to load its script before.');
  return bare.replace('</body>', `<script src="/${script}"></script></body>`);
}
