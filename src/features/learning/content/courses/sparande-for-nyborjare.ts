import type { Course } from '@/content/types';

/** Public course: the first lesson is open to everyone, the rest need login. */
export const sparandeForNyborjare: Course = {
  id: 'sparande-for-nyborjare',
  title: 'Sparande för nybörjare',
  description:
    'Lär dig varför sparande gör skillnad, hur du sätter mål som håller och var dina sparpengar ligger tryggt.',
  level: 'Nybörjare',
  audience: 'public',
  minutes: 25,
  xp: 100,
  lessons: [
    {
      id: 'sparande-for-nyborjare-varfor-spara',
      title: 'Varför spara?',
      description:
        'Sparande ger dig saker du vill ha, skydd mot det oväntade och fler val i livet.',
      type: 'text',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'Att spara betyder att du väntar med att använda en del av dina pengar, så att du kan använda dem senare – till något större eller när något oväntat händer.',
        },
        { kind: 'heading', text: 'Tre skäl att spara' },
        {
          kind: 'list',
          items: [
            'Till något du vill ha: en ny mobil, en resa eller körkort.',
            'Till det oväntade: en sprucken skärm eller ett borttappat busskort.',
            'För frihet: pengar på kontot ger dig fler val, till exempel att kunna följa med kompisarna på en resa eller flytta hemifrån.',
          ],
        },
        {
          kind: 'example',
          title: 'Körkortet',
          text: 'Ett körkort kan kosta mellan 15 000 och 30 000 kr, beroende på hur många lektioner du behöver. Om du sparar 300 kr i månaden från att du fyller 15 har du 10 800 kr när du fyller 18. Det är en bra bit på vägen.',
        },
        {
          kind: 'paragraph',
          text: 'Att spara är också en vana. Börjar du med små belopp nu blir det lättare att fortsätta när du får större inkomster.',
        },
        {
          kind: 'tip',
          text: 'Hellre lite än inget. 20 kr i veckan blir över 1 000 kr på ett år.',
        },
      ],
      tryIt: {
        text: 'Tänk på något du skulle vilja ha om ett år. Vad kostar det, och hur mycket skulle du behöva lägga undan varje vecka?',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad betyder det att spara?',
          options: [
            {
              text: 'Att aldrig köpa något',
              correct: false,
              explanation:
                'Nej. Du sparar för att kunna köpa något senare, eller för att klara det oväntade.',
            },
            {
              text: 'Att vänta med att använda pengar nu för att kunna använda dem senare',
              correct: true,
              explanation:
                'Rätt! Du flyttar pengar från i dag till ett senare tillfälle när du behöver dem mer.',
            },
            {
              text: 'Att bara köpa saker på rea',
              correct: false,
              explanation:
                'Nej. Att handla billigt kan vara klokt, men pengarna är ändå använda. Att spara betyder att pengarna finns kvar.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Du sparar 20 kr i veckan i ett år. Ungefär hur mycket har du då?',
          options: [
            {
              text: 'Ungefär 240 kr',
              correct: false,
              explanation: 'Nej. 240 kr är 20 kr gånger 12, men ett år har 52 veckor och inte 12.',
            },
            {
              text: 'Ungefär 20 000 kr',
              correct: false,
              explanation: 'Nej, det är alldeles för mycket. 20 kr × 52 veckor blir 1 040 kr.',
            },
            {
              text: 'Ungefär 1 000 kr',
              correct: true,
              explanation: 'Rätt! 20 kr × 52 veckor = 1 040 kr.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Varför är det bra att börja spara tidigt, även med små belopp?',
          options: [
            {
              text: 'Du bygger en vana som är lättare att hålla när inkomsterna växer',
              correct: true,
              explanation:
                'Rätt! Den som redan sparar lite har lättare att spara mer senare, till exempel när första lönen kommer.',
            },
            {
              text: 'Små belopp gör ändå ingen skillnad',
              correct: false,
              explanation: 'Nej. Små belopp växer över tid, och vanan är värd mycket i sig.',
            },
            {
              text: 'För att banken kräver det',
              correct: false,
              explanation: 'Nej. Ingen kan tvinga dig att spara. Det är ditt eget val.',
            },
          ],
        },
      ],
    },
    {
      id: 'sparande-for-nyborjare-satt-ett-sparmal',
      title: 'Sätt ett sparmål som håller',
      description: 'Gör om en vag önskan till ett konkret mål med belopp, datum och en plan.',
      type: 'interaktiv',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: '”Jag ska spara mer” är en bra tanke men ett svårt mål. Du vet aldrig när du är klar. Ett bra sparmål är konkret.',
        },
        { kind: 'heading', text: 'Ett bra sparmål svarar på fem frågor' },
        {
          kind: 'list',
          items: [
            'Vad? Exakt vad du sparar till, till exempel ”nya hörlurar” och inte ”grejer”.',
            'Hur mycket? Ett belopp i kronor.',
            'När? Ett datum då du vill vara klar.',
            'Hur? Hur mycket du lägger undan varje vecka eller månad.',
            'Går det? Målet ska gå att nå med de pengar du har.',
          ],
        },
        {
          kind: 'example',
          title: 'Från önskan till mål',
          text: 'Önskan: ”Jag vill ha nya hörlurar.” Mål: ”Jag sparar 1 200 kr till hörlurar på 12 veckor genom att lägga undan 100 kr i veckan.”',
        },
        { kind: 'heading', text: 'Räkna baklänges' },
        {
          kind: 'paragraph',
          text: 'Dela beloppet med antalet veckor du har på dig. Då får du veta hur mycket du behöver spara varje vecka.',
        },
        {
          kind: 'example',
          title: 'Festivalen',
          text: 'En festivalbiljett kostar 3 000 kr och festivalen är om 20 veckor. 3 000 kr delat med 20 veckor blir 150 kr i veckan. Är det för mycket kan du skjuta på datumet, välja något billigare eller hitta ett extrajobb.',
        },
        {
          kind: 'tip',
          text: 'Ha gärna högst två eller tre sparmål samtidigt. Med för många mål går det långsamt överallt, och då är det lätt att tappa lusten.',
        },
      ],
      tryIt: {
        text: 'Skapa ett sparmål i appen med namn, belopp och datum. Räkna ut hur mycket du behöver lägga undan varje vecka.',
        action: 'create-goal',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vilket av de här är det bästa sparmålet?',
          options: [
            {
              text: 'Spara så mycket som möjligt',
              correct: false,
              explanation:
                'Nej. Utan belopp och datum går det inte att veta om du är på rätt väg eller när du är klar.',
            },
            {
              text: 'Spara 900 kr till ett spel på 9 veckor, 100 kr i veckan',
              correct: true,
              explanation:
                'Rätt! Målet säger vad, hur mycket, när och hur. Då är det lätt att följa.',
            },
            {
              text: 'Spara till något kul någon gång',
              correct: false,
              explanation:
                'Nej. ”Något kul” och ”någon gång” är för vagt för att motivera dig varje vecka.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Du vill ha 2 400 kr om 12 veckor. Hur mycket behöver du spara i veckan?',
          options: [
            {
              text: '120 kr',
              correct: false,
              explanation: 'Nej. 120 kr × 12 veckor blir bara 1 440 kr.',
            },
            {
              text: '240 kr',
              correct: false,
              explanation:
                'Nej. 240 kr i veckan skulle ge 2 400 kr på 10 veckor. Du har 12 veckor på dig.',
            },
            {
              text: '200 kr',
              correct: true,
              explanation: 'Rätt! 2 400 kr delat med 12 veckor blir 200 kr i veckan.',
            },
          ],
        },
        {
          id: 'q3',
          question:
            'Du får 150 kr i veckan och ditt sparmål kräver 140 kr i veckan. Vad är smartast?',
          options: [
            {
              text: 'Kör på, det löser sig',
              correct: false,
              explanation:
                'Nej. Då har du bara 10 kr kvar till allt annat varje vecka. Det håller sällan länge.',
            },
            {
              text: 'Skjut på datumet så att målet blir realistiskt',
              correct: true,
              explanation:
                'Rätt! Med mer tid blir beloppet per vecka lägre, och då är det lättare att hålla i.',
            },
            {
              text: 'Ge upp målet',
              correct: false,
              explanation:
                'Nej. Målet behöver inte strykas, bara justeras. Du kan ändra datum eller belopp.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Varför kan det bli ett problem att ha många sparmål samtidigt?',
          options: [
            {
              text: 'Banken tillåter bara ett sparmål',
              correct: false,
              explanation:
                'Nej. Du får ha hur många mål du vill. Problemet är hur det känns, inte några regler.',
            },
            {
              text: 'Pengarna sprids ut och varje mål går långsamt',
              correct: true,
              explanation:
                'Rätt! När inget mål verkar komma närmare är det lätt att tappa motivationen.',
            },
          ],
        },
      ],
    },
    {
      id: 'sparande-for-nyborjare-betala-dig-sjalv-forst',
      title: 'Betala dig själv först',
      description:
        'Spara direkt när pengarna kommer in, i stället för att spara det som blir över.',
      type: 'video',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'Många sparar det som blir kvar i slutet av månaden. Problemet är att det sällan blir något kvar. Vänd på ordningen: spara först och använd sedan resten.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Pengarna kommer in',
              text: 'Du får 500 kr i månadspeng den 25:e.',
            },
            {
              title: 'Spara direkt',
              text: 'Samma dag flyttar du 50 kr till ditt sparmål. Det är 10 %.',
            },
            {
              title: 'Lev på resten',
              text: '450 kr är dina pengar för månaden. Dem kan du använda utan dåligt samvete.',
            },
            {
              title: 'Gör det automatiskt',
              text: 'Be en förälder hjälpa dig att lägga in en automatisk överföring till sparkontot samma dag som pengarna kommer. Då behöver du inte komma ihåg det.',
            },
            {
              title: 'Öka när du kan',
              text: 'Får du höjd månadspeng eller ett sommarjobb? Höj sparandet lite samtidigt, så märker du knappt skillnaden.',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Sommarjobbet',
          text: 'Alva är 17 och tjänar 12 000 kr efter skatt på sitt sommarjobb. Innan hon planerar något annat sätter hon in 3 000 kr på sitt sparkonto. Det är 25 %. Resten använder hon till sommaren och hösten.',
        },
        {
          kind: 'paragraph',
          text: 'Bra att veta: när du har fyllt 16 bestämmer du själv över pengar du har tjänat genom eget arbete.',
        },
        {
          kind: 'tip',
          text: '10 % är en bra start. Sparar du 10 % av allt du får, både månadspeng, lön och presentpengar, växer sparandet i samma takt som dina inkomster.',
        },
      ],
      tryIt: {
        text: 'Nästa gång du får pengar: gör först en insättning på ditt sparmål i appen, innan du köper något annat.',
        action: 'deposit-goal',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad betyder ”betala dig själv först”?',
          options: [
            {
              text: 'Att du köper något till dig själv innan du gör något annat',
              correct: false,
              explanation: 'Nej. ”Dig själv” betyder här ditt framtida jag, alltså ditt sparande.',
            },
            {
              text: 'Att du sparar det som blir kvar i slutet av månaden',
              correct: false,
              explanation:
                'Nej, det är tvärtom. Att spara det som blir över fungerar sällan, eftersom det ofta inte blir något över.',
            },
            {
              text: 'Att du sparar en del direkt när pengarna kommer in',
              correct: true,
              explanation:
                'Rätt! Sparandet kommer först, och resten kan du använda med gott samvete.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Varför är en automatisk överföring till sparandet smart?',
          options: [
            {
              text: 'Sparandet blir av utan att du behöver komma ihåg det',
              correct: true,
              explanation:
                'Rätt! Du behöver inte bestämma dig på nytt varje månad. Det sker av sig självt.',
            },
            {
              text: 'Du får alltid högre ränta',
              correct: false,
              explanation: 'Nej. Räntan beror på kontot, inte på hur pengarna kommer dit.',
            },
            {
              text: 'Pengarna blir låsta för alltid',
              correct: false,
              explanation:
                'Nej. På ett vanligt sparkonto kan du oftast ta ut pengarna när du vill. Överföringen gör bara att sparandet blir av.',
            },
          ],
        },
        {
          id: 'q3',
          question:
            'Du får 800 kr i månaden och vill spara 10 %. Hur mycket flyttar du till sparandet direkt?',
          options: [
            {
              text: '8 kr',
              correct: false,
              explanation: 'Nej. 8 kr är 1 % av 800 kr.',
            },
            {
              text: '80 kr',
              correct: true,
              explanation: 'Rätt! 10 % av 800 kr är 80 kr.',
            },
            {
              text: '100 kr',
              correct: false,
              explanation:
                'Nej. 100 kr är 12,5 % av 800 kr. Det går förstås också bra, men det är inte 10 %.',
            },
          ],
        },
      ],
    },
    {
      id: 'sparande-for-nyborjare-buffert',
      title: 'Buffert – pengar för det oväntade',
      description:
        'Bygg en buffert så att en trasig mobil eller en glömd räkning inte blir en kris.',
      type: 'övning',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'En buffert, som också kallas nödkonto, är pengar du sparar till sådant du inte kan planera. Till exempel en trasig mobilskärm, en borttappad nyckel eller en present du glömde.',
        },
        {
          kind: 'paragraph',
          text: 'Bufferten är inte till för något kul. Den finns för att du ska slippa låna eller stressa när något händer.',
        },
        { kind: 'heading', text: 'Hur stor ska den vara?' },
        {
          kind: 'paragraph',
          text: 'För vuxna brukar man säga att bufferten ska räcka till flera månaders utgifter. För dig kan en bra start vara 500 kr, eller lika mycket som du får på en månad.',
        },
        {
          kind: 'example',
          title: 'Skärmen som sprack',
          text: 'Leo är 15 och tappar mobilen. Att laga skärmen kostar 1 200 kr. Han har 800 kr i buffert och betalar resten med 200 kr av månadspengen i två månader. Han slipper låna, och sedan börjar han fylla på bufferten igen.',
        },
        {
          kind: 'paragraph',
          text: 'Ibland kan en försäkring betala för skadan. Då finns oftast en självrisk, alltså en del av kostnaden som du betalar själv. Även då är bufferten bra att ha.',
        },
        { kind: 'heading', text: 'Övning: bygg din buffert' },
        {
          kind: 'steps',
          items: [
            {
              title: 'Ge den ett eget ställe',
              text: 'Skapa ett eget sparmål i appen som heter ”Buffert”, eller be en förälder hjälpa dig med ett separat sparkonto.',
            },
            {
              title: 'Sätt in lite i taget',
              text: 'Lägg undan en liten summa varje gång du får pengar, till exempel 25 kr.',
            },
            {
              title: 'Använd den bara när det behövs',
              text: 'Bufferten är till för det oväntade, inte för rea eller nya spel.',
            },
            {
              title: 'Fyll på igen',
              text: 'Har du tagit från bufferten börjar du fylla på den igen, lite i taget.',
            },
          ],
        },
        {
          kind: 'tip',
          text: 'Håll bufferten lätt att komma åt, men inte för lätt. Ett separat konto utan kort gör att du inte råkar använda den i kassan.',
        },
      ],
      tryIt: {
        text: 'Skapa ett sparmål som heter Buffert och bestäm ett första belopp, till exempel 500 kr.',
        action: 'create-goal',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vilket av de här är ett bra skäl att använda bufferten?',
          options: [
            {
              text: 'En jacka på rea som du egentligen inte behöver',
              correct: false,
              explanation:
                'Nej. Rea är inget oväntat som måste betalas. Den sortens köp passar bättre som ett eget sparmål.',
            },
            {
              text: 'Att laga cykeln du behöver för att ta dig till skolan',
              correct: true,
              explanation:
                'Rätt! Det är oväntat och något du behöver, precis det bufferten är till för.',
            },
            {
              text: 'Ett nytt spel som precis har släppts',
              correct: false,
              explanation:
                'Nej. Ett spel du vill ha kan du spara till, men det är inte en nödsituation.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Varför är det bra att hålla bufferten skild från dina vanliga pengar?',
          options: [
            {
              text: 'Så att du inte råkar använda den till vardagsköp',
              correct: true,
              explanation:
                'Rätt! Ligger bufferten för sig är det lättare att låta den vara tills den verkligen behövs.',
            },
            {
              text: 'För att den då växer dubbelt så fort',
              correct: false,
              explanation:
                'Nej. Pengarna växer inte snabbare bara för att de ligger för sig. Poängen är att de får vara i fred.',
            },
            {
              text: 'För att det inte är tillåtet att ha allt på samma ställe',
              correct: false,
              explanation:
                'Nej. Det är tillåtet, men det är lättare att råka använda bufferten då.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Du har använt 300 kr av bufferten. Vad gör du sedan?',
          options: [
            {
              text: 'Fyller på den igen, lite i taget',
              correct: true,
              explanation: 'Rätt! Då finns bufferten där nästa gång något oväntat händer.',
            },
            {
              text: 'Ingenting, den har gjort sitt',
              correct: false,
              explanation:
                'Nej. Oväntade saker händer igen. En tom buffert skyddar dig inte nästa gång.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Vad är en självrisk?',
          options: [
            {
              text: 'En avgift som banken tar för att du har ett sparkonto',
              correct: false,
              explanation: 'Nej. Självrisk har med försäkringar att göra, inte med sparkonton.',
            },
            {
              text: 'Den del av kostnaden du betalar själv när försäkringen används',
              correct: true,
              explanation:
                'Rätt! Även om försäkringen betalar det mesta får du ofta stå för en del själv. Där hjälper bufferten.',
            },
            {
              text: 'En risk som bara gäller dig och inte din familj',
              correct: false,
              explanation:
                'Nej. Självrisk är ett belopp, en del av kostnaden för en skada som du betalar själv.',
            },
          ],
        },
      ],
    },
    {
      id: 'sparande-for-nyborjare-sparkonto-och-ranta',
      title: 'Sparkonto, ränta och insättningsgarantin',
      description:
        'Så fungerar ränta på ett sparkonto, och så skyddar insättningsgarantin dina pengar.',
      type: 'text',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'Pengar på ett sparkonto på banken ligger tryggare än i en sparbössa hemma, och de kan växa lite tack vare ränta.',
        },
        { kind: 'heading', text: 'Vad är ränta?' },
        {
          kind: 'paragraph',
          text: 'Ränta är pengar som banken betalar dig för att du har pengar hos dem. Den anges i procent per år. Räntan är inte lovad för alltid: banken kan ändra den, ofta när Riksbanken ändrar sin styrränta.',
        },
        {
          kind: 'example',
          title: 'Ränta på ränta',
          text: 'Du har 5 000 kr på ett sparkonto med 2 % ränta. Efter ett år har du fått 100 kr i ränta. Året efter får du ränta på 5 100 kr, alltså 102 kr. Det kallas ränta på ränta. Siffrorna är bara ett exempel – räntan är olika hos olika banker och ändras över tid.',
        },
        { kind: 'heading', text: 'Det här är bra att jämföra' },
        {
          kind: 'list',
          items: [
            'Räntan: olika banker ger olika mycket, och den kan ändras.',
            'Uttag: kan du ta ut pengarna när du vill, eller är de låsta en tid? Konton med bunden ränta låser ofta pengarna.',
            'Avgifter: ett vanligt sparkonto brukar inte kosta något.',
            'Skatt: på räntan betalar du 30 % i skatt. Banken drar den oftast automatiskt.',
          ],
        },
        { kind: 'heading', text: 'Insättningsgarantin' },
        {
          kind: 'paragraph',
          text: 'Om en bank skulle gå i konkurs får du ändå tillbaka pengarna på konton som omfattas av insättningsgarantin, upp till 1 050 000 kr per person och bank. Det är staten, genom Riksgälden, som står för garantin. Garantin gäller automatiskt, du behöver inte anmäla dig till den.',
        },
        {
          kind: 'warning',
          text: 'Insättningsgarantin gäller pengar på konton. Den gäller inte fonder eller aktier, som kan både öka och minska i värde.',
        },
        {
          kind: 'tip',
          text: 'Är du under 18 behöver en vårdnadshavare vara med när du öppnar ett konto. Fråga en förälder om hjälp att jämföra några banker.',
        },
      ],
      tryIt: {
        text: 'Fråga en förälder var dina sparpengar finns i dag. Ligger de på ett konto med ränta som omfattas av insättningsgarantin?',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad är ränta på ett sparkonto?',
          options: [
            {
              text: 'En avgift du betalar till banken',
              correct: false,
              explanation:
                'Nej. När du lånar pengar betalar du ränta, men på ett sparkonto är det banken som betalar dig.',
            },
            {
              text: 'Pengar banken betalar dig för att du har pengar hos dem',
              correct: true,
              explanation: 'Rätt! Räntan anges i procent per år och läggs till på dina sparpengar.',
            },
            {
              text: 'Ett löfte om att pengarna fördubblas',
              correct: false,
              explanation:
                'Nej. Räntan på ett sparkonto är oftast några procent eller mindre, och den kan ändras.',
            },
          ],
        },
        {
          id: 'q2',
          question:
            'Du har 2 000 kr på ett konto med 3 % ränta. Hur mycket ränta får du på ett år, före skatt?',
          options: [
            {
              text: '6 kr',
              correct: false,
              explanation: 'Nej. 6 kr vore 0,3 %. 3 % av 2 000 kr är tio gånger mer.',
            },
            {
              text: '600 kr',
              correct: false,
              explanation: 'Nej. 600 kr vore 30 %. Så hög ränta finns inte på sparkonton.',
            },
            {
              text: '60 kr',
              correct: true,
              explanation: 'Rätt! 3 % av 2 000 kr är 60 kr.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad skyddar insättningsgarantin?',
          options: [
            {
              text: 'Pengar på konton, upp till 1 050 000 kr per person och bank, om banken går i konkurs',
              correct: true,
              explanation:
                'Rätt! Staten ser till att du får tillbaka pengarna upp till det beloppet, även om banken inte kan betala.',
            },
            {
              text: 'Att räntan aldrig sänks',
              correct: false,
              explanation:
                'Nej. Garantin skyddar själva pengarna, inte räntan. Banken kan sänka räntan.',
            },
            {
              text: 'Pengar i fonder och aktier om de minskar i värde',
              correct: false,
              explanation:
                'Nej. Insättningsgarantin gäller bara pengar på konton, inte fonder och aktier.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Kan räntan på ett vanligt sparkonto ändras?',
          options: [
            {
              text: 'Nej, den är alltid densamma',
              correct: false,
              explanation:
                'Nej. Bara om du har valt bunden ränta är den låst under en viss tid. Annars kan banken ändra den.',
            },
            {
              text: 'Ja, banken kan ändra den, ofta när styrräntan ändras',
              correct: true,
              explanation:
                'Rätt! Räntan kan både höjas och sänkas. Därför lovar ingen en viss ränta för alltid.',
            },
          ],
        },
        {
          id: 'q5',
          question: 'Du är 15 och vill öppna ett sparkonto. Vad behövs?',
          options: [
            {
              text: 'Inget, du kan göra det helt själv',
              correct: false,
              explanation: 'Nej. Under 18 behöver en vårdnadshavare vara med och godkänna.',
            },
            {
              text: 'Du måste vänta tills du är 18',
              correct: false,
              explanation:
                'Nej. Barn och unga kan ha sparkonto, men då behöver en vårdnadshavare vara med.',
            },
            {
              text: 'En vårdnadshavare som är med och godkänner',
              correct: true,
              explanation: 'Rätt! Under 18 behöver en vårdnadshavare vara med när kontot öppnas.',
            },
          ],
        },
      ],
    },
    {
      id: 'sparande-for-nyborjare-hall-motivationen',
      title: 'Håll motivationen uppe',
      description:
        'Delmål, automatik och lite firande gör att du orkar spara hela vägen till målet.',
      type: 'quiz',
      minutes: 3,
      body: [
        {
          kind: 'paragraph',
          text: 'Det svåra med att spara är sällan att börja. Det svåra är att fortsätta. De här knepen gör det lättare.',
        },
        {
          kind: 'list',
          items: [
            'Delmål: dela upp målet. 25 %, 50 % och 75 % blir tre små fester på vägen.',
            'Automatik: en automatisk överföring sparar åt dig även de veckor du inte orkar tänka på det.',
            'Synlighet: en bild på det du sparar till gör målet mer verkligt.',
            'Fira lagom: fira ett delmål med något litet som inte äter upp sparandet.',
            'Sparkompis: spara mot var sitt mål med en kompis eller ett syskon och peppa varandra.',
          ],
        },
        {
          kind: 'example',
          title: 'Klassresan',
          text: 'Maja sparar 4 000 kr till en klassresa. När hon har 1 000 kr, alltså 25 %, firar hon med en filmkväll hemma. Det går långsammare än hon trodde, så hon skjuter på datumet en månad i stället för att ge upp.',
        },
        {
          kind: 'tip',
          text: 'Har du tagit pengar från sparandet? Det händer. Fortsätt med nästa insättning. Allt du redan har sparat räknas fortfarande.',
        },
      ],
      tryIt: {
        text: 'Gör en insättning på ditt sparmål i dag, även om den är liten. 20 kr räknas.',
        action: 'deposit-goal',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Varför hjälper delmål när du sparar?',
          options: [
            {
              text: 'De gör målet billigare',
              correct: false,
              explanation: 'Nej. Målet kostar lika mycket, men vägen dit känns kortare.',
            },
            {
              text: 'De ger dig framsteg att glädjas åt på vägen',
              correct: true,
              explanation: 'Rätt! Att nå 25 % känns bra och ger dig energi att fortsätta mot 50 %.',
            },
            {
              text: 'De gör att du kan sluta spara tidigare',
              correct: false,
              explanation:
                'Nej. Du sparar lika länge. Delmålen gör bara att det känns roligare på vägen.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Du har sparat 1 000 kr av 4 000 kr. Hur långt har du kommit?',
          options: [
            {
              text: '25 %',
              correct: true,
              explanation: 'Rätt! 1 000 är en fjärdedel av 4 000, alltså 25 %.',
            },
            {
              text: '40 %',
              correct: false,
              explanation: 'Nej. 40 % av 4 000 kr vore 1 600 kr.',
            },
            {
              text: '10 %',
              correct: false,
              explanation: 'Nej. 10 % av 4 000 kr vore 400 kr. Du har kommit längre än så.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Du tog 200 kr från sparmålet till en konsert. Vad är bäst att göra nu?',
          options: [
            {
              text: 'Ge upp målet, det är ändå förstört',
              correct: false,
              explanation:
                'Nej. Ett uttag förstör inte målet. Resten av pengarna finns kvar och du kan fortsätta.',
            },
            {
              text: 'Ta ut resten också',
              correct: false,
              explanation:
                'Nej. Då börjar du om från noll i stället för att bara ha tagit ett litet steg bakåt.',
            },
            {
              text: 'Fortsätt spara som vanligt och skjut på datumet om det behövs',
              correct: true,
              explanation: 'Rätt! Det är helt okej att justera. Det viktiga är att du fortsätter.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Vilket sätt att fira ett delmål passar bäst?',
          options: [
            {
              text: 'Något litet som inte äter upp sparandet',
              correct: true,
              explanation: 'Rätt! Du får en belöning och målet kommer ändå närmare.',
            },
            {
              text: 'Köpa något dyrt med kortet',
              correct: false,
              explanation:
                'Nej. Då riskerar du att tappa det du har sparat ihop och hamna längre från målet.',
            },
          ],
        },
      ],
    },
  ],
};
