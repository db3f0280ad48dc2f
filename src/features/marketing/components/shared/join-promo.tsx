import { Card, Group, Stack, Text, Title } from '@mantine/core';

import { LinkButton } from '@/components/link-button';

import { commonCopy as copy } from '../../copy/common';
import { useViewer } from '../../hooks/use-viewer';
import classes from '../marketing.module.css';

/**
 * The membership promo (spec §6: only for non-members). A signed-in member gets a way into the
 * app instead; nothing is shown while the session is still restoring.
 */
export function JoinPromo({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const viewer = useViewer();
  if (viewer === 'loading') return null;
  const member = viewer === 'member';
  return (
    <Card className={classes.accentCard}>
      <Stack gap="sm">
        <Title order={headingOrder} size="h3">
          {member ? copy.memberPromo.title : copy.promo.title}
        </Title>
        <Text>{member ? copy.memberPromo.text : copy.promo.text}</Text>
        <Group gap="sm">
          {member ? (
            <LinkButton to="/app" size="md">
              {copy.toApp}
            </LinkButton>
          ) : (
            <>
              <LinkButton to="/bli-kund" size="md">
                {copy.promo.join}
              </LinkButton>
              <LinkButton to="/login" size="md" variant="default">
                {copy.promo.login}
              </LinkButton>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
