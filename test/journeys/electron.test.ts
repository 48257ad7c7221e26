// The same journeys (journeys.ts) on the real app: the built bundle under the Electron
// binary, through Playwright. Where no binary is installed they are skipped, saying why.
import { electronLauncher } from './support/electron-launcher.ts';
import { runJourneys } from './support/run-journeys.ts';

runJourneys(electronLauncher());
