import { useMemo, useState } from 'react';
import { useForm } from '@mantine/form';

import { RemoteError } from '@/data/remote/rpc';
import { callbackDays } from '@/lib/callback-hours';
import { mobileError } from '@/lib/validation/registration';

import { requestCallback, type BookedCallback } from '../api/support-api';
import { callbackCopy } from '../copy';
import { useNow } from './use-now';

export const CALLBACK_NOTE_MAX = 300;

export type CallbackFormValues = {
  name: string;
  phone: string;
  day: string;
  slot: string;
  note: string;
};

const errors = callbackCopy.errors;

/** The form's rules, with the server's words (public.request_callback). */
export function checkCallbackForm(
  values: CallbackFormValues,
): Partial<Record<keyof CallbackFormValues, string>> {
  const found: Partial<Record<keyof CallbackFormValues, string>> = {};
  const name = values.name.trim().replace(/\s+/g, ' ');
  if (name === '') found.name = errors.nameRequired;
  else if ([...name].length > 100) found.name = errors.nameLong;
  const phone = mobileError(values.phone);
  if (phone) found.phone = phone;
  if (values.slot === '') found.slot = errors.slotRequired;
  if ([...values.note.trim()].length > CALLBACK_NOTE_MAX) found.note = errors.noteLong;
  return found;
}

/**
 * 'Bli uppringd': the opening days and their free half hours from now (src/lib/callback-hours.ts),
 * booked once per click; a refusal keeps what was written and shows the server's sentence.
 */
export function useCallbackForm() {
  const now = useNow();
  // The slots move on every few minutes (useNow ticks), not on every render.
  const minute = Math.floor(now.getTime() / 60_000);
  const days = useMemo(() => callbackDays(minute * 60_000), [minute]);
  const form = useForm<CallbackFormValues>({
    mode: 'controlled',
    initialValues: { name: '', phone: '', day: days[0]?.date ?? '', slot: '', note: '' },
    validate: checkCallbackForm,
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<BookedCallback | null>(null);

  const day = days.find((option) => option.date === form.values.day) ?? days[0];

  const submit = form.onSubmit(async (values) => {
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      setBooked(
        await requestCallback({
          name: values.name.trim(),
          phone: values.phone.trim(),
          slotStart: values.slot,
          note: values.note.trim(),
        }),
      );
      form.reset();
    } catch (error) {
      setFailure(error instanceof RemoteError ? error.message : String(error));
    } finally {
      setSending(false);
    }
  });

  const startOver = () => {
    setBooked(null);
    setFailure(null);
  };

  return { form, days, day, submit, sending, failure, booked, startOver };
}
