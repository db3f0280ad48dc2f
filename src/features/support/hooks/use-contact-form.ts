import { useState } from 'react';
import { useForm } from '@mantine/form';

import { useDirtyForm } from '@/components/use-dirty-form';
import { RemoteError } from '@/data/remote/rpc';

import { submitSupportTicket, type SentTicket } from '../api/support-api';
import { checkContactForm, emptyContactForm, type ContactFormValues } from '../rules/contact-form';

/**
 * The contact form: validated with the server's rules, sent once per click, and never cleared
 * unless the server has stored the ticket (a failure keeps every word the user wrote).
 */
export function useContactForm(initialValues: Partial<ContactFormValues> = {}) {
  const form = useForm<ContactFormValues>({
    mode: 'controlled',
    initialValues: { ...emptyContactForm, ...initialValues },
    validate: (values) => {
      const result = checkContactForm(values);
      return result.ok ? {} : result.errors;
    },
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<SentTicket | null>(null);
  // Unsaved text holds back an app update (it reloads the page).
  useDirtyForm(form.isDirty() && sent === null);

  const submit = form.onSubmit(async (values) => {
    const checked = checkContactForm(values);
    if (!checked.ok || sending) return;
    setSending(true);
    setFailure(null);
    try {
      setSent(await submitSupportTicket(checked.value));
      form.reset();
    } catch (error) {
      setFailure(error instanceof RemoteError ? error.message : String(error));
    } finally {
      setSending(false);
    }
  });

  const startOver = () => {
    setSent(null);
    setFailure(null);
  };

  return { form, submit, sending, failure, sent, startOver };
}
