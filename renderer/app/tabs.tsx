// The window's screens as tabs (ARIA tabs with automatic activation): arrow keys move
// between them, Home and End jump, Tab goes into the screen. A screen opens at its top:
// the window scrolls as one, and the place scrolled to on another screen means nothing here.

import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { scrollToTop } from '../controls/scroll-to-top.ts';

export interface TabsProps<K extends string> {
  readonly label: string;
  readonly tabs: readonly { readonly key: K; readonly label: string }[];
  readonly selected: K;
  readonly onSelect: (key: K) => void;
  readonly children: ComponentChildren;
}

export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: TabsProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const shown = useRef(selected);
  // Before the frame: the screen never shows at the other one's scroll position.
  useLayoutEffect(() => {
    if (shown.current === selected) return;
    shown.current = selected;
    scrollToTop(panelRef.current);
  }, [selected]);
  const onKeyDown = (e: KeyboardEvent) => {
    const i = tabs.findIndex((t) => t.key === selected);
    const next =
      e.key === 'ArrowRight' ? (i + 1) % tabs.length : e.key === 'ArrowLeft' ? (i - 1 + tabs.length) % tabs.length : e.key === 'Home' ? 0 : e.key === 'End' ? tabs.length - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    onSelect(tabs[next]!.key);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role=tab]')[next]?.focus();
  };
  return (
    <>
      <div class="tabs" role="tablist" aria-label={label} ref={listRef} onKeyDown={onKeyDown}>
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`tab-${t.key}`}
            aria-selected={t.key === selected}
            aria-controls={`panel-${t.key}`}
            tabIndex={t.key === selected ? 0 : -1}
            onClick={() => onSelect(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${selected}`} aria-labelledby={`tab-${selected}`} class="panel" ref={panelRef}>
        {children}
      </div>
    </>
  );
}
