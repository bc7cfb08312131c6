import type { Page } from '@playwright/test';

export const validLead = {
  full_name: 'Jordan Peachtree',
  mobile: '(404) 555-0199',
  email: 'jordan@example.com',
  street: '123 Peachtree St NE',
  zip: '30309',
  notes: 'Two cans, pickup is Tuesday.',
};

/** Fills the contact form as a visitor would, by label. */
export async function fillContactForm(page: Page, lead = validLead) {
  await page.getByRole('radio', { name: 'New' }).check();
  await page.getByLabel('Full name', { exact: true }).fill(lead.full_name);
  await page.getByLabel(/^Mobile/).fill(lead.mobile);
  await page.getByLabel('Email', { exact: true }).fill(lead.email);
  await page.getByLabel('Street address', { exact: true }).fill(lead.street);
  await page.getByLabel('Zip code', { exact: true }).fill(lead.zip);
  await page.getByRole('radio', { name: 'Membership' }).check();
  await page.getByLabel(/^Notes/).fill(lead.notes);
  await page.getByRole('checkbox', { name: /I agree to receive texts about scheduling/ }).check();
}

/** The body the webhook receives for a lead the form helper filled: exactly the nine fields, in order. */
export const nineFields = (lead = validLead) => ({
  customer_status: 'New',
  full_name: lead.full_name,
  mobile: lead.mobile,
  email: lead.email,
  street: lead.street,
  zip: lead.zip,
  service_type: 'Membership',
  sms_opt_in: true,
  notes: lead.notes,
});
