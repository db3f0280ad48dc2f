import { Table, Text } from '@mantine/core';

import type { InfoBlock } from '../../content-types';

type Props = Omit<Extract<InfoBlock, { kind: 'table' }>, 'kind'>;

/** Characters of a value that never wraps. */
const SHORT_VALUE = 12;

/** A two-column table with a caption; the first column names each row. */
export function InfoTable({ caption, columns, rows }: Props) {
  return (
    <Table
      captionSide="top"
      verticalSpacing="sm"
      horizontalSpacing="sm"
      maw={720}
      styles={{ caption: { textAlign: 'left', fontWeight: 700, marginBottom: 4 } }}
    >
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{columns[0]}</Table.Th>
          <Table.Th scope="col" ta="right">
            {columns[1]}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th scope="row" fw={400}>
              <Text component="span" display="block">
                {row.label}
              </Text>
              {row.detail && (
                <Text component="span" display="block" size="sm" c="dimmed">
                  {row.detail}
                </Text>
              )}
            </Table.Th>
            {/* A short value ('90 dagar', '5 poäng') keeps to one line; a longer one ('Tills
                kontot raderas') wraps on a phone rather than widening the page. */}
            <Table.Td
              ta="right"
              fw={700}
              style={{ whiteSpace: row.value.length <= SHORT_VALUE ? 'nowrap' : undefined }}
            >
              {row.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
