// How long a change held for Undo still waits before it is sent, in the words the Undo bar
// and Quick entry both say ("Sent in 8 s"): the person sees the change is not lost, only
// held, and for how long Undo can take it back.

/** `until`: epoch ms the hold ends; `now`: epoch ms. Never below 1 s while held. */
export function sentInWords(until: number, now: number): string {
  return `Sent in ${Math.max(1, Math.ceil((until - now) / 1000))} s`;
}
