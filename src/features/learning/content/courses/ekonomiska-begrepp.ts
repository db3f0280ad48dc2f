import type { Course } from '@/content/types';

/**
 * Ekonomiska begrepp A–Ö: twelve short lessons that explain the words grown-ups use about money,
 * with Swedish rules as of 2026. Figures that change every year are written as "ungefär".
 */
export const ekonomiskaBegrepp: Course = {
  id: 'ekonomiska-begrepp',
  title: 'Ekonomiska begrepp A–Ö',
  description:
    'Ränta, skatt, moms, kredit, CSN, pension och fonder – orden som vuxna slänger sig med, förklarade på vanlig svenska med exempel i kronor.',
  level: 'Medel',
  audience: 'public',
  minutes: 40,
  xp: 100,
  lessons: [
    // 1 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'ekonomiska-begrepp-ranta',
      title: 'Ränta och ränta-på-ränta',
      description: 'Varför pengar kan växa av sig själva – och varför lån kostar mer än du lånar.',
      type: 'interaktiv',
      minutes: 3,
      body: [
        {
          kind: 'paragraph',
          text: 'Ränta är priset för att låna pengar. Sparar du på ett konto lånar banken dina pengar och betalar dig ränta. Lånar du själv är det du som betalar ränta till den som lånat ut.',
        },
        {
          kind: 'example',
          title: 'Ränta på sparkontot',
          text: 'Du har 1 000 kr på ett sparkonto med 3 % ränta per år. Efter ett år har du fått 30 kr i ränta och har 1 030 kr.',
        },
        {
          kind: 'heading',
          text: 'Ränta-på-ränta',
        },
        {
          kind: 'paragraph',
          text: 'Året efter får du ränta även på de 30 kronorna du fick i ränta. Det kallas ränta-på-ränta. I början märks det knappt, men med tiden växer effekten rejält.',
        },
        {
          kind: 'example',
          title: '10 000 kr som får ligga kvar',
          text: 'Med 5 % avkastning per år blir 10 000 kr ungefär 16 300 kr efter 10 år och ungefär 26 500 kr efter 20 år. Utan ränta-på-ränta hade det bara blivit 15 000 kr respektive 20 000 kr.',
        },
        {
          kind: 'tip',
          text: 'Tid är din största fördel. Den som börjar spara små belopp tidigt får ofta mer än den som sparar stora belopp sent.',
        },
        {
          kind: 'warning',
          text: 'Ränta-på-ränta fungerar åt andra hållet också. En skuld som du inte betalar på kan växa snabbt, eftersom räntan läggs på räntan.',
        },
      ],
      tryIt: {
        text: 'Skapa ett sparmål och räkna ut hur mycket det skulle bli om du sparar samma summa varje månad i ett år.',
        action: 'create-goal',
      },
      quiz: [
        {
          id: 'q1',
          question:
            'Du har 2 000 kr på ett konto med 2 % ränta per år. Hur mycket ränta får du första året?',
          options: [
            {
              text: '20 kr',
              correct: false,
              explanation: '20 kr vore 1 % av 2 000 kr. Med 2 % blir det dubbelt så mycket.',
            },
            {
              text: '40 kr',
              correct: true,
              explanation: '2 % av 2 000 kr är 40 kr. Räkna 2 000 × 0,02.',
            },
            {
              text: '200 kr',
              correct: false,
              explanation: '200 kr vore 10 % ränta. Det är långt mer än vad sparkonton brukar ge.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vad betyder ränta-på-ränta?',
          options: [
            {
              text: 'Att banken tar dubbel ränta om du tar ut pengar',
              correct: false,
              explanation:
                'Nej, det är inget som kallas ränta-på-ränta. Uttagsavgifter är en annan sak.',
            },
            {
              text: 'Att räntan höjs automatiskt varje år',
              correct: false,
              explanation:
                'Räntesatsen kan ändras, men ränta-på-ränta handlar om att beloppet som räntan räknas på växer.',
            },
            {
              text: 'Att du får ränta även på den ränta du redan har fått',
              correct: true,
              explanation:
                'Precis. Räntan läggs till ditt belopp och nästa år räknas räntan på den större summan.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Varför spelar det roll att börja spara tidigt?',
          options: [
            {
              text: 'Pengarna får fler år på sig att växa med ränta-på-ränta',
              correct: true,
              explanation:
                'Ju längre tid, desto större blir effekten av att räntan växer på räntan.',
            },
            {
              text: 'Unga får alltid högre ränta än vuxna',
              correct: false,
              explanation:
                'Vissa konton för unga kan ha bra villkor, men det är inte därför tiden spelar roll.',
            },
            {
              text: 'Det spelar ingen roll när man börjar',
              correct: false,
              explanation:
                'Jo, det gör det. Samma belopp hinner växa betydligt mer på 20 år än på 5 år.',
            },
          ],
        },
      ],
    },
    // 2 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'ekonomiska-begrepp-inflation',
      title: 'Inflation och köpkraft',
      description: 'Varför en hundralapp köper mindre i dag än när dina föräldrar var unga.',
      type: 'text',
      minutes: 3,
      body: [
        {
          kind: 'paragraph',
          text: 'Inflation betyder att priserna i samhället stiger över tid. Då räcker varje krona till lite mindre. Det du kan köpa för dina pengar kallas köpkraft.',
        },
        {
          kind: 'example',
          title: 'Samma hundralapp, tio år senare',
          text: 'Om priserna stiger med 2 % per år kostar en vara för 100 kr i dag ungefär 122 kr om tio år. En hundralapp som ligger i en byrålåda är fortfarande 100 kr, men den köper bara ungefär lika mycket som 82 kr gör i dag.',
        },
        {
          kind: 'heading',
          text: 'Vem håller koll på inflationen?',
        },
        {
          kind: 'list',
          items: [
            'Riksbanken är Sveriges centralbank. Målet är att inflationen ska ligga runt 2 % per år.',
            'När inflationen blir för hög brukar Riksbanken höja styrräntan. Då blir det dyrare att låna och mer lönt att spara, och prisökningarna bromsas.',
            'När inflationen är låg kan Riksbanken sänka styrräntan för att få fart på ekonomin.',
          ],
        },
        {
          kind: 'tip',
          text: 'Jämför räntan på ditt sparkonto med inflationen. Är räntan lägre än inflationen minskar köpkraften, även om siffran på kontot växer.',
        },
        {
          kind: 'paragraph',
          text: 'Inflation påverkar också veckopeng, lön och bidrag. Får du samma belopp flera år i rad räcker det till mindre och mindre. Det är ett bra argument när du pratar om höjd månadspeng.',
        },
      ],
      tryIt: {
        text: 'Titta på dina senaste köp och välj en sak du köper ofta. Vad kostade den för ett år sedan, och vad kostar den nu?',
        action: 'review-purchases',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad är inflation?',
          options: [
            {
              text: 'Att lönerna alltid stiger lika mycket som priserna',
              correct: false,
              explanation:
                'Lönerna kan stiga, men inte alltid i samma takt. Inflation handlar om priserna.',
            },
            {
              text: 'Att banken tar en avgift för ditt konto',
              correct: false,
              explanation: 'Det är en kontoavgift. Inflation gäller prisnivån i hela samhället.',
            },
            {
              text: 'Att priserna i samhället stiger över tid',
              correct: true,
              explanation: 'Ja. Med inflation får du mindre för varje krona.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vilket inflationsmål har Riksbanken?',
          options: [
            {
              text: 'Ungefär 2 % per år',
              correct: true,
              explanation:
                'Riksbanken vill att priserna ska stiga runt 2 % per år, varken mer eller mindre.',
            },
            {
              text: '0 %, priserna ska aldrig ändras',
              correct: false,
              explanation:
                'Nej. Lite inflation anses bättre än ingen alls, bland annat för att sjunkande priser kan bromsa ekonomin.',
            },
            {
              text: '10 % per år',
              correct: false,
              explanation: 'Så hög inflation vore ett stort problem. Målet är runt 2 %.',
            },
          ],
        },
        {
          id: 'q3',
          question:
            'Ditt sparkonto ger 1 % ränta och inflationen är 3 %. Vad händer med köpkraften?',
          options: [
            {
              text: 'Den ökar, eftersom du får ränta',
              correct: false,
              explanation:
                'Räntan hjälper, men den är lägre än prisökningarna. Köpkraften sjunker ändå.',
            },
            {
              text: 'Den är exakt densamma',
              correct: false,
              explanation:
                'Bara om räntan och inflationen vore lika stora. Här skiljer det 2 procentenheter.',
            },
            {
              text: 'Den minskar, eftersom priserna stiger snabbare än pengarna växer',
              correct: true,
              explanation:
                'Rätt. Du får fler kronor, men priserna stiger mer, så du kan köpa mindre än förut.',
            },
          ],
        },
      ],
    },
    // 3 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'ekonomiska-begrepp-lon-och-skatt',
      title: 'Bruttolön, nettolön och skatt',
      description:
        'Från lönen i anställningsavtalet till pengarna som faktiskt hamnar på ditt konto.',
      type: 'video',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'Lönen du kommer överens om med arbetsgivaren är din bruttolön. Det som sedan kommer in på kontot kallas nettolön. Skillnaden är framför allt skatt.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Bruttolön',
              text: 'Du har en månadslön på 20 000 kr före skatt. Det är bruttolönen.',
            },
            {
              title: 'Skattetabellen',
              text: 'Arbetsgivaren drar preliminärskatt enligt den skattetabell som gäller för din kommun. Det är Skatteverket som tar fram tabellerna.',
            },
            {
              title: 'Kommunalskatt',
              text: 'Skatten går främst till kommunen och regionen, som betalar skola, vård och kollektivtrafik. Kommunalskatten är i snitt ungefär 32 % i Sverige och skiljer sig lite mellan kommuner.',
            },
            {
              title: 'Avdrag som sänker skatten',
              text: 'Grundavdraget gör att en del av inkomsten är skattefri. Jobbskatteavdraget sänker skatten på inkomster från arbete. Därför betalar du mindre än 32 % av lönen i skatt.',
            },
            {
              title: 'Nettolön',
              text: 'På 20 000 kr brutto blir skatten ungefär 3 500 kr, så ungefär 16 500 kr kommer in på kontot. Exakt belopp beror på kommun och år.',
            },
            {
              title: 'Deklarationen',
              text: 'På våren året efter deklarerar du. Har du betalat för mycket skatt får du pengar tillbaka. Har du betalat för lite får du kvarskatt att betala.',
            },
          ],
        },
        {
          kind: 'heading',
          text: 'Sommarjobb och grundavdrag',
        },
        {
          kind: 'paragraph',
          text: 'Tjänar du under en viss gräns på ett helt år betalar du ingen inkomstskatt alls, tack vare grundavdraget. Gränsen ligger runt 25 000 kr per år, men den ändras varje år, så kolla Skatteverkets aktuella belopp.',
        },
        {
          kind: 'tip',
          text: 'Tror du att du tjänar under gränsen på hela året? Då kan du lämna ett intyg till arbetsgivaren, så dras ingen skatt. Dras det skatt ändå får du tillbaka den efter deklarationen.',
        },
        {
          kind: 'warning',
          text: 'Svartjobb betyder ingen skatt – men också ingen pension, ingen försäkring om du skadar dig och inget skydd om du inte får betalt.',
        },
      ],
      tryIt: {
        text: 'Har du ett jobb eller sommarjobb? Lägg in nettolönen, alltså det som faktiskt kommer in på kontot, när du sätter din budget.',
        action: 'set-budget',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad är nettolön?',
          options: [
            {
              text: 'Lönen efter att skatten är dragen',
              correct: true,
              explanation: 'Ja, nettolönen är det som faktiskt kommer in på ditt konto.',
            },
            {
              text: 'Lönen före skatt',
              correct: false,
              explanation: 'Det är bruttolönen. Netto är det som blir kvar efter skatt.',
            },
            {
              text: 'Lönen plus semesterersättning',
              correct: false,
              explanation: 'Semesterersättning är en del av lönen, men netto betyder efter skatt.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Ungefär hur hög är kommunalskatten i snitt i Sverige?',
          options: [
            {
              text: 'Ungefär 12 %',
              correct: false,
              explanation: '12 % är en momssats, inte kommunalskatten.',
            },
            {
              text: 'Ungefär 32 %',
              correct: true,
              explanation: 'Rätt. Den varierar lite mellan kommuner, men snittet ligger runt 32 %.',
            },
            {
              text: 'Ungefär 50 %',
              correct: false,
              explanation: 'Nej, så hög är inte kommunalskatten någonstans i Sverige.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Varför betalar de flesta mindre än 32 % av lönen i skatt?',
          options: [
            {
              text: 'Arbetsgivaren betalar halva skatten',
              correct: false,
              explanation:
                'Arbetsgivaren betalar arbetsgivaravgifter, men det sänker inte din inkomstskatt.',
            },
            {
              text: 'Man får välja själv hur mycket skatt man vill betala',
              correct: false,
              explanation: 'Nej, skatten bestäms av reglerna och din kommun, inte av dig.',
            },
            {
              text: 'Grundavdraget och jobbskatteavdraget sänker skatten',
              correct: true,
              explanation:
                'Precis. Grundavdraget gör en del av inkomsten skattefri och jobbskatteavdraget sänker skatten på arbetsinkomst.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Du sommarjobbar och tjänar 15 000 kr under hela året. Vad gäller?',
          options: [
            {
              text: 'Du betalar 32 % skatt på allt',
              correct: false,
              explanation: 'Nej, grundavdraget gör att låga årsinkomster blir skattefria.',
            },
            {
              text: 'Du betalar ingen inkomstskatt, eftersom du ligger under gränsen för grundavdraget',
              correct: true,
              explanation:
                'Ja, under den årliga gränsen blir det ingen inkomstskatt. Har skatt dragits får du tillbaka den efter deklarationen.',
            },
            {
              text: 'Sommarjobb behöver aldrig deklareras',
              correct: false,
              explanation:
                'Lönen rapporteras till Skatteverket och syns i deklarationen, även om du inte behöver betala skatt.',
            },
          ],
        },
      ],
    },
    // 4 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'ekonomiska-begrepp-moms',
      title: 'Moms',
      description: 'Skatten som redan finns i nästan allt du köper – och hur du räknar ut den.',
      type: 'övning',
      minutes: 3,
      body: [
        {
          kind: 'paragraph',
          text: 'Moms (mervärdesskatt) är en skatt på det du köper. Den ingår redan i priset du ser i butiken. Butiken skickar sedan momsen vidare till Skatteverket.',
        },
        {
          kind: 'heading',
          text: 'Tre momssatser',
        },
        {
          kind: 'list',
          items: [
            '25 % – det mesta: kläder, mobiler, spel, hörlurar, smink.',
            '12 % – till exempel restaurang- och kafémat och hotell.',
            '6 % – till exempel böcker, tidningar, bussresor och konsertbiljetter. Mat i butik har tillfälligt 6 % från april 2026 (tidigare 12 %), enligt beslutet till och med 2027.',
          ],
        },
        {
          kind: 'example',
          title: 'Räkna ut momsen i ett pris',
          text: 'Hörlurar för 500 kr: momsen är 25 % av priset utan moms, alltså 100 kr (500 × 0,2). Lunch på restaurang för 112 kr: momsen är 12 kr. En bok för 106 kr: momsen är 6 kr.',
        },
        {
          kind: 'tip',
          text: 'Snabbknep: vid 25 % moms är momsen en femtedel av priset du betalar. Dela priset med 5.',
        },
        {
          kind: 'warning',
          text: 'Beställer du något från ett land utanför EU betalar du svensk moms när varan kommer in i Sverige, ofta plus en hanteringsavgift. Ett billigt fynd kan bli dyrare än du trodde.',
        },
        {
          kind: 'paragraph',
          text: 'Ser du ett pris ”exkl. moms” är det oftast riktat till företag. Som privatperson betalar du priset inklusive moms.',
        },
      ],
      tryIt: {
        text: 'Lägg till ditt senaste köp och räkna ut hur mycket av priset som var moms.',
        action: 'add-transaction',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Du köper en tröja för 250 kr. Hur mycket är moms?',
          options: [
            {
              text: '62,50 kr',
              correct: false,
              explanation:
                'Det är 25 % av 250 kr. Men momsen räknas på priset utan moms (200 kr), så den blir 50 kr.',
            },
            {
              text: '30 kr',
              correct: false,
              explanation: 'Det vore 12 % moms, men kläder har 25 %.',
            },
            {
              text: '50 kr',
              correct: true,
              explanation:
                'Kläder har 25 % moms. Momsen är då en femtedel av slutpriset: 250 ÷ 5 = 50 kr.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vilken momssats gäller för en bussbiljett?',
          options: [
            {
              text: '6 %',
              correct: true,
              explanation: 'Persontransporter som buss och tåg har den lägsta momssatsen, 6 %.',
            },
            {
              text: '25 %',
              correct: false,
              explanation: '25 % gäller det mesta, men resor har en lägre momssats.',
            },
            {
              text: 'Ingen moms alls',
              correct: false,
              explanation: 'Bussresor har moms, men den låga satsen 6 %.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vem betalar egentligen momsen?',
          options: [
            {
              text: 'Bara butiken, kunden märker inget',
              correct: false,
              explanation: 'Butiken redovisar momsen, men den är inräknad i priset du betalar.',
            },
            {
              text: 'Du som köper, eftersom den ingår i priset',
              correct: true,
              explanation:
                'Ja. Butiken tar betalt och skickar momsen vidare, men det är kunden som står för den.',
            },
            {
              text: 'Ingen, moms är bara en siffra på kvittot',
              correct: false,
              explanation:
                'Momsen är en riktig skatt som går till staten och finansierar bland annat vård och skola.',
            },
          ],
        },
      ],
    },
    // 5 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'ekonomiska-begrepp-lan-och-effektiv-ranta',
      title: 'Lån, amortering och effektiv ränta',
      description: 'Vad ett lån egentligen kostar när alla avgifter är med.',
      type: 'interaktiv',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'Ett lån är pengar du får nu och betalar tillbaka senare. Du betalar tillbaka själva lånebeloppet och dessutom ränta och avgifter. För att få låna måste du vara 18 år och banken gör en kreditprövning: klarar du att betala?',
        },
        {
          kind: 'list',
          items: [
            'Amortering – när du betalar av på själva lånet så att skulden blir mindre.',
            'Nominell ränta – räntesatsen som står i annonsen, utan avgifter.',
            'Avgifter – till exempel uppläggningsavgift när lånet startar och aviavgift på varje faktura.',
            'Effektiv ränta – räntan inklusive alla avgifter. Den visar vad lånet faktiskt kostar per år.',
          ],
        },
        {
          kind: 'example',
          title: 'Ett lån på 10 000 kr på ett år',
          text: 'Nominell ränta 10 %, uppläggningsavgift 500 kr och aviavgift 25 kr i månaden. Räntan blir ungefär 550 kr, avgifterna 800 kr. Totalt betalar du ungefär 1 350 kr för att låna 10 000 kr. Den effektiva räntan blir ungefär 28 % – nästan tre gånger så hög som annonsräntan.',
        },
        {
          kind: 'tip',
          text: 'Jämför alltid lån med den effektiva räntan. Långivaren måste visa den, och det är den enda siffran som tar med allt.',
        },
        {
          kind: 'paragraph',
          text: 'Lån med mycket hög ränta kallas högkostnadskrediter. För dem finns ett räntetak och ett kostnadstak: du ska aldrig behöva betala mer i ränta och avgifter totalt än det du lånade. Det är ändå väldigt dyra lån.',
        },
        {
          kind: 'warning',
          text: 'Ett lån för att betala ett annat lån löser sällan problemet. Om pengarna inte räcker – prata med någon du litar på eller kommunens budget- och skuldrådgivning, som är gratis.',
        },
      ],
      tryIt: {
        text: 'Tänk på något du skulle vilja köpa på avbetalning. Skapa ett sparmål för det i stället och se hur många månader det tar utan ränta.',
        action: 'create-goal',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad betyder amortering?',
          options: [
            {
              text: 'Att betala ränta',
              correct: false,
              explanation: 'Ränta är priset för lånet. Amortering minskar själva skulden.',
            },
            {
              text: 'Att ta ett nytt lån',
              correct: false,
              explanation: 'Nej, amortering betyder att du betalar tillbaka, inte lånar mer.',
            },
            {
              text: 'Att betala av på själva lånet så att skulden minskar',
              correct: true,
              explanation: 'Ja. Räntan är kostnaden, amorteringen är det som minskar skulden.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Varför är den effektiva räntan viktigast att jämföra?',
          options: [
            {
              text: 'Den räknar med både ränta och alla avgifter',
              correct: true,
              explanation:
                'Rätt. Två lån med samma nominella ränta kan kosta helt olika mycket när avgifterna räknas in.',
            },
            {
              text: 'Den är alltid lägst',
              correct: false,
              explanation:
                'Tvärtom, den är oftast högre än den nominella räntan eftersom avgifterna är med.',
            },
            {
              text: 'Den gäller bara för bolån',
              correct: false,
              explanation: 'Nej, effektiv ränta ska anges för alla konsumentlån och krediter.',
            },
          ],
        },
        {
          id: 'q3',
          question:
            'Lån A har 8 % nominell ränta och höga avgifter. Lån B har 9 % nominell ränta och inga avgifter. Vad vet du säkert?',
          options: [
            {
              text: 'Lån A är alltid billigast',
              correct: false,
              explanation: 'Inte nödvändigtvis. Höga avgifter kan äta upp skillnaden i ränta.',
            },
            {
              text: 'Du behöver jämföra den effektiva räntan för att veta vilket som är billigast',
              correct: true,
              explanation:
                'Ja. Avgifterna kan göra att lån A blir dyrare trots den lägre nominella räntan.',
            },
            {
              text: 'Lån B är alltid dyrast',
              correct: false,
              explanation: 'Utan avgifter kan lån B mycket väl vara billigast totalt sett.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Från vilken ålder kan du ta ett lån själv?',
          options: [
            {
              text: '15 år',
              correct: false,
              explanation: 'Nej. Under 18 år får du inte ta lån på egen hand.',
            },
            {
              text: '16 år, om du har ett sommarjobb',
              correct: false,
              explanation:
                'Du får bestämma över lön du själv tjänat från 16 år, men lån kräver att du är 18.',
            },
            {
              text: '18 år',
              correct: true,
              explanation: 'Du måste vara myndig, alltså 18 år, för att själv ta lån och krediter.',
            },
          ],
        },
      ],
    },
    // 6 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'ekonomiska-begrepp-kredit-och-bnpl',
      title: 'Kredit, köp nu – betala senare och betalningsanmärkning',
      description: 'Vad som händer när du skjuter upp betalningen – och vad det kan kosta.',
      type: 'text',
      minutes: 3,
      body: [
        {
          kind: 'paragraph',
          text: 'Kredit betyder att du får något nu och betalar senare. Det gäller kreditkort, avbetalning och faktura. Alla är lån, även om de inte kallas så.',
        },
        {
          kind: 'heading',
          text: 'Köp nu – betala senare',
        },
        {
          kind: 'list',
          items: [
            'Faktura: du betalar inom till exempel 14 eller 30 dagar. Betalar du i tid kostar det oftast inget extra.',
            'Delbetalning: du betalar en del varje månad, men då tillkommer ränta och avgifter.',
            'Du måste vara 18 år, och företaget gör ofta en kreditupplysning om dig.',
            'I webbutiker får kredit inte visas som första eller förvalt betalsätt, just för att det är lätt att välja utan att tänka.',
          ],
        },
        {
          kind: 'example',
          title: 'Hörlurar för 3 000 kr på delbetalning',
          text: 'Du delar upp köpet på 12 månader med 19,9 % ränta och en aviavgift på 39 kr per månad. Totalt betalar du ungefär 3 800 kr. Den effektiva räntan blir över 50 %.',
        },
        {
          kind: 'heading',
          text: 'Betalningsanmärkning',
        },
        {
          kind: 'paragraph',
          text: 'Om du inte betalar en skuld och den hamnar hos Kronofogden kan du få en betalningsanmärkning. Den syns hos kreditupplysningsföretagen, normalt i tre år för en privatperson. Under den tiden kan det bli svårt att få hyra en lägenhet, teckna mobilabonnemang eller få lån.',
        },
        {
          kind: 'tip',
          text: 'Innan du klickar på ”betala senare”: fråga dig om du har pengarna redan i dag. Har du inte det nu, är det inte säkert att du har dem om 30 dagar heller.',
        },
      ],
      tryIt: {
        text: 'Gå igenom dina senaste köp. Var något köpt på faktura eller delbetalning? Skriv upp när det ska betalas.',
        action: 'review-purchases',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad är en faktura med ”betala senare”?',
          options: [
            {
              text: 'En kredit, alltså ett slags lån',
              correct: true,
              explanation: 'Ja. Du får varan nu och betalar senare, och det räknas som kredit.',
            },
            {
              text: 'Ett gratis erbjudande utan några risker',
              correct: false,
              explanation:
                'Det kan vara gratis om du betalar i tid, men missar du betalningen tillkommer avgifter.',
            },
            {
              text: 'Samma sak som att betala med bankkort',
              correct: false,
              explanation:
                'Med bankkort dras pengarna direkt från ditt eget konto. Det är ingen kredit.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Hur länge syns en betalningsanmärkning normalt för en privatperson?',
          options: [
            {
              text: 'I en vecka',
              correct: false,
              explanation: 'Nej, den ligger kvar mycket längre än så, normalt tre år.',
            },
            {
              text: 'I tre år',
              correct: true,
              explanation: 'Ja, för privatpersoner ligger anmärkningen normalt kvar i tre år.',
            },
            {
              text: 'Resten av livet',
              correct: false,
              explanation: 'Nej, den försvinner efter en tid, normalt tre år för privatpersoner.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad kan en betalningsanmärkning göra svårare?',
          options: [
            {
              text: 'Att handla med kontanter',
              correct: false,
              explanation: 'Nej, kontanter och ditt eget bankkort påverkas inte av anmärkningen.',
            },
            {
              text: 'Att gå i skolan',
              correct: false,
              explanation:
                'Nej, skolgång påverkas inte. Det är krediter och avtal som blir svårare.',
            },
            {
              text: 'Att hyra lägenhet och teckna abonnemang',
              correct: true,
              explanation:
                'Rätt. Hyresvärdar och operatörer gör ofta kreditupplysning och kan säga nej.',
            },
          ],
        },
      ],
    },
    // 7 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'ekonomiska-begrepp-kronofogden',
      title: 'Kronofogden och skulder',
      description: 'Vägen från en bortglömd räkning till Kronofogden – och hur du stoppar den.',
      type: 'video',
      minutes: 3,
      body: [
        {
          kind: 'paragraph',
          text: 'Kronofogden är en statlig myndighet som hjälper den som ska ha pengar att få betalt. En liten räkning kan bli stor på vägen dit.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Räkningen förfaller',
              text: 'Du glömmer en mobilräkning på 349 kr.',
            },
            {
              title: 'Påminnelse',
              text: 'Du får en påminnelse. En påminnelseavgift på upp till 60 kr kan läggas till.',
            },
            {
              title: 'Inkassokrav',
              text: 'Skulden lämnas till ett inkassobolag. Nu tillkommer en inkassoavgift på 180 kr och dröjsmålsränta.',
            },
            {
              title: 'Kronofogden',
              text: 'Betalar du fortfarande inte kan företaget ansöka om betalningsföreläggande hos Kronofogden. Ansökningsavgiften på 300 kr hamnar också på dig.',
            },
            {
              title: 'Utslag och anmärkning',
              text: 'Om du inte betalar eller bestrider kravet i tid fattar Kronofogden beslut. Då får du en betalningsanmärkning. Skulden är nu ungefär 900 kr.',
            },
            {
              title: 'Utmätning',
              text: 'Betalar du ändå inte kan Kronofogden ta pengar direkt från din lön eller sälja saker du äger.',
            },
          ],
        },
        {
          kind: 'tip',
          text: 'Öppna alltid post och mejl om räkningar, även när det känns jobbigt. Ju tidigare du agerar, desto billigare blir det.',
        },
        {
          kind: 'paragraph',
          text: 'Tycker du att kravet är fel? Då ska du bestrida det, alltså säga emot, inom den tid som står i brevet från Kronofogden. Tycker du att det stämmer men inte kan betala allt – kontakta företaget och be om en avbetalningsplan.',
        },
        {
          kind: 'warning',
          text: 'Skulder försvinner inte av sig själva. Kommunens budget- och skuldrådgivning är gratis och hjälper dig att göra en plan.',
        },
      ],
      tryIt: {
        text: 'Tänk efter: vilka räkningar eller abonnemang har du, och hur märker du att de ska betalas? Bestäm en fast dag i månaden då du kollar dem.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad gör Kronofogden?',
          options: [
            {
              text: 'Hjälper den som ska ha pengar att få betalt, bland annat genom utmätning',
              correct: true,
              explanation: 'Ja. Kronofogden är en statlig myndighet som driver in skulder.',
            },
            {
              text: 'Lånar ut pengar till den som har det tufft',
              correct: false,
              explanation: 'Nej, Kronofogden lånar inte ut pengar.',
            },
            {
              text: 'Är ett privat inkassobolag',
              correct: false,
              explanation: 'Inkassobolag är privata företag. Kronofogden är en statlig myndighet.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Du får ett krav från Kronofogden som du tycker är fel. Vad gör du?',
          options: [
            {
              text: 'Struntar i brevet, så försvinner det',
              correct: false,
              explanation:
                'Tvärtom. Svarar du inte kan Kronofogden besluta att du ska betala, och du får en anmärkning.',
            },
            {
              text: 'Bestrider kravet inom den tid som står i brevet',
              correct: true,
              explanation:
                'Rätt, att bestrida betyder att du säger emot. Då kan Kronofogden inte bara fatta beslut mot dig.',
            },
            {
              text: 'Betalar direkt fast det är fel',
              correct: false,
              explanation:
                'Du behöver inte betala ett krav du anser är fel. Bestrid det och förklara varför.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Varför växer en obetald räkning?',
          options: [
            {
              text: 'Påminnelseavgift, inkassoavgift, ränta och Kronofogdens avgift läggs på',
              correct: true,
              explanation: 'Ja. En räkning på några hundralappar kan snabbt bli dubbelt så stor.',
            },
            {
              text: 'Den växer inte, beloppet är alltid detsamma',
              correct: false,
              explanation: 'Tyvärr inte. Avgifter och dröjsmålsränta läggs till i varje steg.',
            },
            {
              text: 'Staten tar ut en extra skatt på skulder',
              correct: false,
              explanation: 'Nej, det är avgifter och ränta som gör att skulden växer.',
            },
          ],
        },
      ],
    },
    // 8 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'ekonomiska-begrepp-csn',
      title: 'CSN: studiebidrag och studiemedel',
      description: 'Pengarna du kan få när du studerar – och vilken del du ska betala tillbaka.',
      type: 'text',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'CSN (Centrala studiestödsnämnden) är myndigheten som betalar ut pengar till den som studerar. Vad du kan få beror på din ålder och vad du läser.',
        },
        {
          kind: 'heading',
          text: 'Studiebidrag på gymnasiet',
        },
        {
          kind: 'list',
          items: [
            'Från kvartalet efter att du fyllt 16 får du studiebidrag, i dag 1 250 kr i månaden under 10 månader per år.',
            'Det är ett bidrag, så det ska inte betalas tillbaka.',
            'Tills du fyller 18 betalas det ut till din vårdnadshavare. Många familjer kommer överens om att du får hela eller en del av det.',
          ],
        },
        {
          kind: 'heading',
          text: 'Studiemedel efter gymnasiet',
        },
        {
          kind: 'paragraph',
          text: 'Studerar du på till exempel högskola kan du få studiemedel, som består av två delar: bidrag och lån. Heltidsstudier ger ungefär 13 000–14 000 kr per fyra veckor, och knappt en tredjedel av det är bidrag. Beloppen ändras varje år.',
        },
        {
          kind: 'example',
          title: 'Tre år på högskolan',
          text: 'Tar du fullt lån i tre år (sex terminer på heltid) lånar du ungefär 280 000–300 000 kr. Det lånet betalar du sedan av under många år, ofta upp till 25 år.',
        },
        {
          kind: 'list',
          items: [
            'Bidraget behåller du. Lånet måste betalas tillbaka, med ränta.',
            'Du börjar betala tidigast sex månader efter att du slutat få studiemedel, och det gäller även om du inte har jobb.',
            'Räntan på studielånet bestäms varje år och är låg jämfört med vanliga lån.',
            'Tjänar du mycket vid sidan av studierna kan studiemedlet minska. Gränsen kallas fribelopp.',
          ],
        },
        {
          kind: 'tip',
          text: 'Du behöver inte ta hela lånet. Du kan välja bara bidraget eller ett mindre lån, om du klarar dig på det.',
        },
      ],
      tryIt: {
        text: 'Tänk dig att du studerar och har ungefär 13 500 kr i månaden. Hur skulle du fördela dem på hyra, mat, resor och nöjen?',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vilken del av studiemedlet måste du betala tillbaka?',
          options: [
            {
              text: 'Bidraget',
              correct: false,
              explanation: 'Nej, bidraget behåller du. Det är lånedelen som ska betalas tillbaka.',
            },
            {
              text: 'Lånet',
              correct: true,
              explanation: 'Ja. Bidraget får du behålla, men lånet betalas tillbaka med ränta.',
            },
            {
              text: 'Ingenting, allt är gratis',
              correct: false,
              explanation:
                'Bara bidraget är gratis. Lånet följer med dig i många år efter studierna.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vem får studiebidraget om du är 16 eller 17 år?',
          options: [
            {
              text: 'Skolan',
              correct: false,
              explanation: 'Nej, skolan får inte ditt studiebidrag.',
            },
            {
              text: 'Du själv, direkt till ditt konto',
              correct: false,
              explanation: 'Inte förrän du fyller 18. Innan dess går det till vårdnadshavaren.',
            },
            {
              text: 'Din vårdnadshavare',
              correct: true,
              explanation:
                'Rätt, tills du fyller 18 betalas bidraget till vårdnadshavaren. Sedan får du det själv.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'När börjar du betala tillbaka studielånet?',
          options: [
            {
              text: 'Först när du tjänar över 40 000 kr i månaden',
              correct: false,
              explanation:
                'Nej, återbetalningen startar oavsett lön. Har du låg inkomst kan du ansöka om att betala mindre.',
            },
            {
              text: 'Tidigast sex månader efter att du slutat få studiemedel',
              correct: true,
              explanation:
                'Ja. CSN skickar en betalningsplan, och du ska betala även om du inte har jobb.',
            },
            {
              text: 'Direkt när du får första utbetalningen',
              correct: false,
              explanation:
                'Nej, så länge du studerar med studiemedel behöver du normalt inte betala.',
            },
          ],
        },
      ],
    },
    // 9 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'ekonomiska-begrepp-pension',
      title: 'Pension och premiepension',
      description: 'Ja, ditt första sommarjobb ger redan pengar till pensionen.',
      type: 'quiz',
      minutes: 3,
      body: [
        {
          kind: 'paragraph',
          text: 'Pension är pengar du får när du slutar jobba som äldre. Den byggs upp varje gång du har en lön som det betalas skatt på, från det år du fyller 16 – även på ditt första sommarjobb.',
        },
        {
          kind: 'list',
          items: [
            'Allmän pension: från staten. Motsvarande 18,5 % av din pensionsgrundande inkomst sätts av varje år.',
            'Inkomstpension: den största delen av den allmänna pensionen.',
            'Premiepension: en mindre del som placeras i fonder. Du kan välja fonder själv eller låta pengarna ligga i statens förvalsalternativ.',
            'Tjänstepension: extra pension som många arbetsgivare betalar, till exempel om det finns kollektivavtal. Reglerna för från vilken ålder varierar.',
          ],
        },
        {
          kind: 'example',
          title: 'Sommarjobb för 25 000 kr',
          text: 'Tjänar du 25 000 kr på ett år och ligger över skattegränsen får du ungefär 4 300 kr i pensionsrätt. Det låter lite, men pengarna har över 40 år på sig att växa.',
        },
        {
          kind: 'tip',
          text: 'Varje år skickas ett orange kuvert, ett pensionsbesked, till alla som tjänat in pension. Spara det och titta på det, det är din pension i siffror.',
        },
        {
          kind: 'warning',
          text: 'Svartjobb ger ingen pension alls. Inte heller sjukpenning eller föräldrapenning baserad på den lönen.',
        },
      ],
      tryIt: {
        text: 'Fråga någon vuxen du litar på om de har koll på sin pension. Vad önskar de att de hade vetat när de var i din ålder?',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'När börjar du tjäna in till din allmänna pension?',
          options: [
            {
              text: 'Först när du fyllt 25',
              correct: false,
              explanation:
                'Nej, den allmänna pensionen börjar tidigare. Vissa tjänstepensioner har åldersgränser, men inte den allmänna.',
            },
            {
              text: 'Först när du har fast jobb',
              correct: false,
              explanation: 'Alla skattade löner räknas, även extrajobb och sommarjobb.',
            },
            {
              text: 'När du har en skattad lön, även från sommarjobb',
              correct: true,
              explanation:
                'Ja. Från det år du fyller 16 tjänar du in pension, om årsinkomsten ligger över skattegränsen.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vad är premiepension?',
          options: [
            {
              text: 'En del av den allmänna pensionen som placeras i fonder',
              correct: true,
              explanation:
                'Rätt. Du kan välja fonder själv eller låta statens förvalsalternativ sköta det.',
            },
            {
              text: 'En bonus du får när du går i pension',
              correct: false,
              explanation: 'Nej, premiepensionen är en del av den vanliga allmänna pensionen.',
            },
            {
              text: 'En försäkring du måste köpa själv',
              correct: false,
              explanation: 'Nej, den betalas automatiskt via din lön. Du behöver inte köpa något.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad händer med pensionen om du jobbar svart?',
          options: [
            {
              text: 'Du får mer pension eftersom du slipper skatt',
              correct: false,
              explanation: 'Tvärtom. Pensionen bygger på skattad inkomst.',
            },
            {
              text: 'Du tjänar inte in någon pension alls på den lönen',
              correct: true,
              explanation:
                'Ja. Ingen skatt betyder ingen pensionsrätt och inget skydd om något händer.',
            },
            {
              text: 'Det blir ingen skillnad',
              correct: false,
              explanation: 'Jo, svart lön räknas inte alls till din pension.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Vad är det orange kuvertet?',
          options: [
            {
              text: 'En räkning från Skatteverket',
              correct: false,
              explanation: 'Nej, det orange kuvertet är ett pensionsbesked, ingen räkning.',
            },
            {
              text: 'Reklam från en bank',
              correct: false,
              explanation: 'Nej, det kommer från den allmänna pensionen och är viktigt att läsa.',
            },
            {
              text: 'Ett årligt besked om hur mycket pension du har tjänat in',
              correct: true,
              explanation: 'Rätt. Det visar din allmänna pension och hur den har vuxit.',
            },
          ],
        },
      ],
    },
    // 10 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'ekonomiska-begrepp-aktier-och-fonder',
      title: 'Aktier, fonder, index och risk',
      description:
        'Vad orden betyder och varför högre möjlig avkastning alltid betyder högre risk.',
      type: 'interaktiv',
      minutes: 3,
      body: [
        {
          kind: 'list',
          items: [
            'Aktie – en liten ägarandel i ett företag. Går det bra kan värdet stiga, går det dåligt kan det sjunka mycket.',
            'Fond – en korg med många aktier eller andra värdepapper. Du äger en bit av hela korgen, så risken sprids.',
            'Index – ett mått på hur en grupp aktier går, till exempel de största bolagen på Stockholmsbörsen. En indexfond följer ett index.',
            'Avgift – fonder tar en årlig avgift. En liten skillnad i procent blir mycket pengar över många år.',
          ],
        },
        {
          kind: 'example',
          title: 'Avgiften spelar roll',
          text: 'Med 10 000 kr i en fond med 1,5 % avgift betalar du ungefär 150 kr per år. Med 0,2 % avgift betalar du ungefär 20 kr. Skillnaden växer när beloppet och åren blir fler.',
        },
        {
          kind: 'heading',
          text: 'Risk',
        },
        {
          kind: 'paragraph',
          text: 'Börsen har över lång tid gått upp, men inte rakt. Under finanskrisen 2008 föll Stockholmsbörsen med ungefär 40 % på ett år. Pengar du behöver snart passar därför bättre på ett sparkonto. Ingen kan lova vad som händer framåt.',
        },
        {
          kind: 'paragraph',
          text: 'Ett vanligt sätt att spara i aktier och fonder är ett investeringssparkonto (ISK). Där betalar du inte skatt på varje vinst, utan en årlig schablonskatt baserad på värdet. Reglerna har ändrats flera gånger de senaste åren. Är du under 18 behöver dina vårdnadshavare vara med och öppna kontot.',
        },
        {
          kind: 'warning',
          text: 'Någon som lovar ”garanterad hög avkastning” eller hör av sig i sociala medier om en ”säker investering” är nästan alltid ute efter att lura dig.',
        },
        {
          kind: 'tip',
          text: 'Det här är kunskap, inte råd om vad du ska köpa. Vill du börja spara i fonder – prata med din vårdnadshavare och jämför avgifter och risk.',
        },
      ],
      tryIt: {
        text: 'Fundera på vad du sparar till just nu. Behöver du pengarna inom ett år eller om flera år? Skriv ner svaret i ditt sparmål.',
        action: 'create-goal',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad är skillnaden mellan en aktie och en fond?',
          options: [
            {
              text: 'En aktie är en del av ett företag, en fond innehåller många värdepapper',
              correct: true,
              explanation:
                'Ja. I en fond sprids pengarna på många bolag, vilket brukar minska risken jämfört med en enda aktie.',
            },
            {
              text: 'En aktie är alltid säker, en fond är alltid riskabel',
              correct: false,
              explanation: 'Nej. En enskild aktie är ofta mer riskfylld än en bred fond.',
            },
            {
              text: 'Det är samma sak',
              correct: false,
              explanation: 'Nej. En aktie är ett enda bolag, en fond är en korg med många.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vad gör en indexfond?',
          options: [
            {
              text: 'Garanterar att du aldrig förlorar pengar',
              correct: false,
              explanation: 'Nej. Går indexet ner går fonden också ner.',
            },
            {
              text: 'Följer ett index, till exempel en grupp stora bolag',
              correct: true,
              explanation: 'Rätt. Den försöker gå lika bra eller dåligt som indexet den följer.',
            },
            {
              text: 'Köper bara en enda aktie',
              correct: false,
              explanation: 'Nej, en indexfond äger alla eller de flesta bolagen i indexet.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Du behöver pengarna om tre månader. Vad stämmer?',
          options: [
            {
              text: 'Börsen kan gå ner på kort tid, så ett sparkonto är tryggare för pengar du snart behöver',
              correct: true,
              explanation:
                'Ja. På kort sikt kan värdet svänga mycket, och du kan tvingas sälja när det är lågt.',
            },
            {
              text: 'Aktier går alltid upp inom tre månader',
              correct: false,
              explanation: 'Nej, ingen kan lova det. Kurser kan falla kraftigt på kort tid.',
            },
            {
              text: 'Risk spelar ingen roll för små belopp',
              correct: false,
              explanation: 'Jo. Även 500 kr kan bli 350 kr om börsen faller.',
            },
          ],
        },
      ],
    },
    // 11 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'ekonomiska-begrepp-forsakring',
      title: 'Försäkring och självrisk',
      description: 'Hur försäkringar skyddar dig – och varför du ändå får betala en del själv.',
      type: 'quiz',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'En försäkring betyder att du betalar en mindre summa regelbundet för att slippa en stor kostnad om något händer. Många betalar in, och de som råkar ut för något får ersättning.',
        },
        {
          kind: 'list',
          items: [
            'Premie – det du betalar för försäkringen, per månad eller år.',
            'Självrisk – den del av skadan du alltid betalar själv.',
            'Åldersavdrag – äldre saker ersätts inte till nypris, eftersom de tappat i värde.',
            'Hemförsäkring – skyddar dina saker, men också dig om du skadar någon annans saker eller blir överfallen.',
            'Allrisk (drulle) – ett tillägg för olyckor, till exempel om du tappar mobilen i golvet.',
          ],
        },
        {
          kind: 'example',
          title: 'Cykeln blir stulen',
          text: 'Din cykel var värd 4 000 kr och självrisken är 1 500 kr. Du får högst 2 500 kr i ersättning, och mindre om cykeln var några år gammal.',
        },
        {
          kind: 'paragraph',
          text: 'Bor du hemma brukar du omfattas av familjens hemförsäkring. När du flyttar hemifrån, även till ett studentrum, behöver du oftast en egen. Kolla villkoren.',
        },
        {
          kind: 'tip',
          text: 'Innan du köper en extra mobilförsäkring i butiken: kolla om familjens hemförsäkring redan har allrisk. Då betalar du kanske dubbelt.',
        },
        {
          kind: 'warning',
          text: 'Högre självrisk ger lägre premie, men då måste du ha råd att betala självrisken om något händer.',
        },
      ],
      tryIt: {
        text: 'Fråga hemma: vilken hemförsäkring har ni, och vad är självrisken? Fundera på om du har sparat så mycket som självrisken.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad är självrisk?',
          options: [
            {
              text: 'Det du betalar varje månad för försäkringen',
              correct: false,
              explanation: 'Det kallas premie. Självrisken betalar du bara när något har hänt.',
            },
            {
              text: 'Den del av en skada som du betalar själv',
              correct: true,
              explanation: 'Ja. Försäkringen betalar resten, upp till det belopp som gäller.',
            },
            {
              text: 'En risk du tar när du inte har försäkring',
              correct: false,
              explanation: 'Nej, självrisk är ett bestämt belopp i försäkringsvillkoren.',
            },
          ],
        },
        {
          id: 'q2',
          question:
            'Din mobil för 3 000 kr går sönder och självrisken är 1 500 kr. Vad får du som mest i ersättning?',
          options: [
            {
              text: '3 000 kr',
              correct: false,
              explanation: 'Nej, självrisken dras alltid av från ersättningen.',
            },
            {
              text: '4 500 kr',
              correct: false,
              explanation: 'Nej, du får aldrig mer än skadan är värd.',
            },
            {
              text: '1 500 kr',
              correct: true,
              explanation:
                'Rätt, 3 000 kr minus självrisken 1 500 kr. Är mobilen äldre kan ersättningen bli lägre.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Du flyttar till ett studentrum. Vad gäller oftast för hemförsäkringen?',
          options: [
            {
              text: 'Du behöver en egen hemförsäkring',
              correct: true,
              explanation:
                'Ja, när du har ett eget boende behöver du oftast en egen försäkring. Kolla villkoren.',
            },
            {
              text: 'Du är alltid försäkrad via föräldrarna tills du fyller 30',
              correct: false,
              explanation:
                'Nej, det gäller oftast bara så länge du bor kvar hemma. Villkoren skiljer sig åt.',
            },
            {
              text: 'Studentrum behöver aldrig försäkras',
              correct: false,
              explanation: 'Jo, dina saker och ditt ansvar behöver skydd även i ett litet rum.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Vad händer om du väljer högre självrisk?',
          options: [
            {
              text: 'Både premien och självrisken blir högre',
              correct: false,
              explanation: 'Nej, högre självrisk brukar ge lägre premie.',
            },
            {
              text: 'Du får mer i ersättning',
              correct: false,
              explanation: 'Tvärtom. Ju högre självrisk, desto mindre får du ut vid en skada.',
            },
            {
              text: 'Premien blir lägre, men du betalar mer själv vid en skada',
              correct: true,
              explanation: 'Rätt. Det kan vara smart om du har en buffert som täcker självrisken.',
            },
          ],
        },
      ],
    },
    // 12 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'ekonomiska-begrepp-budget-buffert-likviditet',
      title: 'Budget, buffert och likviditet',
      description: 'Tre ord som tillsammans gör att oväntade utgifter inte blir en kris.',
      type: 'övning',
      minutes: 3,
      body: [
        {
          kind: 'list',
          items: [
            'Budget – en plan för vad pengarna ska räcka till. Inkomster in, utgifter ut.',
            'Buffert – pengar som är sparade för det oväntade, till exempel en trasig mobilskärm.',
            'Likviditet – hur snabbt du kan få tag i pengar. Pengar på ett vanligt konto har hög likviditet, ett bundet sparkonto eller fonder har lägre.',
          ],
        },
        {
          kind: 'example',
          title: 'Alvas månad',
          text: 'Alva, 16 år, har 2 000 kr i månaden. Fast: mobil 150 kr och gym 250 kr. Rörligt: mat ute 600 kr och nöjen 400 kr. Hon sparar 400 kr till ett mål och lägger 200 kr i bufferten.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Skriv upp inkomsterna',
              text: 'Veckopeng, studiebidrag, lön – allt som kommer in.',
            },
            {
              title: 'Dra av fasta utgifter',
              text: 'Sådant som kostar lika mycket varje månad, som abonnemang.',
            },
            {
              title: 'Betala dig själv först',
              text: 'Flytta pengar till sparande och buffert direkt när pengarna kommer.',
            },
            {
              title: 'Resten är rörligt',
              text: 'Det som är kvar kan du använda till mat, nöjen och kläder.',
            },
          ],
        },
        {
          kind: 'tip',
          text: 'Vuxna brukar sikta på en buffert på minst en månadslön. För dig kan 500–1 000 kr vara en bra start. Ha bufferten där du snabbt kommer åt den.',
        },
      ],
      tryIt: {
        text: 'Sätt din budget för veckan och bestäm hur mycket som ska gå till buffert.',
        action: 'set-budget',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad är en buffert?',
          options: [
            {
              text: 'Pengar du ska lägga på nöjen',
              correct: false,
              explanation:
                'Nöjen ligger i budgeten. Bufferten är till för det du inte kan planera.',
            },
            {
              text: 'Sparade pengar för oväntade utgifter',
              correct: true,
              explanation: 'Ja. Bufferten gör att en trasig skärm inte behöver bli ett lån.',
            },
            {
              text: 'Ett annat ord för lån',
              correct: false,
              explanation: 'Nej, bufferten är dina egna pengar. Poängen är att slippa låna.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vilket har högst likviditet?',
          options: [
            {
              text: 'Pengar på ett bundet sparkonto',
              correct: false,
              explanation: 'Bundna pengar kan du inte ta ut när du vill, eller bara mot en avgift.',
            },
            {
              text: 'Pengar i en fond',
              correct: false,
              explanation: 'En fond tar några dagar att sälja, och värdet kan vara lågt just då.',
            },
            {
              text: 'Pengar på ditt vanliga konto',
              correct: true,
              explanation: 'Rätt. Dem kan du använda direkt.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad betyder ”betala dig själv först”?',
          options: [
            {
              text: 'Att du flyttar pengar till sparande direkt när pengarna kommer in',
              correct: true,
              explanation: 'Ja. Då sparar du det du bestämt, i stället för det som råkar bli över.',
            },
            {
              text: 'Att du köper något roligt först av allt',
              correct: false,
              explanation: 'Nej, det handlar om att prioritera ditt sparande.',
            },
            {
              text: 'Att du lånar av dig själv',
              correct: false,
              explanation: 'Nej, det betyder att sparandet kommer först i budgeten.',
            },
          ],
        },
      ],
    },
  ],
};
