// Entry of the init-script bundle; the Node side puts the settings in front of it. (Bundled
// with esbuild rather than passed as a function: tsx would leave its own helpers in a
// serialised function, which the page does not have.)

import type { Settings } from '../../../main/core/settings/settings-schema.ts';
import { benchSnapshot } from './bench-snapshot.ts';
import { pageInit } from './page-init.ts';

// stintBenchProjects: each account's active projects (10,000 unless given; bench:memory's usual person has 200).
const given = globalThis as { stintBenchSettings?: Settings; stintBenchForceLayout?: boolean; stintBenchProjects?: number };
const projects = given.stintBenchProjects ?? 10_000;
pageInit(() => JSON.stringify(benchSnapshot(given.stintBenchSettings!, projects, Math.ceil(projects / 20), projects).snapshot), given.stintBenchForceLayout === true);
