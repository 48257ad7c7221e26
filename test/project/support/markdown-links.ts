// The links of Markdown pages as GitHub renders them: which relative links and #anchors
// lead nowhere. Anchors are made from headings the way GitHub makes them (github-slugger:
// lower case, punctuation dropped, spaces to hyphens, a repeated heading numbered -1, -2).

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The page's text without its fenced code blocks, which GitHub does not read for links. */
export function withoutFences(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
}

/** A heading's anchor as GitHub writes it. */
export function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's or image's text only
    .replace(/[`*_]{1,2}([^`*_]+)[`*_]{1,2}/g, '$1'); // code and emphasis marks
  return text.trim().toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor a page offers: one per heading, numbered when a heading repeats. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const m of withoutFences(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** Every link and image target of a page, outside code. */
export function linksOf(markdown: string): string[] {
  const prose = withoutFences(markdown).replace(/`[^`\n]*`/g, '``');
  return [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
}

/** The links of `files` (paths under `root`) that lead nowhere, as "file: link (why)". */
export function brokenLinks(root: string, files: readonly string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    for (const link of linksOf(readFileSync(join(root, file), 'utf8'))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // https:, mailto: and the like: not ours to check here
      const [path = '', anchor] = link.split('#', 2);
      const target = path === '' ? join(root, file) : join(root, dirname(file), decodeURIComponent(path));
      const shown = relative(root, target);
      if (shown.startsWith('..')) broken.push(`${file}: ${link} (outside the repository)`);
      else if (!existsSync(target)) broken.push(`${file}: ${link} (no file ${shown})`);
      else if (anchor !== undefined) {
        if (!target.endsWith('.md')) broken.push(`${file}: ${link} (an anchor in a file that is not Markdown)`);
        else if (!anchorsOf(readFileSync(target, 'utf8')).has(anchor)) broken.push(`${file}: ${link} (no heading "#${anchor}" in ${shown})`);
      }
    }
  }
  return broken;
}
