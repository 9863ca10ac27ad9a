import { growth } from '@inkpress/shared-core/testing';
import { clientAddress, normalizeAddress, trustedProxies } from './clientIp';

describe('normalizeAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    [' 203.0.113.9 ', '203.0.113.9'],
    ['203.0.113.9:51234', '203.0.113.9'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:203.0.113.9', '203.0.113.9'],
    ['::ffff:7f00:1', '127.0.0.1'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['[::1]', '::1'],
    ['fe80::1%eth0', 'fe80::1'],
  ])('reads %p as %p', (raw, expected) => {
    expect(normalizeAddress(raw)).toBe(expected);
  });

  it.each(['', 'unknown', 'evil.example.com', '300.1.1.1', '1.2.3', '[::1', '<script>', '1.2.3.4:port'])(
    'refuses %p',
    (raw) => {
      expect(normalizeAddress(raw)).toBeUndefined();
    },
  );
});

describe('trustedProxies', () => {
  it('matches single IPv4 and IPv6 addresses, including IPv4-mapped peers', () => {
    const trusted = trustedProxies(['127.0.0.1', '::1']);
    expect(trusted.has('127.0.0.1')).toBe(true);
    expect(trusted.has('::ffff:127.0.0.1')).toBe(true);
    expect(trusted.has('::1')).toBe(true);
    expect(trusted.has('0:0:0:0:0:0:0:1')).toBe(true);
    expect(trusted.has('127.0.0.2')).toBe(false);
    expect(trusted.has('::2')).toBe(false);
    expect(trusted.has('not an address')).toBe(false);
  });

  it('matches CIDR ranges of both families at their edges', () => {
    const trusted = trustedProxies(['10.0.0.0/8', '192.168.1.128/25', 'fd00::/8']);
    expect(trusted.has('10.255.255.255')).toBe(true);
    expect(trusted.has('11.0.0.0')).toBe(false);
    expect(trusted.has('192.168.1.128')).toBe(true);
    expect(trusted.has('192.168.1.127')).toBe(false);
    expect(trusted.has('fd12:3456::1')).toBe(true);
    expect(trusted.has('fe80::1')).toBe(false);
  });

  it('trusts nobody when empty', () => {
    const trusted = trustedProxies([]);
    expect(trusted.has('127.0.0.1')).toBe(false);
    expect(trusted.has('::1')).toBe(false);
  });

  it.each([
    ['localhost', /not an IP address/],
    ['10.0.0.0/33', /prefix length outside 0–32/],
    ['fd00::/129', /prefix length outside 0–128/],
    ['10.0.0.0/8/8', /not an IP address/],
    ['10.0.0.0/x', /prefix length/],
    ['10.0.0.1:80', /not an IP address/],
    ['[::1]', /not an IP address/],
  ])('refuses %p', (entry, message) => {
    expect(() => trustedProxies([entry])).toThrow(message);
  });
});

describe('clientAddress', () => {
  const loopback = trustedProxies(['127.0.0.1', '::1']);
  const balancers = trustedProxies(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);

  it('is the peer when the peer is not a trusted proxy, whatever the header says', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.1', loopback)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:198.51.100.7', '127.0.0.1', loopback)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', undefined, loopback)).toBe('198.51.100.7');
  });

  it('is the peer when nobody is trusted', () => {
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.1', trustedProxies([]))).toBe('127.0.0.1');
  });

  it('takes the address a trusted proxy appended', () => {
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.1', loopback)).toBe('203.0.113.1');
    expect(clientAddress('::1', '2001:DB8::7', loopback)).toBe('2001:db8::7');
    expect(clientAddress('127.0.0.1', '[2001:db8::7]:5000', loopback)).toBe('2001:db8::7');
  });

  it('ignores addresses a client wrote in front of the real one (spoofed prefixes)', () => {
    expect(clientAddress('127.0.0.1', '1.1.1.1, 6.6.6.6, 203.0.113.1', loopback)).toBe('203.0.113.1');
    // The spoofed prefix claims to be a trusted proxy: still only the right-most untrusted hop counts.
    expect(clientAddress('127.0.0.1', '127.0.0.1, 203.0.113.1', loopback)).toBe('203.0.113.1');
  });

  it('walks through several trusted proxies to the right-most untrusted hop', () => {
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.1, 10.1.2.3, fd00::5', balancers)).toBe(
      '203.0.113.1',
    );
    expect(clientAddress('10.0.0.2', '198.51.100.3,10.0.0.9', balancers)).toBe('198.51.100.3');
  });

  it('takes the left-most hop when every hop is a trusted proxy', () => {
    expect(clientAddress('127.0.0.1', '10.0.0.3, 10.0.0.4', balancers)).toBe('10.0.0.3');
    expect(clientAddress('127.0.0.1', '127.0.0.1', loopback)).toBe('127.0.0.1');
  });

  it('stops at the trusted hop that passed on something that is not an address', () => {
    expect(clientAddress('127.0.0.1', 'garbage, 10.0.0.3', balancers)).toBe('10.0.0.3');
    expect(clientAddress('127.0.0.1', '203.0.113.1, , 10.0.0.3', balancers)).toBe('10.0.0.3');
    expect(clientAddress('127.0.0.1', 'unknown', loopback)).toBe('127.0.0.1');
  });

  it('reads a long chain in linear time', () => {
    const chain = Array.from({ length: 16_000 }, (_, i) => `10.0.${(i >> 8) & 255}.${i & 255}`).join(', ');
    expect(clientAddress('127.0.0.1', `203.0.113.1, ${chain}`, balancers)).toBe('203.0.113.1');
    // Every hop is a trusted balancer, so the whole chain is walked; cut at its last comma, an
    // eighth of it is whole hops too. The cost grows with the chain, no faster.
    const walk = (header: string) =>
      clientAddress('127.0.0.1', header.slice(0, header.lastIndexOf(',')), balancers);
    expect(growth(walk, chain)).toBeLessThan(32);
  });
});
