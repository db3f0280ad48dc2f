import { useState } from 'react';
import { Anchor, Card, NumberInput, Text, TextInput, Title } from '@mantine/core';

import { useAction } from '@/hooks/use-action';
import { parseKr } from '@/lib/money';

import { createGoalForChild, hasCode, type FamilyMember } from '../api/family-api';
import { familyCopy } from '../copy';
import { ChildForm, ChildSelect, useChildChoice } from './child-form';

const copy = familyCopy.goal;

/** A guardian puts a savings goal on a child's list, optionally with a matching promise. */
export function GoalForChild({ kids, onCreated }: { kids: FamilyMember[]; onCreated: () => void }) {
  const [child, setChild] = useChildChoice(kids);
  const [title, setTitle] = useState('');
  const [target, setTarget] = useState('');
  const [match, setMatch] = useState<number | string>('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The child has Basic's 5 active goals: the way to Familj is the plan card on this page.
  const [atLimit, setAtLimit] = useState(false);
  const { busy, run: saveGoal } = useAction(createGoalForChild, {
    success: () => ({ title: copy.created, message: title }),
    onDone: () => {
      setTitle('');
      setTarget('');
      setMatch('');
      onCreated();
    },
    onError: (e) => {
      setErrors({ form: (e as Error).message });
      setAtLimit(hasCode(e, 'child_goal_limit'));
    },
  });

  const submit = async () => {
    const problems: Record<string, string> = {};
    if (!child) problems.child = familyCopy.tasks.chooseChild;
    if (!title.trim()) problems.title = copy.titleRequired;
    const parsed = parseKr(target);
    if (!parsed.ok || parsed.ore < 100) problems.target = copy.targetInvalid;
    const matchValue = match === '' ? null : Number(match);
    if (
      matchValue !== null &&
      (!Number.isInteger(matchValue) || matchValue < 1 || matchValue > 100)
    )
      problems.match = copy.matchInvalid;
    setErrors(problems);
    setAtLimit(false);
    if (Object.keys(problems).length > 0 || !child || !parsed.ok) return;
    await saveGoal({ child, title, targetOre: parsed.ore, matchPercent: matchValue });
  };

  return (
    <Card>
      <ChildForm
        label={copy.heading}
        busy={busy}
        formError={errors.form}
        submitLabel={copy.create}
        onSubmit={submit}
      >
        <Title order={2} size="h3">
          {copy.heading}
        </Title>
        <Text>{copy.text}</Text>
        <ChildSelect kids={kids} value={child} onChange={setChild} error={errors.child} />
        <TextInput
          label={copy.title}
          value={title}
          maxLength={100}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title}
        />
        <TextInput
          label={copy.target}
          inputMode="decimal"
          value={target}
          onChange={(e) => setTarget(e.currentTarget.value)}
          error={errors.target}
        />
        <NumberInput
          label={copy.match}
          description={copy.matchHint}
          min={1}
          max={100}
          // Out of range gets the form's message, never a silent clamp (issue 41 §2).
          clampBehavior="none"
          value={match}
          onChange={setMatch}
          error={errors.match}
        />
        {atLimit && (
          <Text size="sm">
            {copy.limitFamilj}{' '}
            <Anchor href="#plan" fw={600}>
              {copy.limitLink}
            </Anchor>
          </Text>
        )}
      </ChildForm>
    </Card>
  );
}
