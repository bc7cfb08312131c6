// The receptionist's definition, built from the site config: the single source of truth for
// the page and the voice agent alike. `npm run assistant:sync` sends it to the platform.
import type { Vapi } from '@vapi-ai/server-sdk';
import { SMS_CONSENT_TEXT } from '../../common/contact-schema.js';
import { CUSTOMER_STATUSES, SERVICE_TYPES } from '../../common/services.js';
import { formatPhone } from '../../common/phone.js';
import type { SiteConfig } from '../../common/site-config.schema.js';

export const TOOLS_SECRET_HEADER = 'X-Vapi-Secret';

export interface ToolServer {
  /** ${PUBLIC_BASE_URL}/api/voice/tools */
  url: string;
  secret: string;
}

export function systemPrompt(config: SiteConfig): string {
  const { brandName, receptionistName: name, plans, serviceArea, faq } = config;
  const planLines = plans.map(
    (p) =>
      `- ${p.name} (${p.serviceType}): ${p.price} ${p.frequency}, ${p.extraCost}. ${p.description} Includes: ${p.features.join('; ')}.`,
  );
  return [
    `You are ${name}, the friendly receptionist of ${brandName}, a curbside trash can cleaning service. ${config.longNote} Tagline: "${config.tagline}".`,
    `Speak briefly and warmly, one question at a time, like a person on the phone. Never invent prices, areas or policies: use only the facts below. If you do not know, offer that the team will follow up by text, or give the phone number ${formatPhone(config.phone)} or e-mail ${config.email}.`,
    '',
    'What we do: we pressure-rinse, sanitize and deodorize city trash cans, lids and wheels included, at the curb. Residential and commercial customers.',
    '',
    'Plans and prices:',
    ...planLines,
    config.pricingNote,
    '',
    `Service window: ${config.serviceWindow}`,
    '',
    `Service area: ${serviceArea.areas.join(', ')}. Before booking, check the caller's zip code with the check_service_area tool.`,
    '',
    'Frequently asked questions:',
    ...faq.map((f) => `- ${f.question} ${f.answer}`),
    '',
    'The plan the caller picked on the website, if any: "{{selectedPlan}}". If it is not empty, confirm that plan first instead of asking which service they want.',
    '',
    'Booking: collect, then call the book_service tool with:',
    `- customer_status: ${CUSTOMER_STATUSES.join(' or ')} customer`,
    '- full_name (at least first and last name)',
    '- mobile: a mobile number for text-message scheduling (read it back digit by digit)',
    '- email (spell it back)',
    '- street: the street address where the cans are',
    '- zip: the 5-digit zip code',
    `- service_type: ${SERVICE_TYPES.join(', ')}`,
    `- sms_opt_in: read this consent exactly and ask for a clear yes: "${SMS_CONSENT_TEXT}" Only pass true if they agree; without it you cannot book, so offer that they use the website form instead.`,
    '- preferred_day: the weekday of their regular trash pickup (we come the day after)',
    '- notes: anything else useful (number of cans, gate codes), optional',
    'If book_service answers that something is missing or invalid, ask for exactly that and try again. When it confirms, read the confirmation to the caller and thank them.',
  ].join('\n');
}

const stringProp = (description: string) => ({ type: 'string', description });

export function bookServiceTool(server: ToolServer): Vapi.OpenAiModelToolsItem {
  return {
    type: 'function',
    async: false,
    function: {
      name: 'book_service',
      description:
        'Book a trash can cleaning. Stores the booking and forwards it to the team. Answers what is missing if the details are incomplete.',
      parameters: {
        type: 'object',
        properties: {
          customer_status: { type: 'string', enum: [...CUSTOMER_STATUSES], description: 'New or returning customer' },
          full_name: stringProp("The caller's full name"),
          mobile: stringProp('Mobile number for text-message scheduling'),
          email: stringProp('E-mail address'),
          street: stringProp('Street address where the cans are'),
          zip: stringProp('5-digit zip code'),
          service_type: { type: 'string', enum: [...SERVICE_TYPES], description: 'Which service' },
          sms_opt_in: { type: 'boolean', description: 'True only if the caller agreed to the text-message consent read to them' },
          notes: stringProp('Anything else: number of cans, gate code, questions'),
          preferred_day: stringProp('Weekday of their regular trash pickup'),
        },
        required: ['customer_status', 'full_name', 'mobile', 'email', 'street', 'zip', 'service_type', 'sms_opt_in'],
      },
    },
    server: { url: server.url, timeoutSeconds: 20, headers: { [TOOLS_SECRET_HEADER]: server.secret } },
  } as Vapi.OpenAiModelToolsItem;
}

export function checkServiceAreaTool(server: ToolServer): Vapi.OpenAiModelToolsItem {
  return {
    type: 'function',
    async: false,
    function: {
      name: 'check_service_area',
      description: 'Check whether a zip code is in the service area.',
      parameters: { type: 'object', properties: { zip: stringProp('5-digit zip code') }, required: ['zip'] },
    },
    server: { url: server.url, timeoutSeconds: 10, headers: { [TOOLS_SECRET_HEADER]: server.secret } },
  } as Vapi.OpenAiModelToolsItem;
}

export function assistantDefinition(config: SiteConfig, server: ToolServer): Vapi.CreateAssistantDto {
  return {
    name: config.receptionistName,
    firstMessage: `Hi, this is ${config.receptionistName} with ${config.brandName}! I can answer questions or book your can cleaning. How can I help?`,
    endCallMessage: `Thanks for calling ${config.brandName}. Have a fresh day!`,
    maxDurationSeconds: 900,
    model: {
      provider: 'openai',
      model: 'gpt-4o',
      temperature: 0.4,
      messages: [{ role: 'system', content: systemPrompt(config) }],
      tools: [checkServiceAreaTool(server), bookServiceTool(server)],
    },
    metadata: { managedBy: 'npm run assistant:sync' },
  } as Vapi.CreateAssistantDto;
}
