import { isIPv4, isIPv6 } from "node:net";

/** Why an IP address is not a public one a webhook may be sent to. */
export type RefusedRange =
  | "loopback"
  | "private"
  | "link-local"
  | "unique-local"
  | "cgnat"
  | "unspecified"
  | "multicast"
  | "reserved";

interface Range {
  bytes: number[];
  prefix: number;
  range: RefusedRange;
}

function ipv4Bytes(address: string): number[] {
  return address.split(".").map(Number);
}

/** An IPv6 address's 16 bytes (`::` expanded, a trailing dotted IPv4 read, a zone `%eth0` dropped). */
function ipv6Bytes(address: string): number[] {
  const text = address
    .replace(/%.*$/, "")
    .toLowerCase()
    .replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
      [Number(a) * 256 + Number(b), Number(c) * 256 + Number(d)].map((n) => n.toString(16)).join(":"),
    );
  const [head = "", rest] = text.split("::");
  const split = (part: string) => (part ? part.split(":") : []);
  const missing = rest === undefined ? 0 : 8 - split(head).length - split(rest).length;
  const groups = [...split(head), ...Array<string>(Math.max(0, missing)).fill("0"), ...split(rest ?? "")];
  return groups.slice(0, 8).flatMap((group) => {
    const n = Number.parseInt(group, 16) || 0;
    return [(n >> 8) & 0xff, n & 0xff];
  });
}

const v4 = (cidr: string, range: RefusedRange): Range => {
  const [address = "", prefix = "32"] = cidr.split("/");
  return { bytes: ipv4Bytes(address), prefix: Number(prefix), range };
};
const v6 = (cidr: string, range: RefusedRange): Range => {
  const [address = "", prefix = "128"] = cidr.split("/");
  return { bytes: ipv6Bytes(address), prefix: Number(prefix), range };
};

/** The IPv4 ranges no webhook goes to (RFC 6890's special-purpose registry, in short). */
const IPV4_RANGES: readonly Range[] = [
  v4("0.0.0.0/8", "unspecified"),
  v4("10.0.0.0/8", "private"),
  v4("100.64.0.0/10", "cgnat"),
  v4("127.0.0.0/8", "loopback"),
  v4("169.254.0.0/16", "link-local"),
  v4("172.16.0.0/12", "private"),
  v4("192.0.0.0/24", "reserved"),
  v4("192.0.2.0/24", "reserved"),
  v4("192.88.99.0/24", "reserved"),
  v4("192.168.0.0/16", "private"),
  v4("198.18.0.0/15", "reserved"),
  v4("198.51.100.0/24", "reserved"),
  v4("203.0.113.0/24", "reserved"),
  v4("224.0.0.0/4", "multicast"),
  v4("240.0.0.0/4", "reserved"),
];

/** The IPv6 ranges no webhook goes to; those that carry an IPv4 address are judged by it (below). */
const IPV6_RANGES: readonly Range[] = [
  v6("::/128", "unspecified"),
  v6("::1/128", "loopback"),
  v6("64:ff9b:1::/48", "private"),
  v6("100::/64", "reserved"),
  v6("2001::/23", "reserved"),
  v6("2001:db8::/32", "reserved"),
  v6("fc00::/7", "unique-local"),
  v6("fe80::/10", "link-local"),
  v6("fec0::/10", "private"),
  v6("ff00::/8", "multicast"),
  // IPv4-compatible addresses (deprecated), other than :: and ::1 above.
  v6("::/96", "reserved"),
];

function within(bytes: readonly number[], range: Range): boolean {
  for (let bit = 0; bit < range.prefix; bit += 8) {
    const left = range.prefix - bit;
    const mask = left >= 8 ? 0xff : (0xff << (8 - left)) & 0xff;
    const index = bit / 8;
    if (((bytes[index] ?? 0) & mask) !== ((range.bytes[index] ?? 0) & mask)) return false;
  }
  return true;
}

const startsWith = (bytes: readonly number[], prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

/** The IPv4 address an IPv6 one carries: IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96), 6to4 (2002::/16). */
function embeddedIpv4(bytes: readonly number[]): number[] | undefined {
  if (startsWith(bytes, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff])) return bytes.slice(12);
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return bytes.slice(12);
  if (startsWith(bytes, [0x20, 0x02])) return bytes.slice(2, 6);
  return undefined;
}

function ipv4Range(bytes: readonly number[]): RefusedRange | null {
  return IPV4_RANGES.find((range) => within(bytes, range))?.range ?? null;
}

/**
 * Why `address` (an IP address as dns.lookup or a URL gives it) may not receive a webhook, or null
 * for a public address. Anything that is not an IP address is refused as reserved.
 */
export function refusedRange(address: string): RefusedRange | null {
  const plain = address.replace(/^\[|\]$/g, "");
  if (isIPv4(plain)) return ipv4Range(ipv4Bytes(plain));
  if (!isIPv6(plain)) return "reserved";
  const bytes = ipv6Bytes(plain);
  const carried = embeddedIpv4(bytes);
  if (carried) return ipv4Range(carried);
  return IPV6_RANGES.find((range) => within(bytes, range))?.range ?? null;
}
