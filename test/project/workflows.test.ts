// The GitHub Actions workflows, checked here before they run there: each is a valid
// workflow (action-validator's schema, offline), CI runs on Linux, macOS and Windows and
// uploads exactly the package targets electron-builder.yml declares, every action is
// pinned to a version, and the release workflow publishes on a version tag only, and only
// signed: its check of the secrets is run here with bash.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';

const root = new URL('../..', import.meta.url).pathname;
const read = (name: string) => readFileSync(join(root, '.github', 'workflows', name), 'utf8');
const WORKFLOWS = ['ci.yml', 'release.yml'] as const;

interface Step {
  readonly uses?: string;
  readonly run?: string;
  readonly name?: string;
  readonly if?: string;
  readonly shell?: string;
  readonly env?: Record<string, string>;
}
interface Job {
  readonly 'runs-on': string;
  readonly needs?: string | readonly string[];
  readonly strategy: { readonly matrix: { readonly include: readonly Record<string, string>[] } };
  readonly steps: readonly Step[];
}
interface Workflow {
  readonly on: Record<string, unknown>;
  readonly jobs: Record<string, Job>;
}

const workflow = (name: string) => parse(read(name)) as Workflow;
/** The job that builds the packages (CI's only one; the release's after its check of the secrets). */
const onlyJob = (w: Workflow) => {
  const jobs = Object.values(w.jobs).filter((j) => j.strategy !== undefined);
  assert.equal(jobs.length, 1);
  return jobs[0]!;
};

/** The package targets electron-builder.yml declares, per system. */
function declaredTargets(): Readonly<Record<string, string[]>> {
  const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as Record<string, { target: unknown }>;
  const names = (t: unknown): string[] => (Array.isArray(t) ? t.map((x) => (typeof x === 'string' ? x : (x as { target: string }).target)) : []);
  return { linux: names(config.linux!.target), macos: names(config.mac!.target), windows: names(config.win!.target) };
}

test('both workflows are valid GitHub Actions workflows', () => {
  for (const name of WORKFLOWS) {
    const state = validateWorkflow(read(name));
    assert.deepEqual(state.errors, [], `${name}: ${JSON.stringify(state.errors)}`);
  }
});

test('the validator is not a rubber stamp: a misspelt key and a step that is not a list are refused', () => {
  const broken = read('ci.yml').replace('runs-on: ${{ matrix.runner }}', 'runs-onn: ${{ matrix.runner }}');
  assert.notDeepEqual(validateWorkflow(broken).errors, []);
  assert.notDeepEqual(validateWorkflow('name: x\non: push\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    steps: 3\n').errors, []);
});

test('CI and releases run on Linux, macOS and Windows, each building the targets electron-builder.yml declares for it', () => {
  const declared: Record<string, string[]> = declaredTargets();
  assert.deepEqual({ ...declared }, { linux: ['AppImage', 'deb'], macos: ['dmg'], windows: ['nsis'] });
  for (const name of WORKFLOWS) {
    const include = onlyJob(workflow(name)).strategy.matrix.include;
    assert.deepEqual(
      include.map((m) => m.system),
      ['linux', 'macos', 'windows'],
      name,
    );
    for (const m of include) {
      assert.match(m.runner!, { linux: /^ubuntu-/, macos: /^macos-/, windows: /^windows-/ }[m.system as 'linux' | 'macos' | 'windows'], `${name}: ${m.system} runs on ${m.runner}`);
      assert.deepEqual(m.packages!.split(' '), declared[m.system!], `${name}: ${m.system}'s packages`);
    }
  }
  // CI uploads each package file it builds (the nsis target makes an .exe).
  const extension: Record<string, string> = { AppImage: '.AppImage', deb: '.deb', dmg: '.dmg', nsis: '.exe' };
  for (const m of onlyJob(workflow('ci.yml')).strategy.matrix.include) {
    const uploaded = m.artifacts!.trim().split('\n').map((l) => l.trim());
    assert.deepEqual(uploaded, (declared[m.system!] ?? []).map((t) => `release/*${extension[t]}`), `${m.system}'s artifacts`);
  }
});

test('CI downloads Electron, runs the tests (Linux under Xvfb), packages and uploads; every action is pinned to a version', () => {
  const steps = onlyJob(workflow('ci.yml')).steps;
  const runs = steps.flatMap((s) => (s.run ? [s.run] : []));
  assert.ok(runs.some((r) => r.startsWith('npm ci')), 'npm ci (which downloads the Electron binary)');
  assert.ok(runs.includes('xvfb-run -a npm test'));
  assert.ok(runs.includes('npm test'));
  assert.ok(runs.includes('npm run package'));
  assert.ok(steps.some((s) => s.uses?.startsWith('actions/upload-artifact@')));
  for (const name of WORKFLOWS) {
    for (const s of onlyJob(workflow(name)).steps) {
      if (s.uses !== undefined) assert.match(s.uses, /@(v\d+\.\d+\.\d+|[0-9a-f]{40})$/, `${name}: ${s.uses} is pinned`);
    }
  }
});

test('a release is published as a draft, with its update metadata, on a version tag only', () => {
  const w = workflow('release.yml');
  assert.deepEqual(Object.keys(w.on), ['push']);
  assert.deepEqual(w.on.push, { tags: ['v*.*.*'] });
  assert.ok(onlyJob(w).steps.some((s) => s.run?.startsWith('node scripts/package.mjs --publish always')));
  const config = parse(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as { publish: unknown };
  assert.deepEqual(config.publish, { provider: 'github', releaseType: 'draft' });
  // CI never publishes.
  assert.equal(read('ci.yml').includes('--publish always'), false);
});

/** The signing and notarisation secrets a release needs: macOS (Developer ID, notarisation) and Windows (Authenticode). */
const SIGNING_SECRETS = ['CSC_LINK', 'CSC_KEY_PASSWORD', 'APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID', 'WIN_CSC_LINK', 'WIN_CSC_KEY_PASSWORD'];

test('a release without signing secrets fails before anything is built or published, naming what is missing', () => {
  const w = workflow('release.yml');
  const publish = onlyJob(w);
  const checkName = Object.entries(w.jobs).find(([, j]) => j !== publish)?.[0];
  assert.ok(checkName, 'a job that checks the secrets');
  assert.deepEqual([publish.needs].flat(), [checkName], 'the packages wait for the check');
  const check = w.jobs[checkName]!.steps.find((s) => s.run !== undefined)!;
  assert.equal(check.shell, 'bash');
  assert.deepEqual(Object.keys(check.env ?? {}).sort(), [...SIGNING_SECRETS].sort());
  for (const name of SIGNING_SECRETS) assert.equal(check.env![name], `\${{ secrets.${name} }}`, `${name} comes from the repository's secrets`);

  // The check as GitHub runs it, where an unset secret is an empty string.
  const run = (set: readonly string[]) => {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '' };
    for (const name of SIGNING_SECRETS) env[name] = set.includes(name) ? 'x' : '';
    return spawnSync('bash', ['-e', '-c', check.run!], { env, encoding: 'utf8' });
  };
  const none = run([]);
  assert.notEqual(none.status, 0, 'no secrets: the release fails');
  assert.match(none.stdout, new RegExp(`::error::.*${SIGNING_SECRETS.join(' ')}`));
  const noWindows = run(SIGNING_SECRETS.filter((n) => !n.startsWith('WIN_')));
  assert.notEqual(noWindows.status, 0, 'no Windows certificate: no unsigned Windows installer either');
  assert.match(noWindows.stdout, /WIN_CSC_LINK WIN_CSC_KEY_PASSWORD/);
  assert.equal(run(SIGNING_SECRETS).status, 0, 'all set: the release goes on');

  // And should a certificate not be usable after all, electron-builder fails rather than
  // leave a macOS or Windows package unsigned.
  const packaging = publish.steps.find((s) => s.run?.startsWith('node scripts/package.mjs'))!;
  assert.match(packaging.run!, / -c\.forceCodeSigning=true$/);
  for (const name of SIGNING_SECRETS) assert.equal(packaging.env?.[name], `\${{ secrets.${name} }}`, `${name} reaches electron-builder`);
});
