/**
 * Searchable descriptions of the public learning pages for the landing page's quick search
 * (their own headings and intros live in the site copy).
 */
export const searchPagesCopy = {
  lessons:
    'Fyra gratis ekonomilektioner för unga: din första budget, impulsköp och 24-timmarsregeln, Swish-säkerhet och att spara till något du vill ha. Varje lektion har ett quiz, och du behöver inget konto.',
  learn:
    'Alla kurser och ekonomilektioner i Slantis: budget och sparande, bank och säkerhet, ekonomiska begrepp, jobb och framtid – med en rekommenderad ordning att gå dem i.',
  publicCourses:
    'Ekonomilektioner som är öppna för alla: den första lektionen i varje publik kurs kan du läsa utan konto.',
} as const;
