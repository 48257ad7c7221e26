// A control that goes away with a render (Cancel closing the switch form, an edit field
// closing) takes the focus with it. The focus goes back where the person expects it in the
// same task as that render, before another key or click can arrive, and only while nothing
// has it: a focus given after a frame lands on whatever the person moved to meanwhile (a
// quick Stop after Cancel became Switch).

import { useLayoutEffect, useRef } from 'preact/hooks';

/** Asks for `focus()` to run after the component's next render, if the focus is lost by then. */
export function useFocusAfterRender(): (focus: () => void) => void {
  const pending = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    const focus = pending.current;
    if (focus === null) return;
    pending.current = null;
    const active = document.activeElement;
    if (active === null || active === document.body) focus();
  });
  return (focus) => {
    pending.current = focus;
  };
}
