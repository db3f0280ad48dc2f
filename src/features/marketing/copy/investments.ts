import type { InfoPageContent } from '../content-types';

/** /investeringar: investing basics for young people. General knowledge, never advice. */
export const investmentsCopy = {
  sections: [
    {
      id: 'inga-rad',
      heading: 'Allmän kunskap – inga råd',
      blocks: [
        {
          kind: 'note',
          tone: 'warning',
          title: 'Det här är inte rådgivning',
          text: 'Sidan förklarar hur investeringar fungerar i allmänhet. Den säger inte vad just du ska göra. Slantis säljer inga fonder eller aktier och rekommenderar inga enskilda produkter. Prata med en vuxen du litar på innan du bestämmer dig.',
        },
      ],
    },
    {
      id: 'vad-ar',
      heading: 'Spara eller investera?',
      blocks: [
        {
          kind: 'text',
          text: 'Att spara är att lägga undan pengar, till exempel på ett sparkonto. Att investera är att köpa något som kan öka i värde, som andelar i en fond eller aktier i ett företag. Det kan ge mer tillbaka – men värdet kan också sjunka.',
        },
      ],
    },
    {
      id: 'risk',
      heading: 'Risk och avkastning',
      blocks: [
        {
          kind: 'list',
          items: [
            'Avkastning är det du tjänar, eller förlorar, på en investering.',
            'Högre möjlig avkastning betyder nästan alltid högre risk. Den som lovar hög avkastning utan risk ska du vara misstänksam mot.',
            'Sprid risken: många företag i en fond svänger mindre än en enda aktie.',
            'Tid spelar roll: pengar du behöver inom några år passar bättre på ett sparkonto än i aktier.',
          ],
        },
      ],
    },
    {
      id: 'fonder-och-aktier',
      heading: 'Fonder och aktier',
      blocks: [
        {
          kind: 'facts',
          items: [
            {
              term: 'Aktie',
              text: 'En liten del av ett företag. Går det bra för företaget kan aktien öka i värde – går det dåligt kan den sjunka mycket.',
            },
            {
              term: 'Aktiefond',
              text: 'En korg med aktier i många företag. Du köper andelar i hela korgen, så risken sprids.',
            },
            {
              term: 'Indexfond',
              text: 'En fond som följer ett helt index, till exempel de största bolagen på en börs. Har ofta låg avgift.',
            },
            {
              term: 'Räntefond',
              text: 'Lånar ut pengar till stater och företag. Svänger oftast mindre än aktiefonder, men ger också oftast mindre.',
            },
            {
              term: 'Avgift',
              text: 'Fonder tar en årlig avgift. Den låter liten, men dras varje år – jämför alltid avgiften.',
            },
          ],
        },
      ],
    },
    {
      id: 'isk',
      heading: 'ISK – investeringssparkonto',
      blocks: [
        {
          kind: 'list',
          items: [
            'Ett ISK är ett konto för fonder och aktier. Du betalar inte skatt på varje vinst, utan en schablonskatt varje år utifrån hur mycket som finns på kontot.',
            'En del av kapitalet är skattefritt – från 2026 de första 300 000 kr. Reglerna kan ändras, så kolla vad som gäller hos Skatteverket.',
            'Insättningsgarantin skyddar pengar på bankkonton, men inte värdet på fonder och aktier. Faller börsen faller värdet.',
          ],
        },
      ],
    },
    {
      id: 'under-18',
      heading: 'Om du är under 18',
      blocks: [
        {
          kind: 'list',
          items: [
            'Du kan inte öppna ett ISK eller en fond själv. En vårdnadshavare öppnar kontot åt dig.',
            'Pengarna är dina, men din vårdnadshavare förvaltar dem tills du fyller 18.',
            'Pengar du själv har tjänat genom arbete efter att du fyllt 16 får du bestämma över. Banker kräver ändå ofta att en vårdnadshavare är med.',
          ],
        },
      ],
    },
    {
      id: 'varningssignaler',
      heading: 'Varningssignaler',
      blocks: [
        {
          kind: 'list',
          items: [
            'Någon lovar snabb och säker vinst.',
            'Du får bråttom – ”erbjudandet gäller bara i dag”.',
            'Du ska betala med krypto, presentkort eller till en privatperson.',
            'En influencer eller en okänd kontakt tipsar om en ”hemlig” investering.',
          ],
        },
        {
          kind: 'note',
          tone: 'warning',
          title: 'Osäker?',
          text: 'Betala ingenting. Prata med en vuxen du litar på, och kolla om företaget finns i Finansinspektionens register.',
        },
      ],
    },
    {
      id: 'borja-sma',
      heading: 'Börja i rätt ände',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Ha koll på vardagen',
              text: 'En veckobudget som håller är grunden för allt sparande.',
            },
            {
              title: 'Bygg en buffert',
              text: 'Pengar för det oväntade, gärna på ett sparkonto.',
            },
            {
              title: 'Lär dig mer',
              text: 'Förstå risk, avgifter och ränta-på-ränta innan du investerar.',
            },
          ],
        },
      ],
    },
    {
      id: 'lar-dig-mer',
      heading: 'Lär dig mer',
      blocks: [
        { kind: 'courses', courseIds: ['investera-for-framtiden', 'ekonomiska-begrepp'] },
        {
          kind: 'lessons',
          lessons: [
            { courseId: 'sparande-for-nyborjare', lessonId: 'sparande-for-nyborjare-varfor-spara' },
          ],
        },
        {
          kind: 'links',
          items: [
            { label: 'Ungdomskonto', to: '/ungdomskonto' },
            { label: 'Sparmål i Slantis', to: '/sparmal' },
          ],
        },
      ],
    },
  ],
} as const satisfies InfoPageContent;
