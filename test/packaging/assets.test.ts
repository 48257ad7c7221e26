// The icons the app and its packages use (rendered by scripts/make-icons.mjs and
// committed). The tray adapter loads assets/tray/<state>[Template][@2x].png by name, so a
// missing or mis-sized file is a blank tray; electron-builder takes icon.icns, icon.ico and
// icons/NxN.png as they are (converting anything else needs a download).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { decodeRgba, pngHeader, type RgbaImage } from './png.ts';

const assets = new URL('../../assets/', import.meta.url).pathname;
const STATES = ['idle', 'running', 'offline', 'attention'] as const;
const VARIANTS = [
  { suffix: '', size: 16 },
  { suffix: '@2x', size: 32 },
  { suffix: 'Template', size: 16 },
  { suffix: 'Template@2x', size: 32 },
] as const;

const read = (rel: string): Buffer => readFileSync(join(assets, rel));
const alphaAt = (img: RgbaImage, i: number): number => img.pixels[i * 4 + 3]!;

test('every tray state has its 16 px image and its 32 px @2x image, coloured and as a macOS template', () => {
  for (const state of STATES) {
    for (const { suffix, size } of VARIANTS) {
      const file = `tray/${state}${suffix}.png`;
      const { width, height } = pngHeader(read(file));
      assert.deepEqual({ file, width, height }, { file, width: size, height: size });
    }
  }
});

test('the macOS template images are black, their shape in the alpha channel only', () => {
  for (const state of STATES) {
    for (const suffix of ['Template', 'Template@2x']) {
      const file = `tray/${state}${suffix}.png`;
      const img = decodeRgba(read(file));
      let drawn = 0;
      for (let i = 0; i < img.width * img.height; i++) {
        if (alphaAt(img, i) === 0) continue;
        drawn++;
        const [r, g, b] = img.pixels.subarray(i * 4, i * 4 + 3);
        assert.deepEqual([r, g, b], [0, 0, 0], `${file}: pixel ${i} is not black`);
      }
      assert.ok(drawn >= img.width * 2, `${file} draws almost nothing (${drawn} pixels)`);
    }
  }
});

test('the Windows and Linux tray images are in colour', () => {
  for (const state of STATES) {
    const img = decodeRgba(read(`tray/${state}.png`));
    const coloured = Array.from({ length: img.width * img.height }, (_, i) => i).filter((i) => {
      const [r, g, b, a] = img.pixels.subarray(i * 4, i * 4 + 4);
      return a! > 128 && (r !== g || g !== b);
    });
    assert.ok(coloured.length >= 10, `tray/${state}.png has ${coloured.length} coloured pixels`);
  }
});

test('the four states differ in shape at 16 px, not in colour only (macOS shows shapes alone)', () => {
  const shapes = STATES.map((state) => ({ state, img: decodeRgba(read(`tray/${state}Template.png`)) }));
  for (let a = 0; a < shapes.length; a++) {
    for (let b = a + 1; b < shapes.length; b++) {
      const { state: sa, img: ia } = shapes[a]!;
      const { state: sb, img: ib } = shapes[b]!;
      let differing = 0;
      for (let i = 0; i < 16 * 16; i++) if (Math.abs(alphaAt(ia, i) - alphaAt(ib, i)) > 128) differing++;
      assert.ok(differing >= 8, `${sa} and ${sb} differ in ${differing} pixels only`);
    }
  }
});

test('the app icon: 1024 px PNG, the Linux size set, an ICO with 256 px, an ICNS with 512 and 1024 px', () => {
  assert.deepEqual(pick(pngHeader(read('icon.png'))), { width: 1024, height: 1024 });

  const linux = readdirSync(join(assets, 'icons')).sort((x, y) => parseInt(x) - parseInt(y));
  assert.deepEqual(linux, ['16x16.png', '24x24.png', '32x32.png', '48x48.png', '64x64.png', '128x128.png', '256x256.png', '512x512.png']);
  for (const name of linux) {
    const size = parseInt(name);
    assert.deepEqual({ name, ...pick(pngHeader(read(`icons/${name}`))) }, { name, width: size, height: size });
  }

  // ICO: a directory of (width, height, ..., length, offset); 0 stands for 256.
  const ico = read('icon.ico');
  assert.deepEqual([ico.readUInt16LE(0), ico.readUInt16LE(2)], [0, 1], 'ICO header');
  const icoSizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + i * 16;
    const image = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
    const declared = ico[entry] || 256;
    assert.deepEqual(pick(pngHeader(image)), { width: declared, height: declared }, `ICO entry ${i}`);
    return declared;
  });
  assert.ok(icoSizes.includes(256) && icoSizes.includes(16) && icoSizes.includes(32), `ICO sizes ${icoSizes.join(', ')}`);

  // ICNS: 'icns', total length, then (type, length including its 8 bytes, PNG data).
  const icns = read('icon.icns');
  assert.equal(icns.toString('latin1', 0, 4), 'icns');
  assert.equal(icns.readUInt32BE(4), icns.length);
  const icnsSizes = new Map<string, number>();
  for (let at = 8; at < icns.length; at += icns.readUInt32BE(at + 4)) {
    icnsSizes.set(icns.toString('latin1', at, at + 4), pngHeader(icns.subarray(at + 8, at + icns.readUInt32BE(at + 4))).width);
  }
  assert.equal(icnsSizes.get('ic10'), 1024);
  assert.equal(icnsSizes.get('ic09'), 512);
  assert.equal(icnsSizes.get('ic07'), 128);
});

function pick({ width, height }: { width: number; height: number }): { width: number; height: number } {
  return { width, height };
}
