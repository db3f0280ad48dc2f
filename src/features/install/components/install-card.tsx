import { IconDeviceMobileDown } from '@tabler/icons-react';
import { Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';

import { installCopy as copy } from '../copy';
import { promptInstall, useInstallState } from '../install-state';

/**
 * 'Installera appen': Chromium's own install dialog behind our button, or short instructions
 * for iOS Safari (which has no install prompt). Hidden when installed or not installable.
 */
export function InstallCard() {
  const { canPrompt, installed, iosSafari } = useInstallState();
  if (installed || (!canPrompt && !iosSafari)) return null;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={44} radius="xl" aria-hidden>
            <IconDeviceMobileDown size={24} />
          </ThemeIcon>
          <Title order={2} size="h4">
            {canPrompt ? copy.title : copy.iosTitle}
          </Title>
        </Group>
        {canPrompt ? (
          <>
            <Text>{copy.text}</Text>
            <Button w="fit-content" size="md" onClick={() => void promptInstall()}>
              {copy.button}
            </Button>
          </>
        ) : (
          <>
            <List type="ordered" spacing="xs">
              {copy.iosSteps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
            <Text size="sm" c="dimmed">
              {copy.iosWhy}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
