// The part of a client's address that rate limits count by. One IPv6 host
// usually holds a whole /64, so an IPv6 address counts by its first 64 bits;
// an IPv4 address written as IPv6 ('::ffff:10.0.0.1') counts as the IPv4 one.
import { isIPv4, isIPv6 } from 'node:net';

/** Expands '2001:db8::1' to its eight hextets (null when it is not IPv6). */
function ipv6Hextets(address: string): string[] | null {
  if (!isIPv6(address)) return null;
  const [head, tail] = address.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const hextets = tail === undefined ? left : [...left, ...Array<string>(missing).fill('0'), ...right];
  return hextets.map((h) => h.toLowerCase().replace(/^0+(?=.)/, ''));
}

export function addressKey(address: string): string {
  const bare = address.trim().replace(/^\[|\]$/g, '').split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(bare)) return bare;
  const hextets = ipv6Hextets(bare);
  return hextets ? `${hextets.slice(0, 4).join(':')}::/64` : bare;
}
