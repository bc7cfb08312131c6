// The words a visitor agrees to for texts: shown next to the form's checkbox (or read aloud by
// the receptionist) and stored with the lead as its consent record. One file per language, free
// of other code, so each page's catalog carries only its own.

export const SMS_CONSENT_TEXT = 'I agree to receive texts about scheduling. Reply STOP to opt-out.';
