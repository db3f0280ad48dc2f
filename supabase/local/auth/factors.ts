import type { Queryable } from '../db';

export type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'unverified' | 'verified';
  secret: string | null;
  created_at: Date;
  updated_at: Date;
  last_challenged_at: Date | null;
};

const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());

/** models.Factor JSON: the secret never leaves; phone is "" for non-phone factors. */
export function factorJson(row: FactorRow) {
  return {
    id: row.id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    status: row.status,
    ...(row.friendly_name ? { friendly_name: row.friendly_name } : {}),
    factor_type: row.factor_type,
    phone: '',
    last_challenged_at: iso(row.last_challenged_at),
  };
}

export async function listFactors(q: Queryable, userId: string) {
  const { rows } = await q.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at',
    [userId],
  );
  return rows.map(factorJson);
}
