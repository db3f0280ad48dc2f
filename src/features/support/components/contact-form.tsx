import {
  Alert,
  Button,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';

import { HydrationGate } from '@/components/hydration-gate';
import { SecureForm } from '@/components/secure-form';

import { CONTACT_CATEGORIES, contactFormCopy as copy } from '../copy';
import { useAnswerPromise } from '../hooks/use-answer-promise';
import { useContactForm } from '../hooks/use-contact-form';
import { MESSAGE_MAX } from '../rules/contact-form';
import { TicketReceipt } from './ticket-receipt';

const categoryOptions = [
  { value: '', label: copy.categoryPlaceholder, disabled: true },
  ...CONTACT_CATEGORIES,
];

/**
 * The contact form of spec §2, stored through the backend: checked with the server's rules as
 * the user sends, confirmed with a ticket number; a failure keeps what was written.
 */
export function ContactForm() {
  const promised = useAnswerPromise();
  const { form, submit, sending, failure, sent, startOver } = useContactForm();
  const messageLength = [...form.values.message].length;

  return (
    <section id="kontaktformular" aria-labelledby="kontaktformular-rubrik">
      <SecureForm>
        <Stack gap="md">
          <div>
            <Title order={2} fz="h3" id="kontaktformular-rubrik">
              {copy.heading}
            </Title>
            <Text c="dimmed">{copy.intro(promised)}</Text>
          </div>
          {sent ? (
            <TicketReceipt sent={sent} onAnother={startOver} />
          ) : (
            <form onSubmit={submit} noValidate aria-labelledby="kontaktformular-rubrik">
              <HydrationGate>
                <Stack gap="md">
                  <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                    <TextInput
                      label={copy.firstName}
                      autoComplete="given-name"
                      withAsterisk
                      {...form.getInputProps('firstName')}
                    />
                    <TextInput
                      label={copy.lastName}
                      autoComplete="family-name"
                      withAsterisk
                      {...form.getInputProps('lastName')}
                    />
                  </SimpleGrid>
                  <TextInput
                    label={copy.email}
                    description={copy.emailHint}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    withAsterisk
                    {...form.getInputProps('email')}
                  />
                  <NativeSelect
                    label={copy.category}
                    data={categoryOptions}
                    withAsterisk
                    {...form.getInputProps('category')}
                    value={form.values.category ?? ''}
                  />
                  <TextInput label={copy.subject} withAsterisk {...form.getInputProps('subject')} />
                  <Textarea
                    label={copy.message}
                    description={copy.messageHint(messageLength, MESSAGE_MAX)}
                    autosize
                    minRows={5}
                    maxRows={14}
                    withAsterisk
                    {...form.getInputProps('message')}
                  />
                  <Text size="sm" c="dimmed">
                    {copy.privacy}
                  </Text>
                  {failure && (
                    <Alert color="red" variant="light" role="alert">
                      {failure}
                    </Alert>
                  )}
                  <Button type="submit" size="lg" loading={sending} loaderProps={{ type: 'dots' }}>
                    {sending ? copy.sending : copy.submit}
                  </Button>
                </Stack>
              </HydrationGate>
            </form>
          )}
        </Stack>
      </SecureForm>
    </section>
  );
}
