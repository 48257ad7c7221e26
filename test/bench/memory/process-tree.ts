// Chromium's renderer processes under this Node process (playwright starts the browser as
// our child; its renderers hang off the zygote below it), and a process's resident size.

import { readdirSync, readFileSync } from 'node:fs';

function parentOf(pid: number): number | null {
  try {
    // The command name (2nd field) may hold spaces and parentheses: the fields after the last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

function cmdline(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** Every live descendant of `root`. */
export function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    const parent = parentOf(pid);
    if (parent === null) continue;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    for (const c of children.get(pid) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(root);
  return out;
}

/** The renderer processes (`--type=renderer`) below `root`. Chromium rewrites its command line as one string: split on spaces too. */
export function rendererPids(root: number): number[] {
  return descendants(root).filter((pid) => cmdline(pid).join(' ').split(' ').includes('--type=renderer'));
}

/** A size line (`VmRSS`, `RssAnon`) of `/proc/<pid>/status`, in bytes. */
function statusBytes(pid: number, field: string): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (m === null) throw new Error(`no ${field} for process ${pid}`);
  return Number(m[1]) * 1024;
}

/** VmRSS of `pid` in bytes. */
export function residentBytes(pid: number): number {
  return statusBytes(pid, 'VmRSS');
}

/**
 * RssAnon of `pid` in bytes: its resident memory less the mapped files (Chromium's binary, about
 * 99 MB of a renderer's resident size, is shared by every Chromium process): what a system
 * monitor's "memory" column shows for it, near enough.
 */
export function privateBytes(pid: number): number {
  return statusBytes(pid, 'RssAnon');
}
