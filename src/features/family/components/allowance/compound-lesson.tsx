import { Box, Card, Group, Stack, Table, Text, Title } from '@mantine/core';

import { formatKr } from '@/lib/format';

import { allowanceCopy } from '../../allowance-copy';
import { compoundTable, interestOnInterest, ratePercentText } from '../../rules/allowance';

const copy = allowanceCopy.lesson;
const MONTHS = 12;

/**
 * Ränta på ränta with the child's own numbers: the goal's balance and the parent's monthly rate,
 * month by month for a year, against the same money without interest.
 */
export function CompoundLesson({
  title,
  savedOre,
  rateBp,
  childName,
}: {
  title: string;
  savedOre: number;
  rateBp: number;
  /** The child's first name where a guardian looks; the child is addressed as 'du'. */
  childName?: string;
}) {
  const rows = compoundTable(savedOre, rateBp, MONTHS);
  const last = rows.at(-1);
  const top = last?.withInterestOre ?? savedOre;
  const rate = ratePercentText(rateBp);
  return (
    <Card withBorder padding="md" component="section" aria-label={`${copy.heading}: ${title}`}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            {copy.heading}
          </Title>
          <Text size="sm" c="dimmed">
            {title}
          </Text>
        </div>
        <Text size="sm">{copy.intro(rate, formatKr(savedOre), childName)}</Text>
        {savedOre <= 0 || !last ? (
          <Text size="sm" fw={600}>
            {copy.zero}
          </Text>
        ) : (
          <>
            <Text fw={700} data-testid="lesson-result">
              {copy.after(
                MONTHS,
                formatKr(last.withInterestOre),
                formatKr(last.withInterestOre - savedOre),
              )}
            </Text>
            <Text size="sm">
              {copy.extra(formatKr(interestOnInterest(savedOre, rateBp, MONTHS)))}
            </Text>
            <Table
              striped
              withTableBorder
              verticalSpacing={4}
              fz="sm"
              captionSide="top"
              aria-label={copy.table}
            >
              <Table.Caption>{copy.table}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{copy.month}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {copy.without}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {copy.withInterest}
                  </Table.Th>
                  <Table.Th scope="col" w="35%" visibleFrom="xs">
                    <span aria-hidden />
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.month}>
                    <Table.Td>{copy.monthLabel(row.month)}</Table.Td>
                    <Table.Td ta="right">{formatKr(row.withoutOre)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatKr(row.withInterestOre)}
                    </Table.Td>
                    <Table.Td visibleFrom="xs">
                      <Group gap={0} wrap="nowrap" aria-hidden>
                        <Box
                          h={10}
                          bg="teal.6"
                          style={{ width: `${(row.withoutOre / top) * 100}%`, borderRadius: 3 }}
                        />
                        <Box
                          h={10}
                          bg="orange.5"
                          style={{
                            width: `${((row.withInterestOre - row.withoutOre) / top) * 100}%`,
                            borderRadius: 3,
                          }}
                        />
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              {copy.note}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
