/**
 * League nicknames ('Modig Utter'): the only names others see in 'Månadens Tävling'. A teen
 * picks one of a few suggestions; typing a name is impossible, so no real name, insult or
 * contact detail ever reaches the leaderboard.
 *
 * The server keeps the same two lists (supabase/migrations/20261125000300_league_nicknames.sql,
 * private.nickname_adjectives and private.nickname_animals) and accepts nothing else. The two
 * copies MUST match: src/lib/nicknames.test.ts reads the migration and compares them.
 *
 * Rules for the words: kind or neutral, never about looks, size or brains, never an insult in
 * any reading, no first names or common surnames. Every animal is an en-word, so the adjective's
 * base form always agrees ('Modig Utter', never 'Modig Lejon').
 */

export const NICKNAME_ADJECTIVES = [
  'Modig',
  'Klok',
  'Glad',
  'Lugn',
  'Pigg',
  'Smart',
  'Snäll',
  'Stark',
  'Nyfiken',
  'Kvick',
  'Flitig',
  'Tålmodig',
  'Vänlig',
  'Munter',
  'Solig',
  'Rolig',
  'Ivrig',
  'Trygg',
  'Lycklig',
  'Kreativ',
  'Ärlig',
  'Omtänksam',
  'Hjälpsam',
  'Generös',
  'Sparsam',
  'Påhittig',
  'Tapper',
  'Fyndig',
  'Finurlig',
  'Kavat',
  'Rask',
  'Smidig',
  'Lojal',
  'Snabb',
  'Fiffig',
  'Mysig',
  'Driftig',
  'Sprallig',
  'Uthållig',
  'Klurig',
] as const;

export const NICKNAME_ANIMALS = [
  'Utter',
  'Räv',
  'Uggla',
  'Älg',
  'Igelkott',
  'Säl',
  'Delfin',
  'Panda',
  'Tiger',
  'Ekorre',
  'Bäver',
  'Grävling',
  'Tukan',
  'Hermelin',
  'Häst',
  'Kanin',
  'Hamster',
  'Papegoja',
  'Flamingo',
  'Pingvin',
  'Koala',
  'Känguru',
  'Giraff',
  'Zebra',
  'Leopard',
  'Gepard',
  'Sköldpadda',
  'Tjäder',
  'Trana',
  'Tvättbjörn',
  'Myrslok',
  'Sjöstjärna',
  'Sjöhäst',
  'Kolibri',
  'Rödhake',
  'Humla',
  'Fjäril',
  'Nyckelpiga',
  'Pelikan',
  'Alpacka',
] as const;

export type NicknameAdjective = (typeof NICKNAME_ADJECTIVES)[number];
export type NicknameAnimal = (typeof NICKNAME_ANIMALS)[number];

/** How many suggestions the picker shows at a time. */
export const NICKNAME_SUGGESTIONS = 4;

const adjectives: ReadonlySet<string> = new Set(NICKNAME_ADJECTIVES);
const animals: ReadonlySet<string> = new Set(NICKNAME_ANIMALS);

/** Whether `text` is exactly one adjective, one space and one animal from the lists. */
export function isNickname(text: string): boolean {
  const parts = text.split(' ');
  return parts.length === 2 && adjectives.has(parts[0] ?? '') && animals.has(parts[1] ?? '');
}

/** The avatar's initials: 'Modig Utter' → 'MU' (as the server's avatar_initials). */
export function nicknameInitials(nickname: string): string {
  const words = nickname.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A random integer 0 ≤ n < max from a [0, 1) source. */
const pick = (max: number, random: () => number) =>
  Math.min(max - 1, Math.floor(Math.max(0, random()) * max));

/**
 * `count` different nicknames, none of them in `avoid` (e.g. the ones shown just before, or
 * the teen's own). Each suggestion has its own adjective and its own animal, so four
 * suggestions look like four different choices. `random` is injectable for tests.
 */
export function suggestNicknames(
  count: number = NICKNAME_SUGGESTIONS,
  random: () => number = Math.random,
  avoid: readonly string[] = [],
): string[] {
  const blocked = new Set(avoid);
  const usedAdjectives = new Set<string>();
  const usedAnimals = new Set<string>();
  const out: string[] = [];
  const wanted = Math.max(0, Math.min(count, NICKNAME_ADJECTIVES.length));
  // Bounded: a broken random source cannot spin forever; the scan below fills what is left.
  for (let tries = 0; out.length < wanted && tries < 200; tries++) {
    const adjective = NICKNAME_ADJECTIVES[pick(NICKNAME_ADJECTIVES.length, random)]!;
    const animal = NICKNAME_ANIMALS[pick(NICKNAME_ANIMALS.length, random)]!;
    const name = `${adjective} ${animal}`;
    if (usedAdjectives.has(adjective) || usedAnimals.has(animal) || blocked.has(name)) continue;
    usedAdjectives.add(adjective);
    usedAnimals.add(animal);
    out.push(name);
  }
  for (let i = 0; out.length < wanted && i < NICKNAME_ADJECTIVES.length; i++) {
    const adjective = NICKNAME_ADJECTIVES[i]!;
    const animal = NICKNAME_ANIMALS.find((word) => !usedAnimals.has(word));
    if (usedAdjectives.has(adjective) || !animal || blocked.has(`${adjective} ${animal}`)) continue;
    usedAdjectives.add(adjective);
    usedAnimals.add(animal);
    out.push(`${adjective} ${animal}`);
  }
  return out;
}
