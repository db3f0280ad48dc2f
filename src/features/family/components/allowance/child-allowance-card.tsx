import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  Collapse,
  Group,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';

import { useAction } from '@/hooks/use-action';
import { useOnline } from '@/hooks/use-online';
import { dayKey } from '@/lib/dates';
import { useAuthStore } from '@/stores/auth-store';

import { allowanceCopy as copy } from '../../allowance-copy';
import { endAllowance } from '../../api/allowance-api';
import { useAllowanceHistory, useGoalInterest } from '../../hooks/use-allowance';
import { AgreementSummary } from './agreement-summary';
import { AllowanceHistory } from './allowance-history';
import { currentVersions } from './allowance-state';
import { CompoundLesson } from './compound-lesson';
import { NextPayDay } from './next-pay-day';
import { ProposalAnswer } from './proposal-answer';

/**
 * 'Din veckopeng' on a teen's home: the agreement (confirm or ask for a change), the next pay
 * day, the history, and the ränta-på-ränta lesson for each goal with parent interest. Needs the
 * network (the income itself arrives with the sync); hidden when there is nothing to show.
 */
export function ChildAllowanceCard() {
  const online = useOnline();
  const me = useAuthStore((state) => state.user?.id ?? null);
  const { state, reload } = useAllowanceHistory(online ? me : null);
  const rates = useGoalInterest(null, online && me !== null);
  const [showHistory, setShowHistory] = useState(false);
  const end = useAction(endAllowance, {
    success: () => ({ title: copy.ended, message: '' }),
    onDone: reload,
  });
  const versions = state.status === 'ready' ? state.data : [];
  const interest = rates.state.status === 'ready' ? rates.state.data : [];
  if (versions.length === 0 && interest.length === 0) return null;
  const { active, open } = currentVersions(versions);

  return (
    <Card component="section" aria-labelledby="child-allowance-heading">
      <Stack gap="sm">
        <Group gap="sm">
          <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
            <IconCoins size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id="child-allowance-heading">
            {copy.childHeading}
          </Title>
        </Group>
        {open && (
          <Card withBorder padding="md" radius="md" data-testid="allowance-open">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap">
                <Text fw={700}>
                  {open.proposed_by_child
                    ? copy.statusLabels.proposed
                    : `${open.proposed_by_name ?? ''} föreslår`}
                </Text>
                {open.proposed_by_child && (
                  <Badge color="blue.9" variant="filled">
                    {copy.waitingForGuardian}
                  </Badge>
                )}
              </Group>
              <AgreementSummary version={open} />
              {!open.proposed_by_child && <ProposalAnswer versionId={open.id} onDone={reload} />}
            </Stack>
          </Card>
        )}
        {active && (
          <Stack gap="xs" data-testid="allowance-active">
            <Group justify="space-between">
              <Text fw={700}>{copy.heading}</Text>
              <Badge color="teal.9" variant="filled">
                {copy.active}
              </Badge>
            </Group>
            <AgreementSummary version={active} />
            <NextPayDay version={active} today={dayKey(new Date())} />
          </Stack>
        )}
        {versions.length === 0 && <Text c="dimmed">{copy.childNone}</Text>}
        {versions.length > 0 && (
          <Group gap="sm">
            <Button
              variant="subtle"
              px={0}
              onClick={() => setShowHistory((v) => !v)}
              aria-expanded={showHistory}
            >
              {showHistory ? copy.historyHide : `${copy.historyShow} (${versions.length})`}
            </Button>
            {active && (
              <Button
                variant="subtle"
                color="red.9"
                loading={end.busy}
                onClick={() => {
                  if (window.confirm(copy.endConfirm)) void end.run(active ? (me ?? '') : '');
                }}
              >
                {copy.end}
              </Button>
            )}
          </Group>
        )}
        <Collapse expanded={showHistory}>
          <Box pb="sm">
            <AllowanceHistory versions={versions} childName="dig" childSubject="Du" />
          </Box>
        </Collapse>
        {interest.map((r) => (
          <CompoundLesson
            key={r.goal_id}
            title={r.title}
            savedOre={r.saved_ore}
            rateBp={r.rate_bp}
          />
        ))}
      </Stack>
    </Card>
  );
}
