// The window: the sign-in screen or the three screens (timer, quick entry, settings), the
// sync status at the foot, the idle question over everything when there is one. Escape
// anywhere (not taken by a picker) hides the window.

import { useEffect, useRef, useState } from 'preact/hooks';
import type { StintBridge } from '../bridge.ts';
import type { FeedState, SnapshotFeed } from '../snapshot-feed.ts';
import { BridgeContext, SnapshotContext } from '../state.ts';
import { IdlePrompt } from './idle-prompt.tsx';
import { Notice } from './notice.tsx';
import { QuickEntry } from './quick-entry.tsx';
import { Settings } from './settings.tsx';
import { SignIn } from './sign-in.tsx';
import { SyncStatus } from './sync-status.tsx';
import { Tabs } from './tabs.tsx';
import { TimerScreen, type FocusRequest } from './timer-screen.tsx';

type Screen = 'timer' | 'quick' | 'settings';
const SCREENS: readonly { key: Screen; label: string }[] = [
  { key: 'timer', label: 'Timer' },
  { key: 'quick', label: 'Quick entry' },
  { key: 'settings', label: 'Settings' },
];

function useFeed(feed: SnapshotFeed): FeedState {
  const [state, setState] = useState(feed.current);
  useEffect(() => {
    // A snapshot may have come between the first render and this effect.
    setState(feed.current());
    return feed.subscribe(() => setState(feed.current()));
  }, [feed]);
  return state;
}

/** `feed`: the snapshots, already asked for (snapshot-feed.ts). */
export function App({ bridge, feed }: { bridge: StintBridge; feed: SnapshotFeed }) {
  const { snapshot, error } = useFeed(feed);
  const [screen, setScreen] = useState<Screen>('timer');
  const [focus, setFocus] = useState<FocusRequest | null>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) void bridge.setWindowVisible({ visible: false });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [bridge]);

  // A reminder's click leads to the recent entries or the picker.
  useEffect(
    () =>
      bridge.onPrompt((p) => {
        if (p.kind !== 'reminder') return;
        setScreen('timer');
        setFocus({ target: p.target, at: Date.now() });
      }),
    [bridge],
  );

  const theme = snapshot?.settings.theme;
  useEffect(() => {
    if (theme === undefined || theme === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = theme;
  }, [theme]);

  // Shown again (the tray, the global shortcut): ready to pick a project.
  const visible = snapshot?.windowVisible ?? false;
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) {
      setScreen('timer');
      setFocus({ target: 'picker', at: Date.now() });
    }
    wasVisible.current = visible;
  }, [visible]);

  if (snapshot === null) {
    return (
      <main class="loading" aria-busy="true">
        <h1 class="visually-hidden">Stint</h1>
        <p>{error ? `Stint's engine did not answer: ${error}` : 'Connecting to Stint…'}</p>
      </main>
    );
  }
  const signedIn = snapshot.session.state === 'signed_in';
  return (
    <BridgeContext.Provider value={bridge}>
      <SnapshotContext.Provider value={snapshot}>
        <div class="app">
          <main>
            <h1 class="visually-hidden">Stint</h1>
            {snapshot.notice && <Notice notice={snapshot.notice} />}
            {signedIn ? (
              <Tabs label="Screens" tabs={SCREENS} selected={screen} onSelect={setScreen}>
                {screen === 'timer' && <TimerScreen focus={focus} />}
                {screen === 'quick' && <QuickEntry />}
                {screen === 'settings' && <Settings />}
              </Tabs>
            ) : (
              <SignIn />
            )}
            {signedIn && snapshot.idle.prompt && <IdlePrompt prompt={snapshot.idle.prompt} />}
          </main>
          <SyncStatus snapshot={snapshot} />
        </div>
      </SnapshotContext.Provider>
    </BridgeContext.Provider>
  );
}
