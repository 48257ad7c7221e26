// What removing an account drops, said before it is done: its actions not sent yet by what
// they are, its running timer (stopped first when it can be; else left running on the
// service, with how to stop it there), its sign-in in the keychain, its copies of the
// service's data on this computer. Removal (accounts.ts) then drops exactly that, and asks
// for a confirmation whenever the service will never get something: an action, or a stop.
// A pure module: the window, the tray and the command line show its words.

import type { RemovalQuestion } from '../snapshot.ts';
import { sourceWords, type I18n } from '../../i18n/words.ts';

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

/** The sentences about what the service never gets; empty when nothing is lost. */
function lossWords(input: RemovalInput, fate: TimerFate, i18n: I18n): string[] {
  const out: string[] = [];
  const name = input.name;
  const count = input.queued.length;
  if (count > 0) {
    const actions = input.queued.join('; ');
    out.push(i18n._({ id: 'accounts.remove.lostActions', message: '{count, plural, one {One action of {name} not sent yet is lost: {actions}.} other {# actions of {name} not sent yet are lost: {actions}.}}', values: { count, name, actions } }));
  }
  if (fate === 'runs_on' && input.timer) {
    const title = input.timer.title;
    out.push(
      input.signedIn
        ? i18n._({ id: 'accounts.remove.runsOnBehind', message: "Its timer ({title}) may still run on the service: Stint cannot stop it from here (its stop would wait behind the actions lost); stop it on the service's website.", values: { title } })
        : i18n._({ id: 'accounts.remove.runsOnSignedOut', message: "Its timer ({title}) may still run on the service: Stint cannot stop it from here ({name} is signed out); stop it on the service's website.", values: { title, name } }),
    );
  }
  return out;
}

/** "Remove Acme from Stint? …": what leaves this computer, by whether the account is signed in and is the first. */
function dropWords(input: RemovalInput, i18n: I18n): string {
  const name = input.name;
  if (input.signedIn) {
    return input.first
      ? i18n._({ id: 'accounts.remove.askFirst', message: "Remove {name} from Stint? Its sign-in leaves the keychain, and its queue and its copies of the service's entries, projects and to-dos leave this computer; its entries stay on the service.", values: { name } })
      : i18n._({ id: 'accounts.remove.ask', message: "Remove {name} from Stint? Its sign-in leaves the keychain, and its folder on this computer (its queue and its copies of the service's entries, projects and to-dos) is deleted; its entries stay on the service.", values: { name } });
  }
  return input.first
    ? i18n._({ id: 'accounts.remove.askFirstSignedOut', message: "Remove {name} from Stint? Its queue and its copies of the service's entries, projects and to-dos leave this computer; its entries stay on the service.", values: { name } })
    : i18n._({ id: 'accounts.remove.askSignedOut', message: "Remove {name} from Stint? Its folder on this computer (its queue and its copies of the service's entries, projects and to-dos) is deleted; its entries stay on the service.", values: { name } });
}

/** The question's sentences and its button, in `i18n`'s words. */
function questionWords(input: RemovalInput, fate: TimerFate, lost: readonly string[], i18n: I18n): { words: string; confirm: string } {
  const sentences = [dropWords(input, i18n)];
  if (fate === 'stopped' && input.timer) sentences.push(i18n._({ id: 'accounts.remove.stoppedFirst', message: 'Its timer ({title}) is stopped first.', values: { title: input.timer.title } }));
  sentences.push(...lost);
  if (input.first) sentences.push(i18n._({ id: 'accounts.remove.firstStays', message: 'The first account keeps its place, empty, to sign in to again; your settings, calendars and activity record stay.' }));
  const count = input.queued.length;
  const name = input.name;
  const confirm =
    count > 0
      ? i18n._({ id: 'accounts.remove.confirmLose', message: '{count, plural, one {Remove {name} and lose its action} other {Remove {name} and lose its # actions}}', values: { count, name } })
      : fate === 'runs_on'
        ? i18n._({ id: 'accounts.remove.confirmRunsOn', message: 'Remove {name}, its timer left running', values: { name } })
        : i18n._({ id: 'accounts.remove.confirm', message: 'Remove {name}', values: { name } });
  return { words: sentences.join(' '), confirm };
}

export function removalQuestion(input: RemovalInput, i18n: I18n): RemovalQuestion {
  const fate = timerFate(input);
  const lost = lossWords(input, fate, i18n);
  const { words, confirm } = questionWords(input, fate, lost, i18n);
  // Named by its English words: a change of language between the question and its confirmation is not a change of what is lost.
  const english = i18n === sourceWords() ? { words, confirm } : questionWords(input, fate, lossWords(input, fate, sourceWords()), sourceWords());
  const timer = input.timer && fate !== 'none' ? Object.freeze({ title: input.timer.title, fate }) : null;
  return Object.freeze({ id: questionId(`${english.words}\n${english.confirm}`), words, lost: Object.freeze([...input.queued]), timer, confirm, asks: lost.length > 0 });
}

/** A short name of the question's words (FNV-1a, 32 bits): two questions that say the same thing share it. */
function questionId(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h.toString(16).padStart(8, '0');
}

/** The refusal of a confirmation given to other words than the removal's now (an action queued since): what would be lost now. */
export function changedWords(input: RemovalInput, i18n: I18n): string {
  const lost = lossWords(input, timerFate(input), i18n).join(' ');
  return i18n._({ id: 'accounts.remove.changed', message: 'What removing {name} drops changed since you were asked: {lost} Nothing was removed: confirm again to go on.', values: { name: input.name, lost } });
}

/** The refusal of a removal not confirmed: what would be lost, and how to go on. */
export function unconfirmedWords(input: RemovalInput, i18n: I18n): string {
  const lost = lossWords(input, timerFate(input), i18n).join(' ');
  return i18n._({ id: 'accounts.remove.unconfirmed', message: '{lost} Nothing was removed: confirm the removal to go on.', values: { lost } });
}
