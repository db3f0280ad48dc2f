import { useState } from 'react';
import { Button, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';

import { useAction } from '@/hooks/use-action';
import { formatDate } from '@/lib/format';
import { checkInterestRate, isFamilyMoneyCode } from '@/lib/validation/family-money';

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
  // The rate stays as the parent typed it: a value out of range gets a sentence, never a clamp.
  const [rate, setRate] = useState('');
  const [rateError, setRateError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosen = goal ?? goals[0]?.id ?? null;
  const save = useAction(setGoalInterest, {
    success: (bp) => ({ title: bp > 0 ? copy.saved : copy.removed, message: '' }),
    onDone: () => {
      setRate('');
      setRateError(null);
      setError(null);
      rates.reload();
    },
    // The server's refusal of the rate (the same sentence as the form's) shows at the field.
    onError: (e) =>
      isFamilyMoneyCode((e as { code?: unknown }).code)
        ? setRateError((e as Error).message)
        : setError((e as Error).message),
  });

  const submit = () => {
    const checked = checkInterestRate(rate);
    setRateError(checked.ok ? null : checked.message);
    setError(null);
    if (checked.ok && chosen) void save.run(chosen, checked.percent);
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
          {/* One column at every width: a message under the rate never pushes the others out of line. */}
          <Stack gap="sm" maw={420}>
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
            />
            <TextInput
              label={copy.rate}
              description={copy.rateHint}
              value={rate}
              onChange={(e) => setRate(e.currentTarget.value)}
              error={rateError}
              inputMode="decimal"
              autoComplete="off"
            />
            <Button type="submit" loading={save.busy} w="fit-content">
              {copy.save}
            </Button>
          </Stack>
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
