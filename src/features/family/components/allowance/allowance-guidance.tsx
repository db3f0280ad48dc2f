import { Anchor, Card, Stack, Table, Text, Title } from '@mantine/core';

import { formatKr } from '@/lib/format';

import { allowanceCopy } from '../../allowance-copy';

const copy = allowanceCopy.guidance;

/**
 * Median monthly allowance by age, Swedbank and Sparbankerna (Kantar Sifo survey), as in
 * research/product.md §5.7. Ages 12–18: the app's members are 13 and up.
 */
export const ALLOWANCE_MEDIANS: { age: number; perMonthKr: number }[] = [
  { age: 12, perMonthKr: 200 },
  { age: 13, perMonthKr: 250 },
  { age: 14, perMonthKr: 400 },
  { age: 15, perMonthKr: 500 },
  { age: 16, perMonthKr: 1000 },
  { age: 17, perMonthKr: 1020 },
  { age: 18, perMonthKr: 1000 },
];

export function AllowanceGuidance() {
  return (
    <Card withBorder padding="md" component="aside" aria-label={copy.heading}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {copy.heading}
        </Title>
        <Text size="sm">{copy.text}</Text>
        <Table withTableBorder striped verticalSpacing={4} fz="sm" aria-label={copy.heading}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{copy.age}</Table.Th>
              <Table.Th scope="col" ta="right">
                {copy.perMonth}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ALLOWANCE_MEDIANS.map((row) => (
              <Table.Tr key={row.age}>
                <Table.Td>{copy.years(row.age)}</Table.Td>
                <Table.Td ta="right">{formatKr(row.perMonthKr * 100)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm">{copy.tip}</Text>
        <Anchor href={copy.sourceUrl} target="_blank" rel="noreferrer" size="xs">
          {copy.source}
        </Anchor>
      </Stack>
    </Card>
  );
}
