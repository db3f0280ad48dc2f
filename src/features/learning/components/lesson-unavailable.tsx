import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { learningCopy } from '../copy';

const copy = learningCopy.player;

/** A lesson whose text isn't on this device: never read here while online, or fetch failed. */
export function LessonUnavailable({ offline, retry }: { offline: boolean; retry: () => void }) {
  return (
    <Card withBorder radius="lg" p="lg" role="status">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconWifiOff size={26} />
        </ThemeIcon>
        <Title order={3}>{offline ? copy.offlineTitle : copy.failedTitle}</Title>
        <Text>{offline ? copy.offlineText : copy.failedText}</Text>
        <Button variant="light" leftSection={<IconRefresh size={18} aria-hidden />} onClick={retry}>
          {copy.retry}
        </Button>
      </Stack>
    </Card>
  );
}
