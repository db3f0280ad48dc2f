import { IconLock } from '@tabler/icons-react';
import { Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';

import { LinkButton } from '@/components/link-button';
import type { ServicesPageContent } from '@/content/page-schema';

import type { SitePath } from '../../content-types';
import { commonCopy } from '../../copy/common';
import { servicesLabels } from '../../copy/page-labels';
import { useViewer } from '../../hooks/use-viewer';
import { pageNeedsLogin } from '../../search/visitor-access';

const copy = servicesLabels;

/** A service of content/pages/vara-tjanster.md. */
type Service = ServicesPageContent['items'][number];

function ServiceLink({ to, label, primary }: { to: SitePath; label: string; primary: boolean }) {
  const viewer = useViewer();
  const locked = viewer !== 'member' && pageNeedsLogin(to);
  return (
    <LinkButton
      to={to}
      variant={primary ? 'filled' : 'default'}
      mih={44}
      leftSection={locked ? <IconLock size={16} aria-hidden /> : undefined}
    >
      {label}
      {locked && ' '}
      {locked && <VisuallyHidden>{`(${commonCopy.memberOnly})`}</VisuallyHidden>}
    </LinkButton>
  );
}

/** One service: its badges ('Medlem' or 'Publik', 'Populär'), what it is, page and course. */
export function ServiceCard({ service }: { service: Service }) {
  const headingId = `service-${service.id}`;
  return (
    <Card component="li" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group gap="xs">
          <Badge variant="light" color={service.access === 'public' ? 'slantis' : 'blue'}>
            {copy.badges[service.access]}
          </Badge>
          {service.popular && (
            <Badge variant="light" color="ember">
              {copy.badges.popular}
            </Badge>
          )}
        </Group>
        <Title order={2} size="h3" id={headingId}>
          {service.title}
        </Title>
        <Text style={{ flex: 1 }}>{service.description}</Text>
        <Group gap="sm">
          <ServiceLink to={service.link.to} label={service.link.label} primary />
          <ServiceLink to={service.course.to} label={service.course.label} primary={false} />
        </Group>
      </Stack>
    </Card>
  );
}
