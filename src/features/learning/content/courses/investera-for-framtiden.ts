import type { Course } from '@/content/types';

/** Member course: risk, funds, compound growth, saving accounts and scams. Education, not advice. */
export const investeraForFramtiden: Course = {
  id: 'investera-for-framtiden',
  title: 'Investera för framtiden',
  description:
    'Risk och avkastning, fonder, ränta-på-ränta, sparformer och bluffar – grunderna du behöver förstå innan du sparar långsiktigt. Kursen förklarar, den ger inga råd.',
  level: 'Medel',
  audience: 'member',
  minutes: 30,
  xp: 500,
  lessons: [
    {
      id: 'investera-for-framtiden-risk-och-avkastning',
      title: 'Risk och avkastning',
      description:
        'Varför pengar som kan växa mer också kan minska – och vad tid har med saken att göra.',
      type: 'text',
      minutes: 6,
      body: [
        {
          kind: 'paragraph',
          text: 'Avkastning är det dina pengar växer med. Risk är hur mycket värdet kan gå upp och ner på vägen. Regeln som nästan alltid gäller: chansen till högre avkastning kommer med högre risk.',
        },
        {
          kind: 'list',
          items: [
            'Sparkonto: låg risk, pengarna finns kvar, men räntan är ofta låg.',
            'Räntefonder: lite högre risk och oftast lite högre avkastning.',
            'Aktier och aktiefonder: värdet kan svänga mycket – ett dåligt år kan det falla 30 % eller mer – men har historiskt gett högre avkastning över lång tid.',
          ],
        },
        {
          kind: 'heading',
          text: 'Tiden är din bästa vän',
        },
        {
          kind: 'paragraph',
          text: 'Hur länge pengarna kan vara kvar avgör hur mycket risk som kan passa. Pengar du behöver om ett halvår är sårbara om börsen faller precis då. Pengar som ska växa i 20 år hinner oftast återhämta sig från dåliga år – men det finns inga garantier.',
        },
        {
          kind: 'example',
          title: 'Två sätt att placera 10 000 kr',
          text: 'Alva lägger 10 000 kr i ett enda företag. Går företaget dåligt kan hon förlora nästan allt. Leo lägger 10 000 kr i en fond med hundratals företag. Går ett av dem dåligt märks det knappt. Att sprida pengarna kallas riskspridning.',
        },
        {
          kind: 'warning',
          text: 'Historisk avkastning är ingen garanti för framtiden. Den som lovar en säker hög avkastning talar inte sanning.',
        },
      ],
      tryIt: {
        text: 'Tänk på dina sparmål. Vilka behöver du inom ett år, och vilka ligger fem år eller mer bort? Skriv ner dem i två listor.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad gäller nästan alltid för risk och avkastning?',
          options: [
            {
              text: 'Chansen till högre avkastning kommer med högre risk',
              correct: true,
              explanation: 'Rätt! Det som kan växa mycket kan också falla mycket.',
            },
            {
              text: 'Hög avkastning betyder låg risk',
              correct: false,
              explanation:
                'Tvärtom. Den som lovar hög avkastning utan risk ska du vara misstänksam mot.',
            },
            {
              text: 'Risk och avkastning har inget med varandra att göra',
              correct: false,
              explanation:
                'De hänger nära ihop. Det är en av de viktigaste reglerna när man sparar.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Du sparar till en resa om sex månader. Vad är generellt mest förutsägbart?',
          options: [
            {
              text: 'Ett sparkonto',
              correct: true,
              explanation:
                'Rätt! På kort sikt är det viktigast att pengarna finns kvar, och ett sparkonto svänger inte i värde.',
            },
            {
              text: 'En enda aktie',
              correct: false,
              explanation:
                'En aktie kan falla kraftigt på kort tid, och då finns pengarna kanske inte när resan kommer.',
            },
            {
              text: 'Krypto',
              correct: false,
              explanation:
                'Krypto kan svänga väldigt mycket på några dagar. Det är det motsatta mot förutsägbart.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad är riskspridning?',
          options: [
            {
              text: 'Att sprida pengarna på många olika företag eller tillgångar',
              correct: true,
              explanation: 'Rätt! Går en placering dåligt påverkar det helheten mindre.',
            },
            {
              text: 'Att berätta för många om dina investeringar',
              correct: false,
              explanation: 'Nej, det handlar om var pengarna finns, inte om vem som vet.',
            },
            {
              text: 'Att lägga alla pengar i det som gått bäst senaste året',
              correct: false,
              explanation:
                'Det är tvärtom att samla risken på ett ställe – och förra årets vinnare kan bli årets förlorare.',
            },
          ],
        },
      ],
    },
    {
      id: 'investera-for-framtiden-fonder-och-index',
      title: 'Fonder och index',
      description: 'Vad en fond är, vad en indexfond gör och varför avgiften spelar så stor roll.',
      type: 'interaktiv',
      minutes: 6,
      body: [
        {
          kind: 'paragraph',
          text: 'En fond är en stor gemensam pott där många sparare lägger pengar. Fonden köper sedan aktier eller räntepapper från många olika företag. Du äger en liten del av hela potten.',
        },
        {
          kind: 'list',
          items: [
            'Aktiefond: köper aktier. Högre risk, svänger mer.',
            'Räntefond: lånar ut pengar till stater och företag. Lägre risk, svänger mindre.',
            'Indexfond: följer ett index – en lista över många företag – i stället för att någon väljer aktier. Oftast låg avgift.',
            'Aktivt förvaltad fond: förvaltare väljer aktier och försöker slå index. Oftast högre avgift.',
          ],
        },
        {
          kind: 'heading',
          text: 'Avgiften – liten procent, stora kronor',
        },
        {
          kind: 'example',
          title: '500 kr i månaden i 30 år',
          text: 'Anta att en fond växer 7 % per år före avgift. Med en årlig avgift på 0,2 % blir 500 kr i månaden ungefär 564 000 kr efter 30 år. Med en avgift på 1,5 % blir det ungefär 445 000 kr. Skillnaden är nästan 120 000 kr – för samma insättningar.',
        },
        {
          kind: 'tip',
          text: 'Varje fond har ett faktablad som visar avgift, risknivå och vad fonden investerar i. Läs det innan du väljer.',
        },
        {
          kind: 'warning',
          text: 'Siffrorna i exemplet är ett räkneexempel. Ingen vet hur mycket en fond kommer att växa, och värdet kan också minska.',
        },
      ],
      tryIt: {
        text: 'Räkna själv: du har 20 000 kr i en fond. Vad kostar den på ett år med 1,5 % i avgift – och med 0,2 %? (Svar: 300 kr och 40 kr.) Fundera på vad skillnaden blir när beloppet växer.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad gör en indexfond?',
          options: [
            {
              text: 'Följer ett index med många företag i stället för att välja ut aktier',
              correct: true,
              explanation: 'Rätt! Därför är avgiften oftast låg.',
            },
            {
              text: 'Garanterar att du aldrig förlorar pengar',
              correct: false,
              explanation: 'Nej, en indexfond följer marknaden – både upp och ner.',
            },
            {
              text: 'Investerar bara i ett enda företag',
              correct: false,
              explanation: 'Tvärtom, en indexfond sprider pengarna på många företag.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Varför spelar fondavgiften så stor roll?',
          options: [
            {
              text: 'Den dras varje år, så skillnaden växer över tid',
              correct: true,
              explanation:
                'Rätt! En till synes liten procent kan bli över hundratusen kronor på 30 år.',
            },
            {
              text: 'Den gör det inte, 1 % är så lite',
              correct: false,
              explanation:
                'En procent per år i många år blir mycket pengar, eftersom avgiften också minskar det som kunde ha vuxit.',
            },
            {
              text: 'Dyra fonder ger alltid högst avkastning',
              correct: false,
              explanation: 'Ett högt pris är ingen garanti. Avgiften dras oavsett hur det går.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vilken fondtyp svänger oftast minst i värde?',
          options: [
            {
              text: 'Räntefond',
              correct: true,
              explanation:
                'Rätt! Räntefonder lånar ut pengar och har oftast lägre risk än aktiefonder.',
            },
            {
              text: 'Aktiefond',
              correct: false,
              explanation: 'Aktiefonder svänger oftast mer, eftersom aktiekurser rör sig mer.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Var hittar du en fonds avgift och risknivå?',
          options: [
            {
              text: 'I fondens faktablad',
              correct: true,
              explanation:
                'Rätt! Alla fonder ska ha ett faktablad med avgift, risk och inriktning.',
            },
            {
              text: 'I kommentarerna under ett inlägg i sociala medier',
              correct: false,
              explanation:
                'Där kan vem som helst skriva vad som helst. Faktabladet är den riktiga källan.',
            },
            {
              text: 'Det är hemligt',
              correct: false,
              explanation: 'Nej, fonder måste redovisa avgift och risk öppet.',
            },
          ],
        },
      ],
    },
    {
      id: 'investera-for-framtiden-ranta-pa-ranta',
      title: 'Ränta-på-ränta över tid',
      description: 'Se hur små belopp kan växa när tiden får jobba.',
      type: 'övning',
      minutes: 6,
      body: [
        {
          kind: 'paragraph',
          text: 'Ränta-på-ränta betyder att avkastningen också börjar ge avkastning. Första året växer bara det du satt in. Nästa år växer även det som växte förra året. Ju längre tid, desto snabbare går det.',
        },
        {
          kind: 'example',
          title: '10 000 kr som får ligga kvar',
          text: 'Anta 7 % per år i snitt. Efter 10 år: ungefär 19 700 kr. Efter 20 år: ungefär 38 700 kr. Efter 30 år: ungefär 76 100 kr. Pengarna har nästan fördubblats var tionde år.',
        },
        {
          kind: 'example',
          title: '500 kr i månaden',
          text: 'Samma antagande, 7 % per år. Efter 10 år har du satt in 60 000 kr och har ungefär 86 000 kr. Efter 30 år har du satt in 180 000 kr och har ungefär 585 000 kr. Det mesta av pengarna är då tillväxt, inte insättningar.',
        },
        {
          kind: 'tip',
          text: 'Tumregeln 72: dela 72 med avkastningen i procent, så får du ungefär hur många år det tar att fördubbla pengarna. 72 / 7 ≈ 10 år.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Välj ett belopp',
              text: 'Vad kan du sätta undan varje månad utan att budgeten spricker? Även 100 kr räknas.',
            },
            {
              title: 'Gör det automatiskt',
              text: 'Det som sker av sig själv blir av. Spara samma dag som pengarna kommer.',
            },
            {
              title: 'Låt det ligga',
              text: 'Ränta-på-ränta behöver tid. Varje uttag tar bort en del av det som kunde ha vuxit.',
            },
          ],
        },
        {
          kind: 'warning',
          text: 'Sju procent är bara ett räkneexempel. Verklig avkastning varierar från år till år och kan vara negativ.',
        },
      ],
      tryIt: {
        text: 'Gör en insättning på ett av dina sparmål i Slantis – även ett litet belopp startar ränta-på-ränta-tänket.',
        action: 'deposit-goal',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad betyder ränta-på-ränta?',
          options: [
            {
              text: 'Att avkastningen också börjar ge avkastning',
              correct: true,
              explanation: 'Rätt! Det är därför pengar växer snabbare ju längre tid som går.',
            },
            {
              text: 'Att du betalar dubbel ränta',
              correct: false,
              explanation: 'Nej, här handlar det om att dina sparpengar växer, inte om att betala.',
            },
            {
              text: 'Att räntan är samma varje år',
              correct: false,
              explanation: 'Nej, poängen är att beloppet som växer blir större och större.',
            },
          ],
        },
        {
          id: 'q2',
          question:
            'Enligt tumregeln 72, ungefär hur lång tid tar det att fördubbla pengar med 6 % per år?',
          options: [
            {
              text: '12 år',
              correct: true,
              explanation: 'Rätt! 72 / 6 = 12 år.',
            },
            {
              text: '6 år',
              correct: false,
              explanation: 'Då skulle det krävas ungefär 12 % per år (72 / 12 = 6).',
            },
            {
              text: '72 år',
              correct: false,
              explanation: 'Du ska dela 72 med procenten, inte använda 72 som antal år.',
            },
          ],
        },
        {
          id: 'q3',
          question:
            'Mira börjar spara vid 15, Jonas vid 35. Båda sparar lika mycket per månad till 65. Vem har troligen mest?',
          options: [
            {
              text: 'Mira, eftersom pengarna får växa längre',
              correct: true,
              explanation: 'Rätt! Tid är den viktigaste ingrediensen i ränta-på-ränta.',
            },
            {
              text: 'Jonas, eftersom han har högre lön',
              correct: false,
              explanation:
                'Frågan säger att de sparar lika mycket. Då vinner den som har mest tid.',
            },
            {
              text: 'De får exakt lika mycket',
              correct: false,
              explanation:
                'Nej, Mira sparar i 20 år längre och får dessutom mer tillväxt på tillväxten.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Vad är viktigast att komma ihåg om räkneexempel med 7 % per år?',
          options: [
            {
              text: 'Att verklig avkastning varierar och kan vara negativ',
              correct: true,
              explanation: 'Rätt! Exemplen visar principen, inte vad som kommer att hända.',
            },
            {
              text: 'Att 7 % är garanterat',
              correct: false,
              explanation: 'Ingen kan garantera avkastning på aktier eller fonder.',
            },
            {
              text: 'Att det bara gäller vuxna',
              correct: false,
              explanation: 'Principen gäller alla, oavsett ålder.',
            },
          ],
        },
      ],
    },
    {
      id: 'investera-for-framtiden-isk-och-sparkonto',
      title: 'Sparkonto och ISK',
      description:
        'Två vanliga sparformer i Sverige, förklarade neutralt – och vad som gäller under 18.',
      type: 'video',
      minutes: 6,
      body: [
        {
          kind: 'paragraph',
          text: 'Det finns många sätt att spara. Här är två av de vanligaste. Ingen av dem är ”bäst” – de passar olika syften.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Sparkontot',
              text: 'Pengarna står på ett konto och får ränta. Värdet svänger inte, och den statliga insättningsgarantin skyddar pengarna om banken går i konkurs. Passar för buffert och mål som ligger nära i tid.',
            },
            {
              title: 'Nackdelen med sparkonto',
              text: 'Räntan kan vara lägre än inflationen. Då kan du köpa lite mindre för pengarna med åren, fast beloppet är detsamma.',
            },
            {
              title: 'Investeringssparkontot, ISK',
              text: 'Ett konto för fonder och aktier. Du betalar inte skatt på varje vinst. I stället betalas en schablonskatt varje år utifrån hur mycket som finns på kontot.',
            },
            {
              title: 'Skattefritt belopp',
              text: 'Från 2026 är de första 300 000 kr på ISK skattefria. För de flesta unga sparare blir skatten därför noll. Reglerna kan ändras.',
            },
            {
              title: 'Risken på ISK',
              text: 'Insättningsgarantin skyddar inte värdet på fonder och aktier. Faller börsen faller värdet.',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Samma sparande, två sparformer',
          text: 'Ella och Ebbe sätter in 300 kr i månaden i tre år, totalt 10 800 kr. Ellas sparkonto visar 10 800 kr plus lite ränta – det går aldrig under det hon satt in. Ebbes fond kan vara värd 12 500 kr – eller 9 000 kr om börsen har gått dåligt. Ingen vet i förväg.',
        },
        {
          kind: 'heading',
          text: 'Om du är under 18',
        },
        {
          kind: 'paragraph',
          text: 'Är du under 18 behöver en vårdnadshavare öppna kontot åt dig. Pengarna är dina, men vårdnadshavaren förvaltar dem tills du fyller 18. Pengar du har tjänat själv efter att du fyllt 16 får du bestämma över, men banker kräver ofta ändå att en vårdnadshavare är med.',
        },
        {
          kind: 'tip',
          text: 'En vanlig tanke är att först ha en buffert på sparkonto och sedan spara långsiktigt. Vad som passar dig beror på dina mål – prata med en vuxen du litar på.',
        },
      ],
      tryIt: {
        text: 'Titta på dina sparmål i Slantis. Vilka av dem är buffert eller nära mål, och vilka är långsiktiga? Skapa ett nytt mål om något saknas.',
        action: 'create-goal',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad skyddar insättningsgarantin?',
          options: [
            {
              text: 'Pengar på bankkonton om banken går i konkurs',
              correct: true,
              explanation: 'Rätt! Den skyddar insättningar på konton, upp till ett högt belopp.',
            },
            {
              text: 'Värdet på dina fonder om börsen faller',
              correct: false,
              explanation:
                'Nej, värdet på fonder och aktier kan gå ner, och det skyddar ingen garanti mot.',
            },
            {
              text: 'Krypto som blir stulet',
              correct: false,
              explanation: 'Nej, krypto omfattas inte av insättningsgarantin.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Hur beskattas ett ISK?',
          options: [
            {
              text: 'Med en schablonskatt varje år utifrån hur mycket som finns på kontot',
              correct: true,
              explanation: 'Rätt! Och från 2026 är de första 300 000 kr skattefria.',
            },
            {
              text: 'Med skatt på varje vinst när du säljer',
              correct: false,
              explanation: 'Det gäller vanliga värdepappersdepåer, inte ISK.',
            },
            {
              text: 'Det finns ingen skatt alls oavsett belopp',
              correct: false,
              explanation: 'Över det skattefria beloppet betalas schablonskatt.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Du är 14 och vill spara i fonder. Vad gäller?',
          options: [
            {
              text: 'En vårdnadshavare behöver öppna kontot åt dig',
              correct: true,
              explanation:
                'Rätt! Pengarna är dina, men vårdnadshavaren förvaltar dem tills du fyller 18.',
            },
            {
              text: 'Du kan öppna allt själv med en mejladress',
              correct: false,
              explanation: 'Nej, banker kräver vårdnadshavare för den som är under 18.',
            },
            {
              text: 'Det är förbjudet att spara i fonder under 18',
              correct: false,
              explanation:
                'Nej, det är vanligt att barn har fondsparande som vårdnadshavaren har öppnat.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Vad kan hända med pengar på ett sparkonto med låg ränta om priserna stiger?',
          options: [
            {
              text: 'Du kan köpa lite mindre för pengarna',
              correct: true,
              explanation: 'Rätt! Om inflationen är högre än räntan minskar köpkraften.',
            },
            {
              text: 'Beloppet på kontot minskar',
              correct: false,
              explanation: 'Beloppet är detsamma – det är vad du kan köpa för det som minskar.',
            },
            {
              text: 'Ingenting, inflation påverkar inte sparande',
              correct: false,
              explanation: 'Jo, stigande priser påverkar vad pengarna är värda.',
            },
          ],
        },
      ],
    },
    {
      id: 'investera-for-framtiden-bluffar',
      title: 'Bluffar och hype',
      description: 'Känn igen ”för bra för att vara sant” – innan det kostar dig pengar.',
      type: 'quiz',
      minutes: 6,
      body: [
        {
          kind: 'paragraph',
          text: 'Där det finns pengar finns det bedragare. Unga är ett vanligt mål, särskilt i sociala medier. Det gäller att känna igen varningstecknen.',
        },
        {
          kind: 'list',
          items: [
            'Garanterad hög avkastning, till exempel ”10 % i månaden”.',
            'Tidspress: ”bara i dag”, ”sista platserna”.',
            'Du ska värva vänner för att tjäna mer.',
            'Kontakt via ett privat meddelande från någon du inte känner.',
            'En känd person som ”rekommenderar” – ofta falsk reklam med stulna bilder.',
            'Du ska betala med krypto, presentkort eller till en privatperson.',
          ],
        },
        {
          kind: 'heading',
          text: 'Krypto-hype',
        },
        {
          kind: 'paragraph',
          text: 'Kryptovalutor kan stiga snabbt – och falla med 50 % eller mer på kort tid. Det finns ingen insättningsgaranti, och blir kryptot stulet är det nästan omöjligt att få tillbaka. När ”alla” pratar om en ny coin har de som köpte först ofta redan sålt.',
        },
        {
          kind: 'example',
          title: 'Tradingkursen',
          text: 'Ett konto i sociala medier visar bilder på dyra klockor och lovar att du kan tjäna 5 000 kr i veckan. Kursen kostar 2 995 kr. Den som tjänar pengar är den som säljer kursen.',
        },
        {
          kind: 'tip',
          text: 'Finansinspektionen har en varningslista över företag som inte har tillstånd. Fråga alltid en vuxen du litar på innan du betalar för en investering.',
        },
        {
          kind: 'warning',
          text: 'Erbjuds du pengar för att ta emot och skicka vidare pengar på ditt konto? Säg nej. Det kan vara penningtvätt och är ett brott.',
        },
      ],
      tryIt: {
        text: 'Tänk på en annons eller ett inlägg om ”snabba pengar” som du har sett. Vilka av varningstecknen fanns med?',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Någon lovar ”garanterat 10 % i månaden”. Vad är troligast?',
          options: [
            {
              text: 'Att det är en bluff',
              correct: true,
              explanation:
                'Rätt! Ingen seriös aktör kan garantera så hög avkastning – det är för bra för att vara sant.',
            },
            {
              text: 'Att det är en bra chans som man ska ta direkt',
              correct: false,
              explanation: 'Tidspress och höga löften är två klassiska varningstecken.',
            },
            {
              text: 'Att det är säkert eftersom det står ”garanterat”',
              correct: false,
              explanation: 'Ordet garanterat betyder ingenting om den som lovar inte är seriös.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vad är typiskt för ett pyramidspel?',
          options: [
            {
              text: 'Du tjänar pengar främst genom att värva nya deltagare',
              correct: true,
              explanation: 'Rätt! Pengarna kommer från nya deltagare, och till slut rasar det.',
            },
            {
              text: 'Du köper andelar i en fond med många företag',
              correct: false,
              explanation: 'Det är vanligt fondsparande, inget pyramidspel.',
            },
            {
              text: 'Du får ränta på ett sparkonto',
              correct: false,
              explanation: 'Ränta på sparkonto är en vanlig och laglig sparform.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad stämmer om krypto?',
          options: [
            {
              text: 'Värdet kan svänga mycket och insättningsgarantin gäller inte',
              correct: true,
              explanation: 'Rätt! Du kan förlora en stor del av pengarna på kort tid.',
            },
            {
              text: 'Det är lika säkert som ett sparkonto',
              correct: false,
              explanation: 'Nej, krypto har mycket högre risk och inget statligt skydd.',
            },
            {
              text: 'Det går alltid upp när många pratar om det',
              correct: false,
              explanation: 'Hype kan driva upp priset en kort tid, men det kan falla lika snabbt.',
            },
          ],
        },
        {
          id: 'q4',
          question:
            'Någon erbjuder dig 1 000 kr för att ta emot pengar på ditt konto och skicka dem vidare. Vad gör du?',
          options: [
            {
              text: 'Säger nej och berättar för en vuxen',
              correct: true,
              explanation:
                'Rätt! Det kan vara penningtvätt, och du kan själv bli misstänkt för brott.',
            },
            {
              text: 'Säger ja, det är ju lätt tjänade pengar',
              correct: false,
              explanation:
                'Den som låter sitt konto användas så kan dömas för brott och få kontot stängt.',
            },
            {
              text: 'Säger ja men bara en gång',
              correct: false,
              explanation: 'Även en gång är för mycket. Det är lika olagligt.',
            },
          ],
        },
        {
          id: 'q5',
          question: 'En känd person verkar tipsa om en investering i en annons. Vad bör du tänka?',
          options: [
            {
              text: 'Annonsen kan vara falsk och använda personens bild utan lov',
              correct: true,
              explanation:
                'Rätt! Falska kändisannonser är ett vanligt knep för att locka till bluffar.',
            },
            {
              text: 'Är personen känd måste det vara säkert',
              correct: false,
              explanation:
                'Kändisar kan inte garantera något, och ofta vet de inte ens om annonsen.',
            },
          ],
        },
      ],
    },
  ],
};
