import { describe, expect, it } from 'vitest';
import { domainHost, isLoopback, moveNoticeDue, officialHost, samePageAt } from '../domain.ts';

describe('the official address', () => {
  it('reads DOMAIN as configuration may write it', () => {
    expect(domainHost('azart.example')).toBe('azart.example');
    expect(domainHost(' https://Azart.Example/path ')).toBe('azart.example');
    expect(domainHost('azart.example:8443')).toBe('azart.example');
    expect(domainHost('')).toBeNull();
    expect(domainHost('not a host')).toBeNull();
  });

  it('names no address for an unset or loopback DOMAIN (a development or test server)', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '[::1]', 'app.localhost', '0.0.0.0']) expect(isLoopback(host), host).toBe(true);
    expect(isLoopback('azart.example')).toBe(false);
    expect(officialHost('localhost')).toBeNull();
    expect(officialHost(null)).toBeNull();
    expect(officialHost('azart.example')).toBe('azart.example');
  });
});

describe('the move notice', () => {
  const due = (domain: string | null, host: string, dismissed = false) => moveNoticeDue({ domain, host, dismissed });

  it('is due on another address than the official one, until the player chooses to stay', () => {
    expect(due('azart-new.example', 'azart-old.example')).toBe(true);
    expect(due('azart-new.example', 'azart-old.example:8080')).toBe(true);
    expect(due('azart-new.example', 'azart-old.example', true)).toBe(false);
  });

  it('is not due on the official address itself, with or without www, in any case', () => {
    expect(due('azart.example', 'azart.example')).toBe(false);
    expect(due('azart.example', 'www.azart.example')).toBe(false);
    expect(due('https://www.Azart.example', 'AZART.EXAMPLE:443')).toBe(false);
  });

  it('is never due without a real official address', () => {
    expect(due(null, 'azart.example')).toBe(false);
    expect(due('localhost', '127.0.0.1:3100')).toBe(false);
    expect(due('', 'azart.example')).toBe(false);
  });

  it('sends the player to the same page on the official address', () => {
    expect(samePageAt('azart.example', { pathname: '/en/dice', search: '?ref=7', hash: '#bets' })).toBe('https://azart.example/en/dice?ref=7#bets');
    expect(samePageAt('localhost', { pathname: '/', search: '', hash: '' })).toBeNull();
  });
});
