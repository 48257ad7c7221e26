// i3's IPC framing, which Sway speaks on $SWAYSOCK: "i3-ipc", a 32-bit payload length and a
// 32-bit message type (both in the machine's byte order), then the JSON payload. An event's
// type has the high bit set. https://i3wm.org/docs/ipc.html, sway-ipc(7).

import { endianness } from 'node:os';

export const MAGIC = Buffer.from('i3-ipc', 'ascii');
const HEADER = MAGIC.length + 8;
const LE = endianness() === 'LE';

export const I3 = { getTree: 4, subscribe: 2, getVersion: 7 } as const;
/** Events: the high bit and the event's number. */
export const EVENT = { workspace: 0x80000000, window: 0x80000003 } as const;

export interface I3Message {
  readonly type: number;
  readonly payload: string;
}

export function encodeI3(type: number, payload = ''): Buffer {
  const body = Buffer.from(payload, 'utf8');
  const header = Buffer.alloc(HEADER);
  MAGIC.copy(header, 0);
  if (LE) {
    header.writeUInt32LE(body.length, MAGIC.length);
    header.writeUInt32LE(type >>> 0, MAGIC.length + 4);
  } else {
    header.writeUInt32BE(body.length, MAGIC.length);
    header.writeUInt32BE(type >>> 0, MAGIC.length + 4);
  }
  return Buffer.concat([header, body]);
}

/** A stream that is not i3 IPC (its caller words it). */
export class NotI3Stream extends Error {
  constructor() {
    super('the socket does not speak i3 IPC');
  }
}

/** Splits a byte stream into messages, however the socket cut it; throws on a stream that is not i3 IPC. */
export class I3Decoder {
  private buffered: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): I3Message[] {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const out: I3Message[] = [];
    while (this.buffered.length >= HEADER) {
      if (!this.buffered.subarray(0, MAGIC.length).equals(MAGIC)) throw new NotI3Stream();
      const length = LE ? this.buffered.readUInt32LE(MAGIC.length) : this.buffered.readUInt32BE(MAGIC.length);
      const type = LE ? this.buffered.readUInt32LE(MAGIC.length + 4) : this.buffered.readUInt32BE(MAGIC.length + 4);
      if (this.buffered.length < HEADER + length) break;
      out.push({ type, payload: this.buffered.subarray(HEADER, HEADER + length).toString('utf8') });
      this.buffered = this.buffered.subarray(HEADER + length);
    }
    return out;
  }
}
