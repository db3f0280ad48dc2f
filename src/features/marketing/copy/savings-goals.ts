import { GOAL_MILESTONES, XP_RULES } from '@/lib/gamification';

import type { InfoPageContent } from '../content-types';

const milestones = GOAL_MILESTONES.map((percent) => `${percent} %`).join(', ');

/** /sparmal: how savings goals work in Slantis (numbers from the gamification rules). */
export const savingsGoalsCopy = {
  sections: [
    {
      id: 'sa-funkar-det',
      heading: 'Så funkar ett sparmål',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Bestäm vad du sparar till',
              text: 'Ge målet ett namn, till exempel ”Hörlurar” eller ”Buffert”, och ett målbelopp. Ett måldatum kan du lägga till om du vill.',
            },
            {
              title: 'Sätt in när du sparar',
              text: 'Har du lagt undan pengar, till exempel en del av veckopengen? Skriv in beloppet på målet. Behöver du pengarna kan du ta ut igen.',
            },
            {
              title: 'Se hur nära du är',
              text: 'En mätare fylls på för varje insättning och visar hur mycket som är kvar till målet.',
            },
          ],
        },
        {
          kind: 'note',
          tone: 'info',
          title: 'Slantis flyttar inga pengar',
          text: 'Pengarna ligger där de ligger – i plånboken, i spargrisen eller på ditt sparkonto. I Slantis skriver du upp vad du har sparat, så att du ser hur det går.',
        },
      ],
    },
    {
      id: 'xp',
      heading: 'XP för ditt sparande',
      blocks: [
        {
          kind: 'table',
          caption: 'Så mycket XP ger sparmålen',
          columns: ['Det här gör du', 'XP'],
          rows: [
            {
              label: 'Sätter in på ett sparmål',
              detail: 'första insättningen varje dag',
              value: `${XP_RULES.goal_deposit.xp} XP`,
            },
            {
              label: `Når ${milestones} av ett mål`,
              detail: 'en gång per mål och milstolpe',
              value: `${XP_RULES.goal_milestone.xp} XP`,
            },
            {
              label: 'Når hela målet',
              detail: 'en gång per mål',
              value: `${XP_RULES.goal_reached.xp} XP`,
            },
          ],
        },
        {
          kind: 'text',
          text: 'I Månadens Tävling räknas hur stor del av dina egna mål du har sparat under månaden – inte hur många kronor. Den som sparar 50 kr mot ett mål på 100 kr gör lika bra ifrån sig som den som sparar 500 kr mot ett mål på 1 000 kr.',
        },
      ],
    },
    {
      id: 'foralder',
      heading: 'Sparmål från en förälder',
      blocks: [
        {
          kind: 'text',
          text: 'Är ni kopplade som familj i Slantis kan en förälder sätta ett sparmål åt dig. Målet syns bland dina egna, med vem som satte det.',
        },
        {
          kind: 'list',
          items: [
            'Föräldern kan lova att lägga till en del av det du sparar, till exempel ”vi lägger till 50 % av det du sparar”. Löftet syns på målet.',
            'Det är föräldern som håller löftet och för över pengarna – Slantis flyttar inga pengar.',
            'Du kan sätta in på målet, men du kan inte ändra namnet, beloppet eller löftet.',
          ],
        },
      ],
    },
    {
      id: 'hur-manga',
      heading: 'Hur många sparmål kan jag ha?',
      blocks: [
        {
          kind: 'facts',
          items: [
            {
              term: 'Basic (gratis)',
              text: 'Upp till 5 aktiva sparmål samtidigt. Ett mål som är nått räknas inte, så då får du plats med ett nytt.',
            },
            {
              term: 'Familj (49 kr/mån, kommer snart)',
              text: 'Obegränsat antal sparmål. Familj går inte att köpa än.',
            },
          ],
        },
      ],
    },
    {
      id: 'tips',
      heading: 'Tips för ett mål som håller',
      blocks: [
        {
          kind: 'list',
          items: [
            'Börja med ett mål som går att nå på några veckor. Det ger energi att fortsätta.',
            'Lägg undan pengarna direkt när du får veckopengen eller lönen – betala dig själv först.',
            'Dela upp ett stort mål: 1 200 kr på tre månader är 100 kr i veckan.',
            'Sugen på något nytt? Vänta 24 timmar innan du köper. Vill du fortfarande ha det dagen efter?',
            'Ha gärna en buffert för det oväntade – en trasig mobil ska inte välta hela budgeten.',
          ],
        },
      ],
    },
    {
      id: 'lar-dig-mer',
      heading: 'Lär dig mer',
      blocks: [
        {
          kind: 'lessons',
          lessons: [
            {
              courseId: 'gratis-lektioner',
              lessonId: 'gratis-lektioner-spara-till-nagot-du-vill-ha',
            },
            {
              courseId: 'gratis-lektioner',
              lessonId: 'gratis-lektioner-impulskop-och-24-timmarsregeln',
            },
            { courseId: 'sparande-for-nyborjare', lessonId: 'sparande-for-nyborjare-varfor-spara' },
          ],
        },
        { kind: 'courses', courseIds: ['sparande-for-nyborjare'] },
        {
          kind: 'links',
          items: [
            { label: 'Belöningar: XP, badges och tävlingen', to: '/belöningar' },
            { label: 'Familjepaketet', to: '/familjepaket' },
          ],
        },
      ],
    },
  ],
} as const satisfies InfoPageContent;
