// Every e-mail to a customer goes with an HTML part in the brand beside its text: the same words,
// each 'Label: https://…' line a button to that address, every link of the text a link of the
// HTML, the customer's language as its lang, the logo by an absolute address; the owner's alerts
// stay text. Read from the loopback mail server as a mail app receives them (both parts).
import { describe, expect, it } from 'vitest';
import { bookedCustomer, ONE_TIME_BOOKING } from '../support/booked-customer.ts';
import { cleanupsAfterEach } from '../support/cleanups.ts';

const cleanups = cleanupsAfterEach();

const linksOfText = (text: string) => [...new Set(text.match(/https?:\/\/[^\s)]+/g) ?? [])];
const hrefsOf = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

describe('customer e-mails in HTML', () => {
  it('the confirmation: text and HTML with the same words and links, its link a button, in English', async () => {
    const customer = await bookedCustomer(ONE_TIME_BOOKING, { PUBLIC_BASE_URL: 'https://canfreshatl.com' });
    cleanups.push(customer.close);
    const [mine] = customer.mail.messages.filter((m) => m.recipients.includes('jordan@example.com'));
    const { text, html } = mine!.parsed;
    expect(text).toMatch(/^Hi Jordan Peachtree,/);
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toContain('src="https://canfreshatl.com/email-logo.png"');
    // Every link of the text is in the HTML; 'Change or cancel: <link>' is a button.
    const hrefs = hrefsOf(html!);
    for (const link of linksOfText(text!)) expect(hrefs).toContain(link);
    const change = /Change or cancel: (https:\/\/\S+)/.exec(text!)![1]!;
    expect(html).toMatch(new RegExp(`<a[^>]+href="${change.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"[^>]*>[\\s\\S]*?Change or cancel`));
    // The words of the text, in the HTML (the aligned columns as single spaces).
    for (const line of text!.split('\n').filter((l) => l.trim() && !/https?:/.test(l)))
      expect(html!.replaceAll('&#x27;', "'").replaceAll('&amp;', '&')).toContain(line.replace(/ {2,}/g, ' '));
    // The owner's alert stays plain text.
    const owner = customer.mail.messages.find((m) => !m.recipients.includes('jordan@example.com'))!;
    expect(owner.parsed.html).toBeUndefined();
  });

  it('in Spanish, for a customer who booked in Spanish', async () => {
    const customer = await bookedCustomer({ ...ONE_TIME_BOOKING, language: 'es' }, { PUBLIC_BASE_URL: 'https://canfreshatl.com' });
    cleanups.push(customer.close);
    const mine = customer.mail.messages.find((m) => m.recipients.includes('jordan@example.com'))!;
    expect(mine.parsed.text).toMatch(/^Hola, Jordan Peachtree:/);
    expect(mine.parsed.html).toMatch(/<html[^>]* lang="es"/);
    expect(mine.parsed.html).toContain('Hola, Jordan Peachtree:');
  });
});
