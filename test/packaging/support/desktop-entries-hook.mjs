// An afterPack hook for the packaging test's `--dir` build: in the real electron-builder
// process, with its real Linux packager and config, it asks the AppImage and deb targets for
// the desktop entry each would install (the `--dir` build writes none, and the targets
// themselves need tools downloaded from elsewhere), and writes them as JSON to the file
// named by STINT_DESKTOP_ENTRIES. Nothing of the package changes.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export default async function afterPack(context) {
  const out = process.env.STINT_DESKTOP_ENTRIES;
  if (!out) return;
  const { LinuxTargetHelper } = require('app-builder-lib/out/targets/LinuxTargetHelper.js');
  const AppImageTarget = require('app-builder-lib/out/targets/appimage/AppImageTarget.js').default;
  const FpmTarget = require('app-builder-lib/out/targets/FpmTarget.js').default;
  const { packager, outDir } = context;
  const helper = new LinuxTargetHelper(packager);
  // In the config's order, as electron-builder makes them (each merges linux: with its own section).
  const appImage = new AppImageTarget(null, packager, helper, outDir);
  const deb = new FpmTarget('deb', packager, helper, outDir);
  await deb.scriptFiles.catch(() => undefined);
  const entries = {
    AppImage: await appImage.desktopEntry.value,
    // What FpmTarget.build writes: writeDesktopEntry(this.options).
    deb: await helper.computeDesktopEntry(deb.options),
  };
  writeFileSync(out, JSON.stringify(entries));
}
