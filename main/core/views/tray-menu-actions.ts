// What a click on a tray menu item means, as data, and the one function that carries it out.
// The tray model (tray-model.ts) names its items with stable ids; the Electron adapter only
// reports which id was clicked. Keeping the meaning here, under plain Node, lets a test
// click every item without Electron, and keeps the shell's main.ts a list of wires.

import type { Snapshot } from '../snapshot.ts';
import type { Logger } from '../ports.ts';
import type { CommandResult, Stint } from '../stint-api.ts';

/**
 * Where the window opens. All but `idle` travel to the window as the `open` prompt event
 * (main/ipc/contract.ts); `idle` needs none: the window shows a waiting idle prompt over
 * every screen by itself.
 */
export type WindowPlace = 'picker' | 'quick-entry' | 'settings' | 'today' | 'sign-in' | 'idle';

export type TrayAction =
  | { readonly kind: 'stop' }
  | { readonly kind: 'continue'; readonly entryKey: string }
  /** A switch from the menu: start on this project (the engine stops what runs). */
  | { readonly kind: 'start'; readonly projectId: number }
  | { readonly kind: 'sign-out' }
  | { readonly kind: 'show'; readonly place: WindowPlace }
  | { readonly kind: 'quit' }
  /** "Restart to update to X": the engine asks the shell's updater to restart into it. */
  | { readonly kind: 'install-update' }
  /** "Stint X is out: get it" (an install that cannot update itself): the release page in the person's browser. */
  | { readonly kind: 'open-url'; readonly url: string }
  /** An id this code does not know (a newer model, a typo): logged, never thrown. */
  | { readonly kind: 'unknown'; readonly id: string };

/** Same pattern as the IPC contract's entry keys (`e42`, `l<local id>`). */
const ENTRY_KEY = /^[el][A-Za-z0-9_-]{1,99}$/;
const PROJECT_ID = /^[1-9][0-9]{0,15}$/;

const SHOW: Readonly<Record<string, WindowPlace>> = {
  start: 'picker',
  'open-window': 'today',
  'quick-entry': 'quick-entry',
  settings: 'settings',
  'sign-in': 'sign-in',
  'idle-prompt': 'idle',
  // The window's foot says what waits and why; a read or a send is the engine's to time.
  'sync-status': 'today',
  // Informational lines (disabled in the model); should a desktop let them be clicked,
  // the window shows the same figures.
  'running-summary': 'today',
  'today-total': 'today',
};

/**
 * The meaning of a click on the item `id`. `s` is the snapshot the menu was built from: a
 * project that needs a task cannot be started from the menu (its label ends in "…"), so
 * its switch opens the picker instead.
 */
export function trayAction(id: string, s: Pick<Snapshot, 'projects'> & Partial<Pick<Snapshot, 'update'>>): TrayAction {
  if (id === 'stop') return { kind: 'stop' };
  if (id === 'update-restart') return { kind: 'install-update' };
  // The page of the update the menu was built from; with none ready any more, nothing to open.
  if (id === 'update-download' && s.update?.how === 'download' && s.update.releaseUrl !== null) return { kind: 'open-url', url: s.update.releaseUrl };
  if (id === 'sign-out') return { kind: 'sign-out' };
  if (id === 'quit') return { kind: 'quit' };
  if (Object.hasOwn(SHOW, id)) return { kind: 'show', place: SHOW[id]! };
  if (id.startsWith('today-total:')) return { kind: 'show', place: 'today' };
  if (id.startsWith('continue:')) {
    const entryKey = id.slice('continue:'.length);
    if (ENTRY_KEY.test(entryKey)) return { kind: 'continue', entryKey };
  }
  if (id.startsWith('switch:')) {
    const raw = id.slice('switch:'.length);
    const projectId = Number(raw);
    if (PROJECT_ID.test(raw) && Number.isSafeInteger(projectId)) {
      const project = s.projects.find((p) => p.id === projectId);
      return project?.requiredTask ? { kind: 'show', place: 'picker' } : { kind: 'start', projectId };
    }
  }
  return { kind: 'unknown', id };
}

/** What the shell lends `runTrayAction`. */
export interface TrayActionDeps {
  readonly stint: Pick<Stint, 'stop' | 'start' | 'continueEntry' | 'signOut' | 'installUpdate'>;
  /** Shows (and focuses) the window at `place`. */
  showWindow(place: WindowPlace): void;
  /** Opens a page in the person's browser (the shell's external links, which check it against their allow-list). */
  openUrl(url: string): void;
  /** Quits the app (the shell flushes the outbox and closes the engine on its way out). */
  quit(): void;
  readonly logger: Pick<Logger, 'log'>;
  /**
   * Tells the person that a command from the tray was refused or failed: the tray has no
   * place of its own to say it, and the facade has no way to raise a notice. The shell
   * shows a notification.
   */
  tell(message: string): void;
}

export type TrayOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

const OK: TrayOutcome = { ok: true };

function ids(action: TrayAction): Record<string, string | number> {
  if (action.kind === 'continue') return { entryKey: action.entryKey };
  if (action.kind === 'start') return { projectId: action.projectId };
  return {};
}

function command(action: TrayAction, stint: TrayActionDeps['stint']): Promise<CommandResult> | null {
  switch (action.kind) {
    case 'stop':
      return stint.stop();
    case 'continue':
      return stint.continueEntry(action.entryKey);
    case 'start':
      return stint.start({ projectId: action.projectId });
    case 'sign-out':
      return stint.signOut();
    case 'install-update':
      return stint.installUpdate();
    default:
      return null;
  }
}

/**
 * Performs `action`. Never rejects: a command the engine refused is told to the person and
 * logged; an unknown id is logged only (a person cannot have meant anything by it).
 */
export async function runTrayAction(action: TrayAction, deps: TrayActionDeps): Promise<TrayOutcome> {
  switch (action.kind) {
    case 'show':
      deps.showWindow(action.place);
      return OK;
    case 'quit':
      deps.quit();
      return OK;
    case 'open-url':
      deps.openUrl(action.url);
      return OK;
    case 'unknown':
      deps.logger.log('warn', 'tray: click on an unknown menu item', { id: action.id.slice(0, 100) });
      return { ok: false, message: `Unknown tray menu item ${action.id.slice(0, 100)}.` };
  }
  let result: CommandResult;
  try {
    result = await command(action, deps.stint)!;
  } catch (e) {
    // The engine answers refusals as results; a throw is a bug: the log gets its words.
    deps.logger.log('error', 'tray: command failed', { action: action.kind, error: e instanceof Error ? e.message : String(e) });
    const message = 'Stint could not do that. Open Stint and try again; the log has the details.';
    deps.tell(message);
    return { ok: false, message };
  }
  if (result.ok) return OK;
  // Ids only: the engine's words may carry project names.
  deps.logger.log('info', 'tray: command refused', { action: action.kind, ...ids(action) });
  deps.tell(result.message);
  return { ok: false, message: result.message };
}
