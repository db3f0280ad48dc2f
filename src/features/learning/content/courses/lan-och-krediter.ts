import type { Course } from '@/content/types';

/** Member course: interest, quick loans, buy-now-pay-later and what happens when debts go unpaid. */
export const lanOchKrediter: Course = {
  id: 'lan-och-krediter',
  title: 'Lån och krediter',
  description:
    'Ränta, effektiv ränta, snabblån, köp nu betala senare och Kronofogden – så förstår du vad det egentligen kostar att låna.',
  level: 'Medel',
  audience: 'member',
  minutes: 20,
  xp: 120,
  lessons: [
    {
      id: 'lan-och-krediter-ranta-och-effektiv-ranta',
      title: 'Ränta och effektiv ränta',
      description: 'Vad ett lån kostar på riktigt när avgifterna räknas med.',
      type: 'interaktiv',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'Att låna är att använda framtida pengar i dag. Priset för det är räntan – plus alla avgifter. Därför finns det två räntor att hålla koll på.',
        },
        {
          kind: 'list',
          items: [
            'Nominell ränta: själva räntan på lånet, utan avgifter.',
            'Effektiv ränta: räntan när alla avgifter är inräknade, till exempel uppläggningsavgift och aviavgift. Den visar vad lånet faktiskt kostar per år.',
            'Totalbelopp: allt du betalar tillbaka sammanlagt. Långivaren ska visa det innan du tar lånet.',
          ],
        },
        {
          kind: 'example',
          title: 'Lånet på 10 000 kr',
          text: 'Du lånar 10 000 kr i ett år. Den nominella räntan är 10 %, uppläggningsavgiften 495 kr och aviavgiften 45 kr i månaden. Du betalar tillbaka ungefär 11 585 kr. Den effektiva räntan blir över 30 % – mer än tre gånger så hög som den som stod med stora siffror.',
        },
        {
          kind: 'tip',
          text: 'Jämför alltid effektiv ränta och totalbelopp – aldrig bara månadskostnaden. En låg månadskostnad betyder ofta bara att du betalar längre.',
        },
        {
          kind: 'warning',
          text: 'Är du under 18 kan du normalt inte ta lån. Det kräver både vårdnadshavare och ett godkännande från kommunens överförmyndare – och det ges nästan aldrig för konsumtion.',
        },
      ],
      tryIt: {
        text: 'Tänk på något du har velat köpa direkt i stället för att spara ihop till. Skriv ner vad det skulle kosta om det dessutom tillkom 45 kr i avgift varje månad i ett år.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad visar den effektiva räntan?',
          options: [
            {
              text: 'Lånets kostnad per år med alla avgifter inräknade',
              correct: true,
              explanation: 'Rätt! Därför är den bästa siffran för att jämföra lån.',
            },
            {
              text: 'Räntan utan avgifter',
              correct: false,
              explanation: 'Det är den nominella räntan. Den kan se låg ut fast lånet är dyrt.',
            },
            {
              text: 'Hur snabbt du får pengarna',
              correct: false,
              explanation: 'Nej, effektiv ränta handlar om kostnaden, inte om hastigheten.',
            },
          ],
        },
        {
          id: 'q2',
          question:
            'Två lån har samma nominella ränta. Det ena har aviavgift på 50 kr i månaden. Vad gäller?',
          options: [
            {
              text: 'Lånet med aviavgift har högre effektiv ränta',
              correct: true,
              explanation:
                'Rätt! Avgifterna räknas in i den effektiva räntan och gör lånet dyrare.',
            },
            {
              text: 'De kostar exakt lika mycket',
              correct: false,
              explanation: 'Nej, 50 kr i månaden blir 600 kr om året extra.',
            },
            {
              text: 'Lånet med aviavgift är billigare',
              correct: false,
              explanation: 'En avgift gör aldrig ett lån billigare.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad är bäst att jämföra när du ser två låneerbjudanden?',
          options: [
            {
              text: 'Effektiv ränta och totalbelopp',
              correct: true,
              explanation: 'Rätt! De visar vad lånet faktiskt kostar.',
            },
            {
              text: 'Bara månadskostnaden',
              correct: false,
              explanation:
                'En låg månadskostnad kan bero på att du betalar i många år, vilket blir dyrare totalt.',
            },
            {
              text: 'Vilken långivare som har snyggast app',
              correct: false,
              explanation: 'Utseendet säger inget om vad lånet kostar.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Du är 16 och vill låna till en ny dator. Vad gäller?',
          options: [
            {
              text: 'Du kan normalt inte ta ett lån innan du fyllt 18',
              correct: true,
              explanation:
                'Rätt! Lån till någon under 18 kräver vårdnadshavare och överförmyndarens godkännande, och det ges nästan aldrig för sådant.',
            },
            {
              text: 'Det går bra om du har ett sommarjobb',
              correct: false,
              explanation: 'Lön gör inte att du kan ta lån på egen hand innan du är myndig.',
            },
            {
              text: 'Du kan låna om en kompis går i borgen',
              correct: false,
              explanation: 'Nej, reglerna för omyndiga gäller ändå.',
            },
          ],
        },
      ],
    },
    {
      id: 'lan-och-krediter-sms-lan',
      title: 'Sms-lån och snabblån',
      description: 'Varför snabba pengar ofta blir dyra pengar.',
      type: 'text',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'Sms-lån, eller snabblån, är små lån som betalas ut på några minuter. Det låter enkelt – och det är just det som gör dem riskabla. Många unga vuxna som får skulder hos Kronofogden har börjat med ett litet snabblån.',
        },
        {
          kind: 'heading',
          text: 'Därför blir de dyra',
        },
        {
          kind: 'list',
          items: [
            'Hög ränta och avgifter, särskilt på korta lån.',
            'Kort tid att betala tillbaka – ofta 30 dagar.',
            'Lätt att ta ett nytt lån för att betala det gamla. Då växer skulden.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'För dyra lån, så kallade högkostnadskrediter, finns ett räntetak och ett kostnadstak. Du ska aldrig behöva betala mer i räntor och avgifter än det du lånade. Men det betyder fortfarande att ett lån på 5 000 kr kan kosta upp till 10 000 kr totalt.',
        },
        {
          kind: 'example',
          title: 'Lånekarusellen',
          text: 'Ali lånar 3 000 kr till en resa och ska betala 3 600 kr om en månad. Lönen räcker inte, så han lånar 4 000 kr någon annanstans för att betala. Efter tre månader är skulden över 5 000 kr – och resan är sedan länge slut.',
        },
        {
          kind: 'warning',
          text: 'Reklam för snabblån som lovar ”pengar på kontot direkt” eller ”ingen kreditupplysning” riktar sig till människor i kris. Ju snabbare pengarna kommer, desto viktigare är det att stanna upp.',
        },
        {
          kind: 'tip',
          text: 'En buffert på några tusen kronor är det bästa skyddet mot snabblån. Då kan du lösa en oväntad utgift själv.',
        },
      ],
      tryIt: {
        text: 'Skapa ett sparmål för en buffert i Slantis. Börja med något litet, till exempel 1 000 kr.',
        action: 'create-goal',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad är största risken med sms-lån?',
          options: [
            {
              text: 'Höga kostnader och kort tid att betala, som gör att skulden lätt växer',
              correct: true,
              explanation:
                'Rätt! Många tar nya lån för att betala gamla och hamnar i en lånekarusell.',
            },
            {
              text: 'Att pengarna kommer för långsamt',
              correct: false,
              explanation:
                'Tvärtom – de kommer snabbt, och det gör det lätt att låna utan att tänka efter.',
            },
            {
              text: 'Att de bara finns för företag',
              correct: false,
              explanation: 'Nej, de riktar sig till privatpersoner.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vad säger kostnadstaket för högkostnadskrediter?',
          options: [
            {
              text: 'Räntor och avgifter får aldrig bli mer än det du lånade',
              correct: true,
              explanation:
                'Rätt! Men det betyder ändå att du kan få betala tillbaka dubbelt så mycket som du lånade.',
            },
            {
              text: 'Lånet är gratis om du betalar i tid',
              correct: false,
              explanation: 'Nej, du betalar ränta och avgifter även om du betalar i tid.',
            },
            {
              text: 'Du får låna högst 1 000 kr',
              correct: false,
              explanation: 'Taket gäller kostnaden, inte hur mycket du får låna.',
            },
          ],
        },
        {
          id: 'q3',
          question:
            'Du har ett snabblån som ska betalas i morgon men pengarna räcker inte. Vad är klokast?',
          options: [
            {
              text: 'Kontakta långivaren direkt och be om en betalningsplan',
              correct: true,
              explanation:
                'Rätt! Ju tidigare du hör av dig, desto större chans att slippa extra avgifter och inkasso.',
            },
            {
              text: 'Ta ett nytt snabblån för att betala det gamla',
              correct: false,
              explanation:
                'Det är så lånekarusellen börjar. Skulden växer i stället för att minska.',
            },
            {
              text: 'Strunta i det och hoppas att det löser sig',
              correct: false,
              explanation:
                'Obetalda skulder går vidare till inkasso och kan sluta hos Kronofogden.',
            },
          ],
        },
      ],
    },
    {
      id: 'lan-och-krediter-kop-nu-betala-senare',
      title: 'Köp nu, betala senare och delbetalning',
      description: 'Faktura och delbetalning är också krediter – så räknar du på dem.',
      type: 'övning',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'När du handlar på nätet kan du ofta välja att betala om 14 eller 30 dagar, eller att dela upp betalningen. Det känns inte som ett lån – men det är en kredit. Du använder pengar du inte har betalat än.',
        },
        {
          kind: 'example',
          title: 'Hörlurarna på delbetalning',
          text: 'Hörlurar för 2 400 kr, ”räntefritt” i 12 månader. Men varje månad kommer en aviavgift på 39 kr. Totalt: 2 400 + 12 × 39 = 2 868 kr. Du betalar 468 kr extra – nästan 20 % mer.',
        },
        {
          kind: 'list',
          items: [
            'Glömmer du en faktura kommer en påminnelseavgift, sedan inkassoavgift och dröjsmålsränta.',
            'Flera små fakturor är svåra att hålla koll på. Snart betalar du för saker du redan har glömt.',
            'Enligt lag får ”betala senare” inte vara förvalt i kassan. Du måste själv välja det.',
          ],
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Stanna vid kassan',
              text: 'Fråga dig: har jag pengarna nu? Om inte – har jag dem säkert när fakturan kommer?',
            },
            {
              title: 'Räkna totalen',
              text: 'Lägg ihop pris och alla avgifter. Är det fortfarande värt det?',
            },
            {
              title: 'Skriv upp köpet direkt',
              text: 'Ett köp på faktura är en utgift redan i dag. Skriv upp det i budgeten när du handlar, inte när du betalar.',
            },
          ],
        },
        {
          kind: 'warning',
          text: 'Betalar man inte alls kan skulden gå vidare till Kronofogden. Läs mer om det i nästa lektion.',
        },
      ],
      tryIt: {
        text: 'Gå igenom dina köp i Slantis. Finns det något du har köpt på faktura eller delbetalning som ännu inte är betalt? Skriv upp det nu.',
        action: 'review-purchases',
      },
      quiz: [
        {
          id: 'q1',
          question:
            'En jacka kostar 1 200 kr på delbetalning i 6 månader med 35 kr i aviavgift per månad. Vad blir totalen?',
          options: [
            {
              text: '1 410 kr',
              correct: true,
              explanation: 'Rätt! 6 × 35 = 210 kr, och 1 200 + 210 = 1 410 kr.',
            },
            {
              text: '1 200 kr',
              correct: false,
              explanation: 'Du har glömt aviavgifterna – de gör att ”räntefritt” ändå kostar.',
            },
            {
              text: '1 235 kr',
              correct: false,
              explanation: 'Aviavgiften tas ut varje månad, inte bara en gång.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Är ”köp nu, betala senare” en kredit?',
          options: [
            {
              text: 'Ja, du använder pengar du inte har betalat än',
              correct: true,
              explanation: 'Rätt! Det är en form av lån, även om det inte kallas det.',
            },
            {
              text: 'Nej, det är bara ett annat sätt att betala',
              correct: false,
              explanation: 'Det är just kredit: du får varan nu och betalar senare.',
            },
            {
              text: 'Bara om det står ”lån” på fakturan',
              correct: false,
              explanation: 'Namnet spelar ingen roll. Betalar du senare är det en kredit.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'När bör du skriva upp ett köp på faktura i din budget?',
          options: [
            {
              text: 'Samma dag som du handlar',
              correct: true,
              explanation: 'Rätt! Pengarna är redan lovade bort, så budgeten ska visa det direkt.',
            },
            {
              text: 'När fakturan betalas',
              correct: false,
              explanation: 'Då ser budgeten bättre ut än verkligheten i upp till en månad.',
            },
            {
              text: 'Aldrig, fakturor räknas inte',
              correct: false,
              explanation: 'Jo, de räknas. Det är pengar du måste betala.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Vad händer oftast om du glömmer att betala en faktura?',
          options: [
            {
              text: 'Du får en påminnelseavgift, och sedan kan det bli inkasso',
              correct: true,
              explanation: 'Rätt! Avgifterna läggs på skulden, som blir större för varje steg.',
            },
            {
              text: 'Ingenting, butiken glömmer bort det',
              correct: false,
              explanation: 'Obetalda fakturor försvinner inte – de växer.',
            },
            {
              text: 'Varan skickas tillbaka automatiskt',
              correct: false,
              explanation: 'Nej, du är fortfarande skyldig pengarna.',
            },
          ],
        },
      ],
    },
    {
      id: 'lan-och-krediter-kronofogden',
      title: 'Betalningsanmärkning och Kronofogden',
      description:
        'Vägen från en glömd faktura till en betalningsanmärkning – och hur du stoppar den.',
      type: 'video',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'En obetald skuld försvinner inte. Den går igenom flera steg, och för varje steg blir den dyrare. Men du kan nästan alltid stoppa det – om du agerar tidigt.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Faktura',
              text: 'Du har fått en faktura med ett sista betalningsdatum.',
            },
            {
              title: 'Påminnelse',
              text: 'Efter förfallodagen kommer en påminnelse, ofta med en avgift.',
            },
            {
              title: 'Inkassokrav',
              text: 'Skulden lämnas till ett inkassobolag. En inkassoavgift och dröjsmålsränta läggs till.',
            },
            {
              title: 'Kronofogden',
              text: 'Betalar du inte kan den du är skyldig ansöka om betalningsföreläggande hos Kronofogden. Du får ett brev och kan svara om du inte håller med.',
            },
            {
              title: 'Betalningsanmärkning',
              text: 'Om Kronofogden fastställer skulden får du en betalningsanmärkning. Kronofogden kan också ta pengar från din lön eller ditt konto.',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Skorna som blev dyra',
          text: 'En faktura på 399 kr blir liggande. Med påminnelseavgift, inkassoavgift, ränta och Kronofogdens avgift kan den snabbt bli över 900 kr – mer än dubbelt så mycket. (Avgifternas storlek kan ändras.)',
        },
        {
          kind: 'warning',
          text: 'En betalningsanmärkning finns kvar i tre år, även om du betalar skulden direkt. Under den tiden kan det vara svårt att få hyra en lägenhet, teckna mobilabonnemang eller få lån.',
        },
        {
          kind: 'tip',
          text: 'Hör av dig till den du är skyldig så fort du ser att du inte kan betala. Be om en avbetalningsplan. Öppna alltid brev om skulder – att inte läsa dem gör bara saken värre.',
        },
      ],
      tryIt: {
        text: 'Fundera: har du några obetalda fakturor just nu? Skriv ner vilka och när de ska vara betalda.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Hur länge finns en betalningsanmärkning kvar för en privatperson?',
          options: [
            {
              text: 'Tre år',
              correct: true,
              explanation: 'Rätt! Den finns kvar i tre år, även om du betalar skulden.',
            },
            {
              text: 'Tills skulden är betald',
              correct: false,
              explanation: 'Tyvärr försvinner den inte när du betalar. Den ligger kvar i tre år.',
            },
            {
              text: 'En månad',
              correct: false,
              explanation: 'Den finns kvar mycket längre än så – i tre år.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vilket steg kommer före Kronofogden?',
          options: [
            {
              text: 'Påminnelse och inkassokrav',
              correct: true,
              explanation:
                'Rätt! Det är flera steg innan – och varje steg är en chans att lösa skulden.',
            },
            {
              text: 'Ingenting, Kronofogden kommer direkt efter fakturan',
              correct: false,
              explanation: 'Nej, det brukar komma påminnelse och inkasso först.',
            },
            {
              text: 'En betalningsanmärkning',
              correct: false,
              explanation:
                'Betalningsanmärkningen kommer sist, när Kronofogden har fastställt skulden.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad kan en betalningsanmärkning göra svårare?',
          options: [
            {
              text: 'Att hyra lägenhet, teckna mobilabonnemang eller få lån',
              correct: true,
              explanation:
                'Rätt! Många hyresvärdar och företag gör en kreditupplysning innan de säger ja.',
            },
            {
              text: 'Att gå i skolan',
              correct: false,
              explanation: 'Nej, skolan påverkas inte av betalningsanmärkningar.',
            },
            {
              text: 'Ingenting, den syns inte för någon',
              correct: false,
              explanation: 'Jo, den syns vid kreditupplysningar.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Du ser att du inte kan betala en faktura i tid. Vad är bäst att göra?',
          options: [
            {
              text: 'Kontakta företaget direkt och be om en avbetalningsplan',
              correct: true,
              explanation:
                'Rätt! Ju tidigare du hör av dig, desto lättare är det att hitta en lösning.',
            },
            {
              text: 'Låta bli att öppna breven',
              correct: false,
              explanation: 'Skulden växer ändå, och du missar chansen att svara.',
            },
            {
              text: 'Ta ett snabblån',
              correct: false,
              explanation: 'Då byter du en skuld mot en annan som ofta är dyrare.',
            },
          ],
        },
      ],
    },
  ],
};
