// The window's first frame shows the timer and the pickers as soon as the snapshot is
// there; what is below them (today, the week, recent entries) follows a frame later. Their
// times and dates need the page's first Intl formatters, whose making (tens of ms) would
// otherwise hold back the frame with the picker.

import { useEffect, useState } from 'preact/hooks';

/** Once true, later mounts (another screen and back) draw at once. */
let firstFrameDrawn = false;

/** False on the window's first render, true from the frame after it on. */
export function useAfterFirstFrame(): boolean {
  const [ready, setReady] = useState(firstFrameDrawn);
  // Preact runs effects after the frame that showed the render.
  useEffect(() => {
    firstFrameDrawn = true;
    setReady(true);
  }, []);
  return ready;
}
