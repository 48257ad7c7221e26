// The Undo bar: after a correction or a manual entry, what it changed in words ("Split Design
// review at 10:30: 1:30 and 0:45") and Undo, while the change waits in the outbox for its
// Undo time (the engine holds it there: the service has no delete). Undo then takes it out
// with nothing sent; the answer stays in words until the next change.

import { useState } from 'preact/hooks';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { useBridge } from '../state/state.ts';
import { outcome } from '../state/bridge.ts';

export function UndoBar({ snapshot }: { snapshot: Pick<Snapshot, 'undo' | 'sync'> }) {
  const bridge = useBridge();
  const [answer, setAnswer] = useState<{ forId: string; message: string; level: 'info' | 'error' } | null>(null);
  const undo = snapshot.undo ?? null;
  // The bar shows while the engine still holds the change (a correction since replaces it).
  const held = undo !== null && (snapshot.sync.heldForUndo ?? 0) > 0 && answer?.forId !== undo.id;
  const shown = answer !== null && (undo === null || answer.forId === undo.id) ? answer : null;
  if (!held && shown === null) return null;
  if (held) {
    const press = async () => {
      // The engine's answer has words on success too ("Undone: … Nothing was sent."), which `outcome` drops.
      const failed = await outcome(bridge.undo().then((a) => {
        if (a.ok && a.value.ok) setAnswer({ forId: undo.id, message: a.value.message, level: 'info' });
        return a;
      }));
      if (!failed.ok) setAnswer({ forId: undo.id, message: failed.message, level: 'error' });
    };
    return (
      <div class="notice level-info undo-bar" role="status">
        <p>{undo.words}</p>
        <button type="button" class="link" aria-describedby="undo-words" onClick={() => void press()}>
          Undo
        </button>
        <span id="undo-words" class="visually-hidden">
          {undo.words}
        </span>
      </div>
    );
  }
  return (
    <div class={`notice level-${shown!.level} undo-bar`} role="status">
      <p>{shown!.message}</p>
      <button type="button" class="link" aria-label="Dismiss the Undo answer" onClick={() => setAnswer(null)}>
        Dismiss
      </button>
    </div>
  );
}
