// Stripe's own objects for the fake: every answer and event starts from Stripe's published example
// of that object (fixtures3.json, from Stripe's OpenAPI repository, MIT: see LICENSE beside it),
// with the values of this request written over it. A field that Stripe includes only when a
// request expands it is left out unless the request asks, as a real answer or a webhook event
// (which never expands anything) leaves it out. Which fields those are is read from the `stripe`
// package's own declarations: a top-level property typed optional (`payments?:` on an invoice,
// `refunds?:` on a charge).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The objects the fake makes, by Stripe's `object` name, and where the package declares each. */
const DECLARED = {
  'checkout.session': ['Checkout/Sessions', 'Session'],
  'billing_portal.session': ['BillingPortal/Sessions', 'Session'],
  customer: ['Customers', 'Customer'],
  subscription: ['Subscriptions', 'Subscription'],
  invoice: ['Invoices', 'Invoice'],
  invoice_payment: ['InvoicePayments', 'InvoicePayment'],
  line_item: ['InvoiceLineItems', 'InvoiceLineItem'],
  payment_intent: ['PaymentIntents', 'PaymentIntent'],
  charge: ['Charges', 'Charge'],
  refund: ['Refunds', 'Refund'],
  event: ['Events', 'Event'],
  account: ['Accounts', 'Account'],
} as const;
export type ObjectName = keyof typeof DECLARED;

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = (JSON.parse(readFileSync(join(here, 'fixtures3.json'), 'utf8')) as { resources: Record<string, object> }).resources;
const stripeTypes = join(dirname(createRequire(import.meta.url).resolve('stripe')), 'resources');

/**
 * Fields the package types optional for another reason than being includable: an invoice's page
 * and PDF links (and its auto_advance) are absent only from a preview invoice, which has no page;
 * every real invoice carries them (null until it is finalized), as Stripe's example invoice does.
 */
const ALWAYS_SENT: Partial<Record<ObjectName, readonly string[]>> = { invoice: ['hosted_invoice_url', 'invoice_pdf', 'auto_advance'] };

const includableCache = new Map<ObjectName, readonly string[]>();
/** The object's top-level fields that the package types optional: present only when expanded. */
export function includable(name: ObjectName): readonly string[] {
  const cached = includableCache.get(name);
  if (cached) return cached;
  const [file, type] = DECLARED[name];
  const path = join(stripeTypes, `${file}.d.ts`);
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const declaration = source.statements.find((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === type);
  if (!declaration) throw new Error(`the stripe package no longer declares ${type} in ${file}.d.ts`);
  const fields = declaration.members
    .flatMap((m) => (ts.isPropertySignature(m) && m.questionToken ? [m.name.getText(source)] : []))
    .filter((field) => !ALWAYS_SENT[name]?.includes(field));
  includableCache.set(name, fields);
  return fields;
}

/**
 * A new object of this kind: Stripe's example with these values over it. Every value given must
 * be a field the example has (a misspelt or invented field fails here, not silently).
 */
export function stripeObject<T extends object>(name: ObjectName, values: Partial<Record<keyof T & string, unknown>>): T {
  const example = structuredClone(fixtures[name]) as Record<string, unknown>;
  if (!example) throw new Error(`no example of ${name} in Stripe's fixtures`);
  for (const [key, value] of Object.entries(values)) {
    if (!(key in example) && !includable(name).includes(key)) throw new Error(`${name} has no field ${key}`);
    example[key] = value;
  }
  return example as T;
}

/**
 * The object as Stripe sends it: the includable fields left out but those the request expands
 * (their paths, as `expand[]` names them: 'payments', 'latest_charge'...). Nested objects keep
 * their own shape; only the top level is trimmed, as only it is documented includable.
 */
export function asSent<T extends object>(name: ObjectName, object: T, expand: readonly string[] = []): T {
  const sent: Record<string, unknown> = { ...(object as Record<string, unknown>) };
  for (const field of includable(name)) if (!expand.includes(field)) delete sent[field];
  return sent as T;
}
