import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Collapse,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';

import { useAction } from '@/hooks/use-action';
import { useOnline } from '@/hooks/use-online';
import { useAuthStore } from '@/stores/auth-store';

import { allowanceCopy as copy } from '../../allowance-copy';
import { endAllowance } from '../../api/allowance-api';
import { useAllowanceHistory, useGoalInterest } from '../../hooks/use-allowance';
import { ActiveAgreement, EndAgreementButton } from './active-agreement';
import { AgreementSummary } from './agreement-summary';
import { AllowanceHistory } from './allowance-history';
import { currentVersions } from './allowance-state';
import { CompoundLesson } from './compound-lesson';
import { ProposalAnswer } from './proposal-answer';

/**
 * 'Din veckopeng' on a teen's home: the agreement (confirm or ask for a change), the next pay
 * day, the history, and the ränta-på-ränta lesson for each goal with parent interest. Needs the
 * network (the income itself arrives with the sync); hidden when there is nothing to show, except
 * on /veckopeng (`showEmpty`), where it says so.
 */
export function ChildAllowanceCard({ showEmpty = false }: { showEmpty?: boolean } = {}) {
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
  if (showEmpty && !online) return <Alert color="gray">{copy.offline}</Alert>;
  if (showEmpty && state.status === 'loading') return <Loader aria-label={copy.loading} />;
  if (!showEmpty && versions.length === 0 && interest.length === 0) return null;
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
            <ActiveAgreement title={copy.heading} version={active} />
          </Stack>
        )}
        {versions.length === 0 && (
          <Text c="dimmed">
            {showEmpty ? `${copy.childNone} ${copy.childAsk}` : copy.childNone}
          </Text>
        )}
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
            {active && <EndAgreementButton busy={end.busy} onEnd={() => void end.run(me ?? '')} />}
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
