/**
 * The learning content model: courses made of lessons, each with text blocks, an optional
 * 'Testa själv' step and a quiz. Everything is typed data in Swedish (no external hosting).
 */

/**
 * Spec §3 lesson types, named for what they are: the spec's 'video' is a step-by-step guide
 * (numbered steps), so it is called one (issue 25: honest labels).
 */
export type LessonType = 'guide' | 'interaktiv' | 'övning' | 'text' | 'quiz';

export type Level = 'Nybörjare' | 'Medel';

/** Who may open a course (spec §4, §6). */
export type Audience =
  /** Free lessons (/lektioner): open to everyone, no registration. */
  | 'free'
  /** Public courses: the first lesson is open to all, the rest need login. */
  | 'public'
  /** Member courses: every lesson needs login. */
  | 'member'
  /** The family-tools course: for signed-in parents. */
  | 'parent';

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: string[] }
  /** A worked example with kronor, e.g. a teen's week. */
  | { kind: 'example'; title: string; text: string }
  | { kind: 'tip'; text: string }
  | { kind: 'warning'; text: string }
  /** A walkthrough in numbered steps (used by 'guide' lessons). */
  | { kind: 'steps'; items: { title: string; text: string }[] };

/** Where 'Testa själv' sends the user in the app, if anywhere. */
export type TryItAction =
  'set-budget' | 'add-transaction' | 'create-goal' | 'deposit-goal' | 'review-purchases' | 'none';

export type TryIt = { text: string; action: TryItAction };

export type QuizOption = {
  text: string;
  correct: boolean;
  /** Why this answer is right or wrong; shown after answering. */
  explanation: string;
};

export type QuizQuestion = {
  /** Unique within the lesson, e.g. 'q1'. */
  id: string;
  question: string;
  /** 2–4 options, exactly one correct. */
  options: QuizOption[];
};

/** What lists, locks and progress need: loaded with the app. */
export type LessonSummary = {
  /** Globally unique, lowercase a–z, 0–9 and '-', ≤ 64 chars (stored as lesson_progress.lesson_id). */
  id: string;
  title: string;
  description: string;
  type: LessonType;
  /** Reading time in whole minutes. */
  minutes: number;
};

/** What reading the lesson needs: loaded when it opens (its own chunk, cached for offline). */
export type LessonContent = {
  body: Block[];
  tryIt?: TryIt;
  /** 3–5 questions. */
  quiz: QuizQuestion[];
};

export type Lesson = LessonSummary & LessonContent;

export type Course = CourseInfo & { lessons: Lesson[] };

/** A course as listed and played: every fact and lesson title, no lesson texts. */
export type CourseSummary = CourseInfo & { lessons: LessonSummary[] };

type CourseInfo = {
  /** URL slug and id, e.g. 'budgetering-101'. */
  id: string;
  title: string;
  description: string;
  level: Level;
  audience: Audience;
  /** The course's stated total in minutes (the lessons' minutes add up to it). */
  minutes: number;
  /** XP for completing the whole course (member courses: 150, 200, 120, 500). */
  xp: number;
};
