// Entry of the init-script bundle; the Node side puts the settings in front of it. (Bundled
// with esbuild rather than passed as a function: tsx would leave its own helpers in a
// serialised function, which the page does not have.)

import type { Settings } from '../../../main/core/settings/settings-schema.ts';
import { benchSnapshot } from './bench-snapshot.ts';
import { pageInit } from './page-init.ts';

const given = globalThis as { stintBenchSettings?: Settings; stintBenchForceLayout?: boolean };
pageInit(() => JSON.stringify(benchSnapshot(given.stintBenchSettings!).snapshot), given.stintBenchForceLayout === true);
