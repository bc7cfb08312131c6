// The public page of a business that is not open yet, in each language: it names no business
// (its owner has not given the name yet) and takes no booking.
import type { Language } from '../languages.ts';

export const OPENING_SOON_COPY: Record<Language, { title: string; text: string }> = {
  en: {
    title: 'Opening soon',
    text: 'We are getting ready to clean your trash cans. Please come back soon: you will book your first clean right here.',
  },
  es: {
    title: 'Abrimos pronto',
    text: 'Nos estamos preparando para limpiar sus botes de basura. Vuelva pronto: aquí mismo reservará su primera limpieza.',
  },
};
