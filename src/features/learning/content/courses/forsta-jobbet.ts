import type { Course } from '@/content/types';

/** Member course: the first job, the payslip, tax in plain words and what to do with the pay. */
export const forstaJobbet: Course = {
  id: 'forsta-jobbet',
  title: 'Första jobbet och lönen',
  description:
    'Sommarjobb, anställningsavtal, lönespecen och skatten – och hur du får din första lön att räcka längre.',
  level: 'Nybörjare',
  audience: 'member',
  minutes: 20,
  xp: 150,
  lessons: [
    {
      id: 'forsta-jobbet-sommarjobb-och-avtal',
      title: 'Sommarjobb och anställningsavtal',
      description: 'Vad du har rätt att veta innan du börjar jobba – och vad du ska fråga om.',
      type: 'text',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'Ett sommarjobb är ofta första gången du får en riktig lön. Det är också första gången du har en arbetsgivare som har regler att följa – och du har rättigheter, även om du bara jobbar några veckor.',
        },
        {
          kind: 'heading',
          text: 'Det här ska stå klart innan du börjar',
        },
        {
          kind: 'list',
          items: [
            'Vilka datum du jobbar – en sommaranställning är nästan alltid tidsbegränsad.',
            'Lönen: per timme eller per månad, och när den betalas ut.',
            'Arbetstider och var du ska jobba.',
            'Om arbetsplatsen har kollektivavtal – då finns det ofta en lägsta lön och tillägg för kvällar och helger.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Arbetsgivaren ska ge dig skriftlig information om villkoren senast en vecka efter att du har börjat. Be gärna om det innan första dagen – det är helt normalt att fråga.',
        },
        {
          kind: 'tip',
          text: 'Sverige har ingen lagstadgad minimilön. Det är kollektivavtalen som bestämmer lägsta lönen i många branscher. Fråga därför: ”Har ni kollektivavtal?”',
        },
        {
          kind: 'warning',
          text: 'Är du under 18 behöver din vårdnadshavare godkänna att du tar jobbet. Är du under 16 får du bara göra lätta arbetsuppgifter, och det finns gränser för hur många timmar du får jobba – på lov högst 7 timmar om dagen och 35 timmar i veckan.',
        },
        {
          kind: 'example',
          title: 'Elins sommarjobb',
          text: 'Elin, 16, jobbar fyra veckor på ett äldreboende, 35 timmar i veckan för 125 kr i timmen. Det blir 140 timmar × 125 kr = 17 500 kr före skatt. Eftersom jobbet är kort får hon dessutom semesterersättning, ofta 12 % av lönen: 2 100 kr.',
        },
      ],
      tryIt: {
        text: 'Skriv ner tre frågor du vill ställa till en arbetsgivare innan du skriver på – till exempel om lön, arbetstider och kollektivavtal.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad bestämmer oftast den lägsta lönen på ett sommarjobb i Sverige?',
          options: [
            {
              text: 'En lag om minimilön',
              correct: false,
              explanation:
                'Sverige har ingen lagstadgad minimilön, så det finns ingen sådan lag att luta sig mot.',
            },
            {
              text: 'Kollektivavtalet på arbetsplatsen',
              correct: true,
              explanation:
                'Rätt! Kollektivavtal som fack och arbetsgivare kommit överens om sätter ofta lägsta lön och tillägg.',
            },
            {
              text: 'Det du själv tycker är rimligt',
              correct: false,
              explanation:
                'Du kan förhandla, men det är avtalet med arbetsgivaren – och ofta kollektivavtalet – som gäller.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Du är 15 år och vill sommarjobba. Vad gäller?',
          options: [
            {
              text: 'Du får jobba hur mycket du vill på sommarlovet',
              correct: false,
              explanation:
                'Nej, för dig under 16 finns gränser: på lov högst 7 timmar om dagen och 35 timmar i veckan.',
            },
            {
              text: 'Du får göra lätta arbetsuppgifter och din vårdnadshavare behöver godkänna jobbet',
              correct: true,
              explanation:
                'Rätt! Under 16 gäller bara lätta arbeten, och den som är under 18 behöver vårdnadshavarens godkännande.',
            },
            {
              text: 'Du får inte jobba alls förrän du fyllt 18',
              correct: false,
              explanation:
                'Det stämmer inte. Många börjar sommarjobba i 13–15-årsåldern med lätta uppgifter.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'När ska du senast ha fått skriftlig information om villkoren för jobbet?',
          options: [
            {
              text: 'Senast en vecka efter att du har börjat',
              correct: true,
              explanation:
                'Rätt! Arbetsgivaren ska ge dig villkoren skriftligt inom en vecka – men du får gärna be om dem tidigare.',
            },
            {
              text: 'Först när anställningen är slut',
              correct: false,
              explanation:
                'Då är det för sent att veta vad du har gått med på. Villkoren ska komma i början.',
            },
            {
              text: 'Aldrig, muntliga löften räcker',
              correct: false,
              explanation:
                'Muntliga avtal gäller också, men arbetsgivaren är skyldig att ge dig villkoren skriftligt.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Vad är semesterersättning på ett kort sommarjobb?',
          options: [
            {
              text: 'Extra pengar du får i stället för betalda semesterdagar, ofta 12 % av lönen',
              correct: true,
              explanation: 'Rätt! När du inte hinner ta ut semester får du den i pengar i stället.',
            },
            {
              text: 'En avgift du betalar för att få ledigt',
              correct: false,
              explanation: 'Nej, semesterersättning är pengar till dig, inte en kostnad.',
            },
            {
              text: 'Något bara fast anställda får',
              correct: false,
              explanation: 'Även korta anställningar ger rätt till semesterersättning.',
            },
          ],
        },
      ],
    },
    {
      id: 'forsta-jobbet-lonespecifikationen',
      title: 'Lönespecifikationen steg för steg',
      description: 'Brutto, netto, skatt och tillägg – så läser du lönespecen rad för rad.',
      type: 'video',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'Varje gång du får lön får du också en lönespecifikation, ofta kallad lönespec. Den visar hur arbetsgivaren har räknat. Det är värt att läsa den – fel händer, och då är det du som märker det först.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Hitta bruttolönen',
              text: 'Bruttolön är lönen före skatt: timmar × timlön, eller månadslönen. Kolla att antalet timmar stämmer med det du faktiskt jobbade.',
            },
            {
              title: 'Leta efter tillägg',
              text: 'OB-tillägg för kvällar och helger, övertid och semesterersättning läggs ofta till som egna rader.',
            },
            {
              title: 'Se skatteavdraget',
              text: 'Arbetsgivaren drar preliminärskatt och skickar den till Skatteverket. Hur mycket beror på din kommun, din lön och om jobbet räknas som huvud- eller sidoinkomst.',
            },
            {
              title: 'Läs nettolönen',
              text: 'Nettolön är det som faktiskt kommer in på ditt konto. Det är den siffran du budgeterar med.',
            },
            {
              title: 'Spara lönespecen',
              text: 'Du kan behöva den om något blir fel eller när du ska deklarera.',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Så kan en lönespec se ut',
          text: 'Timlön 125 kr × 140 timmar = 17 500 kr. OB-tillägg: 600 kr. Semesterersättning: 2 172 kr. Brutto: 20 272 kr. Skatteavdrag: 4 500 kr (bara ett exempel). Netto till kontot: 15 772 kr.',
        },
        {
          kind: 'warning',
          text: 'Skatteavdraget varierar mycket. Är jobbet en sidoinkomst drar arbetsgivaren ofta 30 %, annars används en skattetabell. Två kompisar med samma lön kan alltså få olika mycket på kontot.',
        },
        {
          kind: 'tip',
          text: 'Stämmer inte timmarna? Säg till din chef direkt. Det är mycket enklare att rätta nästa lön än att reda ut det efter sommaren.',
        },
      ],
      tryIt: {
        text: 'Har du fått lön? Skriv in nettolönen som en inkomst i Slantis, så ser du hur mycket du faktiskt har att röra dig med.',
        action: 'add-transaction',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad är skillnaden mellan brutto- och nettolön?',
          options: [
            {
              text: 'Brutto är före skatt, netto är det som kommer in på kontot',
              correct: true,
              explanation:
                'Rätt! Nettolönen är bruttolönen minus skatt och eventuella andra avdrag.',
            },
            {
              text: 'Netto är före skatt, brutto är efter skatt',
              correct: false,
              explanation: 'Tvärtom: brutto är den större siffran före skatt.',
            },
            {
              text: 'De är samma sak med olika namn',
              correct: false,
              explanation:
                'Nej, skillnaden är ofta flera tusen kronor – därför spelar det roll vilken du budgeterar med.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vilken siffra ska du använda när du gör din budget?',
          options: [
            {
              text: 'Bruttolönen',
              correct: false,
              explanation:
                'Bruttolönen får du aldrig ut i sin helhet, så budgeten skulle inte gå ihop.',
            },
            {
              text: 'Nettolönen',
              correct: true,
              explanation: 'Rätt! Det är pengarna som faktiskt landar på ditt konto.',
            },
            {
              text: 'Timlönen gånger tolv',
              correct: false,
              explanation: 'Det säger inget om hur mycket du faktiskt får ut efter skatt.',
            },
          ],
        },
        {
          id: 'q3',
          question:
            'Du och en kompis har samma bruttolön men får olika mycket på kontot. Hur kan det komma sig?',
          options: [
            {
              text: 'Någon av er har helt säkert fått fel lön',
              correct: false,
              explanation: 'Det kan vara fel, men oftast beror skillnaden på hur skatten dras.',
            },
            {
              text: 'Skatteavdraget kan skilja sig, till exempel beroende på kommun eller om jobbet är en sidoinkomst',
              correct: true,
              explanation:
                'Rätt! Skattetabellen beror på kommunen, och för sidoinkomster drar arbetsgivaren ofta 30 %.',
            },
            {
              text: 'Nettolönen bestäms av banken',
              correct: false,
              explanation: 'Banken tar bara emot pengarna. Det är arbetsgivaren som drar skatten.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Vad är OB-tillägg?',
          options: [
            {
              text: 'Extra betalt för obekväm arbetstid, som kvällar och helger',
              correct: true,
              explanation:
                'Rätt! OB står för obekväm arbetstid och regleras ofta i kollektivavtalet.',
            },
            {
              text: 'En avgift för arbetskläder',
              correct: false,
              explanation: 'Nej, OB-tillägg är pengar du får, inte något du betalar.',
            },
            {
              text: 'En del av skatten',
              correct: false,
              explanation: 'Nej, OB-tillägget är lön. Det beskattas som vanlig lön.',
            },
          ],
        },
      ],
    },
    {
      id: 'forsta-jobbet-skatt-och-avdrag',
      title: 'Skatt, grundavdrag och jobbskatteavdrag',
      description:
        'Varför du betalar skatt, varför du ibland får tillbaka den och vad avdragen betyder.',
      type: 'interaktiv',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'Skatten på lön går främst till kommunen och regionen – till skola, vård, kollektivtrafik och mycket annat. Hur mycket du betalar beror på var du bor: kommunalskatten ligger i de flesta kommuner runt 30–35 %. Men du betalar inte skatt på hela lönen.',
        },
        {
          kind: 'heading',
          text: 'Två avdrag som sänker skatten',
        },
        {
          kind: 'list',
          items: [
            'Grundavdraget: en del av din årsinkomst är helt skattefri. Tjänar du lite under ett år kan grundavdraget täcka allt – då blir skatten noll.',
            'Jobbskatteavdraget: en skattesänkning för dig som jobbar. Den gör att du behåller mer av lönen när pengarna kommer från arbete.',
            'Båda räknas in automatiskt. Du behöver inte ansöka om dem.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Skatten räknas på hela året, men arbetsgivaren drar skatt varje månad, utan att veta vad du tjänar resten av året. Därför kan det bli fel åt något håll – och det rättas i deklarationen året efter.',
        },
        {
          kind: 'example',
          title: 'Omars sommarlön',
          text: 'Omar, 17, tjänar 18 000 kr på sommaren och inget mer under året. Arbetsgivaren drar 30 % eftersom den inte vet det: 5 400 kr. Hela årsinkomsten är så låg att den inte ska beskattas, så Omar får tillbaka pengarna som skatteåterbäring året efter.',
        },
        {
          kind: 'tip',
          text: 'Vet du redan nu att du tjänar lite i år? Då kan du be Skatteverket om jämkning eller ett intyg till arbetsgivaren, så dras ingen skatt alls. Gränsen för skattefri inkomst ändras varje år och ligger på drygt 20 000 kr – kolla aktuellt belopp hos Skatteverket.',
        },
        {
          kind: 'warning',
          text: 'Tjänar du mer än gränsen betalar du skatt på den delen. Hur mycket beror på din kommun och din inkomst, så räkna inte med exakt samma avdrag som någon annan.',
        },
      ],
      tryIt: {
        text: 'Fundera: hur mycket tror du att du tjänar under hela året? Ligger det under eller över gränsen för skattefri inkomst? Skriv ner din gissning.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad är grundavdraget?',
          options: [
            {
              text: 'En del av årsinkomsten som är skattefri',
              correct: true,
              explanation:
                'Rätt! Tjänar du lite under ett år kan grundavdraget göra att du inte betalar någon skatt alls.',
            },
            {
              text: 'En avgift du betalar till arbetsgivaren',
              correct: false,
              explanation: 'Nej, grundavdraget sänker din skatt, det är ingen avgift.',
            },
            {
              text: 'Ett bidrag som betalas ut varje månad',
              correct: false,
              explanation:
                'Nej, du får inga pengar utbetalda. Avdraget gör bara att en del av inkomsten inte beskattas.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vad gör jobbskatteavdraget?',
          options: [
            {
              text: 'Det sänker skatten för dig som har inkomst från arbete',
              correct: true,
              explanation: 'Rätt! Det ska löna sig att jobba, och avdraget räknas in automatiskt.',
            },
            {
              text: 'Det höjer skatten för den som har sommarjobb',
              correct: false,
              explanation: 'Tvärtom, avdraget sänker skatten på arbetsinkomster.',
            },
            {
              text: 'Det måste sökas varje månad hos banken',
              correct: false,
              explanation: 'Nej, du behöver inte söka det. Det räknas in i skatten automatiskt.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Du tjänade lite i år men fick ändå skatt dragen. Vad händer?',
          options: [
            {
              text: 'Pengarna är borta för alltid',
              correct: false,
              explanation: 'Inte nödvändigtvis. Skatten stäms av för hela året i deklarationen.',
            },
            {
              text: 'Du kan få tillbaka dem som skatteåterbäring året efter',
              correct: true,
              explanation:
                'Rätt! Om hela årsinkomsten är under gränsen ska ingen skatt betalas, och det som dragits betalas tillbaka.',
            },
            {
              text: 'Arbetsgivaren måste betala tillbaka dem nästa månad',
              correct: false,
              explanation:
                'Nej, arbetsgivaren har skickat skatten till Skatteverket. Det är där den stäms av.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Vad kan du göra om du vet att du kommer tjäna under gränsen i år?',
          options: [
            {
              text: 'Be Skatteverket om jämkning eller ett intyg till arbetsgivaren',
              correct: true,
              explanation:
                'Rätt! Då behöver arbetsgivaren inte dra skatt, och du får pengarna direkt.',
            },
            {
              text: 'Säga till arbetsgivaren att strunta i skatten',
              correct: false,
              explanation:
                'Arbetsgivaren måste följa reglerna och behöver ett underlag från Skatteverket.',
            },
            {
              text: 'Inget, det går inte att påverka',
              correct: false,
              explanation:
                'Jo, det går. Jämkning finns just för att skatten ska bli rätt redan under året.',
            },
          ],
        },
      ],
    },
    {
      id: 'forsta-jobbet-forsta-lonen',
      title: 'Vad gör du med första lönen?',
      description: 'Gör en plan innan pengarna kommer: budget, sparande och lite kul.',
      type: 'övning',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'Första lönen känns ofta som mycket pengar – och det är lätt att den är borta på två veckor. Gör en plan innan den kommer, så bestämmer du själv vart pengarna tar vägen.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Börja med nettolönen',
              text: 'Utgå från det som faktiskt kommer in på kontot, inte bruttolönen.',
            },
            {
              title: 'Betala dig själv först',
              text: 'Flytta en del till sparande samma dag som lönen kommer. Många börjar med 10–30 %.',
            },
            {
              title: 'Dela upp resten',
              text: 'Bestäm vad som ska räcka till vardagen och sätt en veckobudget för det.',
            },
            {
              title: 'Unna dig något',
              text: 'Planera in något roligt. Det är lättare att hålla planen när den också innehåller belöningar.',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Sofias plan för 12 000 kr netto',
          text: 'Sparmål (körkort): 4 000 kr. Buffert för oväntade utgifter: 1 500 kr. Något kul direkt (konsert): 800 kr. Kvar till hösten: 5 700 kr, vilket blir ungefär 350 kr i veckan i 16 veckor.',
        },
        {
          kind: 'tip',
          text: 'Pengar som du tjänar genom eget arbete efter att du fyllt 16 får du själv bestämma över. Det är ett stort ansvar – en plan gör det lättare.',
        },
        {
          kind: 'warning',
          text: 'Se upp för ”jag har ju lön nu”-köp. En dyr mobil på delbetalning eller en ny prenumeration kostar varje månad, långt efter att sommarjobbet är slut.',
        },
      ],
      tryIt: {
        text: 'Sätt en veckobudget i Slantis utifrån din lön eller veckopeng – bestäm hur mycket vardagen får kosta per vecka.',
        action: 'set-budget',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad betyder ”betala dig själv först”?',
          options: [
            {
              text: 'Att du sparar en del direkt när lönen kommer, innan du börjar handla',
              correct: true,
              explanation:
                'Rätt! Sparar du först blir sparandet av, i stället för att bli det som eventuellt blir över.',
            },
            {
              text: 'Att du köper något till dig själv först',
              correct: false,
              explanation: 'Det låter trevligt, men uttrycket handlar om sparande.',
            },
            {
              text: 'Att du betalar räkningar sist',
              correct: false,
              explanation:
                'Nej, räkningar ska betalas i tid. Uttrycket handlar om att prioritera sparandet.',
            },
          ],
        },
        {
          id: 'q2',
          question:
            'Du får 9 600 kr netto och vill att pengarna ska räcka i 12 veckor efter att du sparat 2 400 kr. Hur mycket blir det per vecka?',
          options: [
            {
              text: '600 kr',
              correct: true,
              explanation: 'Rätt! 9 600 − 2 400 = 7 200 kr, och 7 200 / 12 = 600 kr i veckan.',
            },
            {
              text: '800 kr',
              correct: false,
              explanation: '800 kr i veckan är hela lönen delat på 12 – då har du glömt sparandet.',
            },
            {
              text: '200 kr',
              correct: false,
              explanation: 'Det är sparbeloppet delat på 12, inte det du har kvar att leva på.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Varför är det bra att planera in något roligt i budgeten?',
          options: [
            {
              text: 'Det gör det lättare att hålla planen',
              correct: true,
              explanation:
                'Rätt! En budget som bara säger nej är svår att följa, men planerade belöningar hjälper.',
            },
            {
              text: 'Roliga saker ska alltid komma före sparande',
              correct: false,
              explanation:
                'Nej, poängen är balans. Sparandet kommer först, sedan får roliga saker plats.',
            },
            {
              text: 'Det är inte bra, en budget ska bara innehålla nödvändigheter',
              correct: false,
              explanation: 'En budget får gärna innehålla nöjen – så länge de är planerade.',
            },
          ],
        },
      ],
    },
  ],
};
