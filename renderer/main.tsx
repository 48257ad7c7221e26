// The window's entry point: wait for the bridge, ask for the snapshot and the view main kept at once, render the app
// into #app; or, for `?view=compact` (the shell's second window), the compact timer, whose
// code loads only there: the window's first paint does not wait for it.

import { render } from 'preact';
import { whenBridge } from './state/bridge.ts';
import { App } from './app/app.tsx';
import { snapshotFeed } from './state/snapshot-feed.ts';
import { askHandOver } from './state/view-hand-over.ts';

const compactView = new URLSearchParams(location.search).get('view') === 'compact' ? import('./compact/compact-view.tsx') : null;

void whenBridge().then(async (bridge) => {
  const feed = snapshotFeed(bridge);
  const root = document.getElementById('app');
  if (root === null) return;
  if (compactView === null) {
    // Asked beside the snapshot, and the app drawn with it: a window released while hidden
    // opens at the tab, drafts and scroll it was left with.
    render(<App bridge={bridge} feed={feed} handOver={await askHandOver(bridge)} />, root);
    return;
  }
  try {
    const { CompactView } = await compactView;
    render(<CompactView bridge={bridge} feed={feed} />, root);
  } catch {
    render(<p role="alert">Stint could not load the compact timer. Turn it off and on again in Settings.</p>, root);
  }
});
