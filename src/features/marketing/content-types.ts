import type { SitePath } from '@/content/site-paths';

export type { SitePath };

/**
 * The content model of the marketing pages: content/pages describes pages as data (sections of
 * blocks), and one set of components renders them. Paths are the public site's, checked by the
 * router's types where they are rendered.
 */

/** The members-only pages (spec §2 route table): a visitor is sent to /login first. */
export const MEMBER_PATHS: ReadonlySet<SitePath> = new Set<SitePath>([
  '/app',
  '/app/kurs',
  '/foraldrar/kurs',
  '/kurser/medlemmar',
  '/kurser/medlemmar/kurs',
  '/sakerhet',
  '/sakerhet/kurs',
]);

export type PageLink = { label: string; to: SitePath; text?: string };

/** A link out of the app: `mailto:`, `tel:` or an https address. */
export type ContactLink = { label: string; href: string; text?: string };

export type Fact = { term: string; text: string };

/** A lesson of the learning catalogue, linked by id (its title comes from the catalogue). */
export type LessonRef = { courseId: string; lessonId: string };

export type RarityName = 'common' | 'rare' | 'epic' | 'legendary';

export type InfoBlock =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'steps'; items: readonly { title: string; text: string }[] }
  /** Term and explanation pairs (a description list). */
  | { kind: 'facts'; items: readonly Fact[] }
  | { kind: 'note'; tone: 'info' | 'warning'; title: string; text: string }
  /** A small table: the first column names the thing, the second its value. */
  | {
      kind: 'table';
      caption: string;
      columns: readonly [string, string];
      rows: readonly { label: string; detail?: string; value: string }[];
    }
  | {
      kind: 'rarities';
      items: readonly { rarity: RarityName; label: string; count: string; text: string }[];
    }
  | { kind: 'courses'; courseIds: readonly string[] }
  | { kind: 'lessons'; lessons: readonly LessonRef[] }
  | { kind: 'links'; items: readonly PageLink[] }
  /** Ways to reach someone outside the app: e-mail, phone or another site (opens a new tab). */
  | { kind: 'contacts'; items: readonly ContactLink[] }
  /** Titled groups of term/explanation pairs, e.g. each kind of data: what, why, how long. */
  | { kind: 'records'; items: readonly { title: string; facts: readonly Fact[] }[] }
  /** Rendered by the page itself (e.g. the pricing cards). */
  | { kind: 'slot'; name: 'pricing' };

export type InfoSection = { id: string; heading: string; blocks: readonly InfoBlock[] };

export type InfoPageContent = { sections: readonly InfoSection[] };

/** A legal document (/anvandarvillkor, /integritetspolicy): dated, with a table of contents. */
export type LegalDocument = InfoPageContent & {
  /** The ISO date the text applies from ('2026-12-01'). */
  effectiveFrom: string;
};
