// The events main pushes to the window, derived from the facade's snapshots: the snapshot
// itself on every change, and a prompt when the window should come forward (an idle prompt
// appeared, or a reminder was clicked). The shell passes `webContents.send`; the browser
// harness passes its WebSocket. Nothing here reads a secret: the snapshot holds none.

import type { Snapshot } from '../core/snapshot.ts';
import type { Stint } from '../core/stint-api.ts';
import { EVENT_CHANNELS } from './channels.ts';
import type { EventChannel, EventPayload, PromptEvent } from './contract.ts';

export type EmitToWindow = <Ch extends EventChannel>(channel: Ch, payload: EventPayload<Ch>) => void;

/**
 * The prompts that `next` raises over `prev`. With no `prev` (a window just opened), a
 * waiting idle prompt is raised, but not the reminder target: the snapshot keeps the last
 * click after it was acted on, so only a newer click (`clickedAt`) is a new one.
 */
export function promptsBetween(prev: Snapshot | null, next: Snapshot): PromptEvent[] {
  const out: PromptEvent[] = [];
  const p = next.idle.prompt;
  const before = prev?.idle.prompt ?? null;
  if (p !== null && (before === null || before.since !== p.since || before.entryKey !== p.entryKey)) out.push({ kind: 'idle', prompt: p });
  const target = next.reminder.target;
  const clicked = next.reminder.clickedAt;
  if (prev !== null && target !== null && clicked !== null && clicked !== prev.reminder.clickedAt) out.push({ kind: 'reminder', target });
  return out;
}

/**
 * Sends the current snapshot now and every new one after it, with the prompts each raises.
 * Returns the unsubscribe function.
 */
export function forwardToWindow(stint: Stint, emit: EmitToWindow): () => void {
  let last: Snapshot | null = null;
  const push = (s: Snapshot) => {
    emit(EVENT_CHANNELS.snapshot, s);
    for (const prompt of promptsBetween(last, s)) emit(EVENT_CHANNELS.prompt, prompt);
    last = s;
  };
  push(stint.snapshot());
  return stint.subscribe(push);
}
