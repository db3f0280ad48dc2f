import { Grid, Stack } from '@mantine/core';

import { CallbackForm } from './callback-form';
import { ContactForm } from './contact-form';
import { OpeningHours } from './opening-hours';
import { UrgentBox } from './urgent-box';

/**
 * The contact form beside 'Bli uppringd', the opening hours and the urgent box (below it on
 * phones).
 */
export function ContactSection() {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <ContactForm />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="lg">
          <CallbackForm />
          <OpeningHours />
          <UrgentBox />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
