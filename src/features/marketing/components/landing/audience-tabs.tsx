import { IconCheck } from '@tabler/icons-react';
import { List, Stack, Tabs, Text, Title } from '@mantine/core';

import { TextLink } from '@/components/link-button';

import { landingCopy as copy, type Audience } from '../../copy/landing';
import { AUDIENCES } from '../../schemas';

type Props = { audience: Audience; onChange: (audience: Audience) => void };

/** The hero's Ungdom / Föräldrar tabs (spec §2): each tab has its own text and link. */
export function AudienceTabs({ audience, onChange }: Props) {
  return (
    <Tabs
      value={audience}
      onChange={(value) => onChange(value === 'foraldrar' ? 'foraldrar' : 'ungdom')}
      variant="pills"
      radius="xl"
      keepMounted={false}
    >
      <Tabs.List aria-label={copy.audienceLabel} mb="md">
        {AUDIENCES.map((value) => (
          <Tabs.Tab key={value} value={value} h={44} px="lg" fz="md" fw={600}>
            {copy.audiences[value]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {AUDIENCES.map((value) => {
        const panel = copy.panels[value];
        return (
          <Tabs.Panel key={value} value={value}>
            <Stack gap="sm">
              <Title order={2} size="h3">
                {panel.heading}
              </Title>
              <Text>{panel.text}</Text>
              <List
                spacing={6}
                icon={<IconCheck size={20} aria-hidden color="var(--slantis-color-success)" />}
              >
                {panel.points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
              <TextLink to={panel.more.to} fw={600}>
                {panel.more.label}
              </TextLink>
            </Stack>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}
