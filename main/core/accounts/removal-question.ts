// What removing an account drops, said before it is done: its actions not sent yet by what
// they are, its running timer (stopped first when it can be; else left running on the
// service, with how to stop it there), its sign-in in the keychain, its copies of the
// service's data on this computer. Removal (accounts.ts) then drops exactly that, and asks
// for a confirmation whenever the service will never get something: an action, or a stop.
// A pure module: the window, the tray and the command line show its words.

import type { RemovalQuestion } from '../snapshot.ts';

export type { RemovalQuestion };

/** What an account holds, as removing it meets it. */
export interface RemovalInput {
  readonly name: string;
  /** The first account: its data lives at the data folder's root beside the person's own, and its place in the list stays, empty. */
  readonly first: boolean;
  readonly signedIn: boolean;
  /** Its actions not sent yet, each by what it is ("Start Website Redesign at 09:12"), oldest first. */
  readonly queued: readonly string[];
  /**
   * Its timer that runs (its project), and how far its start reached the service: `queued`
   * (it goes with the queue, nothing runs there), `sent` or `unconfirmed` (it may run there).
   */
  readonly timer: { readonly title: string; readonly start: 'sent' | 'queued' | 'unconfirmed' } | null;
}

/** What happens to its running timer: stopped first, gone with the queue, or left running on the service. */
export type TimerFate = 'none' | 'stopped' | 'unsent' | 'runs_on';

export function timerFate(input: RemovalInput): TimerFate {
  if (input.timer === null) return 'none';
  if (input.timer.start === 'queued') return 'unsent';
  // Signed in with nothing queued, the stop is sent before the account goes. Behind queued
  // actions it would wait for them, and they go with the account: no stop can reach the service.
  return input.signedIn && input.queued.length === 0 ? 'stopped' : 'runs_on';
}

function actions(n: number): string {
  return n === 1 ? 'its action' : `its ${n} actions`;
}

/** The sentences about what the service never gets; empty when nothing is lost. */
function lossWords(input: RemovalInput, fate: TimerFate): string[] {
  const out: string[] = [];
  const n = input.queued.length;
  if (n > 0) out.push(`${n === 1 ? 'One action' : `${n} actions`} of ${input.name} not sent yet ${n === 1 ? 'is' : 'are'} lost: ${input.queued.join('; ')}.`);
  if (fate === 'runs_on' && input.timer) {
    const why = input.signedIn ? 'its stop would wait behind the actions lost' : `${input.name} is signed out`;
    out.push(`Its timer (${input.timer.title}) may still run on the service: Stint cannot stop it from here (${why}); stop it on the service's website.`);
  }
  return out;
}

export function removalQuestion(input: RemovalInput): RemovalQuestion {
  const fate = timerFate(input);
  const lost = lossWords(input, fate);
  const data = input.first
    ? `its queue and its copies of the service's entries, projects and to-dos leave this computer`
    : `its folder on this computer (its queue and its copies of the service's entries, projects and to-dos) is deleted`;
  const dropped = input.signedIn ? `Its sign-in leaves the keychain, and ${data}` : `${data.charAt(0).toUpperCase()}${data.slice(1)}`;
  const sentences = [`Remove ${input.name} from Stint? ${dropped}; its entries stay on the service.`];
  if (fate === 'stopped' && input.timer) sentences.push(`Its timer (${input.timer.title}) is stopped first.`);
  sentences.push(...lost);
  if (input.first) sentences.push('The first account keeps its place, empty, to sign in to again; your settings, calendars and activity record stay.');
  const n = input.queued.length;
  const confirm = n > 0 ? `Remove ${input.name} and lose ${actions(n)}` : fate === 'runs_on' ? `Remove ${input.name}, its timer left running` : `Remove ${input.name}`;
  const timer = input.timer && fate !== 'none' ? Object.freeze({ title: input.timer.title, fate }) : null;
  const words = sentences.join(' ');
  return Object.freeze({ id: questionId(`${words}\n${confirm}`), words, lost: Object.freeze([...input.queued]), timer, confirm, asks: lost.length > 0 });
}

/** A short name of the question's words (FNV-1a, 32 bits): two questions that say the same thing share it. */
function questionId(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** The refusal of a confirmation given to other words than the removal's now (an action queued since): what would be lost now. */
export function changedWords(input: RemovalInput): string {
  return `What removing ${input.name} drops changed since you were asked: ${lossWords(input, timerFate(input)).join(' ')} Nothing was removed: confirm again to go on.`;
}

/** The refusal of a removal not confirmed: what would be lost, and how to go on. */
export function unconfirmedWords(input: RemovalInput): string {
  return `${lossWords(input, timerFate(input)).join(' ')} Nothing was removed: confirm the removal to go on.`;
}
