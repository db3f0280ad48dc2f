import type { SyncTable } from '@/data/types';

/** 'a', 'a och b', 'a, b och c' */
const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} och ${items.at(-1)}`;

/** Swedish text of the sync indicator and its details. */
export const syncStatusCopy = {
  label: 'Synkstatus',
  states: {
    synced: 'Synkat',
    syncing: 'Synkar...',
    offline: 'Offline',
    error: 'Synkfel',
    paused: 'Logga in igen',
    pending: (count: number) => `${count} osynkade`,
    refused: (count: number) => `${count} nekade`,
  },
  title: 'Synkning',
  explainer:
    'Allt du sparar lagras först på enheten och skickas sedan till ditt konto, så att det finns på alla dina enheter.',
  pending: (count: number) =>
    count === 0
      ? 'Alla ändringar är synkade.'
      : count === 1
        ? '1 ändring väntar på att skickas.'
        : `${count} ändringar väntar på att skickas.`,
  oldest: (when: string) => `Äldsta väntande ändring: ${when}`,
  lastSync: (when: string) => `Senast synkad: ${when}`,
  neverSynced: 'Inte synkad ännu på den här enheten.',
  syncNow: 'Synka nu',
  refusedTitle: 'Ändringar som inte kunde sparas',
  refusedIntro:
    'Servern tog inte emot de här ändringarna. Försök igen, eller ångra ändringen så att enheten visar det som finns sparat på ditt konto.',
  retry: 'Försök igen',
  discard: 'Ångra ändringen',
  replaced: {
    title: 'En nyare ändring gäller',
    one: (what: string, fields: readonly string[]) =>
      fields.length > 0
        ? `${what}: ${listOf(fields)} hade redan ändrats på en annan enhet eller av en förälder. Den nyare ändringen gäller, så din ersattes.`
        : `${what}: den hade redan ändrats på en annan enhet eller av en förälder. Den nyare ändringen gäller, så din ersattes.`,
    many: (count: number) =>
      `${count} av dina ändringar hade redan ändrats på en annan enhet eller av en förälder. De nyare ändringarna gäller, så dina ersattes.`,
    fields: {
      type: 'typen',
      category: 'kategorin',
      description: 'beskrivningen',
      amount_ore: 'beloppet',
      occurred_at: 'datumet',
      deleted: 'borttagningen',
      week_start: 'veckan',
      limit_ore: 'budgeten',
      title: 'namnet',
      target_ore: 'målbeloppet',
      target_date: 'måldatumet',
      match_percent: 'matchningen',
      goal_id: 'sparmålet',
      reward_ore: 'belöningen',
      reward_xp: 'XP-belöningen',
      due_date: 'sista dagen',
      status: 'statusen',
    },
  },
  tables: {
    transactions: 'Köp eller inkomst',
    weekly_budgets: 'Veckobudget',
    savings_goals: 'Sparmål',
    goal_deposits: 'Insättning till sparmål',
    xp_events: 'XP',
    earned_badges: 'Badge',
    lesson_progress: 'Lektion',
    tasks: 'Uppgift',
    quiz_attempts: 'Quizsvar',
    no_spend_claims: 'Ingen utgift idag',
  } satisfies Record<SyncTable, string>,
} as const;
