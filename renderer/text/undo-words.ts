// How long a change held for Undo still waits before it is sent, in the words the Undo bar
// and Quick entry both say ("Sent in 8 s"): the person sees the change is not lost, only
// held, and for how long Undo can take it back.

import { i18n } from '../i18n/words.ts';

/** `until`: epoch ms the hold ends; `now`: epoch ms. Never below 1 s while held. */
export function sentInWords(until: number, now: number): string {
  return i18n._({ id: 'undo.sentIn', message: 'Sent in {seconds} s', values: { seconds: Math.max(1, Math.ceil((until - now) / 1000)) } });
}
