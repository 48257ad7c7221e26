// "I forgot to start the timer": under the running timer, a button opens (inline, not a
// dialog) when the run began: 5, 10 or 15 minutes ago, from the last stop, or typed in
// `Started at` as a time of day in either clock or as how long ago, read by the engine. The
// engine's refusal (always about the field `start`) shows at that field, the group kept open;
// Escape closes the group, the focus back on its button. A start that would lie over another
// entry is asked about first (Start it there anyway), as a manual entry over another is.

import { useRef, useState } from 'preact/hooks';
import { useFocusAfterRender } from '../controls/focus-after-render.ts';
import { lazyScreen } from '../controls/lazy-screen.tsx';
import { i18n } from '../i18n/words.ts';

const Choices = lazyScreen(() => i18n._({ id: 'startEarlier.name', message: 'Started earlier' }), () => import('./start-earlier-choices.tsx').then((m) => m.Choices));

export function StartEarlier() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const close = () => {
    setOpen(false);
    focusAfterRender(() => buttonRef.current?.focus());
  };
  return (
    <div
      class="start-earlier"
      onKeyDown={(e) => {
        // Closes the group only; the window's Escape would hide the window.
        if (open && e.key === 'Escape') {
          e.preventDefault();
          close();
        }
      }}
    >
      <button type="button" class="link" ref={buttonRef} aria-expanded={open} onClick={() => setOpen(!open)}>
        {i18n._({ id: 'startEarlier.open', message: 'Started earlier…' })}
      </button>
      {open && <Choices done={close} />}
    </div>
  );
}

