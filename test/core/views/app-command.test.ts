// Commands read from a command line as Electron gives it (the executable first, the app's
// folder when unpackaged, Chromium's switches anywhere) and from what a second launch sends
// the running Stint. A line not understood gives no command and says why, without quoting
// what the person typed as a project or description.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { commandArgs, parseCommandLine, type AppCommand, type ParsedCommandLine } from '../../../main/core/views/app-command.ts';
import { commandData, readCommandData, COMMAND_DATA_TAG, COMMAND_DATA_VERSION } from '../../../main/core/views/app-command-data.ts';

const EXE = '/opt/Stint/stint';
const packaged = (...args: string[]): ParsedCommandLine => parseCommandLine([EXE, ...args], { leading: 1 });

function malformed(parsed: ParsedCommandLine, reason: RegExp): void {
  assert.equal(parsed.command, null, 'no command');
  assert.ok(parsed.ignored.some((r) => reason.test(r)), `a reason matching ${reason}: ${JSON.stringify(parsed.ignored)}`);
}

describe('a command line Stint understands', () => {
  test('each command by its switch', () => {
    assert.deepEqual(packaged('--toggle'), { command: { kind: 'toggle' }, ignored: [] });
    assert.deepEqual(packaged('--stop'), { command: { kind: 'stop' }, ignored: [] });
    assert.deepEqual(packaged('--continue'), { command: { kind: 'continue' }, ignored: [] });
    assert.deepEqual(packaged('--show'), { command: { kind: 'show' }, ignored: [] });
    assert.deepEqual(packaged('--quick-entry'), { command: { kind: 'quick-entry' }, ignored: [] });
  });

  test('--start with a project, a project and task, and a description; or with = for the project', () => {
    assert.deepEqual(packaged('--start', 'Website').command, { kind: 'start', target: 'Website' });
    assert.deepEqual(packaged('--start', 'Website/Design', 'Spec review').command, { kind: 'start', target: 'Website/Design', description: 'Spec review' });
    assert.deepEqual(packaged('--start=Website/Design').command, { kind: 'start', target: 'Website/Design' });
    assert.deepEqual(packaged('--start=Website', 'Spec review').command, { kind: 'start', target: 'Website', description: 'Spec review' });
    assert.deepEqual(packaged('--start', '  Website  ', '  ').command, { kind: 'start', target: 'Website' }, 'trimmed; a blank description is none');
    assert.deepEqual(packaged('--start', '--', '-dash/x').command, { kind: 'start', target: '-dash/x' }, 'after --, a leading dash is a name');
  });

  test('a plain launch: nothing asked, nothing ignored (Chromium switches alone included)', () => {
    assert.deepEqual(packaged(), { command: null, ignored: [] });
    assert.deepEqual(packaged('--no-sandbox', '--enable-features=UseOzonePlatform', '--ozone-platform-hint=auto'), { command: null, ignored: [] });
  });

  test('unpackaged, the app folder before the arguments is not one of them', () => {
    assert.deepEqual(parseCommandLine(['/x/electron', '/src/stint', '--stop'], { leading: 2 }).command, { kind: 'stop' });
    assert.deepEqual(parseCommandLine(['/x/electron', '/src/stint'], { leading: 2 }), { command: null, ignored: [] });
  });

  test("Chromium's switches anywhere are passed over, even between --start and its project (Windows moves switches first)", () => {
    const windows = ['--start', '--allow-file-access-from-files', '--original-process-start-time=13213718723637733', 'Website/Design', 'Spec review'];
    assert.deepEqual(packaged(...windows), { command: { kind: 'start', target: 'Website/Design', description: 'Spec review' }, ignored: [] });
    assert.deepEqual(packaged('--no-sandbox', '--toggle'), { command: { kind: 'toggle' }, ignored: [] }, "the AppImage desktop action's line");
    assert.deepEqual(packaged('--toggle', '--disable-gpu', '--enable-logging=stderr', '-psn_0_1234'), { command: { kind: 'toggle' }, ignored: [] });
  });

  test('switch names in any case (Chromium lower-cases them on Windows)', () => {
    assert.deepEqual(packaged('--Quick-Entry').command, { kind: 'quick-entry' });
  });
});

describe('a command line Stint does not understand: no command, and why', () => {
  test('--start without a project, or with an empty one', () => {
    malformed(packaged('--start'), /--start needs a project/);
    malformed(packaged('--start', ''), /--start needs a project/);
    malformed(packaged('--start', '   ', 'desc'), /--start needs a project/);
    malformed(packaged('--start='), /--start needs a project/);
  });

  test('two commands at once', () => {
    malformed(packaged('--toggle', '--stop'), /more than one command \(--toggle, --stop\)/);
    malformed(packaged('--toggle', '--toggle'), /more than one command/);
  });

  test('an unknown option, alone or beside a command', () => {
    malformed(packaged('--foo'), /unknown option --foo/);
    malformed(packaged('--toggle', '--toogle'), /unknown option --toogle/);
    malformed(packaged('-x', '--show'), /unknown option -x/);
  });

  test('arguments a command does not take', () => {
    malformed(packaged('--toggle', 'Website'), /--toggle takes no argument/);
    malformed(packaged('--stop=now'), /--stop takes no value/);
    malformed(packaged('--start', 'Website', 'desc', 'more'), /--start takes a project and a description \(3 arguments given/);
    malformed(packaged('Website'), /an argument without a command/);
  });

  test('a project or description longer than the limits', () => {
    malformed(packaged('--start', 'p'.repeat(501)), /longer than 500/);
    malformed(packaged('--start', 'Website', 'd'.repeat(5_001)), /longer than 5000/);
  });

  test('the reasons never quote a plain argument (a project name or description stays out of the log)', () => {
    const parsed = [packaged('--toggle', 'Secret client'), packaged('Secret client'), packaged('--start', 'Secret client', 'b', 'c'), packaged('--start', 'Secret client', '--toggle')];
    for (const p of parsed) {
      assert.equal(p.command, null);
      for (const r of p.ignored) assert.doesNotMatch(r, /Secret/);
    }
  });
});

describe('what a second launch sends the running Stint (additionalData)', () => {
  const all: AppCommand[] = [
    { kind: 'toggle' },
    { kind: 'stop' },
    { kind: 'continue' },
    { kind: 'show' },
    { kind: 'quick-entry' },
    { kind: 'start', target: 'Website/Design' },
    { kind: 'start', target: 'Website', description: 'Spec review' },
  ];

  test('every command, a plain launch and a line not understood arrive as they were read (through JSON, as Electron carries it)', () => {
    const lines: ParsedCommandLine[] = [...all.map((command) => ({ command, ignored: [] })), { command: null, ignored: [] }, packaged('--toggle', '--stop')];
    for (const parsed of lines) assert.deepEqual(readCommandData(JSON.parse(JSON.stringify(commandData(parsed)))), parsed);
  });

  test('data that is not Stint’s, or of another version, is not read (the argv is read instead)', () => {
    for (const data of [undefined, null, 'toggle', 42, [], {}, { command: { kind: 'toggle' } }, { [COMMAND_DATA_TAG]: 2, command: { kind: 'toggle' }, ignored: [] }, { [COMMAND_DATA_TAG]: '1', command: null, ignored: [] }]) {
      assert.equal(readCommandData(data), null, JSON.stringify(data));
    }
  });

  test('data of this version in the wrong shape gives no command, with a reason', () => {
    const v = { [COMMAND_DATA_TAG]: COMMAND_DATA_VERSION };
    const wrong: unknown[] = [
      { ...v, command: { kind: 'start', target: 42 }, ignored: [] },
      { ...v, command: { kind: 'start' }, ignored: [] },
      { ...v, command: { kind: 'start', target: '  ' }, ignored: [] },
      { ...v, command: { kind: 'start', target: ' Website ' }, ignored: [] },
      { ...v, command: { kind: 'start', target: 'Website', description: 7 }, ignored: [] },
      { ...v, command: { kind: 'start', target: 'Website', description: 'd'.repeat(5_001) }, ignored: [] },
      { ...v, command: { kind: 'start', target: 'Website', projectId: 3 }, ignored: [] },
      { ...v, command: { kind: 'toggle', force: true }, ignored: [] },
      { ...v, command: { kind: 'quit' }, ignored: [] },
      { ...v, command: { kind: 'toString' }, ignored: [] },
      { ...v, command: 'toggle', ignored: [] },
      { ...v, command: { kind: 'toggle' } },
      { ...v, command: { kind: 'toggle' }, ignored: [3] },
      { ...v, command: { kind: 'toggle' }, ignored: [], extra: 1 },
    ];
    for (const data of wrong) {
      const parsed = readCommandData(data);
      assert.equal(parsed?.command, null, JSON.stringify(data));
      assert.ok(parsed.ignored.length > 0, JSON.stringify(data));
    }
  });

  test("a second launch's reasons reach the running instance's log, cut to size, and no command comes with them", () => {
    const data = { [COMMAND_DATA_TAG]: COMMAND_DATA_VERSION, command: { kind: 'toggle' }, ignored: ['x'.repeat(500), ...Array.from({ length: 30 }, (_, i) => `r${i}`)] };
    const parsed = readCommandData(data);
    assert.equal(parsed?.command, null);
    assert.equal(parsed.ignored.length, 10);
    assert.ok(parsed.ignored[0]!.length <= 201);
  });
});

describe('properties', () => {
  // A name as a person types it: not blank, no surrounding spaces, not starting with a dash.
  const name = fc.string({ minLength: 1, maxLength: 40 }).map((s) => s.trim()).filter((s) => s !== '' && !s.startsWith('-'));
  const command: fc.Arbitrary<AppCommand> = fc.oneof(
    fc.constantFrom<AppCommand>({ kind: 'toggle' }, { kind: 'stop' }, { kind: 'continue' }, { kind: 'show' }, { kind: 'quick-entry' }),
    name.map((target) => ({ kind: 'start' as const, target })),
    fc.tuple(name, name).map(([target, description]) => ({ kind: 'start' as const, target, description })),
  );
  const chromium = fc.constantFrom('--allow-file-access-from-files', '--original-process-start-time=13213718723637733', '--no-sandbox', '--enable-features=WaylandWindowDecorations', '--disable-gpu');

  test("a command's own line reads back as the command, whatever Chromium switches are added wherever", () => {
    fc.assert(
      fc.property(command, fc.array(fc.tuple(chromium, fc.nat()), { maxLength: 4 }), (c, inserts) => {
        const args = commandArgs(c);
        for (const [sw, at] of inserts) args.splice(at % (args.length + 1), 0, sw);
        assert.deepEqual(packaged(...args), { command: c, ignored: [] });
        assert.deepEqual(readCommandData(JSON.parse(JSON.stringify(commandData(packaged(...args))))), { command: c, ignored: [] });
      }),
    );
  });

  test('any argv: never throws, and a command comes only with nothing ignored', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('--start', '--toggle', '--', '--stop=1', '--start=')), { maxLength: 8 }), (argv) => {
        const p = parseCommandLine([EXE, ...argv], { leading: 1 });
        assert.ok(p.command === null || p.ignored.length === 0);
        assert.ok(p.ignored.length <= 10);
      }),
    );
  });
});
