// Writes the pseudo-locale's catalogs (en-XA) from the compiled English ones: every text
// accented, about 40% longer, and in brackets, so a test of a screen in en-XA sees at once
// a word that did not come from a catalog (plain ASCII English) and a label cut short (no
// closing bracket). Lingui's own pseudo-locale accents only; a cut needs the padding and
// the brackets too. Placeholders, plurals and `#` are kept as they are. Run by
// `npm run i18n:compile` after `lingui compile` (and before scripts/i18n-lazy.mjs, which
// turns main's catalogs, the pseudo-locale's among them, into functions).
//
//   node scripts/i18n-pseudo.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
/** Each side's compiled catalogs: `<folder>/<locale>/messages.ts`. */
export const CATALOG_FOLDERS = ['main/i18n/locales', 'renderer/i18n/locales'];

const ACCENTED = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};
/** What a text grows by: 40% of its letters, as in the widest common translations. */
export const PSEUDO_GROWTH = 0.4;
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const accent = (text) => text.replace(/[A-Za-z]/g, (c) => ACCENTED[c]);

/** A compiled message's text parts accented; placeholders, choices' keys and `#` kept. Returns it and its count of letters. */
function accentMessage(message) {
  if (typeof message === 'string') return message === '#' ? message : accent(message);
  return message.map((token) => {
    if (typeof token === 'string') return token === '#' ? token : accent(token);
    const [name, format, choices] = token;
    if (choices === undefined) return token;
    return [name, format, Object.fromEntries(Object.entries(choices).map(([k, v]) => [k, accentMessage(v)]))];
  });
}

function textLength(message) {
  if (typeof message === 'string') return message === '#' ? 1 : message.length;
  return message.reduce((n, token) => n + (typeof token === 'string' ? textLength(token) : token[2] === undefined ? 4 : Math.max(...Object.values(token[2]).map(textLength))), 0);
}

/** One compiled English message as the pseudo-locale says it. */
export function pseudoMessage(message) {
  const tokens = typeof message === 'string' ? [message] : message;
  const padding = '·'.repeat(Math.max(1, Math.round(textLength(tokens) * PSEUDO_GROWTH)));
  return [PSEUDO_OPEN, ...accentMessage(tokens), padding, PSEUDO_CLOSE];
}

export async function writePseudoCatalogs() {
  for (const folder of CATALOG_FOLDERS) {
    const compiled = (await import(pathToFileURL(join(root, folder, 'en/messages.ts')).href)).messages;
    // Main's catalogs are functions that parse on call (scripts/i18n-lazy.mjs), the window's objects.
    const messages = typeof compiled === 'function' ? compiled() : compiled;
    const pseudo = Object.fromEntries(Object.keys(messages).sort().map((id) => [id, pseudoMessage(messages[id])]));
    const file = join(root, folder, 'en-XA/messages.ts');
    mkdirSync(dirname(file), { recursive: true });
    // The form lingui compile writes for `compileNamespace: 'ts'`.
    writeFileSync(file, `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=(JSON.parse(${JSON.stringify(JSON.stringify(pseudo))}) as Messages);`);
    console.log(`${folder}/en-XA: ${Object.keys(pseudo).length} messages`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await writePseudoCatalogs();
