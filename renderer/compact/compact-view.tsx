// The page of the compact timer (`index.html?view=compact`, main.tsx): the snapshots, the
// theme and the bridge for the timer below, without the window's tabs, prompts or Escape.
// Escape does nothing here: the compact timer stays until the person turns it off, and a
// key pressed to leave a picker elsewhere must not make it vanish.

import { useEffect } from 'preact/hooks';
import type { StintBridge } from '../state/bridge.ts';
import type { SnapshotFeed } from '../state/snapshot-feed.ts';
import { useFeed, useTheme } from '../state/use-feed.ts';
import { BridgeContext, SnapshotContext } from '../state/state.ts';
import { CompactTimer } from './compact-timer.tsx';
import { i18n } from '../i18n/words.ts';
import { useWords } from '../i18n/use-words.ts';

export function CompactView({ bridge, feed }: { bridge: StintBridge; feed: SnapshotFeed }) {
  const { snapshot, error, connection } = useFeed(feed);
  const language = useWords(snapshot === null ? null : { language: snapshot.language, locale: snapshot.display.locale });

  useTheme(snapshot);
  useEffect(() => {
    document.title = i18n._({ id: 'compact.title', message: 'Stint compact timer' });
  }, [language]);

  const lost = connection !== 'open';
  return (
    <main class="compact" key={language} aria-busy={snapshot === null && error === null && !lost}>
      <h1 class="visually-hidden">{i18n._({ id: 'compact.title', message: 'Stint compact timer' })}</h1>
      {lost || snapshot === null ? (
        <p class="compact-note">{lost ? i18n._({ id: 'connection.lost', message: 'Connection lost' }) : error ? i18n._({ id: 'app.engineSilent', message: "Stint's engine did not answer: {error}", values: { error } }) : i18n._({ id: 'app.connecting', message: 'Connecting to Stint…' })}</p>
      ) : (
        <BridgeContext.Provider value={bridge}>
          <SnapshotContext.Provider value={snapshot}>
            <CompactTimer />
          </SnapshotContext.Provider>
        </BridgeContext.Provider>
      )}
    </main>
  );
}
