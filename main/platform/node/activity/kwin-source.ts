// KDE Plasma on Wayland: a KWin script (kwin-script.ts) loaded over D-Bus
// (org.kde.KWin /Scripting: loadScript, then run on the script's object) calls back into the
// object Stint exports on its own connection, on each change of the active window. Only calls
// from KWin's own connection are taken: another program on the bus cannot write the record.
// Stopping unloads the script.

import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import dbus, { type Message, type MessageBus } from 'dbus-next';
import type { ActivityAvailability, ActivitySource, ActivityWords } from '../../../core/ports.ts';
import type { Clock } from '../../../time/clock.ts';
import type { I18n } from '../../../i18n/words.ts';
import { errorText, matchRule, openConnection, type BusFactory, type Connection } from '../../electron/linux/dbus-connection.ts';
import { changesOnly, focusedWindow } from './focus-changes.ts';
import { ACTIVITY_INTERFACE, ACTIVITY_PATH, KWIN_PLUGIN, kwinScript } from './kwin-script.ts';
import { busGoneWords, busUnreachableWords } from './session-bus-words.ts';

const KWIN = 'org.kde.KWin';
const SCRIPTING = { destination: KWIN, path: '/Scripting', interface: 'org.kde.kwin.Scripting' } as const;

export interface KwinSourceOptions {
  /** The session bus (a test's private one). */
  readonly bus: BusFactory;
  /** Where the script's file is written for KWin to read (default: the system's temporary folder); removed once KWin has run it. */
  readonly scriptDir?: string;
  readonly clock?: Pick<Clock, 'sleep'>;
}

const DBUS = { destination: 'org.freedesktop.DBus', path: '/org/freedesktop/DBus', interface: 'org.freedesktop.DBus' } as const;

async function kwinOwner(c: Connection): Promise<string> {
  const reply = await c.call({ ...DBUS, member: 'GetNameOwner', signature: 's', body: [KWIN] });
  return String(reply.body[0]);
}

/** Runs a loaded script: its object is /Scripting/Script<id> in current KWin, /<id> in older ones. */
async function runScript(c: Connection, id: number): Promise<void> {
  const run = (path: string) => c.call({ destination: KWIN, path, interface: 'org.kde.kwin.Script', member: 'run' });
  try {
    await run(`/Scripting/Script${id}`);
  } catch (e) {
    if (!(e instanceof dbus.DBusError) || !/UnknownObject|UnknownMethod/.test(e.type)) throw e;
    await run(`/${id}`);
  }
}

/** The bus gave our connection no unique name, so KWin could not call it back. */
const NO_NAME = new Error('the bus gave Stint no name');

/** KWin's own refusal of the script, not an error of the bus (worded with the script's failure). */
class ScriptRefused extends Error {
  constructor(readonly answered: number) {
    super(`KWin refused the script (loadScript answered ${answered})`);
  }
}

/** Why KWin did not run the script: its refusal (what loadScript answered), no name of ours on the bus, or the bus's own error. */
export type ScriptFailure = { readonly refused: number } | 'noName' | { readonly error: string };

function scriptFailureOf(e: unknown): ScriptFailure {
  if (e instanceof ScriptRefused) return { refused: e.answered };
  return e === NO_NAME ? 'noName' : { error: errorText(e) };
}

export function scriptNotRunWords(failure: ScriptFailure, i18n: I18n): string {
  if (failure === 'noName') return i18n._({ id: 'activity.kwin.noName', message: "KWin did not run Stint's window script (the bus gave Stint no name), so the focused window cannot be seen." });
  if ('refused' in failure) return i18n._({ id: 'activity.kwin.scriptRefused', message: "KWin did not run Stint's window script (KWin refused the script (loadScript answered {answered})), so the focused window cannot be seen.", values: { answered: failure.refused } });
  return i18n._({ id: 'activity.kwin.scriptNotRun', message: "KWin did not run Stint's window script ({error}), so the focused window cannot be seen.", values: { error: failure.error } });
}

/** KWin does not answer at the check (`error`: the bus's own words). */
export function noAnswerWords(error: string, i18n: I18n): string {
  return i18n._({ id: 'activity.kwin.noAnswer', message: "KDE Plasma's KWin does not answer Stint on the session bus ({error}), so the focused window cannot be seen.", values: { error } });
}

export function kwinLeftWords(i18n: I18n): string {
  return i18n._({ id: 'activity.kwin.left', message: 'KWin left the session bus: the focused window is no longer seen.' });
}

export function kwinSource(options: KwinSourceOptions): ActivitySource {
  const connect = (raw: { bus?: MessageBus }) =>
    openConnection(() => (raw.bus = options.bus()), options.clock ? { clock: options.clock } : {});

  return {
    async availability(): Promise<ActivityAvailability> {
      const opened = connect({});
      if (!opened.ok) return { ok: false, backend: 'kwin', reason: (i18n) => busUnreachableWords(opened.reason, i18n) };
      try {
        await opened.connection.call({ ...SCRIPTING, member: 'isScriptLoaded', signature: 's', body: [KWIN_PLUGIN] });
        return { ok: true, backend: 'kwin', titles: true };
      } catch (e) {
        const error = errorText(e);
        return { ok: false, backend: 'kwin', reason: (i18n) => noAnswerWords(error, i18n) };
      } finally {
        opened.connection.close();
      }
    },

    watch(onFocus, onTrouble) {
      const report = changesOnly(onFocus);
      const raw: { bus?: MessageBus } = {};
      const opened = connect(raw);
      if (!opened.ok || !raw.bus) {
        const reason = opened.ok ? 'no bus' : opened.reason;
        onTrouble((i18n) => busUnreachableWords(reason, i18n));
        return () => undefined;
      }
      const c = opened.connection;
      const bus = raw.bus;
      let stopped = false;
      let kwin: string | null = null;
      const trouble = (why: ActivityWords): void => {
        if (stopped) return;
        stopped = true;
        c.close();
        onTrouble(why);
      };

      // dbus-next's typings take a string for newError's message; its code takes the call.
      const refuse = (msg: Message, name: string, text: string): void => bus.send(dbus.Message.newError(msg as unknown as string, name, text));
      bus.addMethodHandler((msg: Message): boolean => {
        if (msg.path !== ACTIVITY_PATH || msg.interface !== ACTIVITY_INTERFACE) return false;
        if (msg.member !== 'Focus' || msg.signature !== 'ss') {
          refuse(msg, 'org.freedesktop.DBus.Error.UnknownMethod', `${msg.member} is not a method of ${ACTIVITY_INTERFACE}`);
          return true;
        }
        if (kwin === null || msg.sender !== kwin) {
          refuse(msg, 'org.freedesktop.DBus.Error.AccessDenied', 'only KWin tells Stint the focused window');
          return true;
        }
        bus.send(dbus.Message.newMethodReturn(msg, '', []));
        if (!stopped) report(focusedWindow(msg.body[0], msg.body[1]));
        return true;
      });
      c.onEnd((reason) => trouble((i18n) => busGoneWords(reason, i18n)));
      c.onMessage((msg) => {
        if (msg.type !== dbus.MessageType.SIGNAL || msg.member !== 'NameOwnerChanged' || msg.body[0] !== KWIN) return;
        trouble(kwinLeftWords);
      });

      const file = join(options.scriptDir ?? tmpdir(), `stint-activity-${randomBytes(6).toString('hex')}.js`);
      const started = (async () => {
        try {
          kwin = await kwinOwner(c);
          await c.addMatch(matchRule({ type: 'signal', sender: DBUS.destination, interface: DBUS.interface, member: 'NameOwnerChanged', arg0: KWIN }));
          // Our unique name is known once the bus has answered a call (dbus-next's Hello came
          // first); its typings leave the member out.
          const name = (bus as unknown as { name: string | null }).name;
          if (!name) throw NO_NAME;
          await writeFile(file, kwinScript(name), { mode: 0o600 });
          await c.call({ ...SCRIPTING, member: 'unloadScript', signature: 's', body: [KWIN_PLUGIN] });
          const loaded = await c.call({ ...SCRIPTING, member: 'loadScript', signature: 'ss', body: [file, KWIN_PLUGIN] });
          const id = Number(loaded.body[0]);
          if (!(id >= 0)) throw new ScriptRefused(id);
          await runScript(c, id);
        } catch (e) {
          const failure = scriptFailureOf(e);
          trouble((i18n) => scriptNotRunWords(failure, i18n));
        } finally {
          await rm(file, { force: true });
        }
      })();

      return () => {
        if (stopped) return;
        stopped = true;
        // Once the load has ended (a stop during it would leave the script loaded), and before
        // the connection closes: KWin would otherwise keep calling a name that is gone.
        void started
          .then(() => c.call({ ...SCRIPTING, member: 'unloadScript', signature: 's', body: [KWIN_PLUGIN] }))
          .catch(() => undefined)
          .finally(() => c.close());
      };
    },
  };
}
