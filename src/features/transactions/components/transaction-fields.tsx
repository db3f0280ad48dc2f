import { IconBolt } from '@tabler/icons-react';
import {
  Badge,
  Button,
  Group,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';

import { categoryLabels } from '@/lib/categories';

import { categoriesFor, categoryIcons } from '../categories';
import { transactionsCopy as copy } from '../copy';
import type { TransactionForm } from '../hooks/use-transaction-form';
import type { TransactionType } from '../types';

const QUICK_PICKS_KR = [50, 100, 200, 500] as const;

const isType = (value: string): value is TransactionType =>
  value === 'expense' || value === 'income';

/**
 * Type, amount with quick picks, description, category and the XP preview (spec §2, §3). `xp` is
 * what saving gives right now (the day's ladder, never the amount); no XP line when it is 0 or
 * not given (editing gives no XP).
 */
export function TransactionFields({
  form,
  idPrefix,
  xp,
}: {
  form: TransactionForm;
  idPrefix: string;
  xp?: number | undefined;
}) {
  const values = form.getValues();
  const categoryError = form.errors.category;

  const changeType = (value: string) => {
    if (!isType(value) || value === values.type) return;
    form.setFieldValue('type', value);
    form.setFieldValue('category', value === 'income' ? 'income' : null);
    form.clearFieldError('category');
  };

  return (
    <Stack gap="lg">
      <SegmentedControl
        aria-label={copy.typeLabel}
        fullWidth
        size="md"
        radius="xl"
        value={values.type}
        onChange={changeType}
        data={[
          { value: 'expense', label: copy.types.expense },
          { value: 'income', label: copy.types.income },
        ]}
      />

      <Stack gap="xs">
        <TextInput
          id={`${idPrefix}-amount`}
          size="lg"
          label={copy.amount}
          description={copy.amountHint}
          inputMode="decimal"
          autoComplete="off"
          required
          rightSection={<Text c="dimmed">kr</Text>}
          rightSectionPointerEvents="none"
          styles={{ input: { fontSize: 'var(--mantine-h2-font-size)', fontWeight: 700 } }}
          {...form.getInputProps('amount')}
        />
        <SimpleGrid cols={4} spacing="xs" role="group" aria-label={copy.quickPicks}>
          {QUICK_PICKS_KR.map((kr) => (
            <Button
              key={kr}
              variant={values.amount === String(kr) ? 'filled' : 'light'}
              h={44}
              px={4}
              onClick={() => {
                form.setFieldValue('amount', String(kr));
                form.clearFieldError('amount');
              }}
            >
              {copy.quickPick(kr)}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>

      <TextInput
        id={`${idPrefix}-description`}
        size="md"
        label={copy.description}
        placeholder={copy.descriptionPlaceholder[values.type]}
        autoComplete="off"
        required
        {...form.getInputProps('description')}
      />

      <Radio.Group
        name={`${idPrefix}-category`}
        label={copy.category}
        withAsterisk
        value={values.category ?? ''}
        onChange={(value) => {
          const category = categoriesFor(values.type).find((item) => item === value);
          if (category) {
            form.setFieldValue('category', category);
            form.clearFieldError('category');
          }
        }}
        error={categoryError}
        labelProps={{ mb: 'xs' }}
      >
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
          {categoriesFor(values.type).map((category) => {
            const Icon = categoryIcons[category];
            return (
              <Radio.Card key={category} value={category} radius="lg" p="xs" mih={52}>
                <Group wrap="nowrap" gap={6}>
                  <ThemeIcon
                    variant={values.category === category ? 'filled' : 'light'}
                    size={28}
                    radius="xl"
                    aria-hidden
                  >
                    <Icon size={16} />
                  </ThemeIcon>
                  <Text fw={600} size="sm" style={{ flex: 1, minWidth: 0 }}>
                    {categoryLabels[category]}
                  </Text>
                  <Radio.Indicator size="sm" />
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>

      <Group gap="xs" aria-live="polite">
        {xp !== undefined && xp > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {copy.xpPreviewLabel}
            </Text>
            <Badge
              size="lg"
              color="ember"
              variant="light"
              leftSection={<IconBolt size={14} aria-hidden />}
            >
              {copy.xpPreview(xp)}
            </Badge>
          </>
        )}
      </Group>
    </Stack>
  );
}
