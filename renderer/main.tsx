// The window's entry point: wait for the bridge, ask for the snapshot and the view main kept at once, render the app
// into #app; or, for `?view=compact` (the shell's second window), the compact timer, whose
// code loads only there: the window's first paint does not wait for it.

import { render } from 'preact';
import { whenBridge } from './state/bridge.ts';
import { App } from './app/app.tsx';
import { snapshotFeed } from './state/snapshot-feed.ts';
import { askHandOver } from './state/view-hand-over.ts';
import { matchLanguage } from './i18n/languages.ts';
import { i18n, loadLanguage, wordsLater } from './i18n/words.ts';

// The browser's language's words, asked for at once: the sign-in screen and a first
// snapshot in the same language draw with them (the snapshot names the language in use).
const browserWords = loadLanguage(matchLanguage(navigator.languages), navigator.language).catch(() => undefined);

/** The words of the first snapshot's language, else the browser's; a catalog that cannot load leaves the English in the code. */
async function firstWords(feed: ReturnType<typeof snapshotFeed>): Promise<void> {
  const s = feed.current().snapshot;
  await (s === null ? browserWords : loadLanguage(s.language, s.display.locale).catch(() => undefined));
}

const compactView = new URLSearchParams(location.search).get('view') === 'compact' ? import('./compact/compact-view.tsx') : null;

void whenBridge().then(async (bridge) => {
  const feed = snapshotFeed(bridge);
  const root = document.getElementById('app');
  if (root === null) return;
  if (compactView === null) {
    // Asked beside the snapshot, and the app drawn with it: a window released while hidden
    // opens at the tab, drafts and scroll it was left with.
    const handOver = await askHandOver(bridge);
    await firstWords(feed);
    render(<App bridge={bridge} feed={feed} handOver={handOver} />, root);
    return;
  }
  try {
    const { CompactView } = await compactView;
    await firstWords(feed);
    await wordsLater();
    render(<CompactView bridge={bridge} feed={feed} />, root);
  } catch {
    render(<p role="alert">{i18n._({ id: 'compact.loadFailed', message: 'Stint could not load the compact timer. Turn it off and on again in Settings.' })}</p>, root);
  }
});
