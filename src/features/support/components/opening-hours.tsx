import { Paper, Table, Text, Title } from '@mantine/core';

import { supportCopy } from '../copy';
import { useAnswerPromise } from '../hooks/use-answer-promise';

const copy = supportCopy.hours;

/** Opening hours per channel (spec §9). */
export function OpeningHours() {
  const promised = useAnswerPromise();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="oppettider">
      <Title order={2} fz="h3" id="oppettider" mb="sm">
        {copy.heading}
      </Title>
      <Table variant="vertical" layout="fixed" withRowBorders>
        <Table.Tbody>
          {copy.rows(promised).map((row) => (
            <Table.Tr key={row.channel}>
              <Table.Th w="40%">{row.channel}</Table.Th>
              <Table.Td>{row.time}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="sm">
        {copy.note}
      </Text>
    </Paper>
  );
}
