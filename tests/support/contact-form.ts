import type { Page } from '@playwright/test';
import type { ContactRequest } from '../../src/common/contact-schema.ts';
import { validLead } from './valid-lead.ts';

/** Fills the contact form as a visitor would, by label. */
export async function fillContactForm(page: Page, lead: ContactRequest = validLead) {
  await page.getByRole('radio', { name: lead.customer_status }).check();
  await page.getByLabel('Full name', { exact: true }).fill(lead.full_name);
  await page.getByLabel(/^Mobile/).fill(lead.mobile);
  await page.getByLabel('Email', { exact: true }).fill(lead.email);
  await page.getByLabel('Street address', { exact: true }).fill(lead.street);
  await page.getByLabel('Zip code', { exact: true }).fill(lead.zip);
  await page.getByRole('radio', { name: lead.service_type }).check();
  await page.getByLabel(/^Notes/).fill(lead.notes);
  await page.getByRole('checkbox', { name: /I agree to receive texts about scheduling/ }).check();
}
