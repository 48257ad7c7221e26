// Command lines at their edges: every switch a launcher or Chromium adds passes without a
// word, a switch that is not one (a lone "-", one dash) or that nobody knows is named in the
// log (cut when it runs long), ten reasons at most, and the limits of a target and a
// description to the character; the same for what a second launch hands over.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { DESCRIPTION_MAX, TARGET_MAX, parseCommandLine, type ParsedCommandLine } from '../../../main/core/views/app-command.ts';
import { COMMAND_DATA_TAG, commandData, readCommandData } from '../../../main/core/views/app-command-data.ts';

const line = (...args: string[]): ParsedCommandLine => parseCommandLine(['/opt/Stint/stint', ...args], { leading: 1 });

describe('the command line', () => {
  test('each switch launchers and Chromium add is passed over without a word', () => {
    const added = [
      'allow-file-access-from-files', 'disable-dev-shm-usage', 'disable-gpu', 'disable-gpu-compositing', 'disable-gpu-sandbox', 'disable-seccomp-filter-sandbox',
      'disable-setuid-sandbox', 'disable-software-rasterizer', 'enable-logging', 'enable-wayland-ime', 'ignore-gpu-blocklist', 'in-process-gpu', 'no-sandbox', 'no-zygote',
    ];
    for (const name of added) assert.deepEqual(line(`--${name}`, '--toggle'), { command: { kind: 'toggle' }, ignored: [] }, name);
  });

  test('an unknown switch is named, cut after 60 characters; a lone dash is a plain argument; one dash is never a command', () => {
    assert.deepEqual(line('--frobnicate'), { command: null, ignored: ['unknown option --frobnicate'] });
    const long = `--${'x'.repeat(70)}`;
    assert.deepEqual(line(long).ignored, [`unknown option ${long.slice(0, 60)}…`]);
    const sixty = `--${'y'.repeat(58)}`;
    assert.deepEqual(line(sixty).ignored, [`unknown option ${sixty}`]);
    assert.deepEqual(line('-'), { command: null, ignored: ['an argument without a command'] });
    assert.deepEqual(line('-xtoggle'), { command: null, ignored: ['unknown option -xtoggle'] });
    assert.deepEqual(line('--toggle=now').ignored, ['--toggle takes no value']);
  });

  test('ten reasons at most', () => {
    const many = Array.from({ length: 12 }, (_, i) => `--bad${i}`);
    assert.deepEqual(line(...many).ignored, many.slice(0, 10).map((s) => `unknown option ${s}`));
  });

  test('a target and a description up to their limits exactly, not a character more', () => {
    const target = 'P'.repeat(TARGET_MAX);
    const description = 'd'.repeat(DESCRIPTION_MAX);
    assert.deepEqual(line('--start', target, description), { command: { kind: 'start', target, description }, ignored: [] });
    assert.deepEqual(line('--start', `${target}P`).ignored, [`--start: the project is longer than ${TARGET_MAX} characters`]);
    assert.deepEqual(line('--start', target, `${description}d`).ignored, [`--start: the description is longer than ${DESCRIPTION_MAX} characters`]);
  });
});

describe('what a second launch hands over', () => {
  test('tagged with its name and version', () => {
    assert.equal(COMMAND_DATA_TAG, 'stintCommandLine');
    assert.deepEqual(commandData({ command: { kind: 'stop' }, ignored: [] }), { stintCommandLine: 1, command: { kind: 'stop' }, ignored: [] });
  });

  const NOT_READ = { command: null, ignored: ['a second launch sent a command that could not be read'] };

  test('reasons that are not all text, a command missing, an empty target, a wrong kind: not read, and the log says so', () => {
    assert.deepEqual(readCommandData({ stintCommandLine: 1, command: null, ignored: ['fine', 3] }), NOT_READ);
    assert.deepEqual(readCommandData({ stintCommandLine: 1, ignored: [] }), NOT_READ);
    assert.deepEqual(readCommandData({ stintCommandLine: 1, command: { kind: 'start', target: '' }, ignored: [] }), NOT_READ);
    assert.deepEqual(readCommandData({ stintCommandLine: 1, command: { kind: 7 }, ignored: [] }), NOT_READ);
    assert.deepEqual(readCommandData({ stintCommandLine: 1, command: 'stop', ignored: [] }), NOT_READ);
  });

  test('a target of the limit exactly is read; the reasons of the second launch are cut after 200 characters', () => {
    const target = 'P'.repeat(TARGET_MAX);
    assert.deepEqual(readCommandData({ stintCommandLine: 1, command: { kind: 'start', target }, ignored: [] }), { command: { kind: 'start', target }, ignored: [] });
    const r200 = 'r'.repeat(200);
    assert.deepEqual(readCommandData({ stintCommandLine: 1, command: null, ignored: [r200, `${r200}s`] }), { command: null, ignored: [r200, `${r200}…`] });
  });
});
