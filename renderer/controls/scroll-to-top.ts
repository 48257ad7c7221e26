// A screen shown again opens at its top, whatever scrolled it (the window's one scroller, and the page's).

/** Scrolls whatever holds `el` back to its top. */
export function scrollToTop(el: Element | null): void {
  for (let at = el?.parentElement ?? null; at !== null; at = at.parentElement) if (at.scrollTop !== 0) at.scrollTop = 0;
}
