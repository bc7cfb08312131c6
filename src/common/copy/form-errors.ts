// A field's message in the page's language. The schema's messages are English; Spanish has one for
// each (the compiler checks each has one: the record is keyed by every message the schema has).
// Kept apart from the page's words: only the form's code and the server read them, so the page's
// first load does not carry them.
import type { ContactMessage } from '../contact-schema.ts';
import type { Language } from '../languages.ts';

const errors: Record<ContactMessage, string> = {
  "Please select if you're new or returning": 'Indique si es cliente nuevo o ya nos conoce',
  'Name must be at least 2 characters': 'El nombre debe tener al menos 2 letras',
  'Please enter a valid mobile number': 'Escriba un número de celular válido',
  'Please enter a mobile number, not a toll-free, premium or landline one':
    'Escriba un número de celular, no uno gratuito, de tarifa especial ni fijo',
  'Please enter a valid email address': 'Escriba un correo electrónico válido',
  'Please enter your street address': 'Escriba su dirección',
  'Please enter a valid zip code': 'Escriba un código postal válido',
  'Please select a service type': 'Elija un tipo de servicio',
  'You must agree to receive texts to proceed': 'Para continuar, acepte recibir mensajes de texto',
  'Please remove unsupported characters': 'Quite los caracteres que no se admiten',
};

/** 'Please keep this under 100 characters' in Spanish, with its number. */
function tooLong(message: string) {
  const max = /under (\d+) characters/.exec(message)?.[1];
  return max ? `Escriba menos de ${max} caracteres` : undefined;
}

/** The message as the page in this language says it (a message it has no words for, as it is). */
export function formError(language: Language, message: string): string {
  if (language === 'en') return message;
  return (errors as Record<string, string>)[message] ?? tooLong(message) ?? message;
}
