import { describe, expect, it } from 'vitest';
import { relyingParty } from './relying-party.ts';

describe('the passkeys’ relying party', () => {
  it('is the public address’s host and origin when it is set, whatever the port the server listens on', () => {
    expect(relyingParty('https://book.canfreshatl.com/', () => 3000)()).toEqual({
      id: 'book.canfreshatl.com',
      origin: 'https://book.canfreshatl.com',
    });
  });

  it('is none for an IP address, which cannot be one', () => {
    expect(relyingParty('http://192.168.1.20:3000', () => 3000)()).toBeUndefined();
    expect(relyingParty('http://[::1]:3000', () => 3000)()).toBeUndefined();
  });

  it('is localhost at the listening port for a local run', () => {
    let port = 0;
    const party = relyingParty(undefined, () => port);
    port = 41234;
    expect(party()).toEqual({ id: 'localhost', origin: 'http://localhost:41234' });
  });
});
