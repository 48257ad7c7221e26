// The floor under bench:ui's paint figure: the same typing, measured and waited for the same
// way as in the window (page-init.ts), into a page that does almost nothing (an input that
// rewrites a 20-item list as plain HTML). What this page takes from keydown to a painted
// frame is the cost of the browser and the machine (dispatch, style, layout, software
// paint, the frame), not of Stint's window.

/** The page's HTML: `floorPaints` (ms per keystroke) and `floorSettled()` (all painted). */
export const FLOOR_PAGE = `<!doctype html><meta charset="utf-8"><input id="q" aria-label="q"><ul id="l"></ul><script>
const paints = [], pending = new Set(); let down = 0;
const afterPaint = () => new Promise((r) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => r(performance.now()); c.port2.postMessage(null); }));
document.addEventListener('keydown', (e) => (down = e.timeStamp), true);
document.getElementById('q').addEventListener('input', (e) => {
  const t0 = down, v = e.target.value;
  document.getElementById('l').innerHTML = Array.from({ length: 20 }, (_, i) => '<li>' + v + ' ' + i + '</li>').join('');
  const p = afterPaint().then((t) => paints.push(t - t0));
  pending.add(p);
  p.then(() => pending.delete(p));
});
window.floorPaints = paints;
window.floorSettled = async () => { while (pending.size > 0) await Promise.all([...pending]); };
</script>`;
