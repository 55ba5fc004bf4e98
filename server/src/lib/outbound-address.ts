import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { MESSAGES } from '@evbazaar/common';
import { BadInput } from './errors';

/** Every address a host name resolves to (injected in tests: a name that resolves to 10.0.0.1). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

const blockList = (v4: string[], v6: string[]) => {
  const list = new BlockList();
  for (const net of v4) list.addSubnet(net.split('/')[0], Number(net.split('/')[1]), 'ipv4');
  for (const net of v6) list.addSubnet(net.split('/')[0], Number(net.split('/')[1]), 'ipv6');
  return list;
};

/** Never reachable, whatever the settings: link-local (cloud metadata lives there), multicast, reserved. */
const FORBIDDEN = blockList(['169.254.0.0/16', '224.0.0.0/4', '240.0.0.0/4'], ['fe80::/10', 'ff00::/8', 'fd00:ec2::254/128']);

/** Loopback, private and shared ranges: only with WEBHOOK_ALLOW_PRIVATE_NETWORKS (tests, on-premises receivers). */
const PRIVATE = blockList(
  ['0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '172.16.0.0/12', '192.0.0.0/24', '192.168.0.0/16', '198.18.0.0/15'],
  ['::/127', 'fc00::/7', '64:ff9b::/96'],
);

export type AddressClass = 'public' | 'private' | 'forbidden';

/** Where an IP address lies; an IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as IPv4. */
export function classifyAddress(address: string): AddressClass {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1] : address;
  const type = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (FORBIDDEN.check(ip, type)) return 'forbidden';
  if (PRIVATE.check(ip, type)) return 'private';
  return 'public';
}

export interface AddressPolicy {
  allowPrivateNetworks: boolean;
  httpsOnly: boolean;
  resolve: Resolver;
}

/** A URL checked for delivery: the address to connect to, which is the one that was checked. */
export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

const refuse = (message: string) => new BadInput(message, { url: message });

/** The URL's scheme, without resolving: what a form can be told at once. */
export function checkScheme(raw: string, policy: Pick<AddressPolicy, 'httpsOnly'>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refuse(MESSAGES.webhooks.urlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw refuse(MESSAGES.webhooks.urlInvalid);
  if (url.protocol === 'http:' && policy.httpsOnly) throw refuse(MESSAGES.webhooks.httpsOnly);
  // credentials in a URL would be stored and logged as part of it
  if (url.username || url.password) throw refuse(MESSAGES.webhooks.urlInvalid);
  return url;
}

/**
 * Checks a webhook URL against server-side request forgery: http(s) only (https only in production),
 * every address the host resolves to must be public (or private when allowed), never link-local or
 * metadata. Run at create/update and again at every delivery, whose socket goes to the address checked
 * here, so a DNS answer cannot change between the check and the connection.
 */
export async function checkTarget(raw: string, policy: AddressPolicy): Promise<CheckedTarget> {
  const url = checkScheme(raw, policy);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      addresses = [];
    }
  }
  if (!addresses.length) throw refuse(MESSAGES.webhooks.unresolvable);
  // every answer must pass: a name with one public and one private address is refused
  for (const { address } of addresses) {
    const kind = classifyAddress(address);
    if (kind === 'forbidden') throw refuse(MESSAGES.webhooks.linkLocal);
    if (kind === 'private' && !policy.allowPrivateNetworks) throw refuse(MESSAGES.webhooks.privateAddress);
  }
  const first = addresses[0];
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
