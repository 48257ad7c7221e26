// Before `npm run package` / `package:dir` build anything: can electron-builder get the
// Electron it packages? It downloads Electron's zip through @electron/get (unless given one
// with electronDist), and where the download host cannot be reached it retries for most of a
// minute and ends in a stack trace. This finds out first, in well under a second offline
// (a connection refused or a name not found answers at once; a silent network is given
// PROBE_MS), and says in one line what is needed and how to run it where the network is.
//
// What electron-builder 26 does, and so what this checks (app-builder-lib's
// util/electronGet.js, @electron/get's Cache and artifact-utils):
//   - the zip's address: $ELECTRON_MIRROR (or the npm config forms of it), default
//     https://github.com/electron/electron/releases/download/, then v<version>/ and
//     electron-v<version>-<platform>-<arch>.zip (ELECTRON_CUSTOM_DIR / _CUSTOM_FILENAME);
//   - the cache: <cache root>/<sha256 of the address without the file name>/<file>, the root
//     being $XDG_CACHE_HOME/electron or ~/.cache/electron (Library/Caches on macOS,
//     %LOCALAPPDATA%/electron/Cache on Windows);
//   - a cached zip is still checked against SHASUMS256.txt, downloaded each time unless a
//     SHASUMS256.txt-<version> (or SHASUMS256.txt) naming the zip is seeded at the cache root.
// ELECTRON_SKIP_BINARY_DOWNLOAD says "do not download Electron's binary": electron-builder
// ignores it and downloads anyway, so here it is honoured by not downloading.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, posix } from 'node:path';

const DEFAULT_MIRROR = 'https://github.com/electron/electron/releases/download/';
/** How long a download host may stay silent before it counts as unreachable. */
export const PROBE_MS = 5_000;
const PROXY_VARS = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'ELECTRON_GET_USE_PROXY', 'GLOBAL_AGENT_HTTPS_PROXY'];

/** @electron/get's default cache root for this OS. */
export function defaultCacheRoot(env, platform = process.platform, home = homedir()) {
  if (platform === 'darwin') return join(home, 'Library', 'Caches', 'electron');
  if (platform === 'win32') return join(env.LOCALAPPDATA || join(home, 'AppData', 'Local'), 'electron', 'Cache');
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'electron');
}

/** A mirror setting as @electron/get reads it: npm config forms first, then ELECTRON_<NAME>. */
function mirrorVar(env, name, snake, fallback) {
  return (
    env[`npm_config_electron_${name.toLowerCase()}`] ||
    env[`NPM_CONFIG_ELECTRON_${snake.toUpperCase()}`] ||
    env[`npm_config_electron_${snake}`] ||
    env[`npm_package_config_electron_${name}`] ||
    env[`npm_package_config_electron_${snake}`] ||
    env[`ELECTRON_${snake.toUpperCase()}`] ||
    fallback
  );
}

const PLATFORM_FLAGS = { '--linux': 'linux', '-l': 'linux', '--mac': 'darwin', '--macos': 'darwin', '-m': 'darwin', '-o': 'darwin', '--win': 'win32', '--windows': 'win32', '-w': 'win32' };
const ARCH_FLAGS = { '--x64': 'x64', '--ia32': 'ia32', '--armv7l': 'armv7l', '--arm64': 'arm64', '--universal': 'universal' };
const CONFIG_KEYS = { darwin: 'mac', win32: 'win', linux: 'linux' };

/** The archs the config's targets for `platform` name (`target: [{ target, arch: [...] }]`); none: the host's. */
function configArchs(config, platform) {
  const target = config?.[CONFIG_KEYS[platform]]?.target;
  const targets = Array.isArray(target) ? target : target === undefined ? [] : [target];
  return [...new Set(targets.flatMap((t) => (t && typeof t === 'object' && Array.isArray(t.arch) ? t.arch : [])))];
}

/**
 * The Electron zips the build will need, each with its address and where the cache keeps it.
 * @param {{ args: readonly string[], env: Record<string, string | undefined>, version: string, platform: string, arch: string, cacheRoot: string, config?: unknown }} o
 */
export function electronDownloads({ args, env, version, platform, arch, cacheRoot, config }) {
  const platforms = [...new Set(args.flatMap((a) => (a in PLATFORM_FLAGS ? [PLATFORM_FLAGS[a]] : [])))];
  const archFlags = args.flatMap((a) => (a in ARCH_FLAGS ? [ARCH_FLAGS[a]] : []));
  const dir = args.includes('--dir');
  const mirror = mirrorVar(env, 'mirror', 'mirror', DEFAULT_MIRROR);
  const out = [];
  for (const p of platforms.length > 0 ? platforms : [platform]) {
    const asked = archFlags.length > 0 ? archFlags : dir ? [] : configArchs(config, p);
    // A universal macOS app is made of the x64 and arm64 ones.
    const archs = [...new Set((asked.length > 0 ? asked : [arch]).flatMap((a) => (a === 'universal' ? ['x64', 'arm64'] : [a])))];
    for (const a of archs) {
      const file = mirrorVar(env, 'customFilename', 'custom_filename', `electron-v${version}-${p}-${a}.zip`);
      const folder = mirrorVar(env, 'customDir', 'custom_dir', `v${version}`).replace('{{ version }}', version);
      const url = `${mirror}${folder}/${file}`;
      const u = new URL(url);
      // @electron/get keys its cache by the address without the file name.
      const key = createHash('sha256').update(`${u.protocol}//${u.host}${posix.dirname(u.pathname)}`).digest('hex');
      out.push({ name: `Electron ${version} for ${p}-${a}`, file, url, host: u.host, cachePath: join(cacheRoot, key, file) });
    }
  }
  return out;
}

/** A seeded checksum file at the cache root that names `file` (electron-builder then checks offline). */
function seededChecksums(cacheRoot, version, file) {
  return [join(cacheRoot, `SHASUMS256.txt-${version}`), join(cacheRoot, 'SHASUMS256.txt')].some((f) => {
    if (!existsSync(f)) return false;
    return readFileSync(f, 'utf8').split('\n').some((l) => /^[a-fA-F0-9]{64}\s+\*?(.+)$/.exec(l.trim())?.[1] === file);
  });
}

/** The electronDist or electronDownload the person gave, on the command line or in the config: theirs to mind. */
function electronGiven(args, config) {
  if (args.some((a) => /^(-c|--config)\.(electronDist|electronDownload)\b/.test(a))) return true;
  return config !== null && typeof config === 'object' && ('electronDist' in config || 'electronDownload' in config);
}

/** Why the host cannot be reached, or null when it answered (any answer will do). */
async function unreachable(url, fetchFn) {
  try {
    await fetchFn(url, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(PROBE_MS) });
    return null;
  } catch (e) {
    if (e?.name === 'TimeoutError') return `no answer within ${PROBE_MS / 1000} s`;
    const cause = e?.cause;
    return cause?.message || cause?.code || e?.message || String(e);
  }
}

/**
 * Whether packaging can get its Electron: `{ ok: true }`, or one line saying what is needed
 * and how to run it where the network is.
 * @param {{ args: readonly string[], env: Record<string, string | undefined>, version: string, platform: string, arch: string, cacheRoot: string, fetch: typeof fetch, script: string, config?: unknown }} o
 * @returns {Promise<{ ok: true } | { ok: false, line: string }>}
 */
export async function packagingPreflight({ args, env, version, platform, arch, cacheRoot, fetch: fetchFn, script, config }) {
  if (electronGiven(args, config)) return { ok: true };
  const missing = electronDownloads({ args, env, version, platform, arch, cacheRoot, config }).filter(
    (d) => !(existsSync(d.cachePath) && seededChecksums(cacheRoot, version, d.file)),
  );
  const first = missing[0];
  if (!first) return { ok: true };
  const more = missing.length > 1 ? ` (and ${missing.length - 1} more zip${missing.length > 2 ? 's' : ''} from there)` : '';
  const run = `npm run ${script}`;
  const offline = `or download it there and run "${run} -- -c.electronDist=<the zip>"`;
  const skip = env.ELECTRON_SKIP_BINARY_DOWNLOAD;
  if (skip !== undefined && skip !== '' && skip !== '0' && skip !== 'false') {
    return {
      ok: false,
      line:
        `Packaging needs ${first.name} (${first.file}, not in ${cacheRoot})${more}, and ELECTRON_SKIP_BINARY_DOWNLOAD is set, so it is not downloaded: ` +
        `run "${run}" without ELECTRON_SKIP_BINARY_DOWNLOAD where the network reaches ${first.host}, ${offline}.`,
    };
  }
  // Through a proxy the download may work where a direct probe cannot: let electron-builder try.
  if (PROXY_VARS.some((v) => env[v])) return { ok: true };
  const why = await unreachable(first.url, fetchFn);
  if (why === null) return { ok: true };
  return {
    ok: false,
    line: `Packaging needs to download ${first.name} from ${first.url}${more}, and ${first.host} cannot be reached (${why}): run "${run}" where the network reaches ${first.host}, ${offline}.`,
  };
}
