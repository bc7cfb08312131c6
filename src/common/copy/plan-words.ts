// A plan's words in a language. English is the plan's own (it is kept with the plan, so a plan
// the owner adds or renames reads as they wrote it); another language takes the words the plan
// carries for it, else the page catalog's for the plans a new install starts with, else English.
import type { PricingPlan } from '../site-config.schema.ts';
import type { PageCopy } from './en.ts';

export interface PlanWords {
  name: string;
  frequency: string;
  description: string;
  features: string[];
  buttonText: string;
}

export function planWords(plan: PricingPlan, copy: PageCopy): PlanWords {
  const { name, frequency, description, features, buttonText } = plan;
  const own = { name, frequency, description, features, buttonText };
  if (copy.lang === 'en') return own;
  const catalog = copy.pricing.plans as Partial<Record<string, PlanWords>>;
  return plan.words?.[copy.lang] ?? catalog[plan.id] ?? own;
}
