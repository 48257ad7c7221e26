// The package electron-builder makes from electron-builder.yml, checked offline: the
// unpacked Linux app (`--dir`) built against a stub Electron distribution (a file that
// carries the fuse sentinel and wire, which is all electron-builder needs of the binary
// for this target). The project is copied as it is (sources, tests and all) with fresh
// bundles in its dist/, so the files patterns are checked against what they must leave
// out. The installers themselves (AppImage, deb, dmg, nsis) need downloaded tools or
// their own OS: the config test below checks what they are told, and the desktop entries
// the AppImage and deb would install are asked of electron-builder's own Linux targets
// during the same build (support/desktop-entries-hook.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { extractAll, extractFile, listPackage, statFile } from '@electron/asar';
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { parse } from 'yaml';
import { buildMain } from '../../scripts/build-main.mjs';
import { buildRenderer } from '../../scripts/build-renderer.mjs';
import { parseCommandLine } from '../../main/core/views/app-command.ts';
import { bundledEntry } from '../support/bundled-entry.ts';

const root = new URL('../..', import.meta.url).pathname;
const KEYTAR_BINARY = 'node_modules/@github/keytar/build/Release/keytar.node';
/** x-win's binary for Linux x64 (the activity record's focused window), beside its loader, from its platform package. */
const XWIN_BINARY = 'node_modules/@miniben90/x-win/x-win.linux-x64-gnu.node';
const XWIN_SOURCE = 'node_modules/@miniben90/x-win-linux-x64-gnu/x-win.linux-x64-gnu.node';
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
/** Not copied into the staged project: installed, built or produced output. */
const NOT_STAGED = new Set(['.git', 'node_modules', 'dist', 'release', '.tmp', 'artifacts', '.deps-installing']);

/** The fuses the package must carry, and the opposite value the stub starts with. */
const FUSES: ReadonlyArray<readonly [FuseV1Options, FuseState]> = [
  [FuseV1Options.RunAsNode, FuseState.DISABLE],
  [FuseV1Options.EnableCookieEncryption, FuseState.ENABLE],
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable, FuseState.DISABLE],
  [FuseV1Options.EnableNodeCliInspectArguments, FuseState.DISABLE],
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation, FuseState.ENABLE],
  [FuseV1Options.OnlyLoadAppFromAsar, FuseState.ENABLE],
  [FuseV1Options.GrantFileProtocolExtraPrivileges, FuseState.DISABLE],
];

/** The parts of electron-builder.yml the config test reads (as electron-builder reads them). */
interface BuilderConfig {
  appId: string;
  productName: string;
  asarUnpack: string[];
  electronFuses: Record<string, boolean>;
  mac: PlatformConfig & { extendInfo: { LSUIElement: boolean }; hardenedRuntime: boolean; category: string };
  win: PlatformConfig & { signtoolOptions?: { publisherName?: string | string[] }; verifyUpdateCodeSignature?: boolean };
  beforePack?: string;
  linux: PlatformConfig & { category: string };
  deb: { depends: string[] };
}
interface PlatformConfig {
  icon: string;
  target: unknown;
  files: Array<{ from?: string; to?: string; filter?: string[] }>;
}

interface Packaged {
  readonly appDir: string;
  readonly asar: string;
  /** Files (not directories) in the asar, relative, sorted. */
  readonly files: readonly string[];
  /** The files the two bundles wrote, relative to the project (dist/...), maps included. */
  readonly built: readonly string[];
  /** The .desktop file each Linux installer target would install, as electron-builder computes it. */
  readonly desktopEntries: Readonly<Record<'AppImage' | 'deb', string>>;
}

/** A stub Electron for Linux: a script with a V1 fuse wire after the sentinel. */
function stubElectron(dir: string): void {
  const wire = Buffer.alloc(9, FuseState.INHERIT);
  for (const [fuse, wanted] of FUSES) wire[fuse] = wanted === FuseState.ENABLE ? FuseState.DISABLE : FuseState.ENABLE;
  const binary = Buffer.concat([
    Buffer.from('#!/bin/sh\necho "stub Electron for packaging tests"\nexit 1\n'),
    Buffer.from(SENTINEL, 'latin1'),
    Buffer.from([1, wire.length]),
    wire,
  ]);
  writeFileSync(join(dir, 'electron'), binary, { mode: 0o755 });
}

function filesUnder(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, base) : [relative(base, full)];
  });
}

let packaged: Promise<Packaged> | undefined;
/** Built once per test process, on first use; removed when the process exits. */
function packageApp(): Promise<Packaged> {
  packaged ??= (async () => {
    const tmp = mkdtempSync(join(tmpdir(), 'stint-package-'));
    process.once('exit', () => rmSync(tmp, { recursive: true, force: true }));
    const project = join(tmp, 'project');
    // Copied, not linked: electron-builder does not walk a linked folder, so links would
    // hide the sources and tests the files patterns must leave out.
    // Its files and folders only: other test processes of the run open sockets in the
    // repository's folder meanwhile (the command line's channel, named as a Windows pipe where
    // a shell test plays Windows), which cannot be copied and may be gone a moment later.
    for (const entry of readdirSync(root, { withFileTypes: true })) {
      if (NOT_STAGED.has(entry.name) || !(entry.isFile() || entry.isDirectory())) continue;
      cpSync(join(root, entry.name), join(project, entry.name), { recursive: true });
    }
    symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'), 'dir');
    await Promise.all([buildMain({ outdir: join(project, 'dist/main') }), buildRenderer({ outdir: join(project, 'dist/renderer') })]);
    const built = filesUnder(join(project, 'dist')).map((f) => `dist/${f}`);

    const electronDist = join(tmp, 'electron-dist');
    mkdirSync(electronDist);
    stubElectron(electronDist);
    const output = join(tmp, 'release');
    const desktopEntries = join(tmp, 'desktop-entries.json');
    try {
      await promisify(execFile)(
        process.execPath,
        [
          join(root, 'node_modules/electron-builder/cli.js'),
          '--dir',
          '--linux',
          '--x64',
          '--publish',
          'never',
          '--projectDir',
          project,
          '--config',
          join(project, 'electron-builder.yml'),
          `-c.electronDist=${electronDist}`,
          `-c.directories.output=${output}`,
          `-c.afterPack=${join(root, 'test/packaging/support/desktop-entries-hook.mjs')}`,
        ],
        {
          cwd: project,
          // No network: no Electron download, no update check against the npm registry.
          // The system's temporary folder, not the test run's (scripts/test-tmp.mjs): electron-builder
          // refuses a file whose real path is under /tmp unless /tmp is its temporary folder, and
          // the linked node_modules is the checkout's, which may be there.
          env: { ...process.env, ...(process.env.STINT_SYSTEM_TMPDIR ? { TMPDIR: process.env.STINT_SYSTEM_TMPDIR } : {}), ELECTRON_SKIP_BINARY_DOWNLOAD: '1', NO_UPDATE_NOTIFIER: '1', STINT_DESKTOP_ENTRIES: desktopEntries },
          timeout: 120_000,
          maxBuffer: 16 * 1024 * 1024,
        },
      );
    } catch (e) {
      const { stdout = '', stderr = '' } = e as { stdout?: string; stderr?: string };
      throw new Error(`electron-builder failed:\n${stdout}\n${stderr}`);
    }
    const appDir = join(output, 'linux-unpacked');
    const asar = join(appDir, 'resources/app.asar');
    const files = listPackage(asar, { isPack: false })
      .map((f) => f.replace(/^[\\/]/, ''))
      .filter((f) => !('files' in statFile(asar, f)))
      .sort();
    return { appDir, asar, files, built, desktopEntries: JSON.parse(readFileSync(desktopEntries, 'utf8')) as Packaged['desktopEntries'] };
  })();
  return packaged;
}

test('the asar holds the bundles, the tray images, the icon, package.json, keytar and x-win: no sources, tests, maps or other modules', async () => {
  const { files, built } = await packageApp();
  const tray = ['idle', 'running', 'offline', 'attention'].flatMap((s) => ['', '@2x', 'Template', 'Template@2x'].map((v) => `assets/tray/${s}${v}.png`));
  const expected = [
    ...built.filter((f) => !f.endsWith('.map')),
    ...tray,
    'assets/icon.png',
    'package.json',
    'node_modules/@github/keytar/LICENSE.md',
    'node_modules/@github/keytar/lib/keytar.js',
    'node_modules/@github/keytar/package.json',
    KEYTAR_BINARY,
    'node_modules/@miniben90/x-win/LICENSE',
    'node_modules/@miniben90/x-win/index.js',
    'node_modules/@miniben90/x-win/package.json',
    XWIN_BINARY,
  ].sort();
  assert.ok(built.includes('dist/main/main.js') && built.includes('dist/main/preload.cjs') && built.includes('dist/renderer/index.html'));
  // main's chunks (what import() loads) are named by their content, and the package's main is
  // the installed build (beforePack), not the one built here: as many chunks, whatever their names.
  const chunk = (f: string) => f.replace(/^dist\/main\/chunk-[A-Z0-9]+\.js$/, 'dist/main/chunk-<hash>.js');
  assert.deepEqual(files.map(chunk).sort(), expected.map(chunk).sort());
});

test("keytar's and x-win's native binaries are unpacked beside the asar, the Linux x64 prebuilt ones only", async () => {
  const { appDir, asar } = await packageApp();
  assert.equal((statFile(asar, KEYTAR_BINARY) as { unpacked?: boolean }).unpacked, true);
  assert.equal((statFile(asar, XWIN_BINARY) as { unpacked?: boolean }).unpacked, true);
  const unpacked = join(appDir, 'resources/app.asar.unpacked');
  assert.deepEqual(filesUnder(unpacked), [KEYTAR_BINARY, XWIN_BINARY]);
  assert.ok(readFileSync(join(unpacked, XWIN_BINARY)).equals(readFileSync(join(root, XWIN_SOURCE))), 'the unpacked x-win binary is not the Linux x64 one');
  assert.ok(
    readFileSync(join(unpacked, KEYTAR_BINARY)).equals(readFileSync(join(root, 'node_modules/@github/keytar/prebuilds/linux-x64/keytar.node'))),
    'the unpacked keytar.node is not prebuilds/linux-x64/keytar.node',
  );
});

test("the packaged package.json starts the ES module main bundle and declares keytar and x-win as its only dependencies", async () => {
  const { asar } = await packageApp();
  const manifest = JSON.parse(extractFile(asar, 'package.json').toString('utf8')) as Record<string, unknown>;
  assert.equal(manifest.main, 'dist/main/main.js');
  assert.equal(manifest.type, 'module');
  assert.deepEqual(manifest.dependencies, { '@github/keytar': '7.10.6', '@miniben90/x-win': '3.4.0' });
  assert.equal(manifest.devDependencies, undefined);
  assert.equal(manifest.scripts, undefined);
  assert.match(extractFile(asar, 'dist/main/main.js').toString('utf8'), /^import \{ createRequire as __stintCreateRequire \} from 'node:module';/);
});

test('the fuses are written into the Electron binary: no run-as-node, NODE_OPTIONS or inspect; cookie encryption, asar integrity, asar only', async () => {
  const { appDir } = await packageApp();
  const executable = join(appDir, 'stint');
  assert.ok(existsSync(executable), 'the Linux executable is named after the package');
  const wire = await getCurrentFuseWire(executable);
  for (const [fuse, wanted] of FUSES) {
    assert.equal(wire[fuse], wanted, `${FuseV1Options[fuse]} is ${wire[fuse]}, expected ${wanted}`);
  }
});

test('electron-builder.yml: dmg (universal), nsis, AppImage and deb; a tray app on macOS; deb needs libsecret; keytar per platform', () => {
  const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as BuilderConfig;
  assert.equal(config.appId, 'app.stint.tray');
  assert.equal(config.productName, 'Stint');
  assert.deepEqual(config.asarUnpack, ['**/*.node']);
  assert.deepEqual(config.electronFuses, {
    runAsNode: false,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableCookieEncryption: true,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    grantFileProtocolExtraPrivileges: false,
  });
  assert.deepEqual(config.mac.target, [{ target: 'dmg', arch: ['universal'] }]);
  assert.equal(config.mac.extendInfo.LSUIElement, true);
  assert.equal(config.mac.hardenedRuntime, true);
  assert.equal(config.mac.category, 'public.app-category.productivity');
  assert.deepEqual(config.win.target, [{ target: 'nsis', arch: ['x64', 'arm64'] }]);
  assert.deepEqual(config.linux.target, ['AppImage', 'deb']);
  assert.equal(config.linux.category, 'Utility');
  assert.ok(config.deb.depends.includes('libsecret-1-0'), 'deb depends on libsecret-1-0');
  assert.ok(config.deb.depends.includes('libgtk-3-0'), "deb keeps Electron's own dependencies");
  for (const [key, platform] of [['mac', 'darwin'], ['win', 'win32'], ['linux', 'linux']] as const) {
    const keytar = config[key].files.find((f) => f.from?.includes('keytar'));
    assert.deepEqual(keytar && { from: keytar.from, to: keytar.to }, {
      from: `node_modules/@github/keytar/prebuilds/${platform}-\${arch}`,
      to: 'node_modules/@github/keytar/build/Release',
    });
  }
  // x-win's binary beside its loader, under the name the loader tries first (index.js: require('./x-win.<target>.node')).
  const loader = readFileSync(join(root, 'node_modules/@miniben90/x-win/index.js'), 'utf8');
  for (const [key, target] of [['mac', 'darwin-universal'], ['win', 'win32-${arch}-msvc'], ['linux', 'linux-x64-gnu']] as const) {
    const xwin = config[key].files.find((f) => f.from?.includes('x-win'));
    assert.deepEqual(xwin, { from: `node_modules/@miniben90/x-win-${target}`, to: 'node_modules/@miniben90/x-win', filter: [`x-win.${target}.node`] });
    for (const arch of key === 'win' ? ['x64', 'arm64'] : ['']) {
      assert.ok(loader.includes(`require('./x-win.${target.replace('${arch}', arch)}.node')`), `x-win's loader looks for x-win.${target} (${arch})`);
    }
  }
  for (const icon of [config.mac.icon, config.win.icon, config.linux.icon]) assert.ok(existsSync(join(root, icon)), `${icon} exists`);
});

test("electron-builder.yml: a Windows update is installed only when signed by Stint's publisher; main is built as the installed app's before packing", () => {
  const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as BuilderConfig;
  // Written into app-update.yml as publisherName; electron-updater's NsisUpdater checks the
  // installer's signature against it, and checks nothing when it is absent.
  assert.equal(config.win.signtoolOptions?.publisherName, 'Stint');
  assert.notEqual(config.win.verifyUpdateCodeSignature, false);
  // electron-builder's own schema (26) takes the name there only: the --dir build above
  // validates the whole file, and the old place (win.publisherName) is gone from it.
  const schema = JSON.parse(readFileSync(join(root, 'node_modules/app-builder-lib/scheme.json'), 'utf8')) as { definitions: Record<string, { properties: Record<string, unknown> }> };
  assert.ok('publisherName' in schema.definitions.WindowsSigntoolConfiguration!.properties);
  assert.equal('publisherName' in schema.definitions.WindowsConfiguration!.properties, false);
  assert.equal(config.beforePack, './scripts/build-main.mjs');
});

/** A .desktop file's groups, each a map of its keys (the Desktop Entry format: `[Group]`, `Key=Value`). */
function desktopGroups(text: string): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    const group = /^\[(.+)\]$/.exec(line);
    if (group) groups.set(group[1]!, (current = new Map()));
    else if (line.includes('=') && current) current.set(line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1));
  }
  return groups;
}

/** An Exec line's words (ours hold no quotes or escapes; one that did would fail here first). */
function execWords(exec: string | undefined): string[] {
  assert.ok(exec, 'an Exec line');
  assert.doesNotMatch(exec, /["'\\]/, 'no quoting in the Exec line');
  return exec.split(' ').filter((w) => w !== '');
}

test('the Linux desktop entries (AppImage, deb) carry Start/Stop and Quick entry, each running the main program with a command Stint reads', async () => {
  const { desktopEntries } = await packageApp();
  const expected = { Toggle: { name: 'Start/Stop timer', command: { kind: 'toggle' } }, QuickEntry: { name: 'Quick entry', command: { kind: 'quick-entry' } } };
  for (const [target, text] of Object.entries(desktopEntries)) {
    const groups = desktopGroups(text);
    const main = groups.get('Desktop Entry');
    assert.ok(main, `${target}: a [Desktop Entry] group`);
    // Desktops show only the actions the entry lists.
    assert.deepEqual(main.get('Actions')?.split(';').filter(Boolean), Object.keys(expected), `${target}: Actions=`);
    assert.equal(main.get('StartupWMClass'), 'Stint', `${target}: StartupWMClass`);
    assert.equal(main.get('Keywords'), 'time;timer;tracking;', `${target}: Keywords`);
    const program = execWords(main.get('Exec'))[0];
    for (const [action, { name, command }] of Object.entries(expected)) {
      const group = groups.get(`Desktop Action ${action}`);
      assert.ok(group, `${target}: [Desktop Action ${action}]`);
      assert.equal(group.get('Name'), name, `${target} ${action}: Name`);
      const words = execWords(group.get('Exec'));
      assert.equal(words[0], program, `${target} ${action}: runs the main entry's program (${program})`);
      assert.deepEqual(parseCommandLine(words, { leading: 1 }), { command, ignored: [] }, `${target} ${action}: ${group.get('Exec')}`);
    }
  }
  assert.match(desktopEntries.AppImage, /^Exec=AppRun --no-sandbox %U$/m, "the AppImage's main entry, as electron-builder writes it");
  assert.match(desktopEntries.deb, /^Exec=\/opt\/Stint\/stint %U$/m, "the deb's main entry, as electron-builder writes it");
});

/** The packaged app's files, taken out of the asar into a folder of their own, as `launch-bundle.ts` runs them. */
async function extractedApp(): Promise<string> {
  const { asar } = await packageApp();
  const dir = mkdtempSync(join(tmpdir(), 'stint-packaged-app-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  extractAll(asar, dir);
  return dir;
}

test('the package is the installed build, whatever built dist/main before: it refuses a debugging switch even where isPackaged says false (a hard link named electron)', async () => {
  // The staged project's dist/main was built for development (buildMain's default); the
  // package must not be (electron-builder's beforePack builds main again).
  const app = await extractedApp();
  const running = promisify(execFile)(process.execPath, [bundledEntry('test/boot/support/launch-bundle.ts')], {
    cwd: root,
    env: { ...process.env, STINT_BOOT_BUNDLE: join(app, 'dist/main/main.js'), STINT_BOOT_ARGS: JSON.stringify(['--remote-debugging-port=9222']), STINT_USER_DATA_DIR: join(app, 'data'), STINT_BOOT_PACKAGED: '' },
    timeout: 60_000,
  });
  // An app that did start quits once its input ends (launch-bundle.ts), so a failure here is quick.
  running.child.stdin?.end();
  const run = await running;
  const report = JSON.parse(run.stdout.split('\n').find((l) => l.startsWith('BOOT '))!.slice(5)) as { state: string };
  assert.equal(report.state, 'refused');
  assert.match(run.stderr, /the installed app refuses debugging switches/);
});
