// The consent for texts on the Spanish page (see sms-consent.ts): a lead sent from there keeps these words as its record.

export const SMS_CONSENT_TEXT_ES = 'Acepto recibir mensajes de texto sobre mis citas. Responda ALTO para no recibir más.';
