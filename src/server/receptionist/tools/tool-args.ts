// The arguments several of the receptionist's tools share, each declared once with the contact
// schema's own rules and described as the caller would be asked for it.
import { z } from 'zod';
import { contactSchema } from '../../../common/contact-schema.ts';
import { SERVICE_TYPES } from '../../../common/services.ts';
import { PLAN_ID_MAX } from '../../../common/site-config.schema.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../common/languages.ts';

/** A field's description, as the platform shows it to the model. */
export const about = (description: string) => ({ description });

export const zipArg = contactSchema.shape.zip.meta(about('the 5-digit zip code'));
export const serviceTypeArg = contactSchema.shape.service_type.meta(about(`which service they want (${SERVICE_TYPES.join(', ')})`));
export const planArg = z
  .string()
  .trim()
  .max(PLAN_ID_MAX)
  .optional()
  .meta(
    about("the plan's id where the service has several (e.g. a membership every 2 weeks), as your prompt lists them; else its usual one"),
  );
export const pickupDayArg = z
  .string()
  .trim()
  .max(20)
  .meta(about('the weekday of their regular trash pickup (the dates offered follow from it)'));

/** The languages a tool's language argument takes, each named: "'en' for English, 'es' for Spanish (usted)". */
export const languageChoices = () => LANGUAGES.map((language) => `'${language}' for ${LANGUAGE_NAMES[language].english}`).join(', ');

/** The language the caller speaks with Ava, as a tool takes it. */
export const languageArg = (what: string) =>
  z
    .enum(LANGUAGES)
    .optional()
    .meta(about(`the language the caller speaks with you (${languageChoices()}): ${what}`));
