import { useState } from 'react';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { useAction } from '@/hooks/use-action';
import { formatDate } from '@/lib/format';

import { allowanceCopy } from '../../allowance-copy';
import { setGoalInterest } from '../../api/allowance-api';
import type { FamilyMember } from '../../api/family-api';
import { useGoalInterest } from '../../hooks/use-allowance';
import { useInsights } from '../../hooks/use-family';
import { ratePercentText } from '../../rules/allowance';
import { CompoundLesson } from './compound-lesson';

const copy = allowanceCopy.interest;

/** A guardian's monthly interest on one of the child's goals, with the lesson the child sees. */
export function InterestManager({ kid }: { kid: FamilyMember }) {
  const insights = useInsights(kid.user_id);
  const rates = useGoalInterest(kid.user_id);
  const goals = insights.state.status === 'ready' ? (insights.state.data.goals ?? []) : [];
  const current = rates.state.status === 'ready' ? rates.state.data : [];
  const [goal, setGoal] = useState<string | null>(null);
  const [rate, setRate] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const chosen = goal ?? goals[0]?.id ?? null;
  const save = useAction(setGoalInterest, {
    success: (bp) => ({ title: bp > 0 ? copy.saved : copy.removed, message: '' }),
    onDone: () => {
      setRate('');
      setError(null);
      rates.reload();
    },
    onError: (e) => setError((e as Error).message),
  });

  const submit = () => {
    const value = typeof rate === 'number' ? rate : Number(String(rate).replace(',', '.'));
    if (
      String(rate) === '' ||
      !Number.isFinite(value) ||
      value < 0 ||
      value > 5 ||
      Math.round(value * 100) !== value * 100
    ) {
      setError(copy.rateInvalid);
      return;
    }
    if (chosen) void save.run(chosen, value);
  };

  return (
    <Stack gap="md" data-testid="interest-manager">
      <div>
        <Title order={3} size="h4">
          {copy.heading}
        </Title>
        <Text size="sm">{copy.intro}</Text>
      </div>
      {insights.state.status === 'ready' && goals.length === 0 && (
        <Text c="dimmed">{copy.noGoals(kid.first_name)}</Text>
      )}
      {goals.length > 0 && (
        <form
          aria-label={copy.heading}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label={copy.goal}
              data={goals.map((g) => {
                const r = current.find((c) => c.goal_id === g.id);
                return {
                  value: g.id,
                  label: r ? `${g.title} (${copy.current(ratePercentText(r.rate_bp))})` : g.title,
                };
              })}
              value={chosen}
              onChange={setGoal}
              allowDeselect={false}
              w={{ base: '100%', xs: 260 }}
            />
            <NumberInput
              label={copy.rate}
              description={copy.rateHint}
              min={0}
              max={5}
              step={0.5}
              decimalScale={2}
              decimalSeparator=","
              value={rate}
              onChange={setRate}
              w={{ base: '100%', xs: 200 }}
            />
            <Button type="submit" loading={save.busy}>
              {copy.save}
            </Button>
          </Group>
          {error && (
            <Text mt="xs" c="var(--mantine-color-error)">
              {error}
            </Text>
          )}
        </form>
      )}
      {current.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, lg: current.length > 1 ? 2 : 1 }}
          spacing="md"
          maw={current.length > 1 ? undefined : 760}
        >
          {current.map((r) => (
            <Stack key={r.goal_id} gap={4}>
              {r.last_paid_ore !== null && r.last_paid_on && (
                <Text size="sm" c="dimmed">
                  {copy.lastPaid(r.last_paid_ore, formatDate(`${r.last_paid_on}T12:00:00Z`))}
                </Text>
              )}
              <CompoundLesson
                title={r.title}
                savedOre={r.saved_ore}
                rateBp={r.rate_bp}
                childName={kid.first_name}
              />
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
