import { Link } from '@tanstack/react-router';
import { Anchor, SimpleGrid, Stack, Title } from '@mantine/core';

import { footerGroups } from '../copy';

/** The site's link groups (spec §2 menu and footer): one list of headed links per audience. */
export function SiteLinkGroups({
  label,
  headingOrder = 2,
}: {
  label: string;
  headingOrder?: 2 | 3;
}) {
  return (
    <SimpleGrid component="nav" aria-label={label} cols={{ base: 2, sm: 4 }} spacing="lg">
      {footerGroups.map((group) => (
        <Stack key={group.title} gap={6}>
          <Title order={headingOrder} fz="sm" tt="uppercase" c="dimmed">
            {group.title}
          </Title>
          {group.links.map((link) => (
            // Block boxes with padding keep every link a 24 px+ target, even when a label wraps.
            <Anchor
              key={link.to}
              component={Link}
              to={link.to}
              size="sm"
              underline="hover"
              display="block"
              w="fit-content"
              py={4}
            >
              {link.label}
            </Anchor>
          ))}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
