import pg from 'pg';

export type TableSize = {
  table: string;
  rows: number;
  tupleBytes: number;
  totalBytesPerRow: number;
};

const TABLES = ['transactions', 'goal_deposits', 'savings_goals', 'xp_events', 'applied_ops'];

/**
 * Bytes per row after the run: the average row as stored (pg_column_size of the whole tuple) and
 * the table's total on disk (heap, TOAST, indexes) per row; figures for docs/scaling.md.
 */
export async function tableSizes(databaseUrl: string): Promise<TableSize[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query(`vacuum analyze ${TABLES.map((t) => `public.${t}`).join(', ')}`);
    const sizes: TableSize[] = [];
    for (const table of TABLES) {
      const { rows } = await db.query<{ rows: number; tuple: string | null; total: string }>(
        `select count(*)::int as rows, avg(pg_column_size(t.*))::numeric(10,1) as tuple,
                pg_total_relation_size('public.${table}') as total
         from public.${table} t`,
      );
      const row = rows[0]!;
      sizes.push({
        table,
        rows: row.rows,
        tupleBytes: Number(row.tuple ?? 0),
        totalBytesPerRow: row.rows > 0 ? Math.round(Number(row.total) / row.rows) : 0,
      });
    }
    return sizes;
  } finally {
    await db.end();
  }
}
