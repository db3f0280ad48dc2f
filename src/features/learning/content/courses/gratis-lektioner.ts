import type { Course } from '@/content/types';

/** Free lessons (/lektioner): four standalone lessons, open to everyone without registration. */
export const gratisLektioner: Course = {
  id: 'gratis-lektioner',
  title: 'Gratis lektioner',
  description:
    'Fyra korta lektioner som alla kan läsa, utan konto: din första budget, impulsköp, säker Swish och att spara till något du vill ha.',
  level: 'Nybörjare',
  audience: 'free',
  minutes: 16,
  xp: 40,
  lessons: [
    {
      id: 'gratis-lektioner-vad-kostar-livet',
      title: 'Vad kostar livet? Din första budget',
      description: 'Vad det kostar att leva – och hur du gör en budget som håller.',
      type: 'övning',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'En budget är en plan för dina pengar: vad som kommer in, vad som går ut och vad som blir kvar. Det spelar ingen roll om du har 500 kr eller 15 000 kr i månaden – planen fungerar likadant.',
        },
        {
          kind: 'list',
          items: [
            'Fasta kostnader: samma varje månad, till exempel hyra, mobilabonnemang och busskort.',
            'Rörliga kostnader: ändras från månad till månad, till exempel mat, kläder och nöjen.',
            'Oregelbundna kostnader: kommer ibland, till exempel presenter, en cykelreparation eller nya glasögon.',
          ],
        },
        {
          kind: 'example',
          title: 'Första egna lägenheten, 19 år',
          text: 'Inkomst: 12 000 kr i månaden. Hyra för studentrum: 5 000 kr. Mat: 3 000 kr. Mobil: 200 kr. El och internet: 250 kr. Hemförsäkring: 120 kr. Resor: 600 kr. Hygien: 250 kr. Kläder: 400 kr. Nöjen: 1 000 kr. Streaming: 150 kr. Summa: 10 970 kr. Kvar till sparande och buffert: 1 030 kr.',
        },
        {
          kind: 'example',
          title: 'Månadspengen, 15 år',
          text: 'Många 15-åringar får runt 500 kr i månaden. Om det ska räcka till mellanmål i skolan (200 kr), bio med kompisar (150 kr) och sparande (100 kr) blir det 50 kr kvar till det oväntade.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Skriv ner inkomsten',
              text: 'Veckopeng, månadspeng, studiebidrag eller lön – det som faktiskt kommer in.',
            },
            {
              title: 'Lista kostnaderna',
              text: 'Börja med de fasta, sedan de rörliga. Glöm inte de oregelbundna.',
            },
            {
              title: 'Räkna vad som blir kvar',
              text: 'Blir det minus behöver något ändras. Blir det plus kan du spara.',
            },
          ],
        },
        {
          kind: 'tip',
          text: 'De flesta underskattar vad mat och småköp kostar. Skriv upp allt du köper i en vecka – då vet du på riktigt.',
        },
      ],
      tryIt: {
        text: 'Gör en enkel budget för din månad: skriv ner vad som kommer in och vad som går ut. Har du ett Slantis-konto kan du sätta en veckobudget direkt.',
        action: 'set-budget',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vilken av de här är en fast kostnad?',
          options: [
            {
              text: 'Mobilabonnemanget',
              correct: true,
              explanation: 'Rätt! Det kostar samma varje månad.',
            },
            {
              text: 'Fika med kompisar',
              correct: false,
              explanation: 'Det är en rörlig kostnad – den ändras från månad till månad.',
            },
            {
              text: 'En födelsedagspresent',
              correct: false,
              explanation: 'Det är en oregelbunden kostnad som kommer ibland.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Du får 600 kr i månaden och dina kostnader är 650 kr. Vad gör du?',
          options: [
            {
              text: 'Ser över de rörliga kostnaderna och drar ner där',
              correct: true,
              explanation: 'Rätt! Rörliga kostnader är oftast lättast att ändra.',
            },
            {
              text: 'Låter det vara, det löser sig',
              correct: false,
              explanation: 'Ett minus varje månad växer. Det behöver lösas i budgeten.',
            },
            {
              text: 'Slutar skriva upp köp',
              correct: false,
              explanation: 'Då försvinner inte kostnaderna – du ser dem bara inte längre.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Varför ska oregelbundna kostnader finnas med i budgeten?',
          options: [
            {
              text: 'För att de kommer, även om du inte vet exakt när',
              correct: true,
              explanation: 'Rätt! Sparar du lite varje månad blir de inte en överraskning.',
            },
            {
              text: 'Det ska de inte, de händer ju sällan',
              correct: false,
              explanation: 'Sällan är inte aldrig. Det är därför de ofta spräcker budgeten.',
            },
          ],
        },
      ],
    },
    {
      id: 'gratis-lektioner-impulskop-och-24-timmarsregeln',
      title: 'Impulsköp och 24-timmarsregeln',
      description: 'Varför vi köper saker vi inte planerat – och ett enkelt knep som hjälper.',
      type: 'interaktiv',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'Ett impulsköp är något du inte hade tänkt köpa förrän du såg det. Det är helt mänskligt – butiker och appar är byggda för att få dig att köpa snabbt.',
        },
        {
          kind: 'list',
          items: [
            '”Bara i dag” och nedräkningar som skapar stress.',
            '”Fri frakt över 499 kr” som får dig att lägga till något extra.',
            'Spelvalutor som gör det svårt att se vad saker kostar i kronor.',
            '”Betala senare” som gör att köpet inte känns som pengar.',
          ],
        },
        {
          kind: 'heading',
          text: '24-timmarsregeln',
        },
        {
          kind: 'paragraph',
          text: 'Vill du köpa något som du inte har planerat? Vänta 24 timmar. Vill du fortfarande ha det efter ett dygn – köp det gärna. Ofta har suget gått över.',
        },
        {
          kind: 'example',
          title: 'Hoodien för 349 kr',
          text: 'Om du tjänar 120 kr i timmen på ditt sommarjobb kostar hoodien nästan tre timmars arbete. Är den värd tre timmar? Ibland är svaret ja – och då är det ett bra köp.',
        },
        {
          kind: 'tip',
          text: 'Gör en önskelista. Skriv upp det du vill ha och datumet. När du tittar igen en vecka senare är det ofta bara hälften du fortfarande vill ha.',
        },
      ],
      tryIt: {
        text: 'Nästa gång du vill köpa något oplanerat för mer än 100 kr: skriv upp det, vänta ett dygn och se om du fortfarande vill ha det.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad går 24-timmarsregeln ut på?',
          options: [
            {
              text: 'Att du väntar ett dygn innan du köper något oplanerat',
              correct: true,
              explanation: 'Rätt! Då hinner du tänka efter om du verkligen vill ha det.',
            },
            {
              text: 'Att du bara får handla en gång per dygn',
              correct: false,
              explanation: 'Nej, regeln handlar om att vänta innan oplanerade köp.',
            },
            {
              text: 'Att du ska köpa allt inom 24 timmar innan det tar slut',
              correct: false,
              explanation: 'Tvärtom – stress om att något tar slut är ett säljknep.',
            },
          ],
        },
        {
          id: 'q2',
          question:
            'Du har 420 kr i varukorgen och det står ”Fri frakt över 499 kr”. Vad är klokt?',
          options: [
            {
              text: 'Jämför fraktkostnaden med vad du skulle lägga till',
              correct: true,
              explanation:
                'Rätt! Kostar frakten 49 kr är det billigare att betala den än att köpa något för 79 kr som du inte behöver.',
            },
            {
              text: 'Lägg alltid till något så att frakten blir gratis',
              correct: false,
              explanation:
                'Då betalar du ofta mer än frakten hade kostat – för något du inte planerade.',
            },
            {
              text: 'Köp dubbelt så mycket för att spara in frakten nästa gång',
              correct: false,
              explanation: 'Det är precis det erbjudandet vill att du ska göra.',
            },
          ],
        },
        {
          id: 'q3',
          question:
            'Du tjänar 100 kr i timmen. Hur många timmars arbete kostar ett spel för 700 kr?',
          options: [
            {
              text: '7 timmar',
              correct: true,
              explanation:
                'Rätt! 700 / 100 = 7, och att räkna i arbetstimmar gör priser mer verkliga.',
            },
            {
              text: '70 timmar',
              correct: false,
              explanation: 'Räkna igen: 700 kr delat med 100 kr i timmen blir 7 timmar.',
            },
            {
              text: '1 timme',
              correct: false,
              explanation: 'En timme ger bara 100 kr. Spelet kostar sju gånger så mycket.',
            },
          ],
        },
      ],
    },
    {
      id: 'gratis-lektioner-swish-sakerhet',
      title: 'Swish-säkerhet',
      description: 'Så skyddar du dig mot de vanligaste bedrägerierna med Swish och BankID.',
      type: 'video',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'Swish är snabbt och smidigt – men pengarna går direkt och kan oftast inte hämtas tillbaka. Därför är Swish populärt bland bedragare. De här reglerna skyddar dig.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Att ta emot pengar kräver ingenting',
              text: 'Du behöver aldrig öppna Swish, skanna en QR-kod eller använda BankID för att få pengar. Ber någon dig göra det är det en bluff.',
            },
            {
              title: 'Kolla namnet innan du godkänner',
              text: 'Swish visar vem du betalar till. Stämmer inte namnet – avbryt.',
            },
            {
              title: 'Legitimera dig aldrig åt någon som ringer',
              text: 'Banken, polisen eller någon annan ber dig aldrig att logga in med BankID eller flytta pengar till ett ”säkert konto” i telefon.',
            },
            {
              title: 'Låna aldrig ut ditt konto',
              text: 'Den som betalar dig för att ta emot och skicka vidare pengar använder dig för penningtvätt. Det är ett brott.',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Köparen på annonssajten',
          text: 'Sam säljer en jacka för 400 kr. Köparen skriver: ”Jag skickar en QR-kod, skanna den så får du pengarna.” Men koden är en betalning – skannar Sam den skickar han pengar i stället för att få. Rätt svar: ”Swisha till mitt nummer.”',
        },
        {
          kind: 'warning',
          text: 'Har du blivit lurad? Kontakta din bank direkt så att de kan spärra och försöka stoppa pengarna. Polisanmäl sedan, till exempel på 114 14. Berätta för en vuxen – det är inget att skämmas över.',
        },
        {
          kind: 'tip',
          text: 'Är du under 18 kan dina föräldrar ofta sätta en beloppsgräns för Swish och kort. Det kan kännas tjatigt, men det begränsar skadan om något händer.',
        },
      ],
      tryIt: {
        text: 'Gå igenom reglerna med någon i familjen. Har någon av er fått ett misstänkt sms eller samtal? Vad var det som avslöjade det?',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'En köpare ber dig skanna en QR-kod för att ”ta emot” betalningen. Vad gör du?',
          options: [
            {
              text: 'Vägrar och ber köparen swisha till ditt nummer',
              correct: true,
              explanation: 'Rätt! Du behöver aldrig göra något för att ta emot pengar.',
            },
            {
              text: 'Skannar koden, det går ju snabbare',
              correct: false,
              explanation:
                'Koden kan vara en betalning från dig. Då förlorar du pengar i stället för att få.',
            },
            {
              text: 'Loggar in med BankID för att bekräfta',
              correct: false,
              explanation:
                'Att ta emot pengar kräver aldrig BankID. Det är ett tydligt tecken på bedrägeri.',
            },
          ],
        },
        {
          id: 'q2',
          question:
            'Någon ringer och säger att de är från banken och att ditt konto är hackat. De vill att du legitimerar dig med BankID. Vad gör du?',
          options: [
            {
              text: 'Lägger på och ringer banken själv på numret du hittar på deras egen webbplats eller ditt kort',
              correct: true,
              explanation:
                'Rätt! Riktiga banker ber dig aldrig att legitimera dig för någon som ringer.',
            },
            {
              text: 'Gör som de säger, de låter ju seriösa',
              correct: false,
              explanation:
                'Bedragare är ofta väldigt övertygande. Det är just därför du ska lägga på.',
            },
            {
              text: 'Ger dem ditt personnummer men inte BankID',
              correct: false,
              explanation:
                'Ge inte ut några uppgifter till någon som ringer oväntat. Ring banken själv i stället.',
            },
          ],
        },
        {
          id: 'q3',
          question:
            'En bekant erbjuder 500 kr om pengar får gå in på ditt konto och att du swishar dem vidare. Vad är det?',
          options: [
            {
              text: 'Penningtvätt, och du kan själv bli misstänkt för brott',
              correct: true,
              explanation: 'Rätt! Den som lånar ut sitt konto kallas penningmålvakt och kan dömas.',
            },
            {
              text: 'Ett enkelt extrajobb',
              correct: false,
              explanation: 'Det är inget jobb. Pengarna kommer ofta från bedrägerier mot andra.',
            },
            {
              text: 'Helt okej om det bara händer en gång',
              correct: false,
              explanation: 'Även en gång är brottsligt, och banken kan stänga ditt konto.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Du har swishat till en bedragare. Vad gör du först?',
          options: [
            {
              text: 'Kontaktar banken direkt',
              correct: true,
              explanation:
                'Rätt! Ju snabbare banken vet, desto större chans att stoppa något – polisanmäl sedan.',
            },
            {
              text: 'Väntar och ser om pengarna kommer tillbaka',
              correct: false,
              explanation:
                'Swishbetalningar kommer inte tillbaka av sig själva. Varje minut räknas.',
            },
            {
              text: 'Håller det hemligt för att det är pinsamt',
              correct: false,
              explanation:
                'Det är inget att skämmas över – bedragare lurar både unga och vuxna. Berätta och få hjälp.',
            },
          ],
        },
      ],
    },
    {
      id: 'gratis-lektioner-spara-till-nagot-du-vill-ha',
      title: 'Spara till något du vill ha',
      description: 'Från ”jag vill ha” till ”jag har köpt den” – med en plan.',
      type: 'text',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'Att spara är lättare när du vet vad du sparar till. Ett tydligt mål gör att det känns värt att säga nej till småköp i dag.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Bestäm målet',
              text: 'Vad vill du ha, och vad kostar det? Till exempel hörlurar för 1 800 kr.',
            },
            {
              title: 'Välj ett datum',
              text: 'När vill du ha dem? Om 12 veckor?',
            },
            {
              title: 'Räkna per vecka',
              text: '1 800 kr / 12 veckor = 150 kr i veckan. Går det ihop med din budget?',
            },
            {
              title: 'Spara först',
              text: 'Lägg undan pengarna när du får dem, inte när veckan är slut.',
            },
          ],
        },
        {
          kind: 'example',
          title: 'När det inte går ihop',
          text: 'Adam får 400 kr i månaden och vill ha ett spel för 700 kr. Han kan spara 100 kr i månaden, vilket tar 7 månader. Han väljer att ta extra uppgifter hemma för 150 kr i månaden. Då tar det 3 månader i stället – 250 kr × 3 = 750 kr.',
        },
        {
          kind: 'tip',
          text: 'Se framstegen. Att se hur stapeln växer gör det lättare att fortsätta. Fira när du är halvvägs!',
        },
        {
          kind: 'warning',
          text: 'Vänta med att köpa tills du har hela beloppet. Att köpa på faktura ”för att du ändå sparar” gör att du betalar för något du redan har, i stället för att se fram emot det.',
        },
      ],
      tryIt: {
        text: 'Bestäm något du vill spara till och räkna ut hur mycket du behöver lägga undan per vecka. Med ett Slantis-konto kan du skapa ett sparmål direkt.',
        action: 'create-goal',
      },
      quiz: [
        {
          id: 'q1',
          question:
            'Du vill köpa en cykelhjälm för 900 kr om 6 veckor. Hur mycket behöver du spara per vecka?',
          options: [
            {
              text: '150 kr',
              correct: true,
              explanation: 'Rätt! 900 / 6 = 150 kr i veckan.',
            },
            {
              text: '90 kr',
              correct: false,
              explanation: 'Det räcker bara till 540 kr på 6 veckor.',
            },
            {
              text: '300 kr',
              correct: false,
              explanation: 'Då sparar du ihop 1 800 kr – dubbelt så mycket som du behöver.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'När är det smartast att lägga undan pengar till sparmålet?',
          options: [
            {
              text: 'Direkt när du får pengarna',
              correct: true,
              explanation:
                'Rätt! Sparar du först blir det av, medan det som ”blir över” i slutet av veckan ofta är noll.',
            },
            {
              text: 'När veckan är slut, om det finns något kvar',
              correct: false,
              explanation: 'Det brukar sällan finnas något kvar. Spara först i stället.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Sparandet går för långsamt. Vad kan du göra?',
          options: [
            {
              text: 'Spara lite mer, hitta en extra inkomst eller flytta fram datumet',
              correct: true,
              explanation: 'Rätt! Du kan ändra belopp, inkomst eller tid – alla tre fungerar.',
            },
            {
              text: 'Ge upp målet',
              correct: false,
              explanation: 'Det behövs sällan. Ofta räcker det att justera planen lite.',
            },
            {
              text: 'Köpa på faktura och spara till fakturan',
              correct: false,
              explanation:
                'Då tar du en kredit och riskerar avgifter om pengarna inte räcker i tid.',
            },
          ],
        },
      ],
    },
  ],
};
