import type { TransactionType } from '@/data/types';

/** Swedish text of the transactions feature (spec §2, §3, §5 verbatim where given). */
export const transactionsCopy = {
  typeLabel: 'Typ',
  types: { expense: 'Utgift', income: 'Inkomst' } satisfies Record<TransactionType, string>,
  amount: 'Belopp',
  amountHint: 'Till exempel 149,50',
  quickPicks: 'Snabbval',
  quickPick: (kr: number) => `${kr} kr`,
  description: 'Beskrivning',
  descriptionPlaceholder: { expense: 'Vad köpte du?', income: 'Vad fick du pengar för?' },
  category: 'Kategori',
  xpPreview: (xp: number) => `+${xp} XP`,
  xpPreviewLabel: 'Du får',
  save: { expense: 'Spara köp', income: 'Spara inkomst' },
  errors: {
    descriptionRequired: 'Beskrivning krävs',
    descriptionTooLong: 'Beskrivning får vara max 200 tecken',
    categoryRequired: 'Välj en kategori',
    amountZero: 'Beloppet måste vara större än 0 kr',
  },
  missingToast: {
    title: 'Alla fält måste fyllas i',
    message: 'Fyll i belopp, beskrivning och kategori.',
  },
  invalidToast: { title: 'Kolla fälten', message: 'Något stämmer inte – se texten under fältet.' },
  savedToast: {
    expense: 'Köpet är sparat',
    income: 'Inkomsten är sparad',
    message: (amount: string, xp: number) =>
      xp > 0 ? `${amount} är sparat. Du fick +${xp} XP!` : `${amount} är sparat.`,
  },
  saveFailedToast: {
    title: 'Kunde inte spara',
    message: 'Något gick fel när vi skulle spara. Dina uppgifter finns kvar – försök igen.',
  },
  notReady: {
    title: 'Inte redo än',
    message: 'Dina uppgifter laddas fortfarande. Vänta en sekund och försök igen.',
  },
  list: {
    title: 'Dina köp',
    showMore: 'Visa fler köp',
    loading: 'Laddar köp...',
    emptyTitle: 'Inga köp än',
    emptyText:
      'Skriv upp det du köper så ser du vart pengarna tar vägen – och får XP för varje köp.',
    emptyAction: 'Lägg till ditt första köp',
    editHint: (description: string) => `Ändra ${description}`,
    fromSlantis: 'Slantis lade in pengarna åt dig, så de går inte att ändra.',
  },
  edit: {
    title: 'Ändra köp',
    save: 'Spara ändringar',
    delete: 'Ta bort',
    confirmTitle: 'Ta bort köpet?',
    confirmText: 'Köpet försvinner från listan och från veckans summor.',
    confirmYes: 'Ja, ta bort',
    cancel: 'Avbryt',
    savedToast: 'Ändringen är sparad',
    deletedToast: 'Köpet är borttaget',
    deletedMessage: 'Det syns inte längre i dina köp.',
  },
} as const;
