import { isIP } from 'node:net'

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function ipv6Groups(written: string): string[] {
  // A trailing dotted quad (64:ff9b::198.51.100.7) is the last two groups.
  const address = written.replace(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, (_all, a: string, b: string, c: string, d: string) =>
    [[a, b], [c, d]].map(([x = '0', y = '0']) => ((Number(x) << 8) | Number(y)).toString(16)).join(':'),
  )
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const headParts = head ? head.split(':') : []
  const tailParts = tail ? tail.split(':') : []
  const missing = address.includes('::') ? 8 - headParts.length - tailParts.length : 0
  const groups = [...headParts, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailParts]
  return groups.map((group) => Number.parseInt(group || '0', 16).toString(16))
}

/** An IPv4 address, also when written IPv4-mapped (::ffff:198.51.100.7); undefined otherwise. */
function ipv4Of(address: string): string | undefined {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  return isIP(address) === 4 ? address : undefined
}

/**
 * The network an address belongs to for "one network, a few voices": the IPv4 address itself
 * (IPv4-mapped IPv6 included), or the /64 of an IPv6 address (what one home or phone gets).
 * Anything that is not an address is its own network.
 */
export function networkOf(address: string): string {
  const ipv4 = ipv4Of(address)
  if (ipv4) return ipv4
  if (isIP(address) !== 6) return address
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`
}

/**
 * The wider network around it (issue 31): the /24 of an IPv4 address, the /48 of an IPv6 one
 * (what one site or customer is usually given: 65,536 /64s).
 */
export function wideNetworkOf(address: string): string {
  const ipv4 = ipv4Of(address)
  if (ipv4) return `${ipv4.split('.').slice(0, 3).join('.')}.0/24`
  if (isIP(address) !== 6) return address
  return `${ipv6Groups(address).slice(0, 3).join(':')}::/48`
}
