import { rpc } from './rpc';

/**
 * The money year's RPCs (supabase/migrations/20261127001100_money_year.sql): the caller's
 * calendar (dates and who an item concerns, from the birth date only the server knows), the scam
 * drills (scenarios without verdicts until answered; the server grades each answer) and the
 * monthly Lärt → gjort report with the teen's consent to share it with the guardians.
 */
export type CalendarKey =
  | 'studiebidrag'
  | 'sommarjobb'
  | 'lonespecifikation'
  | 'fyller-18'
  | 'fritidskortet'
  | 'csn-studiemedel';

export type CalendarItem = {
  key: CalendarKey;
  /** ISO date (Stockholm) of the item's next occurrence; null when it has no fixed date. */
  date: string | null;
  /** Whether it concerns the caller now (by age). */
  applies: boolean;
  /** Studiebidrag only: who receives the next payment. */
  receiver: 'you' | 'guardian' | null;
};

export type MoneyYear = { today: string; age: number | null; items: CalendarItem[] };

type Row = Record<string, unknown>;
const obj = (data: unknown): Row => (data && typeof data === 'object' ? (data as Row) : {});
const list = (data: unknown): Row[] => (Array.isArray(data) ? (data as Row[]) : []);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const num = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

export async function moneyYear(): Promise<MoneyYear> {
  return toMoneyYear(obj(await rpc('money_year')));
}

const toMoneyYear = (row: Row): MoneyYear => ({
  today: text(row.today) ?? '',
  age: num(row.age),
  items: list(row.items).map((item) => ({
    key: item.key as CalendarKey,
    date: text(item.date),
    applies: item.applies === true,
    receiver: item.receiver === 'you' || item.receiver === 'guardian' ? item.receiver : null,
  })),
});

export type ChildMoneyYear = {
  childId: string;
  firstName: string;
  adult: boolean;
  /** Null for a child of 18 or more: her money year is hers. */
  moneyYear: MoneyYear | null;
};

/** A guardian's children, each with her money year (children under 18 only). */
export async function childrenMoneyYear(): Promise<ChildMoneyYear[]> {
  return list(await rpc('children_money_year')).map((row) => ({
    childId: String(row.child),
    firstName: text(row.first_name) ?? '',
    adult: row.adult === true,
    moneyYear: row.money_year ? toMoneyYear(obj(row.money_year)) : null,
  }));
}

export type DrillVerdict = {
  correct: boolean;
  isScam: boolean;
  explanation: string;
  signs: string[];
};

export type ScamDrill = {
  id: string;
  lessonId: string;
  channel: 'sms' | 'samtal' | 'dm' | 'webb' | 'swish' | 'bankid';
  sender: string;
  message: string;
  question: string;
  /** The server's verdict on the first answer; null until answered. */
  answer: DrillVerdict | null;
};

const toVerdict = (row: Row): DrillVerdict => ({
  correct: row.correct === true,
  isScam: row.is_scam === true,
  explanation: text(row.explanation) ?? '',
  signs: Array.isArray(row.signs) ? row.signs.filter((s) => typeof s === 'string') : [],
});

export async function scamDrills(): Promise<ScamDrill[]> {
  return list(await rpc('scam_drills')).map((row) => ({
    id: String(row.id),
    lessonId: String(row.lesson_id),
    channel: row.channel as ScamDrill['channel'],
    sender: text(row.sender) ?? '',
    message: text(row.message) ?? '',
    question: text(row.question) ?? '',
    answer: row.answer ? toVerdict(obj(row.answer)) : null,
  }));
}

export type DrillResult = DrillVerdict & { first: boolean; xp: number };

/** Sends one answer (true: "Bedrägeri"); resolves with the server's verdict. */
export async function answerScamDrill(drill: string, answeredScam: boolean): Promise<DrillResult> {
  const row = obj(await rpc('answer_scam_drill', { drill, answered_scam: answeredScam }));
  return { ...toVerdict(row), first: row.first === true, xp: num(row.xp) ?? 0 };
}

export type ReportRule = {
  key: 'budget' | 'saving' | 'logging' | 'scams';
  since: string;
  value: number;
  amountOre: number | null;
  target: number;
  done: boolean;
};

export type LearnedDone = {
  /** The month's first day (ISO date). */
  month: string;
  lessons: string[];
  courses: string[];
  drillsPassed: number;
  rules: ReportRule[];
};

const toReport = (row: Row): LearnedDone => ({
  month: text(row.month) ?? '',
  lessons: list(row.lessons).map(String),
  courses: list(row.courses).map(String),
  drillsPassed: num(row.drills_passed) ?? 0,
  rules: list(row.rules).map((rule) => ({
    key: rule.key as ReportRule['key'],
    since: text(rule.since) ?? '',
    value: num(rule.value) ?? 0,
    amountOre: num(rule.amount_ore),
    target: num(rule.target) ?? 0,
    done: rule.done === true,
  })),
});

/** The caller's own report for the month of `month` (default this month) and its consent. */
export async function learnedDoneReport(
  month?: string,
): Promise<LearnedDone & { shared: boolean }> {
  const row = obj(await rpc('learned_done_report', month ? { month } : {}));
  return { ...toReport(row), shared: row.shared === true };
}

/** Sets the caller's consent to share the report with the guardians; resolves with it. */
export async function setLearnedDoneSharing(share: boolean): Promise<boolean> {
  return (await rpc('set_learned_done_sharing', { share })) === true;
}

export type ChildReport = {
  childId: string;
  firstName: string;
  shared: boolean;
  /** Null unless the child shares it. */
  report: LearnedDone | null;
};

/** A guardian's children with the report of those who share it. */
export async function childrenLearnedDone(month?: string): Promise<ChildReport[]> {
  return list(await rpc('children_learned_done', month ? { month } : {})).map((row) => ({
    childId: String(row.child),
    firstName: text(row.first_name) ?? '',
    shared: row.shared === true,
    report: row.report ? toReport(obj(row.report)) : null,
  }));
}
