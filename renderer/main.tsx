// The window's entry point: wait for the bridge, then render the app into #app.

import { render } from 'preact';
import { whenBridge } from './bridge.ts';
import { App } from './components/app.tsx';

void whenBridge().then((bridge) => {
  const root = document.getElementById('app');
  if (root !== null) render(<App bridge={bridge} />, root);
});
