import { describe, expect, it } from 'vitest';
import { contactSchema } from '../../../common/contact-schema.ts';
import { SMS_CONSENT_TEXT } from '../../../common/sms-consent.ts';
import { consentRecord } from './lead-intake.ts';
import { validLead } from '../../../../tests/support/valid-lead.ts';

const lead = contactSchema.parse(validLead);
const at = Date.parse('2026-11-22T15:04:05.000Z');

describe('consentRecord', () => {
  it('from the form: the words shown, the time, the phone, and the visitor (IP, browser, page)', () => {
    const visitor = { ip: '203.0.113.9', userAgent: `Mozilla/5.0 ${'x'.repeat(600)}`, pageUrl: 'https://canfreshatl.com/#contact' };
    const record = consentRecord({ source: 'form', lead, visitor, spam: false }, at);
    expect(record).toEqual({
      text: SMS_CONSENT_TEXT,
      at: '2026-11-22T15:04:05.000Z',
      phone: lead.mobile,
      ip: '203.0.113.9',
      userAgent: visitor.userAgent.slice(0, 512),
      pageUrl: 'https://canfreshatl.com/#contact',
    });
  });

  it('from a call: the words read aloud, the time, the phone and the call', () => {
    const record = consentRecord({ source: 'voice', lead, callId: 'call-1', toolCallId: 'tool-1' }, at);
    expect(record).toEqual({
      text: `${SMS_CONSENT_TEXT} (read aloud on the call and accepted)`,
      at: '2026-11-22T15:04:05.000Z',
      phone: lead.mobile,
      ip: '',
      userAgent: 'voice call',
      pageUrl: '',
      callId: 'call-1',
    });
  });
});
