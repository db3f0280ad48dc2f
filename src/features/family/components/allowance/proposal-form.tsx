import { useState } from 'react';
import {
  Button,
  Chip,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';

import { useAction } from '@/hooks/use-action';
import { checkAllowanceAmount, isFamilyMoneyCode } from '@/lib/validation/family-money';

import { allowanceCopy as copy } from '../../allowance-copy';
import {
  proposeAllowance,
  type AllowanceFrequency,
  type AllowanceVersion,
} from '../../api/allowance-api';
import { weekdayName } from '../../rules/allowance';

const COVERS = ['lunch', 'mobil', 'klader', 'noje', 'resor', 'hygien', 'presenter', 'sparande'];
const WEEKDAY_OPTIONS = [1, 2, 3, 4, 5, 6, 7].map((d) => ({
  value: String(d),
  label: weekdayName(d).replace(/^./, (c) => c.toUpperCase()),
}));
const MONTH_DAY_OPTIONS = [
  ...Array.from({ length: 28 }, (_, i) => ({ value: String(i + 1), label: `Den ${i + 1}` })),
  { value: '0', label: copy.lastDay },
];

/** A proposal (a new version): amount, how often, pay day, what it covers and a short note. */
export function ProposalForm({
  child,
  start,
  onDone,
  onCancel,
}: {
  child: string;
  /** The version the proposal starts from (a change), if any. */
  start?: AllowanceVersion | null;
  onDone: () => void;
  onCancel?: () => void;
}) {
  // The amount stays as the parent typed it: a value out of range gets a sentence, never a clamp.
  const [amount, setAmount] = useState(start ? String(start.amount_ore / 100) : '');
  const [frequency, setFrequency] = useState<AllowanceFrequency>(start?.frequency ?? 'weekly');
  const [payDay, setPayDay] = useState<string>(String(start?.pay_day ?? 5));
  const [covers, setCovers] = useState<string[]>(start?.covers ?? []);
  const [note, setNote] = useState(start?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run } = useAction(proposeAllowance, {
    success: () => ({ title: copy.proposed, message: copy.proposedText }),
    onDone,
    // The server's refusal of the amount (the same sentence as the form's) shows at the field.
    onError: (e) =>
      setErrors(
        isFamilyMoneyCode((e as { code?: unknown }).code)
          ? { amount: (e as Error).message }
          : { form: (e as Error).message },
      ),
  });

  const switchFrequency = (next: string) => {
    const value = next === 'monthly' ? 'monthly' : 'weekly';
    setFrequency(value);
    setPayDay(value === 'weekly' ? '5' : '25');
  };

  const submit = async () => {
    const checked = checkAllowanceAmount(amount);
    setErrors(checked.ok ? {} : { amount: checked.message });
    if (!checked.ok) return;
    await run({
      child,
      amountOre: checked.ore,
      frequency,
      payDay: Number(payDay),
      covers,
      note: note.trim() || null,
    });
  };

  return (
    <form
      aria-label={start ? copy.proposeChange : copy.propose}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={copy.amount}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          description={copy.amountHint}
          error={errors.amount}
          inputMode="numeric"
          autoComplete="off"
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="allowance-frequency">
            {copy.frequency}
          </Text>
          <SegmentedControl
            aria-labelledby="allowance-frequency"
            value={frequency}
            onChange={switchFrequency}
            data={[
              { value: 'weekly', label: copy.weekly },
              { value: 'monthly', label: copy.monthly },
            ]}
          />
        </Stack>
        <Select
          label={frequency === 'weekly' ? copy.weekday : copy.monthDay}
          data={frequency === 'weekly' ? WEEKDAY_OPTIONS : MONTH_DAY_OPTIONS}
          value={payDay}
          onChange={(value) => value && setPayDay(value)}
          allowDeselect={false}
          maxDropdownHeight={260}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="allowance-covers">
            {copy.covers}
          </Text>
          <Chip.Group multiple value={covers} onChange={setCovers}>
            <Group gap={8} role="group" aria-labelledby="allowance-covers">
              {COVERS.map((item) => (
                <Chip key={item} value={item} variant="light" color="teal">
                  {copy.coverLabels[item]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <TextInput
          label={copy.note}
          placeholder={copy.notePlaceholder}
          maxLength={140}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {errors.form && <Text c="var(--mantine-color-error)">{errors.form}</Text>}
        <Group gap="sm">
          <Button type="submit" loading={busy}>
            {start ? copy.proposeChange : copy.propose}
          </Button>
          {onCancel && (
            <Button variant="subtle" onClick={onCancel}>
              {copy.cancel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
