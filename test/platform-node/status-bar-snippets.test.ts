// The waybar and polybar snippets of the guide (docs/every-desktop.md), taken from the page
// as a person copies them and run the way the bars run them (`/bin/sh -c`), on files the
// real writer wrote: a line shows while the Stint that wrote it runs and the file is
// current, and a line a dead Stint left, or one older than three rewrites, is hidden
// (waybar: no output; polybar: an empty line and success, its way to hide a module).
import { test, describe, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startStatusFile, type StatusFile } from '../../main/platform/node/status-file.ts';
import type { StatusLine } from '../../main/core/views/status-line.ts';
import { ManualClock } from '../support/manual-clock.ts';

const PAGE = readFileSync(new URL('../../docs/every-desktop.md', import.meta.url), 'utf8');

/** The fenced block of `lang` that follows `marker` on the page. */
function blockAfter(marker: string, lang: string): string {
  const at = PAGE.indexOf(marker);
  assert.ok(at >= 0, `docs/every-desktop.md has "${marker}"`);
  const open = PAGE.indexOf(`\`\`\`${lang}\n`, at);
  assert.ok(open >= 0, `a ${lang} block after "${marker}"`);
  const start = open + lang.length + 4;
  return PAGE.slice(start, PAGE.indexOf('\n```', start));
}

const waybar = (JSON.parse(`{${blockAfter('**Status bars.** waybar', 'json')}}`) as Record<string, { exec: string }>)['custom/stint']!.exec;
const polybarLine = blockAfter('**Status bars.** waybar', 'ini').split('\n').find((l) => l.startsWith('exec = '));
assert.ok(polybarLine, 'polybar\'s block has an exec line');
const polybar = polybarLine.slice('exec = '.length);

const LINE: StatusLine = {
  json: { text: '▶ 1:05 Website redesign 2026', tooltip: 'Website redesign: 1:05\nToday: 1:05', class: 'running', alt: 'running' },
  text: '▶ 1:05 Website redesign 2026',
};

let runtime: string;
let status: StatusFile | undefined;
afterEach(async () => {
  await status?.close();
  status = undefined;
  rmSync(runtime, { recursive: true, force: true });
});

/** Writes LINE through the real writer as process `pid`, stamped by `clock` (default: now). */
async function written(pid: number, clock?: ManualClock): Promise<void> {
  runtime = mkdtempSync(join(tmpdir(), 'stint-bar-'));
  status = startStatusFile({ runtimeDir: runtime, logger: { log: () => undefined }, pid, ...(clock ? { clock } : {}) });
  await status.update(LINE);
}

/** What the bar gets from `command`: its output and exit code. */
async function bar(command: string): Promise<{ out: string; code: number }> {
  try {
    const { stdout } = await promisify(execFile)('/bin/sh', ['-c', command], { env: { PATH: process.env.PATH, XDG_RUNTIME_DIR: runtime } });
    return { out: stdout, code: 0 };
  } catch (e) {
    const failed = e as { stdout?: string; code?: number };
    return { out: failed.stdout ?? '', code: failed.code ?? -1 };
  }
}

/** The id of a process that ran and is gone (killed with SIGKILL, as a crash ends one). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], { stdio: 'ignore' });
  await once(child, 'spawn');
  const pid = child.pid!;
  child.kill('SIGKILL');
  await once(child, 'exit');
  return pid;
}

const onDisk = (name: string) => readFileSync(join(runtime, 'stint', name), 'utf8');

describe('the guide\'s status bar snippets', () => {
  test('a current line of a running Stint: waybar gets status.json\'s line, polybar status.txt\'s', async () => {
    await written(process.pid);
    assert.deepEqual(await bar(waybar), { out: onDisk('status.json'), code: 0 });
    assert.equal(JSON.parse((await bar(waybar)).out).text, '▶ 1:05 Website redesign 2026');
    assert.deepEqual(await bar(polybar), { out: '▶ 1:05 Website redesign 2026\n', code: 0 });
  });

  test('a line whose Stint was killed is hidden', async () => {
    await written(await deadPid());
    assert.equal((await bar(waybar)).out, '');
    assert.deepEqual(await bar(polybar), { out: '\n', code: 0 });
  });

  test('a line older than three rewrites is hidden, though its writer runs (hung, or its pid taken by another process)', async () => {
    await written(process.pid, new ManualClock(Date.now() - 3_600_000));
    assert.equal((await bar(waybar)).out, '');
    assert.deepEqual(await bar(polybar), { out: '\n', code: 0 });
  });

  test('no file at all: nothing shows', async () => {
    runtime = mkdtempSync(join(tmpdir(), 'stint-bar-'));
    assert.equal((await bar(waybar)).out, '');
    assert.deepEqual(await bar(polybar), { out: '\n', code: 0 });
  });
});
