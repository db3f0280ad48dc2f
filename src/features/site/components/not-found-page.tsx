import { Stack, Text, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import { pages, siteCopy } from '@/content';

export function NotFoundPage() {
  return (
    <Stack align="center" ta="center" gap="md" py="xl">
      <Text fz={72} fw={800} c="slantis" lh={1} aria-hidden>
        {siteCopy.notFoundCode}
      </Text>
      <Title order={1}>{pages.notFound.heading}</Title>
      <Text c="dimmed">{pages.notFound.intro}</Text>
      <LinkButton to="/" size="md">
        {siteCopy.backHome}
      </LinkButton>
    </Stack>
  );
}
