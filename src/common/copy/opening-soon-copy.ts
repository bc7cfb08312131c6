// The public page of a business that is not open yet, in each language: it names no business
// (its owner has not given the name yet) and takes no booking.
import type { Language } from '../languages.ts';

export const OPENING_SOON_COPY: Record<Language, { title: string; text: string; kept: string }> = {
  en: {
    title: 'Opening soon',
    text: 'We are getting ready to clean your trash cans. Please come back soon: you will book your first clean right here.',
    /** A request sent before the business opens: kept, and nothing sent meanwhile. */
    kept: 'We open soon. Your request is kept, and our team will get back to you once we do.',
  },
  es: {
    title: 'Abrimos pronto',
    text: 'Nos estamos preparando para limpiar sus botes de basura. Vuelva pronto: aquí mismo reservará su primera limpieza.',
    kept: 'Abrimos pronto. Guardamos su solicitud y nuestro equipo le responderá cuando abramos.',
  },
};
