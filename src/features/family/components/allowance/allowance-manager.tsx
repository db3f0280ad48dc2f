import { useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Collapse,
  Divider,
  Grid,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';

import { useAction } from '@/hooks/use-action';

import { allowanceCopy as copy } from '../../allowance-copy';
import { endAllowance } from '../../api/allowance-api';
import type { FamilyMember } from '../../api/family-api';
import { useAllowanceHistory } from '../../hooks/use-allowance';
import { ActiveAgreement, EndAgreementButton } from './active-agreement';
import { AgreementSummary } from './agreement-summary';
import { AllowanceGuidance } from './allowance-guidance';
import { AllowanceHistory } from './allowance-history';
import { currentVersions } from './allowance-state';
import { InterestManager } from './interest-manager';
import { ProposalAnswer } from './proposal-answer';
import { ProposalForm } from './proposal-form';

/** /familj for a guardian: each child's allowance agreement and parent interest. */
export function AllowanceManager({ kids }: { kids: FamilyMember[] }) {
  const [child, setChild] = useState<string>(kids[0]?.user_id ?? '');
  const kid = kids.find((k) => k.user_id === child) ?? kids[0];
  if (!kid) return null;
  return (
    <Card component="section" aria-labelledby="allowance-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="allowance-heading">
          {copy.heading}
        </Title>
        <Text>{copy.intro}</Text>
        {kids.length > 1 && (
          <SegmentedControl
            aria-label={copy.heading}
            value={kid.user_id}
            onChange={setChild}
            data={kids.map((k) => ({ value: k.user_id, label: k.first_name }))}
          />
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ChildAgreement key={kid.user_id} kid={kid} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <AllowanceGuidance />
          </Grid.Col>
        </Grid>
        <Divider />
        <InterestManager key={`interest-${kid.user_id}`} kid={kid} />
      </Stack>
    </Card>
  );
}

function ChildAgreement({ kid }: { kid: FamilyMember }) {
  const { state, reload } = useAllowanceHistory(kid.user_id);
  const [changing, setChanging] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const end = useAction(endAllowance, {
    success: () => ({ title: copy.ended, message: kid.first_name }),
    onDone: reload,
  });
  if (state.status === 'loading') return <Text c="dimmed">{copy.loading}</Text>;
  if (state.status === 'error') return <Text c="var(--mantine-color-error)">{state.message}</Text>;
  const versions = state.data;
  const { active, open } = currentVersions(versions);
  const done = () => {
    setChanging(false);
    reload();
  };
  return (
    <Stack gap="md" data-testid="allowance-agreement">
      {active && (
        <Card withBorder padding="md" radius="md">
          <Stack gap="xs">
            <ActiveAgreement title={kid.first_name} version={active} />
          </Stack>
        </Card>
      )}
      {open && (
        <Card withBorder padding="md" radius="md" data-testid="allowance-open">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap">
              <Text fw={700}>{copy.statusLabels.proposed}</Text>
              <Badge color="blue.9" variant="filled">
                {open.proposed_by_child
                  ? copy.waitingForGuardian
                  : copy.waitingForChild(kid.first_name)}
              </Badge>
            </Group>
            <AgreementSummary version={open} />
            {open.proposed_by_child && <ProposalAnswer versionId={open.id} onDone={reload} />}
          </Stack>
        </Card>
      )}
      {!active && !open && !changing && <Text c="dimmed">{copy.none}</Text>}
      {(changing || (!active && !open)) && (
        <ProposalForm
          child={kid.user_id}
          start={changing ? (open ?? active) : null}
          onDone={done}
          onCancel={changing ? () => setChanging(false) : undefined}
        />
      )}
      {(active || open) && !changing && (
        <Group gap="sm">
          <Button variant="light" onClick={() => setChanging(true)}>
            {copy.proposeChange}
          </Button>
          {active && <EndAgreementButton busy={end.busy} onEnd={() => void end.run(kid.user_id)} />}
        </Group>
      )}
      {versions.length > 0 && (
        <Stack gap="xs">
          <Button
            variant="subtle"
            w="fit-content"
            px={0}
            onClick={() => setShowHistory((v) => !v)}
            aria-expanded={showHistory}
          >
            {showHistory ? copy.historyHide : `${copy.historyShow} (${versions.length})`}
          </Button>
          <Collapse expanded={showHistory}>
            <AllowanceHistory versions={versions} childName={kid.first_name} />
          </Collapse>
        </Stack>
      )}
    </Stack>
  );
}
