import { describe, expect, it } from 'vitest';

import { describeReplaced } from './replaced-notices';

const userId = 'u';

describe('the notice when a newer change won', () => {
  it('names the kind of row and the fields, in Swedish', () => {
    expect(
      describeReplaced({
        userId,
        changes: [{ table: 'transactions', rowId: 'a', fields: ['category', 'amount_ore'] }],
      }),
    ).toEqual({
      title: 'En nyare ändring gäller',
      message:
        'Köp eller inkomst: kategorin och beloppet hade redan ändrats på en annan enhet eller av en förälder. Den nyare ändringen gäller, så din ersattes.',
    });
  });

  it('counts several changes', () => {
    const change = { table: 'tasks' as const, rowId: 'a', fields: ['status'] };
    expect(describeReplaced({ userId, changes: [change, { ...change, rowId: 'b' }] }).message).toBe(
      '2 av dina ändringar hade redan ändrats på en annan enhet eller av en förälder. De nyare ändringarna gäller, så dina ersattes.',
    );
  });
});
