import { IconCircleCheck, IconPhoneCall } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';

import { HydrationGate } from '@/components/hydration-gate';
import { SecureForm } from '@/components/secure-form';
import { callbackWhen, spokenMobile } from '@/lib/callback-hours';

import type { BookedCallback } from '../api/support-api';
import { callbackCopy as copy } from '../copy';
import { CALLBACK_NOTE_MAX, useCallbackForm } from '../hooks/use-callback-form';

function Booked({ booked, onAnother }: { booked: BookedCallback; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the confirmation so screen readers announce it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="sm" role="status">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" color="green.9" variant="filled">
          <IconCircleCheck size={26} aria-hidden />
        </ThemeIcon>
        <Title order={3} fz="h4" ref={heading} tabIndex={-1}>
          {copy.booked.title}
        </Title>
      </Group>
      <Text data-testid="callback-booked">
        {copy.booked.text(callbackWhen(booked.callAt), spokenMobile(booked.phone))}
      </Text>
      <Text size="sm" c="dimmed">
        {copy.booked.hint}
      </Text>
      <Group>
        <Button variant="light" onClick={onAnother}>
          {copy.booked.another}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * 'Bli uppringd' (issue 41 §3): a person picks a half hour within opening hours and is called
 * back; the staff see the request on their desk. Replaces a phone number nobody answered.
 */
export function CallbackForm() {
  const { form, days, day, submit, sending, failure, booked, startOver } = useCallbackForm();
  const noteLength = [...form.values.note].length;
  const timeOptions = [
    { value: '', label: copy.timePlaceholder, disabled: true },
    ...(day?.slots.map((slot) => ({ value: slot.start, label: slot.label })) ?? []),
  ];
  return (
    <section id="ring-upp" aria-labelledby="ring-upp-rubrik">
      <SecureForm>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon size={44} radius="xl" variant="light" color="slantis">
              <IconPhoneCall size={22} aria-hidden />
            </ThemeIcon>
            <div>
              <Title order={2} fz="h3" id="ring-upp-rubrik">
                {copy.heading}
              </Title>
              <Text size="sm" c="dimmed">
                {copy.intro}
              </Text>
            </div>
          </Group>
          {booked ? (
            <Booked booked={booked} onAnother={startOver} />
          ) : days.length === 0 ? (
            <Text>{copy.noSlots}</Text>
          ) : (
            <form onSubmit={submit} noValidate aria-labelledby="ring-upp-rubrik">
              <HydrationGate>
                <Stack gap="md">
                  <TextInput
                    label={copy.name}
                    autoComplete="name"
                    withAsterisk
                    {...form.getInputProps('name')}
                  />
                  <TextInput
                    label={copy.phone}
                    description={copy.phoneHint}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    placeholder="070-123 45 67"
                    withAsterisk
                    {...form.getInputProps('phone')}
                  />
                  <SimpleGrid cols={2} spacing="md">
                    <NativeSelect
                      label={copy.day}
                      data={days.map((option) => ({ value: option.date, label: option.label }))}
                      withAsterisk
                      {...form.getInputProps('day')}
                      value={day?.date ?? ''}
                      onChange={(event) => {
                        form.setFieldValue('day', event.currentTarget.value);
                        form.setFieldValue('slot', '');
                      }}
                    />
                    <NativeSelect
                      label={copy.time}
                      data={timeOptions}
                      withAsterisk
                      {...form.getInputProps('slot')}
                    />
                  </SimpleGrid>
                  <Textarea
                    label={copy.note}
                    description={copy.noteHint(noteLength, CALLBACK_NOTE_MAX)}
                    autosize
                    minRows={2}
                    maxRows={6}
                    {...form.getInputProps('note')}
                  />
                  <Text size="sm" c="dimmed">
                    {copy.privacy}
                  </Text>
                  {failure && (
                    <Alert color="red" variant="light" role="alert">
                      {failure}
                    </Alert>
                  )}
                  <Button type="submit" loading={sending} loaderProps={{ type: 'dots' }}>
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
