// The window's entry point: wait for the bridge, ask for the snapshot at once, render the app into #app.

import { render } from 'preact';
import { whenBridge } from './state/bridge.ts';
import { App } from './app/app.tsx';
import { snapshotFeed } from './state/snapshot-feed.ts';

void whenBridge().then((bridge) => {
  const feed = snapshotFeed(bridge);
  const root = document.getElementById('app');
  if (root !== null) render(<App bridge={bridge} feed={feed} />, root);
});
