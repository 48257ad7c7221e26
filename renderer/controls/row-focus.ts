// A row whose buttons open a form or a question in its place (a calendar's or an account's
// Rename and Remove): opened, the focus goes into it (its first field, text selected, else
// the question itself); closed (Cancel, Escape, done), back on the button that opened it,
// while nothing else has the focus. Without it the focus fell to the page when the button
// went away, and a keyboard user started again from the top.

import { useLayoutEffect, useRef } from 'preact/hooks';

/** The row's element; its opening buttons carry `data-opens="<mode>"`, `idle` is closed. */
export function useRowFocus(mode: string) {
  const row = useRef<HTMLLIElement>(null);
  const last = useRef(mode);
  useLayoutEffect(() => {
    const el = row.current;
    const was = last.current;
    last.current = mode;
    if (el === null || was === mode) return;
    if (mode !== 'idle') {
      const into = el.querySelector<HTMLElement>('form input, [role=group]');
      into?.focus();
      if (into instanceof HTMLInputElement) into.select();
    } else if (document.activeElement === null || document.activeElement === document.body) {
      el.querySelector<HTMLElement>(`[data-opens=${was}]`)?.focus();
    }
  }, [mode]);
  return row;
}
