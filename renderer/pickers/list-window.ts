// The picker list draws only the rows in view (and a few either side), in a scroller as
// tall as all its rows: the wheel and the scrollbar reach every result, and a keystroke
// rewrites a dozen rows whatever the number of matches. Rows have one fixed height.

/** Rows drawn: `from` inclusive, `to` exclusive. */
export interface RowWindow {
  readonly from: number;
  readonly to: number;
}

/** The rows to draw when `top` is the first row in view and `visible` rows fit. */
export function rowsToDraw(count: number, top: number, visible: number, overscan: number): RowWindow {
  const first = clampTop(count, top, visible);
  return { from: Math.max(0, first - overscan), to: Math.min(count, first + visible + overscan) };
}

/**
 * The runs of rows to draw, in order: the rows near the view, and the active row wherever it
 * is (a scroll by wheel may leave it far off, and the field names it as the active option,
 * so it must exist in the page).
 */
export function rowRuns(count: number, top: number, visible: number, overscan: number, active: number): RowWindow[] {
  const near = rowsToDraw(count, top, visible, overscan);
  if (active < 0 || active >= count || (active >= near.from && active < near.to)) return near.to > near.from ? [near] : [];
  const one = { from: active, to: active + 1 };
  // Next to the near rows: one run.
  if (active === near.to) return [{ from: near.from, to: active + 1 }];
  if (active === near.from - 1) return [{ from: active, to: near.to }];
  return active < near.from ? [one, near] : [near, one];
}

/** The first row in view after moving as little as needed to show row `active`. */
export function topToShow(count: number, top: number, active: number, visible: number): number {
  let t = top;
  if (active < t) t = active;
  else if (active >= t + visible) t = active - visible + 1;
  return clampTop(count, t, visible);
}

/** The first row in view for a scroll offset (in pixels, from the first row's top). */
export function topAt(scrollPx: number, rowPx: number): number {
  return Math.max(0, Math.floor(scrollPx / rowPx));
}

function clampTop(count: number, top: number, visible: number): number {
  return Math.max(0, Math.min(top, count - visible));
}
