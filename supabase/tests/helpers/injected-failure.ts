import type { Queryable } from '../../local/db';

/**
 * Test-only: from now on, a purchase whose description is 'FAIL <SQLSTATE>' fails with that
 * SQLSTATE (e.g. 'FAIL 40001', a serialization failure), so tests can stage passing failures.
 */
export async function failPurchasesMarkedFail(db: Queryable): Promise<void> {
  await db.query(`
    create or replace function public.fail_on_marked_description() returns trigger
    language plpgsql as $$
    begin
      if new.description like 'FAIL %' then
        raise exception 'injected failure' using errcode = substr(new.description, 6, 5);
      end if;
      return new;
    end $$`);
  await db.query(`
    create or replace trigger transactions_fail_marked before insert or update
    on public.transactions for each row execute function public.fail_on_marked_description()`);
}
