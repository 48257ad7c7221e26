// The README and the guides in docs/ as a newcomer follows them: every relative link and
// #anchor between them leads somewhere, the README stays a front page, every page opens
// with what its reader wants to do, and the commands they show run as written (the npm
// scripts exist, the command line's examples are lines it accepts, its every command has
// a line in the reference, and the commands to the running Stint are ones it understands).

import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { COMMANDS, parseLine } from '../../main/cli/commands.ts';
import { parseCommandLine } from '../../main/core/views/app-command.ts';
import { anchorsOf, brokenLinks, slug, withoutFences } from './support/markdown-links.ts';

const root = new URL('../..', import.meta.url).pathname;

function markdownUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return markdownUnder(path);
    return name.endsWith('.md') ? [path] : [];
  });
}

const PAGES = ['README.md', ...markdownUnder('docs')].sort();
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const ALL = PAGES.map(read).join('\n');

test('anchors are made as GitHub makes them', () => {
  assert.equal(slug('Reliability: Stop stops what the person sees'), 'reliability-stop-stops-what-the-person-sees');
  assert.equal(slug('Start, switch, stop, continue'), 'start-switch-stop-continue');
  assert.equal(slug('The `status.json` file and [waybar](https://waybar.org)'), 'the-statusjson-file-and-waybar');
  assert.equal(slug('Times in the account’s zone'), 'times-in-the-accounts-zone');
  assert.deepEqual([...anchorsOf('# Notes\n\n## Notes\n\n```sh\n# not a heading\n```\n## Notes\n')], ['notes', 'notes-1', 'notes-2']);
});

test('a broken link is found: a file that is not there, a heading that is not there', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-links-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'docs'));
  writeFileSync(join(dir, 'docs', 'guide.md'), '# Guide\n\n## The timer\n');
  writeFileSync(
    join(dir, 'README.md'),
    [
      '# Stint',
      '[good](docs/guide.md#the-timer) [gone](docs/gone.md) [wrong](docs/guide.md#the-timers) [self](#stint) [web](https://example.com/x.md)',
      '`[in code](docs/also-gone.md)`',
      '```md',
      '[in a fence](docs/fenced-gone.md)',
      '```',
    ].join('\n'),
  );
  assert.deepEqual(brokenLinks(dir, ['README.md', 'docs/guide.md']), [
    'README.md: docs/gone.md (no file docs/gone.md)',
    'README.md: docs/guide.md#the-timers (no heading "#the-timers" in docs/guide.md)',
  ]);
});

test('every relative link and anchor between the README and docs/ leads somewhere', () => {
  assert.ok(PAGES.length >= 20, `read ${PAGES.join(', ')}`);
  assert.deepEqual(brokenLinks(root, PAGES), []);
});

test('every page of docs/ is reached from the README, through links', () => {
  const reached = new Set<string>(['README.md']);
  const queue = ['README.md'];
  for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
    for (const m of withoutFences(read(page)).matchAll(/\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g)) {
      const target = relative(root, join(root, page, '..', m[1]!));
      if (!reached.has(target) && existsSync(join(root, target))) {
        reached.add(target);
        queue.push(target);
      }
    }
  }
  assert.deepEqual(PAGES.filter((p) => !reached.has(p)), []);
});

test('the README is a front page: under 200 lines, the two commands first', () => {
  const lines = read('README.md').split('\n').length;
  assert.ok(lines < 200, `README.md has ${lines} lines`);
  const block = /## Try it\n\n```sh\n([\s\S]*?)\n```/.exec(read('README.md'))?.[1];
  assert.deepEqual(block?.split('\n').map((l) => l.split(/\s+#/)[0]!.trim()), ['npm run demo', 'npm test']);
});

test('every page of the guides opens with what its reader wants to do', () => {
  const guides = PAGES.filter((p) => p.startsWith('docs/') && p !== 'docs/service-decisions.md');
  for (const page of guides) {
    const [title, opening] = read(page).split('\n\n');
    assert.match(title ?? '', /^# \S/, `${page} begins with its title`);
    assert.match(opening ?? '', /^\*\*You want/, `${page} opens with what the reader wants to do`);
  }
});

test('every screenshot in docs/screenshots is shown on a page', () => {
  const shots = readdirSync(join(root, 'docs/screenshots')).filter((n) => n.endsWith('.png'));
  assert.ok(shots.length > 10);
  assert.deepEqual(shots.filter((shot) => !ALL.includes(`screenshots/${shot})`)), []);
});

test('every npm script, script file and CI entry the pages name exists', () => {
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  const named = new Set([...ALL.matchAll(/npm run ([a-z][\w:-]*)/g)].map((m) => m[1]!));
  assert.ok(named.has('demo') && named.has('bench:workday'), [...named].join(' '));
  assert.deepEqual([...named].filter((s) => !(s in scripts)), []);
  assert.ok('test' in scripts && 'start' in scripts);
  const files = new Set([...ALL.matchAll(/\bnode (scripts\/[\w./-]+)/g)].map((m) => m[1]!));
  assert.ok(files.has('scripts/run-tests.mjs'));
  assert.deepEqual([...files].filter((f) => !existsSync(join(root, f))), []);
  assert.ok(ALL.includes('.ci/run') && existsSync(join(root, '.ci/run')));
});

/** The reference's rows in docs/command-line.md: the command and its example. */
function referenceRows(): { name: string; example: string }[] {
  const section = read('docs/command-line.md').split('## Every command')[1] ?? '';
  return [...section.matchAll(/^\| `([a-z]+)` \| `([^`]+)` \|/gm)].map((m) => ({ name: m[1]!, example: m[2]! }));
}

test('the command line reference has every command, each with an example the command line accepts', () => {
  const rows = referenceRows();
  assert.deepEqual(rows.map((r) => r.name).sort(), Object.keys(COMMANDS).sort());
  for (const { name, example } of rows) {
    const parsed = parseLine(example);
    assert.ok(parsed.ok && parsed.command !== null, `${example}: ${parsed.ok ? 'nothing' : parsed.message}`);
    assert.equal(parsed.command.kind, name, example);
  }
});

test('every command given with -c in the pages\' shell examples is one the command line accepts', () => {
  const lines = PAGES.flatMap((page) =>
    [...read(page).matchAll(/^```sh\n([\s\S]*?)^```/gm)].flatMap((m) => m[1]!.replace(/\\\n/g, ' ').split('\n')),
  ).filter((l) => l.includes('npm run cli'));
  const given = lines.flatMap((l) => [...l.split(/\s#/)[0]!.matchAll(/-c (?:"([^"]*)"|'([^']*)'|(\S+))/g)].map((m) => m[1] ?? m[2] ?? m[3]!));
  assert.ok(given.length >= 8, given.join(' | '));
  for (const line of given) {
    const parsed = parseLine(line);
    assert.ok(parsed.ok && parsed.command !== null, `${line}: ${parsed.ok ? 'nothing' : parsed.message}`);
  }
});

test('every command to the running Stint the pages show (`stint --toggle` and the like) is one it carries out', () => {
  const lines = [...ALL.matchAll(/(?:\bstint|Stint(?:\.exe"|\.AppImage)?|electron \.) (--[a-z-]+)/g)].map((m) => m[1]!);
  assert.ok(lines.length >= 10 && lines.includes('--toggle'), lines.join(' '));
  for (const flag of new Set(lines)) {
    const parsed = parseCommandLine(['stint', flag], { leading: 1 });
    assert.deepEqual(parsed.ignored, [], flag);
    assert.ok(parsed.command !== null, `${flag} is a command`);
  }
});
