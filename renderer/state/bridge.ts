// The window's only way out: the bridge object the preload (or the browser harness) puts at
// `window.stint`, typed from the IPC contract. Types only from main/: nothing of main runs
// in the window.

import type { StintBridge } from '../../main/ipc/bridge.ts';
import type { IpcAnswer, Command } from '../../main/ipc/contract.ts';
import { i18n } from '../i18n/words.ts';

declare global {
  interface Window {
    stint: StintBridge;
  }
}

export type { StintBridge };

/** Fired on window by a bridge that arrives after the page's script ran (the harness's may). */
export const BRIDGE_READY_EVENT = 'stint-bridge-ready';

/** The bridge, now or once it announces itself. */
export function whenBridge(): Promise<StintBridge> {
  if (window.stint !== undefined) return Promise.resolve(window.stint);
  return new Promise((resolve) => {
    window.addEventListener(BRIDGE_READY_EVENT, () => resolve(window.stint), { once: true });
  });
}

/** A command's outcome as a form needs it: done, or a message with field errors. */
export type Outcome = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly fields: Readonly<Record<string, string>> };

// Payload names as the forms name their fields (the engine's own field errors already do).
const FORM_FIELD: Readonly<Record<string, string>> = { projectId: 'project', taskId: 'task' };

function formFields(fields: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields ?? {})) out[FORM_FIELD[k] ?? k] = v;
  return out;
}

/**
 * Folds the two levels of refusal into one: the transport's (`ok: false` with an IPC error)
 * and the engine's (`ok: true` with a CommandResult of `ok: false`). A bridge that throws
 * (a closed connection) becomes a refusal too, so a form never hangs on it.
 */
export async function outcome<C extends Command>(answer: Promise<IpcAnswer<C>>): Promise<Outcome> {
  let a: IpcAnswer<C>;
  try {
    a = await answer;
  } catch (e) {
    return { ok: false, message: i18n._({ id: 'bridge.silent', message: "Stint's engine did not answer ({error}). Try again.", values: { error: e instanceof Error ? e.message : String(e) } }), fields: {} };
  }
  if (!a.ok) return { ok: false, message: a.error.message, fields: formFields(a.error.fields) };
  const v: unknown = a.value;
  if (v !== null && typeof v === 'object' && 'ok' in v && v.ok === false) {
    const r = v as { message?: unknown; fields?: unknown };
    return {
      ok: false,
      message: typeof r.message === 'string' ? r.message : i18n._({ id: 'bridge.refused', message: 'The command was refused.' }),
      fields: formFields(r.fields !== null && typeof r.fields === 'object' ? (r.fields as Record<string, string>) : undefined),
    };
  }
  return { ok: true };
}

/** What "Save anyway" sends again: the confirmations asked so far. */
export interface Confirmations {
  readonly confirmFutureEnd?: true;
  readonly confirmOverlap?: true;
  readonly confirmLongDay?: true;
}

/**
 * The engine's question in a manual entry's or an edit's answer (an end later than now, an
 * entry longer than the working day, an overlap with another entry) as the confirmation that answers it, added to those given;
 * null when the answer asks nothing.
 */
export function confirmationAsked(answer: { readonly ok: boolean; readonly confirm?: string }, given: Confirmations): Confirmations | null {
  if (answer.ok) return null;
  if (answer.confirm === 'ends_in_future') return { ...given, confirmFutureEnd: true };
  if (answer.confirm === 'overlap') return { ...given, confirmOverlap: true };
  // One question says both when an edit ends later than now and is longer than the working day.
  if (answer.confirm === 'longer_than_day') return { ...given, confirmFutureEnd: true, confirmLongDay: true };
  return null;
}
