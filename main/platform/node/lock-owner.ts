// The data folder lock's owner record, and whether its holder lives: pure, so every case
// (a pid reused by another process, another boot, another machine, an older Stint's record)
// is checked by unit tests without processes. Liveness is the OS's word only (the process
// runs, with the start time it had when it took the lock); no file's age, no clock.

/** What the holder wrote when it took the lock. */
export interface OwnerRecord {
  readonly pid: number;
  readonly hostname: string;
  /** The holder's start as the OS gave it (os-processes.ts); null where it could not be read. */
  readonly started: string | null;
  /** The boot the holder ran in; null where it could not be read. */
  readonly boot: string | null;
  /** The holder's own random token: the record is its own while it holds this nonce. */
  readonly nonce: string;
}

/** A record as read: an older Stint's names the pid and host only (no start, no nonce). */
export type ReadRecord = Omit<OwnerRecord, 'nonce'> & { readonly nonce: string | null };

export type Liveness =
  /** The holder runs: never taken, whatever any clock or file age says. */
  | { readonly state: 'alive' }
  /** The holder is gone (why, in words for the log): taken at once. */
  | { readonly state: 'dead'; readonly why: string }
  /** Another machine's (a shared folder): its pid means nothing here, so it is never taken automatically. */
  | { readonly state: 'elsewhere' };

/** The record's text as written: one JSON line. */
export function recordText(r: OwnerRecord): string {
  return `${JSON.stringify(r)}\n`;
}

/** The record in a file's text; null when it is not one (empty, cut, or damaged). */
export function parseRecord(text: string): ReadRecord | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const text_ = (k: string) => (typeof o[k] === 'string' && o[k] !== '' ? (o[k] as string) : null);
  const pid = o.pid;
  if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return null;
  const hostname = text_('hostname');
  if (hostname === null) return null;
  return { pid, hostname, started: text_('started'), boot: text_('boot'), nonce: text_('nonce') };
}

/** What is known here: this machine's name and boot. */
export interface Here {
  readonly hostname: string;
  readonly boot: string | null;
}

/** Whether the record's holder lives. `probe` is asked only for a holder on this machine. */
export function judgeHolder(holder: ReadRecord, here: Here, probe: { readonly running: boolean; readonly started: string | null }): Liveness {
  if (holder.hostname !== here.hostname) return { state: 'elsewhere' };
  if (holder.boot !== null && here.boot !== null && holder.boot !== here.boot) return { state: 'dead', why: 'its holder ran before the machine restarted' };
  if (!probe.running) return { state: 'dead', why: 'its holder no longer runs' };
  // Where either start time is unknown (Windows, an older Stint's record) the pid alone is judged.
  if (holder.started !== null && probe.started !== null && holder.started !== probe.started) return { state: 'dead', why: 'its holder no longer runs (its process id is now another process)' };
  return { state: 'alive' };
}
