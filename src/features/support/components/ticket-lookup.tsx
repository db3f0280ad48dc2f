import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';

import { HydrationGate } from '@/components/hydration-gate';
import { formatDateTime } from '@/lib/format';
import { emailError } from '@/lib/validation';

import { lookUpTicket, type TicketLookup as Found } from '../api/support-api';
import { ticketLookupCopy as copy } from '../copy';
import { useAnswerPromise } from '../hooks/use-answer-promise';

const TICKET_NUMBER = /^SL-\d{6}-[A-HJ-NP-Z2-9]{4}$/;

type Result =
  { kind: 'found'; ticket: Found } | { kind: 'missing' } | { kind: 'failed'; message: string };

/**
 * 'Följ ditt ärende': a sender looks up a ticket's status with its number and e-mail (the reply
 * mail links here with ?arende=). Nothing but the status is shown: the replies went by e-mail.
 */
export function TicketLookup({ initialNumber = '' }: { initialNumber?: string }) {
  const promised = useAnswerPromise();
  const [number, setNumber] = useState(initialNumber);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ number?: string; email?: string }>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ticketNumber = number.trim().toUpperCase();
    const address = email.trim();
    const found = {
      number: TICKET_NUMBER.test(ticketNumber) ? undefined : copy.errors.number,
      email: address === '' ? copy.errors.emailRequired : (emailError(address) ?? undefined),
    };
    setErrors(found);
    if (found.number || found.email) return;
    setBusy(true);
    try {
      const ticket = await lookUpTicket(ticketNumber, address);
      setResult(ticket ? { kind: 'found', ticket } : { kind: 'missing' });
    } catch (error) {
      // Worded by the support API: offline, or the server could not be reached.
      setResult({ kind: 'failed', message: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="folj-arende" id="folj-arende-sektion">
      <Title order={2} id="folj-arende">
        {copy.heading}
      </Title>
      <Text c="dimmed">{copy.intro}</Text>
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="folj-arende">
        <HydrationGate>
          <Group align="start" gap="sm" wrap="wrap">
            <TextInput
              label={copy.number}
              placeholder={copy.numberPlaceholder}
              value={number}
              onChange={(event) => setNumber(event.currentTarget.value)}
              error={errors.number}
              autoComplete="off"
              w={{ base: '100%', sm: 220 }}
            />
            <TextInput
              label={copy.email}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.email}
              autoComplete="email"
              w={{ base: '100%', sm: 280 }}
            />
            <Button type="submit" loading={busy} mt={{ base: 0, sm: 25 }}>
              {copy.submit}
            </Button>
          </Group>
        </HydrationGate>
      </form>
      <div aria-live="polite">
        {result?.kind === 'found' && (
          <Alert
            color={result.ticket.status === 'solved' ? 'gray' : 'teal'}
            title={copy.title(result.ticket.ticketNumber, copy.label[result.ticket.status])}
          >
            {result.ticket.status === 'new'
              ? copy.status.new(promised)
              : result.ticket.status === 'open'
                ? copy.status.open(
                    formatDateTime(result.ticket.answeredAt ?? result.ticket.createdAt),
                  )
                : copy.status.solved}
          </Alert>
        )}
        {result?.kind === 'missing' && <Alert color="orange">{copy.errors.notFound}</Alert>}
        {result?.kind === 'failed' && <Alert color="red">{result.message}</Alert>}
      </div>
    </Stack>
  );
}
