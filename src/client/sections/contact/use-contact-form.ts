// The contact form's state: where its values start (the server's answer, or what the visitor
// typed before the app ran), whether the app has taken over, the check on submit and what a sent
// message leaves on screen (the visitor's own link to book online).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { HONEYPOT_FIELD } from '../../../common/honeypot.ts';
import { useCopy } from '../../copy/page-copy.tsx';
import { formError } from '../../../common/copy/form-errors.ts';
import { toast } from '../../components/toast/toast-store.ts';
import {
  contactDefaults,
  FORM_ID,
  formSchema,
  nativeRules,
  valuesTypedIn,
  type FieldMessages,
  type FieldName,
  type FormOutput,
  type FormValues,
} from './form-values.ts';
import { FieldsRefused, submitContact, type ContactCallBack } from './submit-contact.ts';
import { CONTACT_FIELDS } from '../../../common/contact-schema.ts';
import { useBusiness } from '../../copy/page-business.tsx';

export interface ContactFormProps {
  /** Values to show (the server's answer to a form sent without the app); the defaults otherwise. */
  values?: DefaultValues<FormValues>;
  messages?: FieldMessages;
}

export function useContactForm({ values, messages = {} }: ContactFormProps) {
  const { form: words, formResult, lang } = useCopy();
  const { defaultZip } = useBusiness();
  const shown = values ?? contactDefaults(defaultZip);
  const [startFrom] = useState(() => {
    if (values || typeof document === 'undefined') return shown;
    const prerendered = document.getElementById(FORM_ID);
    return prerendered instanceof HTMLFormElement ? valuesTypedIn(prerendered) : contactDefaults(defaultZip);
  });
  // Without the app the browser's own checks stand (the page's loader lifts them while the app
  // is on its way, and holds a submit for this form to replay).
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // The visitor's own link to book online, once their message is in.
  const [bookUrl, setBookUrl] = useState<string | undefined>();
  // Ava's call back for it, when she may make one.
  const [callBack, setCallBack] = useState<ContactCallBack | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormOutput>({
    // Validate on submit first, then on every change.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The schema checks the typed values (FormValues) and yields a valid lead (FormOutput).
    resolver: zodResolver(formSchema),
    defaultValues: startFrom,
  });

  const onSubmit = async ({ [HONEYPOT_FIELD]: trap, ...lead }: FormOutput) => {
    try {
      const answer = await submitContact({ ...lead, language: lang }, trap);
      setBookUrl(answer.bookUrl);
      setCallBack(answer.callBack);
      toast(answer.opensSoon ? { title: words.sent.title, description: answer.opensSoon } : words.sent);
      reset(contactDefaults(defaultZip));
    } catch (error) {
      // The server's own words under each field it refused (a toll-free number for a mobile), as without the app.
      const refused = error instanceof FieldsRefused ? CONTACT_FIELDS.filter((name) => error.fields[name]) : [];
      if (error instanceof FieldsRefused && refused.length) {
        refused.forEach((name, i) => setError(name, { message: error.fields[name] }, { shouldFocus: i === 0 }));
        toast({ title: formResult.invalid.title, description: formResult.invalid.text, variant: 'destructive' });
        return;
      }
      console.error('contact request failed', error);
      toast({ ...words.failed, variant: 'destructive' });
    }
  };

  const message = (name: FieldName) => {
    const shownMessage = errors[name]?.message ?? messages[name];
    return shownMessage && formError(lang, shownMessage);
  };
  const text = (name: 'full_name' | 'mobile' | 'email' | 'street' | 'zip') => ({
    ...nativeRules(name),
    defaultValue: shown[name],
    ...register(name),
  });

  return { words, lang, shown, enhanced, bookUrl, callBack, register, submit: handleSubmit(onSubmit), isSubmitting, message, text };
}
