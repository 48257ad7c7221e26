// Finds our logind session on the system bus: by XDG_SESSION_ID, else by our process id,
// else through logind's `session/auto` alias (the caller's or the user's display session).
// Signals carry the real object path, never `auto`, so the alias is resolved to its id first.
// Never throws: a session not found is a reason, each way's failure in it.

import type { Message } from 'dbus-next';
import { errorText, type Connection } from './dbus-connection.ts';

export const LOGIN1 = 'org.freedesktop.login1';
export const MANAGER_PATH = '/org/freedesktop/login1';
export const MANAGER = 'org.freedesktop.login1.Manager';
export const SESSION = 'org.freedesktop.login1.Session';
const PROPERTIES = 'org.freedesktop.DBus.Properties';
const AUTO_PATH = '/org/freedesktop/login1/session/auto';

export type SessionFoundBy = 'XDG_SESSION_ID' | 'process id' | 'session/auto';

export interface LogindSession {
  /** The session's object path, e.g. /org/freedesktop/login1/session/_32. */
  readonly path: string;
  readonly foundBy: SessionFoundBy;
}

export interface SessionQuery {
  /** XDG_SESSION_ID from the environment, when set. */
  readonly sessionId?: string | undefined;
  /** Default: this process. */
  readonly pid?: number;
}

/** The session, with the unique name of the logind that answered (its signals come from it). */
/** Found, or why not: `reason` for the log, `tried` each way's own failure (D-Bus's words) for a Settings line in the person's language. */
export type FoundSession = (LogindSession & { readonly owner: string }) | { readonly reason: string; readonly tried: string };

type Found = { ok: true; path: string; owner: string } | { ok: false; reason: string };

function objectPath(reply: Message): string | null {
  const v: unknown = reply.body[0];
  return reply.signature === 'o' && typeof v === 'string' ? v : null;
}

async function sessionPathBy(conn: Connection, member: 'GetSession' | 'GetSessionByPID', arg: string | number): Promise<Found> {
  try {
    const reply = await conn.call({
      destination: LOGIN1,
      path: MANAGER_PATH,
      interface: MANAGER,
      member,
      signature: member === 'GetSession' ? 's' : 'u',
      body: [arg],
    });
    const path = objectPath(reply);
    return path ? { ok: true, path, owner: reply.sender } : { ok: false, reason: `${member} answered ${reply.signature}, not an object path` };
  } catch (e) {
    return { ok: false, reason: `${member}(${arg}): ${errorText(e)}` };
  }
}

async function autoSessionPath(conn: Connection): Promise<Found> {
  try {
    const reply = await conn.call({
      destination: LOGIN1,
      path: AUTO_PATH,
      interface: PROPERTIES,
      member: 'Get',
      signature: 'ss',
      body: [SESSION, 'Id'],
    });
    const variant: unknown = reply.body[0];
    const id = typeof variant === 'object' && variant !== null && 'value' in variant ? variant.value : undefined;
    if (typeof id !== 'string' || id === '') return { ok: false, reason: 'session/auto has no Id' };
    return await sessionPathBy(conn, 'GetSession', id);
  } catch (e) {
    return { ok: false, reason: `session/auto: ${errorText(e)}` };
  }
}

export async function findSession(conn: Connection, options: SessionQuery): Promise<FoundSession> {
  const reasons: string[] = [];
  const attempts: [SessionFoundBy, () => Promise<Found>][] = [];
  if (options.sessionId) attempts.push(['XDG_SESSION_ID', () => sessionPathBy(conn, 'GetSession', options.sessionId!)]);
  attempts.push(['process id', () => sessionPathBy(conn, 'GetSessionByPID', options.pid ?? process.pid)]);
  attempts.push(['session/auto', () => autoSessionPath(conn)]);
  for (const [foundBy, attempt] of attempts) {
    const found = await attempt();
    if (found.ok) return { path: found.path, foundBy, owner: found.owner };
    reasons.push(found.reason);
    // No logind on the bus at all: the other ways would fail the same way.
    if (/ServiceUnknown|NameHasNoOwner/.test(found.reason)) break;
  }
  const tried = reasons.join('; ');
  return { reason: `no logind session found (${tried})`, tried };
}
