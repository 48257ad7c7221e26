// The journeys (journeys.ts) on the harness page in Chromium: the real engine under Node.
import { harnessLauncher } from './support/harness-launcher.ts';
import { runJourneys } from './support/run-journeys.ts';

runJourneys(harnessLauncher());
