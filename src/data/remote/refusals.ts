import { familyMoneyWords } from '@/lib/validation/family-money';

/**
 * Refusals in Swedish (issue 40): the one map from a refusal code to the sentence a person sees.
 *
 * The server answers a refused change with a stable snake_case code, never with Postgres' own
 * text: push_ops for each op it rejects (its `refusals` and `constraint_codes`, in
 * supabase/migrations/20261125000150_push_ops_facts.sql), and any SQL function or trigger that
 * raises a rule as `raise exception '<sentence>' using errcode = 'P0001', hint = '<code>'`.
 * The server sends the same sentence as `reason`/`message`; refusals.test.ts reads the SQL and
 * fails when a code has no sentence here or the two say different things.
 */
export const refusalWords = {
  // push_ops: an op of the wrong shape (a device bug or a forged op).
  bad_op_id: 'Ändringen saknar ett giltigt id och kan inte sparas.',
  unknown_table: 'Appen försökte spara något som servern inte tar emot.',
  bad_op: 'Ändringen är av ett slag som servern inte känner igen.',
  bad_row_id: 'Ändringen saknar ett giltigt id för det den gäller.',
  bad_patch: 'Ändringen saknar sina uppgifter och kan inte sparas.',
  bad_base_version: 'Ändringen har ett ogiltigt versionsnummer och kan inte sparas.',
  unknown_column: 'Ändringen innehåller uppgifter som servern inte tar emot.',
  insert_only: 'Det här sparas en gång och kan inte ändras eller tas bort i efterhand.',
  // push_ops: a value the database refuses (by SQLSTATE).
  invalid_value: 'Ett värde har fel form, till exempel text där det ska stå ett belopp.',
  number_out_of_range: 'Ett tal är för stort för att kunna sparas.',
  invalid_date: 'Ett datum eller en tid är ogiltig.',
  too_long: 'En text är för lång.',
  missing_value: 'En uppgift som krävs saknas.',
  already_exists: 'Det här finns redan sparat.',
  missing_reference: 'Det som ändringen hör ihop med finns inte längre.',
  not_your_row: 'Det här kan du inte ändra. Det är någon annans eller finns inte längre.',
  // push_ops: a check constraint (by its name, constraint_codes).
  amount_out_of_range: 'Beloppet är för stort eller för litet. Det får vara högst 1 000 000 kr.',
  description_length: 'Beskrivningen måste vara mellan 1 och 200 tecken.',
  title_length: 'Namnet måste vara mellan 1 och 100 tecken.',
  invalid_type: 'Välj om det är en utgift eller en inkomst.',
  unknown_category: 'Kategorin finns inte.',
  income_category: 'En inkomst har kategorin Inkomst, och bara en inkomst kan ha den.',
  week_start_not_monday: 'En veckobudget börjar på en måndag.',
  match_percent_out_of_range: 'Matchningen är mellan 1 och 100 procent.',
  reward_out_of_range: 'Belöningen får vara högst 10 000 kr och kan inte vara negativ.',
  reward_xp_out_of_range: 'Ett uppdrag ger högst 100 XP och kan inte ge minus.',
  unknown_task_status: 'Uppdraget har en status som inte finns.',
  unknown_lesson: 'Lektionen finns inte.',
  invalid_answers: 'Svaren på quizet gick inte att läsa.',
  missing_goal: 'Sparmålet finns inte längre.',
  // push_ops: a rule a table's trigger raises (by table, rule_codes).
  withdrawal_over_saved: 'Du kan inte ta ut mer än det som finns sparat.',
  no_spend_day_refused: 'En köpfri dag kan inte markeras i förväg eller en dag med en utgift.',
  task_rule: 'Uppdraget kan inte ändras så, till exempel för att det redan är godkänt.',
  quiz_refused: 'Quizet kunde inte sparas: lektionen, en fråga eller ett svar känns inte igen.',
  rule_refused: 'Ändringen bryter mot en regel i appen och kunde inte sparas.',
  refused: 'Servern kunde inte spara ändringen.',
  // Rules raised in SQL with a code as their HINT.
  server_written: 'Slantis lade in det här åt dig, så det går inte att ändra eller ta bort.',
  reauthentication_required: 'Bekräfta att det är du med koden från din e-post först.',
  mfa_required: 'Bekräfta med koden från din autentiseringsapp först.',
  not_your_child: 'Du kan bara bekräfta sparande för barn i din familj.',
  goal_limit: 'Du har redan 5 aktiva sparmål, som är max i Basic. Nå eller ta bort ett mål först.',
  child_goal_limit:
    'Barnet har redan 5 aktiva sparmål, som är max i Basic. Ett mål behöver nås eller tas bort först.',
  // A goal beyond Basic's limit after a family left Familj (20261129000600_family_plan.sql).
  goal_locked:
    'Det här målet är låst i Basic, som har plats för 5 aktiva sparmål. Inget är borttaget: nå eller ta bort ett annat mål, eller skaffa Familj, så går det att spara på igen.',
  not_guardian: 'Bara en förälder i familjen kan ändra familjens plan.',
  payer_leaves:
    'Du betalar för Familj. Säg upp Familj först under Familjens plan, så dras inget mer när du har lämnat familjen.',
  payer_in_family:
    'Den förälder som betalar för Familj kan inte tas bort ur familjen förrän Familj är uppsagd.',
  plan_renews:
    'Säg upp Familj först under Familj → Familjens plan, så dras inget mer efter att kontot är borttaget.',
  no_family: 'Skapa familjen först, så kan du välja Familj för hela familjen.',
  // The allowance amount and the parent interest: the forms' own sentences (family-money.ts).
  ...familyMoneyWords,
  // A call-back request's slot (src/lib/callback-hours.ts, public.request_callback).
  callback_outside_hours: 'Välj en tid måndag–fredag mellan 08:00 och 18:00.',
  callback_too_soon: 'Välj en tid som börjar om minst 30 minuter.',
  callback_too_far: 'Välj en tid inom de närmaste 14 dagarna.',
  callback_slot_full: 'Den tiden är fullbokad. Välj en annan tid.',
} as const satisfies Record<string, string>;

export type RefusalCode = keyof typeof refusalWords;

/** For a code the app does not know (a newer server, or a change refused before issue 40). */
export const GENERIC_REFUSAL = 'Servern tog inte emot ändringen.';

export const isRefusalCode = (code: unknown): code is RefusalCode =>
  typeof code === 'string' && Object.hasOwn(refusalWords, code);

/** The sentence for a refusal code; never the server's raw text. */
export const refusalSentence = (code: string | undefined): string =>
  isRefusalCode(code) ? refusalWords[code] : GENERIC_REFUSAL;

/** A SQL rule's HINT that names a refusal code (snake_case), as the server's convention has it. */
export const REFUSAL_HINT = /^[a-z][a-z0-9_]*$/;
