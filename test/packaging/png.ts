// Just enough PNG reading for the asset tests, with node:zlib and no dependency: the size
// from the IHDR chunk, and the pixels of the 8-bit RGBA, non-interlaced images our icon
// script writes (Chromium's screenshots). Anything else is reported, not guessed at.

import { inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export interface PngHeader {
  readonly width: number;
  readonly height: number;
  readonly bitDepth: number;
  /** 6 = RGBA. */
  readonly colorType: number;
  readonly interlace: number;
}

export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  /** width * height * 4 bytes, row by row, not premultiplied. */
  readonly pixels: Uint8Array;
}

/** The IHDR of a PNG file: the first chunk, right after the signature. */
export function pngHeader(file: Buffer): PngHeader {
  if (file.length < 33 || !file.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG file');
  if (file.toString('latin1', 12, 16) !== 'IHDR') throw new Error('PNG without IHDR first');
  return {
    width: file.readUInt32BE(16),
    height: file.readUInt32BE(20),
    bitDepth: file[24]!,
    colorType: file[25]!,
    interlace: file[28]!,
  };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function decodeRgba(file: Buffer): RgbaImage {
  const header = pngHeader(file);
  if (header.bitDepth !== 8 || header.colorType !== 6 || header.interlace !== 0) {
    throw new Error(`only 8-bit RGBA non-interlaced PNGs are read here, got depth ${header.bitDepth} type ${header.colorType} interlace ${header.interlace}`);
  }
  const idat: Buffer[] = [];
  for (let at = 8; at < file.length; ) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') idat.push(file.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const { width, height } = header;
  const stride = width * 4;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= 4 ? pixels[y * stride + x - 4]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = x >= 4 && y > 0 ? pixels[(y - 1) * stride + x - 4]! : 0;
      const predictor = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
      if (predictor === undefined) throw new Error(`unknown PNG filter ${filter} on row ${y}`);
      pixels[y * stride + x] = (line[x]! + predictor) & 0xff;
    }
  }
  return { width, height, pixels };
}
