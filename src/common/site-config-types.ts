// Shapes of the business facts in site-config.ts. Plain types (no runtime code),
// so the page pays nothing for them; site-config.schema.ts validates the data.

export type ServiceType = 'One-Time' | 'Membership' | 'Commercial';

export interface PricingPlan {
  id: 'one-time' | 'membership' | 'commercial';
  /** Shown on the card and sent to the receptionist as selectedPlan. */
  name: string;
  /** The contact form's service type this plan books. */
  serviceType: ServiceType;
  price: string;
  frequency: string;
  extraCost: string;
  description: string;
  features: string[];
  buttonText: string;
  isPopular: boolean;
}

export interface HowItWorksStep {
  title: string;
  text: string;
}

export interface GalleryImage {
  id: number;
  /** Name of a source in assets/images (rendered by `npm run images`). */
  src: string;
  alt: string;
  title: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface ServiceArea {
  /** Metro areas named on the page and to callers. */
  areas: string[];
  /** Zip codes served; the page's zip check and the receptionist both read this list. */
  zips: string[];
}

export interface SiteConfig {
  brandName: string;
  receptionistName: string;
  tagline: string;
  longNote: string;
  siteUrl: string;
  /** Digits only; formatted for display by formatPhone. */
  phone: string;
  email: string;
  social: { network: string; handle: string; url: string };
  partner: { name: string; url: string };
  address: { locality: string; region: string; country: string };
  hero: { description: string; backgroundRemoval: { threshold: number; tolerance: number } };
  plans: PricingPlan[];
  pricingNote: string;
  steps: HowItWorksStep[];
  serviceWindow: string;
  gallery: GalleryImage[];
  serviceArea: ServiceArea;
  faq: FaqItem[];
  contact: { defaultZip: string };
}
