import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('names every bad setting in one error, and never echoes a secret', () => {
    const secretish = 'too-short-secret';
    let message = '';
    try {
      loadEnv({ PORT: 'eighty', VAPI_TOOLS_SECRET: 'too-short', CONTACT_WEBHOOK_URL: `ftp://${secretish}@hooks.example` });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    expect(message).toContain('PORT: must be a port number (got "eighty")');
    expect(message).toContain('VAPI_TOOLS_SECRET: must be at least 16 characters (value not shown: it is a secret)');
    expect(message).toContain('CONTACT_WEBHOOK_URL: must be an http(s) URL (value not shown: it is a secret)');
    expect(message).not.toContain('too-short');
  });

  it('blank values count as unset and take their defaults', () => {
    expect(loadEnv({ PORT: ' ', HOST: '', VAPI_TOOLS_SECRET: '' })).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      VAPI_TOOLS_SECRET: undefined,
    });
  });
});
