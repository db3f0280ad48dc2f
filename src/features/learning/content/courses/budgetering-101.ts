import type { Course } from '@/content/types';

/** Public course: the first lesson is open to everyone, the rest need login. */
export const budgetering101: Course = {
  id: 'budgetering-101',
  title: 'Budgetering 101',
  description:
    'Lär dig göra en budget som funkar för dig – från veckopengen till den första lönen.',
  level: 'Nybörjare',
  audience: 'public',
  minutes: 30,
  xp: 100,
  lessons: [
    {
      id: 'budgetering-101-vad-ar-en-budget',
      title: 'Vad är en budget?',
      description: 'En budget är en plan där du bestämmer i förväg vad dina pengar ska räcka till.',
      type: 'text',
      minutes: 3,
      body: [
        {
          kind: 'paragraph',
          text: 'En budget är en plan för dina pengar. Du bestämmer i förväg vad pengarna ska användas till – i stället för att undra vart de tog vägen.',
        },
        {
          kind: 'paragraph',
          text: 'En budget handlar inte om att säga nej till allt. Den handlar om att säga ja till det som är viktigast för dig.',
        },
        { kind: 'heading', text: 'Tre frågor är en hel budget' },
        {
          kind: 'list',
          items: [
            'Hur mycket pengar får jag in?',
            'Vad behöver och vill jag lägga pengar på?',
            'Hur mycket vill jag spara?',
          ],
        },
        {
          kind: 'example',
          title: 'Elins månad',
          text: 'Elin är 14 och får 400 kr i månadspeng. Hon planerar 150 kr till fika och snacks med kompisar, 100 kr till kläder eller annat kul och 50 kr till oväntade saker. 100 kr sparar hon till nya hörlurar. Varje krona har fått en uppgift.',
        },
        {
          kind: 'paragraph',
          text: 'Vad vinner du på det? Mindre stress i slutet av månaden, och du når dina mål snabbare.',
        },
        {
          kind: 'tip',
          text: 'En budget kan vara superenkel. Några rader i appen räcker för att komma igång.',
        },
      ],
      tryIt: {
        text: 'Tänk på förra veckan: vet du ungefär vart dina pengar tog vägen? Skriv ner tre saker du köpte och vad de kostade.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad är en budget?',
          options: [
            {
              text: 'En lista över saker du inte får köpa',
              correct: false,
              explanation:
                'Nej. En budget handlar om att prioritera, inte om förbud. Kul saker får plats i en budget.',
            },
            {
              text: 'En plan för hur dina pengar ska användas',
              correct: true,
              explanation:
                'Rätt! Du bestämmer i förväg vad pengarna ska räcka till, i stället för att se efteråt vart de tog vägen.',
            },
            {
              text: 'Något som bara vuxna med lön behöver',
              correct: false,
              explanation:
                'Nej. En budget funkar lika bra för 200 kr i månadspeng som för en heltidslön.',
            },
          ],
        },
        {
          id: 'q2',
          question:
            'Elin får 400 kr och har planerat hur alla 400 kr ska användas. Vad har hon gjort?',
          options: [
            {
              text: 'Gjort av med alla sina pengar',
              correct: false,
              explanation:
                'Nej. 100 kr av planen är sparande, så pengarna finns kvar. Att planera alla kronor är inte samma sak som att göra av med dem.',
            },
            {
              text: 'Sparat allt',
              correct: false,
              explanation:
                'Nej. Hon sparar 100 kr och har planerat resten för fika, kläder och oväntade saker.',
            },
            {
              text: 'Gett varje krona en uppgift',
              correct: true,
              explanation:
                'Rätt! Hon vet vad varje krona ska gå till, även den del som ska sparas.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad är den största vinsten med att ha en budget?',
          options: [
            {
              text: 'Du får mer pengar',
              correct: false,
              explanation:
                'Nej. En budget ger dig inte fler kronor, men den hjälper dig att få de kronor du har att räcka längre.',
            },
            {
              text: 'Du bestämmer själv vad pengarna ska räcka till',
              correct: true,
              explanation: 'Rätt! Det är du som styr pengarna, inte tvärtom.',
            },
            {
              text: 'Du behöver aldrig tänka på pengar igen',
              correct: false,
              explanation:
                'Nej. En budget behöver följas upp då och då, men det blir enklare ju mer du gör det.',
            },
          ],
        },
      ],
    },
    {
      id: 'budgetering-101-inkomster-och-utgifter',
      title: 'Inkomster och utgifter',
      description: 'Allt i en budget är antingen pengar som kommer in eller pengar som går ut.',
      type: 'interaktiv',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'Allt i en budget hör till en av två grupper: pengar som kommer in, som kallas inkomster, och pengar som går ut, som kallas utgifter.',
        },
        { kind: 'heading', text: 'Vanliga inkomster när du är ung' },
        {
          kind: 'list',
          items: [
            'Veckopeng eller månadspeng',
            'Studiebidrag från CSN när du har fyllt 16 och pluggar på gymnasiet',
            'Lön från sommarjobb eller extrajobb',
            'Pengar du får i present, till exempel på födelsedagen',
            'Pengar för saker du säljer, till exempel kläder eller spel du inte använder',
          ],
        },
        { kind: 'heading', text: 'Vanliga utgifter' },
        {
          kind: 'list',
          items: [
            'Mat och fika ute',
            'Kläder och skor',
            'Mobilabonnemang',
            'Prenumerationer på film, musik eller spel',
            'Nöjen som bio, gaming och konserter',
            'Presenter till andra',
          ],
        },
        {
          kind: 'example',
          title: 'Amirs månad',
          text: 'Amir är 16. Han får 1 000 kr i månaden av sina föräldrar och tjänar 600 kr på att klippa gräs hos grannen. Inkomster: 1 600 kr. Utgifter: mobil 200 kr, lunch och fika 500 kr, gaming 300 kr och kläder 400 kr, totalt 1 400 kr. Kvar: 200 kr.',
        },
        {
          kind: 'paragraph',
          text: 'Har du ett jobb är det lönen efter skatt som hamnar på kontot. Tjänar du lite under året kan du slippa skatt, men gränsen ändras varje år. Fråga arbetsgivaren vad som gäller för dig.',
        },
        {
          kind: 'tip',
          text: 'Räkna med pengar du faktiskt har fått – inte pengar du hoppas få.',
        },
        {
          kind: 'warning',
          text: 'Swish och kortköp känns inte alltid som riktiga pengar, men det är de. Varje köp är en utgift, även om det bara är 15 kr.',
        },
      ],
      tryIt: {
        text: 'Skriv upp det senaste du köpte i appen, även om det bara var en dricka för 20 kr.',
        action: 'add-transaction',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vilket av de här är en inkomst?',
          options: [
            {
              text: 'Pengar du Swishar till en kompis för pizzan',
              correct: false,
              explanation: 'Nej. Pengar som lämnar ditt konto är en utgift.',
            },
            {
              text: 'Lön från sommarjobbet',
              correct: true,
              explanation: 'Rätt! Lön är pengar som kommer in till dig, alltså en inkomst.',
            },
            {
              text: 'Räkningen för mobilabonnemanget',
              correct: false,
              explanation: 'Nej. En räkning du betalar är en utgift.',
            },
          ],
        },
        {
          id: 'q2',
          question:
            'Amir har 1 600 kr in och 1 400 kr ut. Vad händer om han också köper en tröja för 350 kr?',
          options: [
            {
              text: 'Inget, han har ju 200 kr kvar',
              correct: false,
              explanation:
                'Nej. Tröjan kostar 350 kr men han har bara 200 kr kvar. De 150 kr som fattas måste komma någonstans ifrån.',
            },
            {
              text: 'Han går 150 kr back och måste dra ner på något annat eller vänta',
              correct: true,
              explanation:
                'Rätt! 200 − 350 = −150 kr. Han kan skippa något annat den månaden eller vänta med tröjan.',
            },
            {
              text: 'Kläder räknas inte i budgeten',
              correct: false,
              explanation: 'Nej. Allt du köper är en utgift och hör hemma i budgeten.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Varför ska du räkna med pengar du redan har fått, inte pengar du hoppas få?',
          options: [
            {
              text: 'Annars bygger planen på pengar som kanske aldrig kommer',
              correct: true,
              explanation:
                'Rätt! Om presentpengarna eller extrajobbet uteblir går planen inte ihop.',
            },
            {
              text: 'Det är förbjudet att planera för framtida pengar',
              correct: false,
              explanation:
                'Nej. Du får gärna planera framåt, men det är tryggast att bara använda pengar du faktiskt har.',
            },
            {
              text: 'Det spelar ingen roll',
              correct: false,
              explanation:
                'Jo, det gör det. Räknar du med pengar som inte kommer kan du få göra av med pengar du inte har.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Du Swishar 25 kr för en bulle. Behöver du skriva upp det?',
          options: [
            {
              text: 'Nej, bara köp över 100 kr spelar roll',
              correct: false,
              explanation:
                'Nej. Många små köp kan bli mer än ett stort. Hoppar du över dem tappar du koll.',
            },
            {
              text: 'Ja, små köp räknas också och blir mycket tillsammans',
              correct: true,
              explanation:
                'Rätt! En bulle om dagen i en vecka är 175 kr. Små köp syns först när du skriver upp dem.',
            },
          ],
        },
      ],
    },
    {
      id: 'budgetering-101-fasta-och-rorliga-kostnader',
      title: 'Fasta och rörliga kostnader',
      description:
        'Se skillnad på kostnader som kommer varje månad och de du styr själv från dag till dag.',
      type: 'text',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'Utgifter kan vara fasta eller rörliga. När du vet skillnaden ser du var du kan påverka mest.',
        },
        { kind: 'heading', text: 'Fasta kostnader' },
        {
          kind: 'paragraph',
          text: 'En fast kostnad är lika stor varje gång och kommer regelbundet, ofta varje månad. Till exempel mobilabonnemang, streamingtjänst, gymkort eller avgiften till föreningen.',
        },
        { kind: 'heading', text: 'Rörliga kostnader' },
        {
          kind: 'paragraph',
          text: 'En rörlig kostnad ändras från vecka till vecka, och det är du som styr den. Till exempel fika, snacks, kläder, köp i spel och bio.',
        },
        {
          kind: 'example',
          title: 'Saras månad',
          text: 'Sara är 17 och har 1 500 kr i månaden. Fasta kostnader: mobil 199 kr, musiktjänst 119 kr och gymkort 299 kr, totalt 617 kr. Då har hon 883 kr kvar till rörliga kostnader som mat ute, kläder och nöjen.',
        },
        {
          kind: 'tip',
          text: 'Räkna bort de fasta kostnaderna först. Det som blir kvar är det du faktiskt kan använda fritt.',
        },
        {
          kind: 'warning',
          text: 'Fasta kostnader är lätta att glömma eftersom de dras automatiskt. En prenumeration du aldrig använder kostar lika mycket som en du älskar.',
        },
        {
          kind: 'paragraph',
          text: 'Rörliga kostnader kan du ändra snabbt. Men att säga upp en fast kostnad du inte behöver ger ofta mest, eftersom du sparar pengar varje månad utan att tänka på det.',
        },
      ],
      tryIt: {
        text: 'Gå igenom dina senaste köp och fundera på vilka som är fasta och vilka som är rörliga. Vilken rörlig kostnad skulle du kunna minska?',
        action: 'review-purchases',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vilken av de här är en fast kostnad?',
          options: [
            {
              text: 'Fika med kompisar',
              correct: false,
              explanation:
                'Nej. Fika varierar från vecka till vecka och du bestämmer själv, så det är en rörlig kostnad.',
            },
            {
              text: 'En ny hoodie',
              correct: false,
              explanation:
                'Nej. Kläder köper du när du väljer att göra det. Det är en rörlig kostnad.',
            },
            {
              text: 'Ett mobilabonnemang på 199 kr i månaden',
              correct: true,
              explanation: 'Rätt! Samma belopp kommer varje månad, alltså en fast kostnad.',
            },
          ],
        },
        {
          id: 'q2',
          question:
            'Sara har 1 500 kr och 617 kr i fasta kostnader. Hur mycket har hon kvar till rörliga kostnader?',
          options: [
            {
              text: '883 kr',
              correct: true,
              explanation: 'Rätt! 1 500 − 617 = 883 kr att fördela på det hon väljer själv.',
            },
            {
              text: '1 500 kr',
              correct: false,
              explanation:
                'Nej. De fasta kostnaderna dras först, så hela beloppet finns inte kvar att använda fritt.',
            },
            {
              text: '617 kr',
              correct: false,
              explanation: 'Nej. 617 kr är de fasta kostnaderna, inte det som blir kvar.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Varför kan det löna sig att säga upp en prenumeration du inte använder?',
          options: [
            {
              text: 'Fasta kostnader räknas inte i budgeten',
              correct: false,
              explanation: 'Nej. Fasta kostnader räknas precis som alla andra utgifter.',
            },
            {
              text: 'Du sparar bara pengar en enda gång',
              correct: false,
              explanation:
                'Nej, tvärtom. Eftersom den kommer varje månad sparar du pengar varje månad.',
            },
            {
              text: 'Du sparar pengar varje månad utan att behöva tänka på det',
              correct: true,
              explanation:
                'Rätt! 119 kr i månaden blir 1 428 kr på ett år, bara genom ett enda beslut.',
            },
          ],
        },
      ],
    },
    {
      id: 'budgetering-101-din-forsta-veckobudget',
      title: 'Din första veckobudget',
      description:
        'Steg för steg: gör en veckobudget som får veckopengen eller månadspengen att räcka.',
      type: 'video',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'En veckobudget gör det lättare att få pengarna att räcka hela vägen. Så här gör du, steg för steg.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Ta reda på vad du får',
              text: 'Får du månadspeng kan du dela med 4 för att få en enkel veckosiffra. 400 kr i månaden blir ungefär 100 kr i veckan.',
            },
            {
              title: 'Bestäm vad pengarna ska täcka',
              text: 'Prata med din förälder: ingår lunch ute, kläder eller busskort? Då vet ni båda vad som är ditt ansvar.',
            },
            {
              title: 'Spara först',
              text: 'Lägg undan en del direkt, till exempel 20 kr av 100 kr.',
            },
            {
              title: 'Fördela resten',
              text: 'Du har 80 kr kvar. Kanske 50 kr till fika och snacks och 30 kr till nöjen.',
            },
            {
              title: 'Skriv upp dina köp',
              text: 'Varje gång du handlar skriver du upp det i appen. Det tar fem sekunder.',
            },
            {
              title: 'Kolla på söndagen',
              text: 'Hur gick veckan? Vad hade du kvar? Ändra planen inför nästa vecka om det behövs.',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Noahs vecka',
          text: 'Noah är 14 och får 400 kr i månaden, alltså ungefär 100 kr i veckan. Han sparar 20 kr, lägger 50 kr på fika efter träningen och 30 kr på ett köp i ett spel på fredagen. På söndagen är veckobudgeten slut – precis som planerat – och han har 20 kr mer sparat.',
        },
        {
          kind: 'tip',
          text: 'En månad är lite mer än fyra veckor. Delar du månadspengen med 4 blir det några kronor över varje månad – perfekt som en liten buffert.',
        },
        {
          kind: 'warning',
          text: 'Är veckans pengar slut redan på onsdagen? Försök att inte låna från nästa vecka, för då blir nästa vecka ännu tajtare. Vänta hellre till måndag.',
        },
      ],
      tryIt: {
        text: 'Sätt din veckobudget i appen. Utgå från det du får in i veckan, minus det du vill spara.',
        action: 'set-budget',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Du får 600 kr i månaden. Vilken veckobudget är rimlig att börja med?',
          options: [
            {
              text: '600 kr',
              correct: false,
              explanation:
                'Nej. 600 kr är hela månadens pengar. Använder du allt första veckan finns inget kvar resten av månaden.',
            },
            {
              text: 'Ungefär 150 kr',
              correct: true,
              explanation: 'Rätt! 600 kr delat med 4 veckor blir 150 kr i veckan.',
            },
            {
              text: '50 kr',
              correct: false,
              explanation:
                'Nej. Det är mycket mindre än du får. Då blir planen onödigt snål och resten av pengarna saknar en plan.',
            },
          ],
        },
        {
          id: 'q2',
          question:
            'Varför är det bra att bestämma tillsammans med en förälder vad pengarna ska täcka?',
          options: [
            {
              text: 'Så att ni båda vet vad som är ditt ansvar',
              correct: true,
              explanation:
                'Rätt! Om ni har bestämt att fika och kläder ingår vet du vad pengarna måste räcka till.',
            },
            {
              text: 'Så att föräldern kan bestämma allt du köper',
              correct: false,
              explanation:
                'Nej. Poängen är att du själv ska bestämma över dina pengar, inom det ni har kommit överens om.',
            },
            {
              text: 'Det behövs inte',
              correct: false,
              explanation:
                'Jo, det hjälper. Annars är det lätt att ni tänker olika om till exempel lunch eller busskort ingår.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Det är onsdag och veckans pengar är slut. Vad är smartast?',
          options: [
            {
              text: 'Ta från nästa veckas pengar',
              correct: false,
              explanation:
                'Nej. Då börjar nästa vecka med mindre pengar, och det är lätt att hamna i en kedja av lånade veckor.',
            },
            {
              text: 'Sluta budgetera, det funkar inte för dig',
              correct: false,
              explanation:
                'Nej. En vecka som inte gick som planerat visar vad du kan justera, inte att du har misslyckats.',
            },
            {
              text: 'Vänta till måndag och fundera på vad som tog slut så snabbt',
              correct: true,
              explanation: 'Rätt! Då lär du dig något inför nästa vecka utan att göra den svårare.',
            },
          ],
        },
      ],
    },
    {
      id: 'budgetering-101-50-30-20',
      title: '50/30/20 – en tumregel',
      description: 'Ett enkelt sätt att dela upp pengar mellan behov, önskemål och sparande.',
      type: 'interaktiv',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: '50/30/20 är ett enkelt sätt att dela upp pengar. Det är en tumregel, inte en lag. Du får anpassa den efter ditt liv.',
        },
        {
          kind: 'list',
          items: [
            '50 % till behov: sådant du måste betala, som mat, boende, resor och mobil.',
            '30 % till önskemål: sådant som gör livet roligare, som gaming, fika, nöjen och kläder du inte behöver just nu.',
            '20 % till sparande: buffert och sparmål.',
          ],
        },
        {
          kind: 'example',
          title: 'Ella har flyttat hemifrån',
          text: 'Ella är 20 och får 14 000 kr efter skatt i månaden. 50 % är 7 000 kr till hyra, mat, busskort och mobil. 30 % är 4 200 kr till önskemål. 20 % är 2 800 kr till sparande.',
        },
        { kind: 'heading', text: 'Bor du hemma?' },
        {
          kind: 'paragraph',
          text: 'Om dina föräldrar betalar mat och boende är dina behov kanske bara mobilen och lunch på stan. Då kan du spara mer än 20 %. Det är ett läge många vuxna skulle önska att de hade.',
        },
        {
          kind: 'example',
          title: 'Hugo bor hemma',
          text: 'Hugo är 16 och har 1 200 kr i månaden. Behov: mobil 150 kr och lunch på stan 250 kr, totalt 400 kr. Han lägger 500 kr på önskemål och sparar 300 kr, det vill säga 25 %.',
        },
        {
          kind: 'tip',
          text: 'Osäker på om något är ett behov eller ett önskemål? Fråga dig: vad händer om jag inte köper det? Om svaret är ”inget farligt” är det oftast ett önskemål.',
        },
      ],
      tryIt: {
        text: 'Räkna ut 50/30/20 på dina egna pengar. Hur nära är din fördelning i dag, och vilken del skulle du vilja ändra?',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Du har 1 000 kr. Hur mycket blir sparande enligt 50/30/20?',
          options: [
            {
              text: '500 kr',
              correct: false,
              explanation: 'Nej. 500 kr är 50 %, den del som går till behov.',
            },
            {
              text: '300 kr',
              correct: false,
              explanation: 'Nej. 300 kr är 30 %, den del som går till önskemål.',
            },
            {
              text: '200 kr',
              correct: true,
              explanation: 'Rätt! 20 % av 1 000 kr är 200 kr.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vilket av de här är ett önskemål snarare än ett behov?',
          options: [
            {
              text: 'Ett nytt skin i ett spel',
              correct: true,
              explanation:
                'Rätt! Det kan vara roligt, men inget farligt händer om du låter bli. Det är ett önskemål.',
            },
            {
              text: 'Busskortet du behöver för att ta dig till skolan',
              correct: false,
              explanation: 'Nej. Utan busskortet kommer du inte till skolan, så det är ett behov.',
            },
            {
              text: 'Mat när du bor själv',
              correct: false,
              explanation: 'Nej. Mat är ett behov – utan den klarar du dig inte.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Hugo bor hemma och har små behov. Vad gäller för honom?',
          options: [
            {
              text: 'Han måste ändå lägga exakt 50 % på behov',
              correct: false,
              explanation:
                'Nej. Det är en tumregel. Att hitta på behov för att nå 50 % vore att slösa pengar.',
            },
            {
              text: 'Han kan anpassa fördelningen och till exempel spara mer än 20 %',
              correct: true,
              explanation:
                'Rätt! Tumregeln är en startpunkt. Har du små behov kan mer gå till sparande.',
            },
            {
              text: 'Tumregeln är helt värdelös för honom',
              correct: false,
              explanation:
                'Nej. Idén att dela upp pengar i behov, önskemål och sparande fungerar, även om procenten blir andra.',
            },
          ],
        },
      ],
    },
    {
      id: 'budgetering-101-sma-utgifter-som-vaxer',
      title: 'Små utgifter som växer',
      description: 'Räkna ut vad dina småköp och prenumerationer kostar på ett helt år.',
      type: 'övning',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'En energidryck här, ett skin där. Små köp känns inte så mycket, men de läggs ihop snabbt.',
        },
        {
          kind: 'example',
          title: 'Energidrycken',
          text: 'En energidryck kostar 25 kr. Köper du en fem dagar i veckan blir det 125 kr i veckan, ungefär 540 kr i månaden och 6 500 kr på ett år.',
        },
        {
          kind: 'example',
          title: 'Prenumerationerna',
          text: 'Streaming 129 kr, musik 119 kr och ett spelabonnemang 99 kr blir 347 kr i månaden. På ett år är det 4 164 kr.',
        },
        { kind: 'heading', text: 'Övning: räkna på dina egna småköp' },
        {
          kind: 'steps',
          items: [
            {
              title: 'Välj ett småköp',
              text: 'Något du köper ofta, till exempel snacks, fika eller köp i ett spel.',
            },
            {
              title: 'Räkna per vecka',
              text: 'Pris gånger antal gånger i veckan. 30 kr tre gånger i veckan är 90 kr.',
            },
            {
              title: 'Räkna per år',
              text: 'Gånger 52 veckor. 90 kr i veckan blir 4 680 kr på ett år.',
            },
            {
              title: 'Fundera',
              text: 'Är det värt pengarna för dig? Vad skulle du annars kunna göra med dem?',
            },
          ],
        },
        {
          kind: 'tip',
          text: 'Målet är inte att sluta med allt som är kul. Behåll de småköp som gör dig glad på riktigt och dra ner på de som bara har blivit en vana.',
        },
        {
          kind: 'warning',
          text: 'Spelvalutor som ”gems” och ”coins” gör det svårare att se vad saker kostar. Räkna om till kronor innan du köper.',
        },
        {
          kind: 'warning',
          text: 'En gratis provperiod blir ofta en betald prenumeration av sig själv. Skriv upp när den tar slut och säg upp den i tid om du inte vill betala.',
        },
      ],
      tryIt: {
        text: 'Gå igenom dina köp från den senaste månaden. Hitta ett småköp som återkommer och räkna ut vad det blir på ett år.',
        action: 'review-purchases',
      },
      quiz: [
        {
          id: 'q1',
          question:
            'Du köper en godispåse för 30 kr tre gånger i veckan. Ungefär hur mycket blir det på ett år?',
          options: [
            {
              text: 'Ungefär 90 kr',
              correct: false,
              explanation: 'Nej. 90 kr är vad det kostar på en vecka, inte på ett år.',
            },
            {
              text: 'Ungefär 1 500 kr',
              correct: false,
              explanation: 'Nej, det är för lite. 90 kr i veckan gånger 52 veckor blir mycket mer.',
            },
            {
              text: 'Ungefär 4 700 kr',
              correct: true,
              explanation: 'Rätt! 30 × 3 = 90 kr i veckan, och 90 × 52 = 4 680 kr på ett år.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Varför är det lurigt att köpa saker med spelvaluta?',
          options: [
            {
              text: 'Det blir svårare att se vad saker kostar i riktiga pengar',
              correct: true,
              explanation:
                'Rätt! ”500 gems” säger inte direkt hur många kronor det är, så det är lätt att lägga mer än du tänkt.',
            },
            {
              text: 'Spelvaluta räknas inte som en utgift',
              correct: false,
              explanation:
                'Nej. Du betalar spelvalutan med riktiga pengar, så det är en utgift som alla andra.',
            },
            {
              text: 'Det är alltid dyrare än att betala i kronor',
              correct: false,
              explanation:
                'Inte nödvändigtvis. Problemet är att det är svårt att jämföra, inte att det alltid är dyrare.',
            },
          ],
        },
        {
          id: 'q3',
          question:
            'Din gratis provperiod på en streamingtjänst tar slut om en vecka. Vad är klokt?',
          options: [
            {
              text: 'Inget, provperioder slutar alltid av sig själva',
              correct: false,
              explanation:
                'Nej. Ofta fortsätter de som en betald prenumeration om du inte säger upp dem.',
            },
            {
              text: 'Bestäm nu om du vill betala, och säg upp i tid om inte',
              correct: true,
              explanation: 'Rätt! Då betalar du bara för det du verkligen vill ha.',
            },
            {
              text: 'Säg upp alla dina prenumerationer för säkerhets skull',
              correct: false,
              explanation:
                'Nej. Prenumerationer du använder och gillar kan vara värda pengarna. Det handlar om att välja medvetet.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Vad är poängen med att räkna på dina småköp?',
          options: [
            {
              text: 'Att aldrig köpa något onödigt igen',
              correct: false,
              explanation:
                'Nej. Det är svårt att hålla och inte heller målet. Lite kul får och ska få plats.',
            },
            {
              text: 'Att välja medvetet vad som är värt pengarna för dig',
              correct: true,
              explanation:
                'Rätt! När du ser årskostnaden kan du bestämma vad du vill behålla och vad du kan skippa.',
            },
          ],
        },
      ],
    },
    {
      id: 'budgetering-101-folj-upp-och-justera',
      title: 'Följ upp och justera',
      description:
        'Jämför planen med vad som faktiskt hände och gör budgeten bättre för varje vecka.',
      type: 'övning',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'En budget är inte klar när du har gjort den. Den blir bra först när du jämför planen med vad som faktiskt hände.',
        },
        { kind: 'heading', text: 'Veckokollen: fem minuter på söndagen' },
        {
          kind: 'steps',
          items: [
            {
              title: 'Jämför',
              text: 'Hur mycket hade du planerat, och hur mycket gick åt?',
            },
            {
              title: 'Hitta skillnaden',
              text: 'Vilken del av budgeten drog iväg? Fika, kläder, gaming?',
            },
            {
              title: 'Fråga varför',
              text: 'Var det en engångsgrej, som en födelsedagspresent, eller händer det varje vecka?',
            },
            {
              title: 'Justera',
              text: 'Ändra planen så att den stämmer med verkligheten, eller ändra vanan.',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Lisas justering',
          text: 'Lisa planerade 60 kr i veckan till fika men lade 110 kr tre veckor i rad. Hon flyttar 30 kr från nöjen till fika och tar med egen fika två dagar i veckan. Nu är planen något hon faktiskt klarar.',
        },
        {
          kind: 'tip',
          text: 'Du behöver inte ändra budgeten efter varje litet avsteg. Ser du samma mönster två eller tre veckor i rad är det dags.',
        },
        {
          kind: 'paragraph',
          text: 'Livet ändras också: ett nytt extrajobb, höjd månadspeng eller ett dyrare mobilabonnemang. Då ska budgeten ändras med.',
        },
      ],
      tryIt: {
        text: 'Titta på förra veckan i appen. Stämde din veckobudget? Ändra beloppet om det behövs så att planen blir realistisk.',
        action: 'set-budget',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Du har lagt mer än planerat på fika tre veckor i rad. Vad är smartast?',
          options: [
            {
              text: 'Strunta i det, det löser sig nog',
              correct: false,
              explanation:
                'Nej. Ett mönster som upprepas försvinner sällan av sig själv. Pengarna tas då från något annat utan att du märker det.',
            },
            {
              text: 'Sluta helt med fika',
              correct: false,
              explanation:
                'Det kan fungera en tid, men stora förbud är svåra att hålla. Ofta är en mindre ändring lättare att leva med.',
            },
            {
              text: 'Ändra planen eller vanan så att de stämmer överens',
              correct: true,
              explanation:
                'Rätt! Antingen flyttar du pengar till fika, eller så hittar du ett billigare sätt att fika.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'När är det läge att ändra budgeten?',
          options: [
            {
              text: 'När samma mönster upprepas eller när livet ändras',
              correct: true,
              explanation:
                'Rätt! Ett nytt jobb, höjd månadspeng eller en vana som håller i sig är bra skäl att justera.',
            },
            {
              text: 'Efter varje köp som inte var planerat',
              correct: false,
              explanation: 'Nej. Då blir budgeten aldrig stabil. Enstaka avsteg är normala.',
            },
            {
              text: 'Aldrig, en budget ska följas exakt',
              correct: false,
              explanation:
                'Nej. En budget är en plan som ska hjälpa dig. Stämmer den inte med verkligheten behöver den ändras.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad är poängen med att följa upp budgeten?',
          options: [
            {
              text: 'Att hitta fel som du borde skämmas över',
              correct: false,
              explanation:
                'Nej. Uppföljning handlar om att lära sig, inte om skuld. Alla gör avsteg ibland.',
            },
            {
              text: 'Att lära dig av det som hände och göra planen bättre',
              correct: true,
              explanation:
                'Rätt! Varje vecka ger dig information som gör nästa plan mer träffsäker.',
            },
            {
              text: 'Att kunna visa upp den för andra',
              correct: false,
              explanation: 'Nej. Budgeten är till för dig och ingen annan.',
            },
          ],
        },
      ],
    },
    {
      id: 'budgetering-101-nar-budgeten-spricker',
      title: 'När budgeten spricker',
      description: 'Alla spräcker budgeten ibland – så här tar du dig tillbaka utan att skämmas.',
      type: 'quiz',
      minutes: 3,
      body: [
        {
          kind: 'paragraph',
          text: 'Alla spräcker budgeten ibland, även vuxna som har budgeterat i många år. Det betyder inte att du är dålig på pengar. Det betyder att du är människa.',
        },
        {
          kind: 'list',
          items: [
            'Andas och kolla hur mycket som fattas.',
            'Hitta orsaken: ett oväntat köp eller en plan som var för snål?',
            'Välj en lösning: dra ner på något resten av veckan, ta från bufferten eller vänta med ett köp.',
            'Börja om på måndag.',
          ],
        },
        {
          kind: 'warning',
          text: 'Försök att inte lösa det med lån eller tjänster där du ”betalar senare”. Då blir nästa månad ännu tajtare, och det kan tillkomma avgifter och ränta.',
        },
        {
          kind: 'tip',
          text: 'Det viktiga är inte att aldrig spräcka budgeten, utan att komma tillbaka till den.',
        },
      ],
      tryIt: {
        text: 'Tänk på senaste gången pengarna tog slut för tidigt. Vad hände, och vad skulle du göra annorlunda nästa gång?',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Du har spräckt veckobudgeten med 80 kr. Vad är ett bra första steg?',
          options: [
            {
              text: 'Kolla hur mycket som fattas och varför',
              correct: true,
              explanation: 'Rätt! När du vet orsaken kan du välja rätt lösning.',
            },
            {
              text: 'Ge upp budgeten',
              correct: false,
              explanation:
                'Nej. 80 kr över en vecka är lätt att hämta igen. Budgeten behövs som mest just nu.',
            },
            {
              text: 'Låna av en kompis och glöm det',
              correct: false,
              explanation:
                'Nej. Lånet måste betalas tillbaka, och utan att veta orsaken händer det lätt igen.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vilken lösning gör oftast nästa månad svårare?',
          options: [
            {
              text: 'Att vänta med ett köp till nästa vecka',
              correct: false,
              explanation:
                'Nej. Att vänta kostar inget extra, och ibland märker du att du inte ens behövde saken.',
            },
            {
              text: 'Att dra ner på snacks resten av veckan',
              correct: false,
              explanation: 'Nej. Det löser problemet nu utan att flytta det till nästa månad.',
            },
            {
              text: 'Att handla med en tjänst där du betalar senare',
              correct: true,
              explanation:
                'Rätt! Du skjuter bara upp betalningen. Nästa månad har du redan en skuld, och det kan tillkomma avgifter.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Budgeten spricker varje vecka på samma sak. Vad säger det?',
          options: [
            {
              text: 'Att du inte kan hantera pengar',
              correct: false,
              explanation: 'Nej. Det säger något om planen, inte om dig som person.',
            },
            {
              text: 'Att planen kanske är orealistisk och behöver justeras',
              correct: true,
              explanation:
                'Rätt! Om samma sak går över varje vecka behöver planen eller vanan ändras.',
            },
            {
              text: 'Ingenting, det är bara otur',
              correct: false,
              explanation:
                'Nej. Otur händer en gång. Händer det varje vecka är det ett mönster du kan göra något åt.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Hur hjälper en buffert när budgeten spricker?',
          options: [
            {
              text: 'Den täcker oväntade utgifter så att du slipper låna',
              correct: true,
              explanation:
                'Rätt! Bufferten är till för just sådana lägen. Fyll på den igen när du kan.',
            },
            {
              text: 'Den gör att du kan strunta i budgeten',
              correct: false,
              explanation:
                'Nej. Bufferten är ett skyddsnät för det oväntade, inte extra pengar för vardagen.',
            },
          ],
        },
        {
          id: 'q5',
          question: 'Allt gick fel den här veckan. Hur är det klokt att tänka?',
          options: [
            {
              text: 'Nu är hela månaden förstörd, så det spelar ingen roll längre',
              correct: false,
              explanation:
                'Nej. En dålig vecka förstör inte månaden. Varje ny vecka är en ny chans.',
            },
            {
              text: 'Det var en chans att lära mig något, och på måndag börjar jag om',
              correct: true,
              explanation:
                'Rätt! Att komma tillbaka efter en dålig vecka är det som gör att budgeten funkar i längden.',
            },
          ],
        },
      ],
    },
  ],
};
