import type { Course } from '@/content/types';

/**
 * Banktjänster för unga: account and card, Swish, BankID and scams, savings accounts and reading
 * the account statement. Kept bank-neutral: rules that differ between banks are described as such.
 */
export const banktjansterForUnga: Course = {
  id: 'banktjanster-for-unga',
  title: 'Banktjänster för unga',
  description:
    'Konto, kort, Swish, BankID och sparkonto – så fungerar bankens tjänster och så skyddar du dina pengar mot bedragare.',
  level: 'Nybörjare',
  audience: 'public',
  minutes: 20,
  xp: 100,
  lessons: [
    // 1 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'banktjanster-for-unga-konto-och-kort',
      title: 'Ungdomskonto och bankkort',
      description: 'Ditt första egna konto och kort – och skillnaden mellan debet och kredit.',
      type: 'text',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'De flesta banker har ett konto för unga, ofta utan avgift. Till kontot kan du få ett bankkort, en app och ibland Swish. Är du under 18 år behöver din vårdnadshavare godkänna att du öppnar konto och skaffar kort.',
        },
        {
          kind: 'heading',
          text: 'Debetkort eller kreditkort?',
        },
        {
          kind: 'list',
          items: [
            'Debetkort (vanligt bankkort): pengarna dras direkt från ditt eget konto. Finns det inga pengar går köpet oftast inte igenom.',
            'Kreditkort: du handlar för lånade pengar och betalar fakturan senare. Kräver att du är 18 år och att banken gör en kreditprövning.',
            'Kort för unga är debetkort. Du kan alltså bara använda pengar du faktiskt har.',
          ],
        },
        {
          kind: 'example',
          title: 'Gränser som vårdnadshavaren kan sätta',
          text: 'Elias, 14 år, har 400 kr i månadspeng. Hans förälder har satt en gräns på 300 kr per vecka och stängt av köp på nätet. När han fyller 15 pratar de om att öppna för nätköp.',
        },
        {
          kind: 'paragraph',
          text: 'Under 18 år är det dina vårdnadshavare som förvaltar dina pengar. Men pengar som du själv tjänat genom arbete efter att du fyllt 16 får du bestämma över själv.',
        },
        {
          kind: 'tip',
          text: 'Tappar du kortet? Spärra det direkt i appen eller genom att ringa banken. Ett spärrat kort kan ingen annan använda.',
        },
        {
          kind: 'warning',
          text: 'Lämna aldrig ut din pinkod, inte ens till kompisar. Banken frågar aldrig efter den.',
        },
      ],
      tryIt: {
        text: 'Lägg in ditt senaste kortköp i appen. Kolla om beloppet stämmer med det som står i bankappen.',
        action: 'add-transaction',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad händer när du betalar med ett debetkort?',
          options: [
            {
              text: 'Du lånar pengarna och betalar senare',
              correct: false,
              explanation: 'Det är så ett kreditkort fungerar, inte ett debetkort.',
            },
            {
              text: 'Föräldrarna får en faktura',
              correct: false,
              explanation: 'Nej, köpet dras från kontot som kortet hör till.',
            },
            {
              text: 'Pengarna dras direkt från ditt eget konto',
              correct: true,
              explanation: 'Ja. Med debetkort använder du bara pengar du redan har.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Du är 15 år och vill öppna ett konto med kort. Vad behövs?',
          options: [
            {
              text: 'Ingenting, du kan fixa allt själv',
              correct: false,
              explanation: 'Nej, under 18 år krävs vårdnadshavarens godkännande.',
            },
            {
              text: 'Att din vårdnadshavare godkänner det',
              correct: true,
              explanation: 'Rätt. Under 18 år behöver vårdnadshavaren vara med och säga ja.',
            },
            {
              text: 'Att du har ett jobb',
              correct: false,
              explanation: 'Nej, du behöver inget jobb för att få ett ungdomskonto.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Du har tappat ditt bankkort. Vad gör du först?',
          options: [
            {
              text: 'Spärrar kortet i appen eller ringer banken',
              correct: true,
              explanation: 'Ja. Spärra direkt, så kan ingen annan handla med det.',
            },
            {
              text: 'Väntar några dagar och ser om det dyker upp',
              correct: false,
              explanation: 'Under tiden kan någon annan använda kortet. Spärra först, leta sen.',
            },
            {
              text: 'Lägger ut kortnumret i en grupp och frågar om någon sett det',
              correct: false,
              explanation: 'Dela aldrig kortuppgifter offentligt. Spärra kortet i stället.',
            },
          ],
        },
      ],
    },
    // 2 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'banktjanster-for-unga-swish',
      title: 'Swish och säkra betalningar',
      description:
        'Snabba betalningar mellan personer – och varför du ska tänka efter innan du trycker.',
      type: 'interaktiv',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'Med Swish skickar du pengar direkt från ditt konto till någon annans med hjälp av ett mobilnummer. Pengarna kommer fram på några sekunder. Du godkänner betalningen med BankID.',
        },
        {
          kind: 'paragraph',
          text: 'Om du kan ha Swish innan du fyllt 18, och från vilken ålder, bestämmer varje bank. Oftast behöver din vårdnadshavare godkänna det, och hen kan ofta sätta en beloppsgräns.',
        },
        {
          kind: 'heading',
          text: 'Det här är bra att veta',
        },
        {
          kind: 'list',
          items: [
            'En Swish-betalning går inte att ångra. Pengarna är borta direkt.',
            'Skickar du till fel nummer måste du be mottagaren att skicka tillbaka.',
            'Du behöver aldrig öppna BankID för att ta emot pengar. Bara för att skicka.',
            'Kolla alltid namnet på mottagaren innan du godkänner.',
          ],
        },
        {
          kind: 'example',
          title: 'Köpa begagnat',
          text: 'Du hittar ett par skor för 600 kr på nätet. Säljaren vill ha betalt i förskott via Swish och skicka skorna med post. Om skorna aldrig kommer är det svårt att få tillbaka pengarna. Tryggast är att ses, titta på varan och betala på plats.',
        },
        {
          kind: 'tip',
          text: 'Sätt en egen beloppsgräns för Swish i bankappen. Då kan inte en bedragare tömma kontot, ens om du skulle bli lurad.',
        },
        {
          kind: 'warning',
          text: 'Swisha aldrig pengar för att ”låsa upp” en vinst, betala ”frakt” för något gratis eller hjälpa någon du bara känner på nätet.',
        },
      ],
      tryIt: {
        text: 'Swishade du något senast? Lägg in det som en utgift så att din budget stämmer.',
        action: 'add-transaction',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Du har swishat 200 kr till fel nummer. Vad gäller?',
          options: [
            {
              text: 'Du trycker på ångra i appen',
              correct: false,
              explanation: 'Det finns ingen ångra-knapp. Pengarna skickas direkt.',
            },
            {
              text: 'Du måste be mottagaren att skicka tillbaka pengarna',
              correct: true,
              explanation:
                'En Swish-betalning går inte att ångra, så du behöver kontakta mottagaren. Banken kan hjälpa till om det inte går.',
            },
            {
              text: 'Pengarna kommer automatiskt tillbaka efter ett dygn',
              correct: false,
              explanation: 'Nej, pengarna stannar hos mottagaren tills hen skickar tillbaka dem.',
            },
          ],
        },
        {
          id: 'q2',
          question:
            'En köpare säger att du måste öppna BankID för att ta emot betalningen. Vad stämmer?',
          options: [
            {
              text: 'Det är ett bedrägeri – du behöver aldrig BankID för att ta emot pengar',
              correct: true,
              explanation:
                'Rätt. Öppnar du BankID godkänner du en betalning från dig, eller en inloggning.',
            },
            {
              text: 'Det stämmer, man måste alltid godkänna inkommande Swish',
              correct: false,
              explanation: 'Nej, pengar kommer in utan att du gör något.',
            },
            {
              text: 'Det spelar ingen roll, BankID är alltid säkert',
              correct: false,
              explanation:
                'BankID är säkert så länge bara du använder det för det du själv har startat.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Varför kan det vara smart att sätta en beloppsgräns för Swish?',
          options: [
            {
              text: 'Det ger dig högre ränta',
              correct: false,
              explanation: 'Nej, beloppsgränsen påverkar inte räntan.',
            },
            {
              text: 'Det gör Swish snabbare',
              correct: false,
              explanation: 'Nej, det är ett säkerhetsskydd, inte en fartgrej.',
            },
            {
              text: 'Det begränsar hur mycket du kan förlora om du blir lurad',
              correct: true,
              explanation: 'Ja. En låg gräns gör att en bedragare inte kan få ut allt på en gång.',
            },
          ],
        },
      ],
    },
    // 3 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'banktjanster-for-unga-bankid-och-bedragerier',
      title: 'BankID och bedrägerier',
      description: 'Så känner du igen bedragarnas knep – och vad du gör om det ändå händer.',
      type: 'video',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'BankID är din digitala legitimation. Den som får dig att godkänna något med ditt BankID kan logga in som du, ta lån i ditt namn eller tömma ditt konto. Därför försöker bedragare lura just dig att använda det.',
        },
        {
          kind: 'heading',
          text: 'Vanliga knep',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Det falska banksamtalet',
              text: 'Någon ringer och säger att hen är från banken eller polisen. ”Ditt konto är hackat, logga in med BankID så stoppar vi det.” Eller: ”Flytta pengarna till ett säkert konto.” Banken gör aldrig så.',
            },
            {
              title: 'Nätfiske-sms',
              text: '”Ditt paket väntar, betala 29 kr i tull” eller ”Ditt BankID går ut, förnya här”. Länken leder till en falsk sida som stjäl dina uppgifter.',
            },
            {
              title: 'Köp och sälj',
              text: 'En ”köpare” skickar en länk eller QR-kod och säger att du ska godkänna för att få betalt. I själva verket godkänner du att pengar skickas från dig.',
            },
            {
              title: '”Hej mamma, jag har ny mobil”',
              text: 'Någon låtsas vara en familjemedlem med nytt nummer och behöver pengar snabbt. Ring det gamla numret och kolla.',
            },
            {
              title: 'Snabba pengar',
              text: '”Tjäna 5 000 kr på en dag – låna bara ut ditt konto eller ditt BankID.” Det kallas att vara målvakt och är ett brott, även om du inte visste vad pengarna var till.',
            },
          ],
        },
        {
          kind: 'list',
          items: [
            'Godkänn bara BankID när du själv har startat det du gör.',
            'Läs alltid vad som står i BankID-appen innan du skriver in koden.',
            'Lämna aldrig ut koder, lösenord eller bilder på ditt id-kort.',
            'Stress är en varningssignal. Bedragare vill att du ska agera innan du hinner tänka.',
          ],
        },
        {
          kind: 'warning',
          text: 'Har du godkänt något själv med BankID kan det räknas som att du har godkänt betalningen. Då är det inte säkert att du får tillbaka pengarna.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Ring banken direkt',
              text: 'Spärra kort, BankID och konton. Bankens spärrtjänst är öppen dygnet runt.',
            },
            {
              title: 'Berätta för en vuxen',
              text: 'Du har inte gjort något dumt – bedragare är proffs. Det viktiga är att agera snabbt.',
            },
            {
              title: 'Polisanmäl',
              text: 'Ring polisen på 114 14 eller anmäl på nätet. Banken brukar behöva en polisanmälan.',
            },
          ],
        },
      ],
      tryIt: {
        text: 'Gå igenom de senaste sms:en i din mobil. Finns det något som ber dig klicka på en länk eller logga in? Prata med någon hemma om hur ni gör om en bedragare ringer.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question:
            'Någon ringer från ”bankens säkerhetsavdelning” och ber dig logga in med BankID för att stoppa ett bedrägeri. Vad gör du?',
          options: [
            {
              text: 'Loggar in, de låter ju seriösa',
              correct: false,
              explanation:
                'Bedragare låter ofta väldigt seriösa. Loggar du in ger du dem tillgång till ditt konto.',
            },
            {
              text: 'Lägger på och ringer själv upp banken på numret i appen',
              correct: true,
              explanation:
                'Banken ber dig aldrig logga in eller flytta pengar i telefon. Ring själv på ett nummer du vet stämmer.',
            },
            {
              text: 'Ger dem koden men inte BankID',
              correct: false,
              explanation: 'Ge aldrig ut någon kod. Banken frågar aldrig efter den.',
            },
          ],
        },
        {
          id: 'q2',
          question:
            'Du får ett sms: ”Ditt paket väntar. Betala 29 kr i tull via länken.” Vad är klokast?',
          options: [
            {
              text: 'Betala, det är bara 29 kr',
              correct: false,
              explanation:
                'Summan är liten för att du ska slappna av. Det de vill ha är dina kortuppgifter.',
            },
            {
              text: 'Skicka vidare till kompisar så de också kan betala',
              correct: false,
              explanation: 'Då sprider du bedrägeriet. Radera sms:et i stället.',
            },
            {
              text: 'Klicka inte, det är troligen nätfiske',
              correct: true,
              explanation:
                'Ja. Kolla hellre direkt i fraktbolagets egen app eller på deras sida om du väntar på ett paket.',
            },
          ],
        },
        {
          id: 'q3',
          question:
            'Någon erbjuder dig 5 000 kr för att låna ut ditt bankkonto en dag. Vad stämmer?',
          options: [
            {
              text: 'Det är ett brott att låta sitt konto användas för att flytta andras pengar',
              correct: true,
              explanation:
                'Rätt. Det kallas att vara målvakt och kan leda till straff och skulder, även för unga.',
            },
            {
              text: 'Det är lagligt om du inte vet vad pengarna kommer ifrån',
              correct: false,
              explanation: 'Nej, du kan dömas ändå. Säg nej och berätta för en vuxen.',
            },
            {
              text: 'Det är ett bra sätt att tjäna pengar',
              correct: false,
              explanation:
                'Pengarna kommer ofta från bedrägerier, och det är du som står med kontot när polisen utreder.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Du har blivit lurad. Vad ska du göra först?',
          options: [
            {
              text: 'Vänta och se om pengarna kommer tillbaka',
              correct: false,
              explanation: 'Att vänta ger bedragaren mer tid. Agera direkt.',
            },
            {
              text: 'Inte berätta för någon eftersom det är pinsamt',
              correct: false,
              explanation:
                'Det är inte ditt fel, och det är lättare att fixa med hjälp. Berätta för en vuxen och ring banken.',
            },
            {
              text: 'Ringa banken och spärra',
              correct: true,
              explanation: 'Ja. Ju snabbare du spärrar, desto mer kan stoppas.',
            },
          ],
        },
      ],
    },
    // 4 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'banktjanster-for-unga-sparkonto',
      title: 'Sparkonto och räntor',
      description: 'Var dina sparpengar är trygga och hur räntan på ett sparkonto fungerar.',
      type: 'quiz',
      minutes: 3,
      body: [
        {
          kind: 'paragraph',
          text: 'Ett sparkonto är ett konto för pengar du inte ska använda till vardags. Du får oftast ränta, och det blir lättare att låta bli pengarna när de inte ligger på kortet.',
        },
        {
          kind: 'list',
          items: [
            'Rörlig ränta – räntan kan ändras, och du kan oftast ta ut pengarna när du vill.',
            'Bunden ränta – räntan är fast, men pengarna är låsta en viss tid.',
            'Ränta är en kapitalinkomst och beskattas med 30 %. Banken drar oftast skatten automatiskt.',
          ],
        },
        {
          kind: 'example',
          title: 'Räntan på 5 000 kr',
          text: 'Med 2 % ränta får du 100 kr på ett år. Efter 30 % skatt blir det 70 kr kvar.',
        },
        {
          kind: 'heading',
          text: 'Insättningsgarantin',
        },
        {
          kind: 'paragraph',
          text: 'Om en bank skulle gå i konkurs skyddar staten pengarna på ditt konto genom insättningsgarantin. Den gäller upp till 1 050 000 kr per person och bank eller institut. Aktier och fonder omfattas inte av den.',
        },
        {
          kind: 'tip',
          text: 'Kolla att banken omfattas av insättningsgarantin innan du öppnar ett sparkonto, särskilt om räntan verkar ovanligt hög.',
        },
      ],
      tryIt: {
        text: 'Har du pengar över den här veckan? Gör en insättning på ditt sparmål.',
        action: 'deposit-goal',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Hur mycket skyddar insättningsgarantin?',
          options: [
            {
              text: 'Upp till 10 000 kr',
              correct: false,
              explanation: 'Nej, skyddet är mycket större än så: 1 050 000 kr.',
            },
            {
              text: 'Upp till 1 050 000 kr per person och institut',
              correct: true,
              explanation: 'Ja. Det räcker för nästan allt vardagssparande.',
            },
            {
              text: 'Allt du har, även aktier och fonder',
              correct: false,
              explanation: 'Nej, garantin gäller pengar på konton, inte aktier och fonder.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vad är skillnaden mellan rörlig och bunden ränta på ett sparkonto?',
          options: [
            {
              text: 'Med bunden ränta är räntan fast men pengarna låsta en tid',
              correct: true,
              explanation:
                'Rätt. Rörlig ränta kan ändras, men där kommer du oftast åt pengarna när du vill.',
            },
            {
              text: 'Bunden ränta betyder att du inte får någon ränta',
              correct: false,
              explanation:
                'Nej, du får ränta. Det är pengarna som är bundna, inte räntan som saknas.',
            },
            {
              text: 'Det finns ingen skillnad',
              correct: false,
              explanation: 'Jo, skillnaden är om du kan ta ut pengarna och om räntan kan ändras.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Du har 5 000 kr med 2 % ränta. Hur mycket får du kvar efter skatt på ett år?',
          options: [
            {
              text: '100 kr',
              correct: false,
              explanation: '100 kr är räntan före skatt. Ränta beskattas med 30 %.',
            },
            {
              text: '70 kr',
              correct: true,
              explanation: 'Räntan blir 100 kr och 30 % skatt är 30 kr. Kvar blir 70 kr.',
            },
            {
              text: '1 000 kr',
              correct: false,
              explanation: 'Det vore 20 % ränta. Med 2 % blir räntan 100 kr före skatt.',
            },
          ],
        },
      ],
    },
    // 5 ────────────────────────────────────────────────────────────────────────────────
    {
      id: 'banktjanster-for-unga-kontoutdrag',
      title: 'Läs kontoutdraget och håll koll',
      description: 'Så läser du det som står i bankappen och upptäcker konstigheter i tid.',
      type: 'övning',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'Kontoutdraget är listan över allt som kommit in och gått ut från ditt konto. I bankappen ser du det direkt. Det tar en minut att kolla, och det är det bästa sättet att upptäcka fel och bedrägerier.',
        },
        {
          kind: 'list',
          items: [
            'Saldo – hur mycket pengar som finns på kontot.',
            'Disponibelt belopp – hur mycket du faktiskt kan använda just nu.',
            'Reserverat belopp – ett kortköp som är godkänt men inte dragits än. Det kan ta några dagar.',
            'Återkommande dragningar – abonnemang och prenumerationer som dras varje månad.',
          ],
        },
        {
          kind: 'example',
          title: 'Nellies kontoutdrag',
          text: 'Saldot är 1 200 kr, men disponibelt är bara 950 kr. Ett köp på 250 kr är reserverat. Längre ner hittar Nellie 99 kr som dras varje månad från en app hon provade ”gratis” i en vecka i våras.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Slå på notiser',
              text: 'Låt appen skicka en notis vid varje köp. Då märker du direkt om något är fel.',
            },
            {
              title: 'Kolla varje vecka',
              text: 'Gå igenom veckans rader. Känner du igen alla? Ibland står företagets namn i stället för butikens.',
            },
            {
              title: 'Titta på månadsöversikten',
              text: 'Många appar delar upp utgifterna i kategorier. Var gick mest pengar den här månaden?',
            },
            {
              title: 'Hör av dig om något är fel',
              text: 'Ser du en dragning du inte känner igen? Spärra kortet och kontakta banken så snart som möjligt.',
            },
          ],
        },
        {
          kind: 'tip',
          text: 'Gratis provperioder blir ofta betalda av sig själva. Skriv upp när provperioden slutar och säg upp i tid om du inte vill fortsätta.',
        },
      ],
      tryIt: {
        text: 'Öppna bankappen och jämför med dina senaste köp här. Hittar du något du glömt att lägga in, eller ett abonnemang du inte använder?',
        action: 'review-purchases',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad betyder disponibelt belopp?',
          options: [
            {
              text: 'Hur mycket du har sparat totalt',
              correct: false,
              explanation:
                'Nej, det gäller bara pengarna på just det kontot som går att använda nu.',
            },
            {
              text: 'Hur mycket du får låna av banken',
              correct: false,
              explanation: 'Nej, det handlar om dina egna pengar, inte om lån.',
            },
            {
              text: 'Hur mycket du faktiskt kan använda just nu',
              correct: true,
              explanation:
                'Ja. Reserverade köp är redan avräknade, även om de inte syns i saldot än.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Saldot är 800 kr men disponibelt är 600 kr. Varför?',
          options: [
            {
              text: 'Ett köp på 200 kr är reserverat men inte dragits än',
              correct: true,
              explanation: 'Rätt. Pengarna är redan bokade för köpet, så du kan inte använda dem.',
            },
            {
              text: 'Banken har tagit 200 kr i avgift',
              correct: false,
              explanation:
                'En avgift hade dragits och syns i saldot. Skillnaden beror på ett reserverat köp.',
            },
            {
              text: 'Det är ett fel i appen',
              correct: false,
              explanation: 'Troligen inte. Reserverade köp är den vanligaste förklaringen.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Du hittar en dragning på 349 kr som du inte känner igen. Vad gör du?',
          options: [
            {
              text: 'Väntar till nästa månad och ser om det händer igen',
              correct: false,
              explanation: 'Då kan fler dragningar hinna ske. Agera direkt.',
            },
            {
              text: 'Ignorerar det, det är ju inte så mycket',
              correct: false,
              explanation:
                'Bedragare testar ofta med små belopp först. Även små okända dragningar ska kollas.',
            },
            {
              text: 'Spärrar kortet och kontaktar banken så snart som möjligt',
              correct: true,
              explanation:
                'Ja. Ju snabbare du reagerar, desto lättare är det att stoppa fler dragningar och få tillbaka pengarna.',
            },
          ],
        },
      ],
    },
  ],
};
