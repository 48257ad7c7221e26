// Whether a URL's host is this computer or its local network. A calendar service elsewhere
// may not send Stint there by a redirect: it would make Stint ask the person's router,
// printer or a local service for a calendar (and show what answered). Only the host as
// written is judged (the WHATWG URL parser has already turned 2130706433 and 0x7f.1 into
// 127.0.0.1); a name the network resolves to such an address is not caught here.

/** RFC 1918, loopback, link-local (cloud metadata), this network, shared address space (RFC 6598). */
const LOCAL_V4: readonly (readonly [number, number])[] = [
  [0x00000000, 8],
  [0x0a000000, 8],
  [0x7f000000, 8],
  [0xa9fe0000, 16],
  [0xac100000, 12],
  [0xc0a80000, 16],
  [0x64400000, 10],
];

/** Names that only ever mean this machine (RFC 6761) or the local link (mDNS). */
const isLocalName = (name: string): boolean => name === 'localhost' || name.endsWith('.localhost') || name.endsWith('.local');

export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return isLocalV6(host.slice(1, -1));
  const v4 = ipv4(host);
  return v4 === null ? isLocalName(host) : isLocalV4(v4);
}

function ipv4(host: string): number | null {
  const parts = host.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

function isLocalV4(address: number): boolean {
  return LOCAL_V4.some(([net, bits]) => Math.floor(address / 2 ** (32 - bits)) === Math.floor(net / 2 ** (32 - bits)));
}

function isLocalV6(address: string): boolean {
  const groups = v6Groups(address);
  if (groups === null) return true; // Not an address the parser would give: not trusted as elsewhere.
  if (groups.slice(0, 7).every((g) => g === 0) && groups[7]! <= 1) return true; // :: and ::1
  if ((groups[0]! & 0xfe00) === 0xfc00 || (groups[0]! & 0xffc0) === 0xfe80) return true; // unique local, link-local
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1 reaches 127.0.0.1).
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) return isLocalV4(groups[6]! * 65536 + groups[7]!);
  return false;
}

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it (compressed, hex), or null. */
function v6Groups(address: string): number[] | null {
  const [head, tail, ...more] = address.split('::');
  if (more.length > 0) return null;
  const read = (s: string | undefined): number[] | null => {
    if (s === undefined || s === '') return [];
    const gs = s.split(':');
    return gs.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? gs.map((g) => parseInt(g, 16)) : null;
  };
  const h = read(head);
  const t = read(tail);
  if (h === null || t === null) return null;
  if (tail === undefined) return h.length === 8 ? h : null;
  const zeros = 8 - h.length - t.length;
  return zeros < 1 ? null : [...h, ...Array<number>(zeros).fill(0), ...t];
}
