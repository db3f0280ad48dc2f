import { IconInfoCircle } from '@tabler/icons-react';
import { Alert, Text } from '@mantine/core';

import { TextLink } from '@/components/link-button';
import { formatInteger } from '@/lib/format';

import { dashboardCopy } from '../dashboard-copy';
import { useXpNotice } from '../hooks/use-xp-notice';

const copy = dashboardCopy.xpNotice;

/**
 * "Dina XP är uppdaterade": shown by the level card when a sync took the server's XP and that is
 * less than the app showed offline, with a link to the competition rules. Closed by the teen.
 */
export function XpNotice() {
  const { xpLess, dismiss } = useXpNotice();
  if (xpLess <= 0) return null;
  return (
    <Alert
      role="status"
      variant="light"
      color="blue"
      radius="lg"
      icon={<IconInfoCircle aria-hidden />}
      title={copy.title}
      withCloseButton
      closeButtonLabel={copy.close}
      onClose={dismiss}
      data-testid="xp-notice"
    >
      <Text size="md" lh={1.6}>
        {copy.text(formatInteger(xpLess))} <TextLink to="/tavlingsregler">{copy.rules}</TextLink>
      </Text>
    </Alert>
  );
}
