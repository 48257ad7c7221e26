// Rewrites main's compiled catalogs (main/i18n/locales/<locale>/messages.ts) from the form
// lingui compile writes, `export const messages=JSON.parse("…")`, into a function that parses
// on call: `export const messages=():Messages=>JSON.parse("…")`. Main's words are wanted
// synchronously (160 callers of wordsFor), so every language's catalog is in the main
// process's bundle; parsed at import, the six took 4.3 MB of heap (a bundle of them alone
// under Node 24; one language: 0.75 MB), and the usual person's engine used 3.6 MB less heap
// at 09:00 once they were not (bench:memory, issue 71). A function's body is only pre-parsed
// until it runs, so the languages not in use cost their text alone. The window's
// catalogs (renderer/) keep lingui's form: each is a chunk of its own, loaded for the language
// in use. Run by `npm run i18n:compile` after scripts/i18n-pseudo.mjs.
//
//   node scripts/i18n-lazy.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
/** Main's compiled catalogs: `<folder>/<locale>/messages.ts`. */
export const LAZY_FOLDER = 'main/i18n/locales';

const EAGER = 'export const messages=';
const LAZY = 'export const messages=():Messages=>';

/** A compiled catalog's source in the lazy form (unchanged when it is in it already). */
export function lazyCatalog(source) {
  if (source.includes(LAZY)) return source;
  if (!source.includes(EAGER)) throw new Error('not a catalog lingui compile wrote: no `export const messages=`');
  return source.replace(EAGER, LAZY);
}

export function writeLazyCatalogs() {
  for (const locale of readdirSync(join(root, LAZY_FOLDER))) {
    const file = join(root, LAZY_FOLDER, locale, 'messages.ts');
    const source = readFileSync(file, 'utf8');
    const lazy = lazyCatalog(source);
    if (lazy !== source) writeFileSync(file, lazy);
    console.log(`${LAZY_FOLDER}/${locale}: parsed on first use`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) writeLazyCatalogs();
