// The Undo bar: after a correction or a manual entry, what it changed in words ("Split Design
// review at 10:30: 1:30 and 0:45"), how long before it is sent ("Sent in 8 s") and Undo, while
// the change waits in the outbox for its Undo time (the engine holds it there: the service has
// no delete). Undo then takes it out with nothing sent; the answer stays in words until the
// next change. It sits at the foot of the window, outside the scrolling content, as Toggl's and
// Clockify's Undo bars do: at 360x560 a notice at the top of the content was scrolled out of
// sight by the form that made the change. Ctrl+Z (⌘Z) outside a text field presses it.

import { useEffect, useRef, useState } from 'preact/hooks';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { useBridge, useNow } from '../state/state.ts';
import { outcome } from '../state/bridge.ts';
import { sentInWords } from '../text/undo-words.ts';
import { i18n } from '../i18n/words.ts';

/** Fields where Ctrl+Z undoes typing, not the held change. */
const TYPED = 'input:not([type=checkbox],[type=radio]),textarea,select,[contenteditable]';

/** A change waits for its Undo time: the bar offers Undo, and no question may cover it (app.tsx). */
export function undoOffered(snapshot: Pick<Snapshot, 'undo' | 'sync'>): boolean {
  return (snapshot.undo ?? null) !== null && (snapshot.sync.heldForUndo ?? 0) > 0;
}

export function UndoBar({ snapshot }: { snapshot: Pick<Snapshot, 'undo' | 'sync'> }) {
  const bridge = useBridge();
  const [answer, setAnswer] = useState<{ forId: string; message: string; level: 'info' | 'error' } | null>(null);
  const undo = snapshot.undo ?? null;
  // The bar shows while the engine still holds the change (a correction since replaces it).
  const held = undo !== null && undoOffered(snapshot) && answer?.forId !== undo.id;
  // The answer stays until the next change is held. Once a change is undone the engine's
  // last change is the one before it (a Quick entry sent minutes ago): the answer was hidden
  // for not being about that one, so Undo of an Edit said nothing.
  const shown = held ? null : answer;
  useEffect(() => {
    if (held && answer !== null) setAnswer(null);
  }, [held]);
  const now = useNow(held);
  const press = async () => {
    if (undo === null) return;
    // The engine's answer has words on success too ("Undone: … Nothing was sent."), which `outcome` drops.
    const failed = await outcome(bridge.undo().then((a) => {
      if (a.ok && a.value.ok) setAnswer({ forId: undo.id, message: a.value.message, level: 'info' });
      return a;
    }));
    if (!failed.ok) setAnswer({ forId: undo.id, message: failed.message, level: 'error' });
  };
  const pressNow = useRef(press);
  pressNow.current = press;
  useEffect(() => {
    if (!held) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'z' || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || e.defaultPrevented || (e.target as Element).closest?.(TYPED)) return;
      e.preventDefault();
      void pressNow.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [held]);
  if (!held && shown === null) return null;
  if (held) {
    return (
      <section class="notice level-info undo-bar" aria-label={i18n._({ id: 'undo.undo', message: 'Undo' })}>
        <p role="status">{undo.words}</p>
        <span class="undo-wait">{sentInWords(undo.until, now)}</span>
        <button type="button" class="link" aria-describedby="undo-words" aria-keyshortcuts="Control+Z" onClick={() => void press()}>
          {i18n._({ id: 'undo.undo', message: 'Undo' })}
        </button>
        <span id="undo-words" class="visually-hidden">
          {undo.words}
        </span>
      </section>
    );
  }
  return (
    <section class={`notice level-${shown!.level} undo-bar`} aria-label={i18n._({ id: 'undo.undo', message: 'Undo' })}>
      <p role="status">{shown!.message}</p>
      <button type="button" class="link" aria-label={i18n._({ id: 'undo.dismissAnswer', message: 'Dismiss the Undo answer' })} onClick={() => setAnswer(null)}>
        {i18n._({ id: 'common.dismiss', message: 'Dismiss' })}
      </button>
    </section>
  );
}
