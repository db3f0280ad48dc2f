import { useCallback, useEffect, useRef, useState } from 'react';

import { showToast } from '@/components/toast';

import { sendMagicLink as sendMagicLinkDefault } from '../session/magic-link';
import { diagnosticsCopy } from './copy';

export type TestMagicLink = {
  email: string;
  setEmail: (email: string) => void;
  sending: boolean;
  send: () => Promise<void>;
};

const { form } = diagnosticsCopy;

/** The /test-report form: sends a real sign-in link to the address typed in (spec §5, §7). */
export function useTestMagicLink(sendMagicLink = sendMagicLinkDefault): TestMagicLink {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = useCallback(async () => {
    const address = email.trim();
    if (!address) {
      showToast(form.required.title, form.required.message, 'error');
      return;
    }
    setSending(true);
    try {
      const { error } = await sendMagicLink(address);
      if (error) showToast(form.failed, error, 'error');
      else showToast(form.sent.title, form.sent.message(address), 'success');
    } catch (error) {
      showToast(form.failed, error instanceof Error ? error.message : String(error), 'error');
    } finally {
      if (mounted.current) setSending(false);
    }
  }, [email, sendMagicLink]);

  return { email, setEmail, sending, send };
}
