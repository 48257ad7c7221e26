// Renders the icon sources in assets/src/ to the PNG, ICO and ICNS files the app and
// electron-builder use. The outputs are committed: run this only after changing a source
// (it needs Debian's Chromium, which CI does not need for packaging).
//
//   node scripts/make-icons.mjs
//
// assets/tray/<state>.png, <state>@2x.png              16 and 32 px, coloured (Windows, Linux)
// assets/tray/<state>Template.png, <state>Template@2x.png  black + alpha (macOS template images)
// assets/icon.png                                      1024 px app icon
// assets/icons/<n>x<n>.png                             the Linux icon set (deb, AppImage)
// assets/icon.ico, assets/icon.icns                    Windows and macOS icons, so that
//                                                      electron-builder converts nothing
//                                                      (its converter is a download)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const src = join(root, 'assets/src');
const out = join(root, 'assets');

const TRAY_STATES = ['idle', 'running', 'offline', 'attention'];
const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512];
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
// ICNS entries holding PNG data (macOS 10.8+), by pixel size.
const ICNS_TYPES = [
  ['icp4', 16],
  ['icp5', 32],
  ['ic11', 32],
  ['icp6', 64],
  ['ic12', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic13', 256],
  ['ic09', 512],
  ['ic14', 512],
  ['ic10', 1024],
];

// A template image must be black: every colour the sources name through a CSS variable
// is set to black, and the shapes' alpha is all that remains.
const TEMPLATE_STYLE = '<style>:root { --ink: #000; --accent: #000; }</style>';

async function render(page, svg, size, { template = false } = {}) {
  const sized = svg.replace(/<svg\b([^>]*?)\swidth="\d+"\sheight="\d+"/, `<svg$1 width="${size}" height="${size}"`);
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<!doctype html><html><head>${template ? TEMPLATE_STYLE : ''}<style>html, body { margin: 0; background: transparent; } svg { display: block; }</style></head><body>${sized}</body></html>`,
  );
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** ICO with PNG entries (Windows Vista and later); a size byte of 0 means 256. */
function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0);
    e.writeUInt8(size >= 256 ? 0 : size, 1);
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(data.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += data.length;
    return e;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

/** ICNS: the 'icns' magic and total length, then (type, length, PNG) entries. */
function icns(entries) {
  const blocks = entries.map(({ type, data }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(data.length + 8, 4);
    return Buffer.concat([head, data]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(8 + blocks.reduce((n, b) => n + b.length, 0), 4);
  return Buffer.concat([head, ...blocks]);
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const written = [];
  const write = (rel, data) => {
    const file = join(out, rel);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, data);
    written.push(rel);
  };

  for (const state of TRAY_STATES) {
    const svg = readFileSync(join(src, `tray-${state}.svg`), 'utf8');
    write(`tray/${state}.png`, await render(page, svg, 16));
    write(`tray/${state}@2x.png`, await render(page, svg, 32));
    write(`tray/${state}Template.png`, await render(page, svg, 16, { template: true }));
    write(`tray/${state}Template@2x.png`, await render(page, svg, 32, { template: true }));
  }

  const icon = readFileSync(join(src, 'icon.svg'), 'utf8');
  const bySize = new Map();
  for (const size of new Set([...LINUX_SIZES, ...ICO_SIZES, ...ICNS_TYPES.map(([, s]) => s)])) {
    bySize.set(size, await render(page, icon, size));
  }
  write('icon.png', bySize.get(1024));
  for (const size of LINUX_SIZES) write(`icons/${size}x${size}.png`, bySize.get(size));
  write('icon.ico', ico(ICO_SIZES.map((size) => ({ size, data: bySize.get(size) }))));
  write('icon.icns', icns(ICNS_TYPES.map(([type, size]) => ({ type, data: bySize.get(size) }))));

  console.log(`wrote ${written.length} files under assets/: ${written.join(', ')}`);
} finally {
  await browser.close();
}
