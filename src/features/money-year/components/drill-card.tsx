import { IconAlertTriangle, IconCheck, IconShieldCheck, IconX } from '@tabler/icons-react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';

import type { DrillVerdict, ScamDrill } from '../api/money-year-api';
import { drillsCopy as copy } from '../copy';
import classes from './money-year.module.css';

type Props = {
  drill: ScamDrill;
  /** The verdict on screen: the server's, from the list or from the answer just sent. */
  verdict: (DrillVerdict & { xp?: number }) | null;
  pending: boolean;
  disabled: boolean;
  error: string | null;
  onAnswer: (scam: boolean) => void;
};

/** One drill: the scenario as it would look, two answers, then the server's verdict. */
export function DrillCard({ drill, verdict, pending, disabled, error, onAnswer }: Props) {
  const headingId = `drill-${drill.id}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Badge variant="light" color="gray">
            {copy.channel[drill.channel]}
          </Badge>
          {verdict && (
            <Badge
              color={verdict.correct ? 'teal' : 'orange'}
              leftSection={verdict.correct ? <IconCheck size={14} /> : <IconX size={14} />}
            >
              {verdict.correct ? copy.right : copy.wrong}
            </Badge>
          )}
        </Group>
        <Title order={3} fz="h5" id={headingId}>
          {drill.question}
        </Title>
        <Paper className={classes.bubble} radius="lg" p="md">
          <Text size="sm" fw={700} mb={4}>
            {drill.sender}
          </Text>
          <Text>{drill.message}</Text>
        </Paper>
        {verdict ? (
          <Verdict verdict={verdict} />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button
              color="red"
              variant="light"
              size="md"
              leftSection={<IconAlertTriangle size={18} aria-hidden />}
              loading={pending}
              disabled={disabled}
              onClick={() => onAnswer(true)}
            >
              {copy.scam}
            </Button>
            <Button
              color="teal"
              variant="light"
              size="md"
              leftSection={<IconShieldCheck size={18} aria-hidden />}
              loading={pending}
              disabled={disabled}
              onClick={() => onAnswer(false)}
            >
              {copy.notScam}
            </Button>
          </SimpleGrid>
        )}
        {error && (
          <Text c="red.8" size="sm" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function Verdict({ verdict }: { verdict: DrillVerdict & { xp?: number } }) {
  return (
    <Alert
      color={verdict.correct ? 'teal' : 'orange'}
      variant="light"
      title={verdict.isScam ? copy.verdictScam : copy.verdictReal}
      role="status"
    >
      <Stack gap="xs">
        <Text size="sm">{verdict.explanation}</Text>
        {verdict.signs.length > 0 && (
          <div>
            <Text size="sm" fw={700}>
              {copy.signs}
            </Text>
            <List size="sm" spacing={2}>
              {verdict.signs.map((sign) => (
                <List.Item key={sign}>{sign}</List.Item>
              ))}
            </List>
          </div>
        )}
        {verdict.xp ? (
          <Badge color="orange" variant="filled" size="lg">
            {copy.xp(verdict.xp)}
          </Badge>
        ) : null}
      </Stack>
    </Alert>
  );
}
