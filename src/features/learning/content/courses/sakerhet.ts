import type { Course } from '@/content/types';

/** Säkerhetskurs: 5 modules, 41 min; the first module is open to everyone (spec §2). */
export const sakerhet: Course = {
  id: 'sakerhet',
  title: 'Säkerhetskurs',
  description:
    'Så skyddar vi dina uppgifter, vilka rättigheter du har enligt GDPR och hur du själv skyddar dig mot bedrägerier – för unga och föräldrar.',
  level: 'Nybörjare',
  audience: 'public',
  minutes: 41,
  xp: 100,
  lessons: [
    {
      id: 'sakerhet-hur-vi-skyddar-dina-uppgifter',
      title: 'Hur vi skyddar dina uppgifter',
      description:
        'Kryptering, maskerat personnummer och varför vi aldrig säljer dina uppgifter – ärligt berättat.',
      type: 'text',
      minutes: 7,
      body: [
        {
          kind: 'paragraph',
          text: 'I Slantis sparar du saker som är personliga: din budget, dina köp, dina sparmål och en del uppgifter om dig själv. Här berättar vi ärligt hur vi skyddar dem – och vad du själv kan göra.',
        },
        {
          kind: 'heading',
          text: 'Så skyddas dina uppgifter',
        },
        {
          kind: 'list',
          items: [
            'På väg: allt som skickas mellan din mobil eller dator och våra servrar krypteras med TLS. Den som sitter på samma wifi kan inte läsa det.',
            'I vila: det som sparas hos oss krypteras av vår driftplattform (AES-256).',
            'Personnummer: ditt personnummer sparas krypterat och visas maskerat – bara födelsedatumet syns och de fyra sista siffrorna döljs. Bara du själv kan visa hela numret.',
            'Behörigheter: databasen själv kontrollerar vem som får läsa vad. Du ser dina egna uppgifter, och en kopplad familj ser bara en maskerad bild av varandra.',
            'På din enhet: appen sparar dina uppgifter i telefonen eller datorn så att den fungerar utan nät. Därför är ditt skärmlås viktigt.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Slantis säljer aldrig dina uppgifter och delar dem inte med tredje part – varken för reklam eller för något annat. De enda som hanterar uppgifterna åt oss är de leverantörer som driver tjänsten, och de får bara använda dem för att Slantis ska fungera.',
        },
        {
          kind: 'paragraph',
          text: 'Slantis drivs på plattformen Supabase, som körs i AWS datacenter. Supabase granskas enligt SOC 2 Type II och AWS infrastruktur är certifierad enligt ISO 27001. De certifieringarna gäller infrastrukturen – inte Slantis som företag. Det vill vi vara tydliga med.',
        },
        {
          kind: 'heading',
          text: 'GDPR i korthet',
        },
        {
          kind: 'paragraph',
          text: 'GDPR är EU:s dataskyddsförordning och den gäller för Slantis. Den ger dig rätt att få veta vilka uppgifter vi har om dig, att få fel rättade, att ladda ner dina data och att få ditt konto raderat. I Sverige får du från 13 års ålder själv samtycka till att en app som Slantis behandlar dina personuppgifter. Mer om dina rättigheter får du i modul 2.',
        },
        {
          kind: 'tip',
          text: 'Säkerhet är ett lagarbete: vi skyddar servrarna och databasen, du skyddar ditt lösenord, dina inloggningskoder och din telefon.',
        },
      ],
      tryIt: {
        text: 'Kolla att din telefon har skärmlås med kod, fingeravtryck eller ansiktsigenkänning. Appen sparar uppgifter på enheten – skärmlåset är din första dörr.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad betyder det att data krypteras ”på väg” med TLS?',
          options: [
            {
              text: 'Ingen som avlyssnar nätet kan läsa det som skickas',
              correct: true,
              explanation:
                'Rätt – TLS gör att det som skickas mellan din enhet och servern blir oläsligt för alla andra, till exempel på ett öppet wifi.',
            },
            {
              text: 'Att data raderas direkt efter att det skickats',
              correct: false,
              explanation:
                'Nej, kryptering handlar om att göra data oläsligt för obehöriga, inte om att radera det.',
            },
            {
              text: 'Att appen bara fungerar på vägar med mobiltäckning',
              correct: false,
              explanation:
                '”På väg” betyder medan data skickas över nätet. Appen fungerar dessutom utan nät.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Hur visas ditt personnummer i Slantis?',
          options: [
            {
              text: 'I sin helhet för hela familjen',
              correct: false,
              explanation:
                'Nej, familjemedlemmar ser bara en maskerad version. Bara du själv kan visa hela numret.',
            },
            {
              text: 'Maskerat – de sista fyra siffrorna döljs',
              correct: true,
              explanation:
                'Rätt – personnumret sparas krypterat och visas maskerat, så att ingen kan läsa hela numret över din axel.',
            },
            {
              text: 'Bredvid ditt namn i topplistan',
              correct: false,
              explanation:
                'Personnumret visas aldrig för andra användare. Det är en känslig uppgift som skyddas extra.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad stämmer om certifieringarna ISO 27001 och SOC 2 Type II?',
          options: [
            {
              text: 'Slantis har själv fått dem',
              correct: false,
              explanation:
                'Nej, det är vår driftplattform och dess molnleverantör som har dem. Vi säger hellre som det är.',
            },
            {
              text: 'De gäller infrastrukturen som Slantis körs på, inte Slantis som företag',
              correct: true,
              explanation:
                'Rätt – Supabase och AWS, som driver infrastrukturen, har dem. Slantis har inga egna certifieringar.',
            },
            {
              text: 'De betyder att inget någonsin kan gå fel',
              correct: false,
              explanation:
                'Inget system är helt felfritt. Certifieringar visar att någon granskar rutinerna, men du behöver också skydda dig själv.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Säljer Slantis dina uppgifter till annonsörer?',
          options: [
            {
              text: 'Nej, aldrig',
              correct: true,
              explanation:
                'Rätt – Slantis säljer aldrig dina uppgifter och delar dem inte med tredje part.',
            },
            {
              text: 'Ja, men bara utan ditt namn',
              correct: false,
              explanation: 'Nej, dina uppgifter säljs inte alls – varken med eller utan namn.',
            },
            {
              text: 'Bara när du har fyllt 18',
              correct: false,
              explanation: 'Åldern spelar ingen roll. Slantis säljer aldrig dina uppgifter.',
            },
          ],
        },
      ],
    },
    {
      id: 'sakerhet-gdpr-och-dina-rattigheter',
      title: 'GDPR och dina rättigheter',
      description:
        'Dina rättigheter enligt GDPR, hur du laddar ner eller raderar dina data och vad som gäller för dig under 18.',
      type: 'interaktiv',
      minutes: 9,
      body: [
        {
          kind: 'paragraph',
          text: 'GDPR är EU:s dataskyddsförordning. Den skyddar dina personuppgifter – allt som kan kopplas till dig. Det är inte bara namn, e-post och personnummer, utan också dina köp, budgetar och sparmål.',
        },
        {
          kind: 'heading',
          text: 'Dina rättigheter',
        },
        {
          kind: 'list',
          items: [
            'Rätt till tillgång: du får veta vilka uppgifter vi har om dig och får en kopia.',
            'Rätt till rättelse: är något fel ska det rättas.',
            'Rätt till radering: du kan få ditt konto och dina uppgifter raderade.',
            'Rätt till dataportabilitet: du kan ladda ner dina data i ett format som går att läsa in i andra tjänster.',
            'Rätt att ta tillbaka ett samtycke: när som helst, lika enkelt som du gav det.',
            'Rätt att klaga: tycker du att vi hanterar dina uppgifter fel kan du vända dig till Integritetsskyddsmyndigheten (IMY).',
          ],
        },
        {
          kind: 'tip',
          text: 'På profilsidan, under Inställningar, hittar du knappen ”Ladda ner mina data”. Där får du en fil med de uppgifter vi har om dig. På profilsidan kan du också radera ditt konto.',
        },
        {
          kind: 'heading',
          text: 'Ålder, samtycke och föräldrar',
        },
        {
          kind: 'paragraph',
          text: 'I Sverige är åldersgränsen 13 år: från 13 får du själv samtycka till att en app eller nättjänst behandlar dina personuppgifter. Är man yngre behövs vårdnadshavarens samtycke. Slantis är till för dig som är 13–23, så du kan själv bestämma om ditt konto.',
        },
        {
          kind: 'paragraph',
          text: 'Tills du fyller 18 har dina vårdnadshavare ansvar för dig enligt föräldrabalken, och de ska ta allt större hänsyn till vad du tycker ju äldre du blir. Under 18 kan du inte heller ingå avtal, som ett betalt abonnemang, utan dem – därför är det en förälder som tecknar Familj. Pengar som du själv har tjänat genom arbete efter att du fyllt 16 bestämmer du dock över själv.',
        },
        {
          kind: 'warning',
          text: 'Om en säkerhetsincident ändå skulle drabba dina uppgifter är vi skyldiga att anmäla den till IMY inom 72 timmar – och att berätta för dig om den kan innebära en hög risk för dig.',
        },
      ],
      tryIt: {
        text: 'Öppna profilsidan och hitta ”Ladda ner mina data”. Titta igenom vad som finns sparat om dig – stämmer allt?',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question:
            'Från vilken ålder får du i Sverige själv samtycka till att en app behandlar dina personuppgifter?',
          options: [
            {
              text: '16 år',
              correct: false,
              explanation:
                '16 år är GDPR:s utgångspunkt, men Sverige har sänkt gränsen till 13 år.',
            },
            {
              text: '18 år',
              correct: false,
              explanation:
                '18 år är myndighetsåldern, men för samtycke till nättjänster gäller 13 år i Sverige.',
            },
            {
              text: '13 år',
              correct: true,
              explanation:
                'Rätt – Sverige har valt 13 år som åldersgräns, den lägsta som GDPR tillåter.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vad gör knappen ”Ladda ner mina data”?',
          options: [
            {
              text: 'Du får en kopia av de uppgifter vi har om dig',
              correct: true,
              explanation: 'Rätt – så använder du din rätt till tillgång och dataportabilitet.',
            },
            {
              text: 'Den raderar ditt konto',
              correct: false,
              explanation:
                'Nej, att ladda ner dina data raderar ingenting. Att radera kontot är ett eget val på profilsidan.',
            },
            {
              text: 'Den skickar dina uppgifter till dina föräldrar',
              correct: false,
              explanation: 'Nej, filen är till dig. Ingen annan får den.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad räknas som personuppgifter?',
          options: [
            {
              text: 'Bara personnumret',
              correct: false,
              explanation:
                'Personnumret är en personuppgift, men långt ifrån den enda. Namn, e-post och dina köp räknas också.',
            },
            {
              text: 'Bara det som är hemligt',
              correct: false,
              explanation:
                'Även vanliga uppgifter som ditt namn är personuppgifter, eftersom de kan kopplas till dig.',
            },
            {
              text: 'Allt som kan kopplas till dig, även dina köp och sparmål',
              correct: true,
              explanation:
                'Rätt – personuppgifter är mycket mer än namn och nummer – också det du gör i appen.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Du är 15 och vill ha ett betalt familjeabonnemang. Vad gäller?',
          options: [
            {
              text: 'En vårdnadshavare behöver teckna det',
              correct: true,
              explanation:
                'Rätt – under 18 kan du inte ingå sådana avtal på egen hand. Därför tecknas Familj av en förälder.',
            },
            {
              text: 'Du kan teckna det själv eftersom du fyllt 13',
              correct: false,
              explanation:
                '13-årsgränsen gäller samtycke till att dina uppgifter behandlas, inte att ingå avtal om betalning.',
            },
            {
              text: 'Ingen under 18 får använda appen',
              correct: false,
              explanation:
                'Jo, Slantis är till för dig som är 13–23. Det är bara betalningen som en vuxen sköter.',
            },
          ],
        },
        {
          id: 'q5',
          question:
            'Du tycker att en tjänst hanterar dina uppgifter fel och ni kommer inte överens. Vart kan du vända dig?',
          options: [
            {
              text: 'Integritetsskyddsmyndigheten (IMY)',
              correct: true,
              explanation:
                'Rätt – IMY är den myndighet i Sverige som ser till att GDPR följs. Dit kan du klaga.',
            },
            {
              text: 'Skatteverket',
              correct: false,
              explanation:
                'Skatteverket sköter skatter och folkbokföring, inte klagomål om dataskydd.',
            },
            {
              text: 'Ingen, det går inte att klaga',
              correct: false,
              explanation:
                'Jo, du har alltid rätt att klaga hos IMY om du tycker att dina uppgifter hanteras fel.',
            },
          ],
        },
      ],
    },
    {
      id: 'sakerhet-starka-losenord-och-inloggning',
      title: 'Starka lösenord och inloggning',
      description:
        'Lösenordsreglerna, inloggning med kod via e-post, automatisk utloggning – och varför du aldrig delar en kod.',
      type: 'övning',
      minutes: 8,
      body: [
        {
          kind: 'paragraph',
          text: 'Ditt lösenord är nyckeln till ditt konto. Är det lätt att gissa, eller används det på flera ställen, kan någon annan ta sig in och se din ekonomi.',
        },
        {
          kind: 'heading',
          text: 'Reglerna i Slantis',
        },
        {
          kind: 'list',
          items: [
            'Minst 8 tecken',
            'Minst en stor bokstav',
            'Minst en liten bokstav',
            'Minst en siffra',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Det är minimikraven – längre är bättre. En lösenfras av fyra slumpade ord och en siffra, som ”Gurka-Moln-Trappa-7”, är både stark och lätt att komma ihåg. Använd aldrig samma lösenord som någon annanstans: läcker det från en tjänst testar bedragare det överallt. En lösenordshanterare kan komma ihåg alla lösenord åt dig.',
        },
        {
          kind: 'heading',
          text: 'Logga in med kod',
        },
        {
          kind: 'paragraph',
          text: 'Du kan också logga in utan lösenord. Då mejlar vi en inloggningslänk och en 6-siffrig kod till dig. Koden fungerar även i appen på hemskärmen, och den går bara att använda en gång.',
        },
        {
          kind: 'warning',
          text: 'Dela aldrig en inloggningskod eller ditt lösenord. Ingen från Slantis – och ingen bank – kommer någonsin att be dig läsa upp en kod. Den som frågar försöker ta över ditt konto.',
        },
        {
          kind: 'tip',
          text: 'Om du inte gör något i appen på 10 minuter loggas du ut automatiskt. Det skyddar dig om du glömmer telefonen framme. Logga ändå alltid ut själv på en dator som andra också använder.',
        },
      ],
      tryIt: {
        text: 'Hitta på en lösenfras med fyra ord och en siffra som uppfyller reglerna – men skriv inte ner den någonstans där andra kan se den. Byt sedan ut lösenord som du använder på flera ställen.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vilket lösenord uppfyller reglerna i Slantis?',
          options: [
            {
              text: 'katter123',
              correct: false,
              explanation: 'Det saknar stor bokstav, så det uppfyller inte reglerna.',
            },
            {
              text: 'KATT12',
              correct: false,
              explanation:
                'Det är bara 6 tecken långt och saknar små bokstäver. Det behövs minst 8 tecken.',
            },
            {
              text: 'Katt-Regn-Buss-42',
              correct: true,
              explanation:
                'Rätt – det är längre än 8 tecken och har stora och små bokstäver och siffror.',
            },
          ],
        },
        {
          id: 'q2',
          question:
            'Någon ringer, säger sig vara från Slantis support och ber om koden du just fick i mejlet. Vad gör du?',
          options: [
            {
              text: 'Läser upp koden, eftersom de säger att de är från Slantis',
              correct: false,
              explanation:
                'Vem som helst kan påstå att de är från support. Med koden kan de logga in som du.',
            },
            {
              text: 'Läser upp halva koden för säkerhets skull',
              correct: false,
              explanation:
                'Även en del av koden kan hjälpa en bedragare. Dela ingenting och lägg på.',
            },
            {
              text: 'Lägger på – koden delar man aldrig',
              correct: true,
              explanation:
                'Rätt – Slantis ber aldrig om din kod. Den som frågar försöker ta över ditt konto.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad händer om du inte gör något i appen på 10 minuter?',
          options: [
            {
              text: 'Du loggas ut automatiskt',
              correct: true,
              explanation:
                'Rätt – det skyddar ditt konto om du glömmer telefonen eller datorn framme.',
            },
            {
              text: 'Ingenting, du är inloggad tills du loggar ut',
              correct: false,
              explanation:
                'Nej, efter 10 minuter utan aktivitet loggas du ut för din säkerhets skull.',
            },
            {
              text: 'Kontot låses i ett dygn',
              correct: false,
              explanation: 'Nej, du loggas bara ut. Du kan logga in igen direkt.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Varför ska du inte använda samma lösenord på flera ställen?',
          options: [
            {
              text: 'Det gör inloggningen långsammare',
              correct: false,
              explanation:
                'Hastigheten påverkas inte. Problemet är att ett läckt lösenord öppnar flera konton.',
            },
            {
              text: 'Läcker det från en tjänst kan bedragare använda det på andra',
              correct: true,
              explanation:
                'Rätt – bedragare testar läckta lösenord på många tjänster. Ett unikt lösenord stoppar det.',
            },
            {
              text: 'Det spelar ingen roll om lösenordet är långt',
              correct: false,
              explanation:
                'Även ett långt lösenord kan läcka från en annan tjänst. Använd ett unikt lösenord överallt.',
            },
          ],
        },
      ],
    },
    {
      id: 'sakerhet-bedragerier-och-natfiske',
      title: 'Bedrägerier och nätfiske',
      description:
        'Swish- och BankID-bedrägerier, falsk support och nätfiske-sms – varningssignalerna och vad du gör om något har hänt.',
      type: 'video',
      minutes: 9,
      body: [
        {
          kind: 'paragraph',
          text: 'Bedragare riktar sig ofta mot unga, eftersom många har egna pengar, Swish och BankID. Nätfiske betyder falska meddelanden som ser äkta ut och som ska lura dig att lämna ut koder, lösenord eller pengar.',
        },
        {
          kind: 'heading',
          text: 'Vanliga knep',
        },
        {
          kind: 'list',
          items: [
            'Swish-bluffen: en ”köpare” vill att du öppnar BankID för att ta emot betalningen för något du säljer. Du behöver aldrig BankID för att ta emot pengar via Swish.',
            'Falsk support: någon ringer eller skriver och säger sig vara från banken, polisen eller Slantis och vill att du loggar in med BankID, flyttar pengar eller läser upp en kod.',
            'Nätfiske-sms och mejl: ”Ditt paket väntar – betala 19 kr i tull” eller ”Ditt konto spärras i dag”, med en länk till en falsk sida.',
            'Snabba pengar: någon erbjuder dig betalt för att låna ut ditt bankkonto eller din Swish. Det kallas att vara penningmula, och du kan själv bli misstänkt för brott.',
          ],
        },
        {
          kind: 'heading',
          text: 'Varningssignaler',
        },
        {
          kind: 'list',
          items: [
            'Det är bråttom: ”du måste göra det nu”.',
            'Någon ber om en kod, ditt lösenord eller att du ska öppna BankID.',
            'Länken ser nästan rätt ut, men inte riktigt.',
            'Erbjudandet är för bra för att vara sant.',
            'Du ska hålla det hemligt för dina föräldrar eller andra vuxna.',
          ],
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Stoppa',
              text: 'Avbryt samtalet eller chatten och svara inte på fler meddelanden. Du behöver inte vara artig mot en bedragare.',
            },
            {
              title: 'Ring din bank',
              text: 'Ring numret som står på ditt bankkort eller i bankens app – aldrig ett nummer som bedragaren gett dig. Be banken spärra kort och BankID om det behövs.',
            },
            {
              title: 'Byt lösenord',
              text: 'Byt lösenord på konton som kan ha påverkats, också i Slantis.',
            },
            {
              title: 'Berätta för en vuxen',
              text: 'Prata med en förälder eller en annan vuxen du litar på. Ni kan ta nästa steg tillsammans.',
            },
            {
              title: 'Polisanmäl',
              text: 'Ring polisen på 114 14 eller gör en anmälan på polisens webbplats. Spara skärmbilder, telefonnummer och meddelanden som bevis.',
            },
          ],
        },
        {
          kind: 'warning',
          text: 'Skäms inte om du har blivit lurad. Bedragare är proffs och lurar vuxna också. Ju snabbare du berättar, desto större chans att stoppa det.',
        },
        {
          kind: 'tip',
          text: 'Är du osäker på om ett samtal är äkta? Lägg på och ring själv upp till ett nummer du har hittat på egen hand. Slantis ber aldrig om din kod, ditt lösenord eller ditt BankID.',
        },
      ],
      tryIt: {
        text: 'Titta igenom dina senaste sms och mejl. Hittar du något med minst två varningssignaler? Radera det utan att klicka på länken.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question:
            'En köpare vill att du öppnar BankID för att ta emot betalningen för din gamla tröja. Vad gör du?',
          options: [
            {
              text: 'Avbryter – man behöver aldrig BankID för att ta emot Swish',
              correct: true,
              explanation:
                'Rätt – att ta emot pengar kräver inget BankID. Öppnar du det kan du i stället godkänna att pengar tas från dig.',
            },
            {
              text: 'Gör det om köparen verkar trevlig',
              correct: false,
              explanation:
                'Bedragare är ofta väldigt trevliga. Det är just det som gör dem svåra att upptäcka.',
            },
            {
              text: 'Öppnar BankID men låter bli att läsa texten',
              correct: false,
              explanation:
                'Då kan du godkänna en betalning eller inloggning utan att veta om det. Läs alltid vad du godkänner.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vilket av det här är en tydlig varningssignal?',
          options: [
            {
              text: 'En kompis skickar tiden för fotbollsträningen',
              correct: false,
              explanation:
                'Ett vanligt meddelande utan krav på koder eller pengar är ingen varningssignal.',
            },
            {
              text: 'Någon har bråttom och ber dig läsa upp en kod',
              correct: true,
              explanation:
                'Rätt – stress och en fråga om en kod är två klassiska tecken på bedrägeri.',
            },
            {
              text: 'Appen visar att du har nått ditt sparmål',
              correct: false,
              explanation:
                'En notis i appen som inte ber dig göra något med koder eller pengar är helt i sin ordning.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Du har råkat godkänna något med BankID åt en bedragare. Vad gör du först?',
          options: [
            {
              text: 'Väntar och ser om något händer',
              correct: false,
              explanation: 'Tiden är viktig. Varje minut kan bedragaren hinna flytta mer pengar.',
            },
            {
              text: 'Ringer banken direkt och ber dem spärra',
              correct: true,
              explanation:
                'Rätt – ju snabbare banken får veta, desto större chans att stoppa pengarna.',
            },
            {
              text: 'Skriver till bedragaren och ber om pengarna tillbaka',
              correct: false,
              explanation:
                'Bedragaren lämnar inte tillbaka något och kan försöka lura dig igen. Kontakta banken.',
            },
          ],
        },
        {
          id: 'q4',
          question:
            'Någon erbjuder dig 2 000 kr om de får föra över pengar via ditt bankkonto. Vad är det?',
          options: [
            {
              text: 'Ett sätt att göra dig till penningmula – säg nej',
              correct: true,
              explanation:
                'Rätt – pengarna kommer ofta från brott, och du kan själv bli misstänkt. Berätta för en vuxen.',
            },
            {
              text: 'Ett bra extrajobb',
              correct: false,
              explanation:
                'Ett riktigt jobb kräver aldrig att du lånar ut ditt bankkonto. Det här är en fälla.',
            },
            {
              text: 'Okej så länge du är under 18',
              correct: false,
              explanation:
                'Åldern skyddar dig inte. Du kan bli inblandad i brott och förlora ditt bankkonto.',
            },
          ],
        },
        {
          id: 'q5',
          question:
            'Du får ett sms: ”Ditt paket väntar. Betala 19 kr i tull här: [länk]”. Vad gör du?',
          options: [
            {
              text: 'Betalar – 19 kr är ju inte mycket',
              correct: false,
              explanation:
                'Det lilla beloppet är ett lockbete. Det som bedragaren egentligen vill åt är dina kortuppgifter.',
            },
            {
              text: 'Svarar på sms:et och frågar om det är äkta',
              correct: false,
              explanation:
                'Ett svar visar att numret är aktivt och du kan få fler bedrägeriförsök. Radera i stället.',
            },
            {
              text: 'Klickar inte, raderar sms:et och kollar själv hos företaget om du väntar ett paket',
              correct: true,
              explanation:
                'Rätt – länken leder ofta till en falsk sida som vill åt dina kortuppgifter eller ditt BankID.',
            },
          ],
        },
      ],
    },
    {
      id: 'sakerhet-foraldrakontroll-och-delning',
      title: 'Föräldrakontroll och delning',
      description:
        'Vad familjen ser av dig, hur du ser vem som har tittat på din profil och hur du rapporterar något som känns fel.',
      type: 'quiz',
      minutes: 8,
      body: [
        {
          kind: 'paragraph',
          text: 'I Slantis kan föräldrar och barn kopplas ihop som familj. Det gör det lättare att stötta varandra – men det betyder inte att alla ser allt.',
        },
        {
          kind: 'heading',
          text: 'Det här ser familjen av dina uppgifter',
        },
        {
          kind: 'list',
          items: [
            'Personnummer: bara födelsedatumet, de fyra sista siffrorna döljs.',
            'Mobilnummer: bara de tre första och de två sista siffrorna.',
            'Adress: bara det första ordet.',
            'Familjemedlemmars profiler märks med ”Familjemedlem” och ”Maskerad vy”.',
            'Bara du kan visa dina egna uppgifter i klartext, och varje gång det görs loggas det.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'En kopplad förälder ser dessutom en översikt: veckans utgifter per kategori, om budgeten höll, sparmålen, vilka lektioner du har klarat och din streak. Under 18 har dina vårdnadshavare ansvar för dig. Från 18 bestämmer du själv om kopplingen ska finnas kvar och vad dina föräldrar får se.',
        },
        {
          kind: 'heading',
          text: 'Vem har tittat på min profil?',
        },
        {
          kind: 'paragraph',
          text: 'På profilsidan, under Säkerhet, finns en åtkomstlogg. Där ser du vem som har tittat på din profil och när, och i en andra lista vilka profiler du själv har öppnat. Varje händelse är märkt, till exempel Visad, Uppdaterad eller Nekad. Försöker någon öppna en profil som de inte har rätt till stoppas det och loggas som Obehörig – och upprepade försök kan leda till att kontot stängs av.',
        },
        {
          kind: 'warning',
          text: 'Ser du något konstigt i loggen, som en visning du inte känner igen eller ett obehörigt försök? Byt lösenord och kontakta kundtjänst. Berätta också för en vuxen du litar på om någon beter sig illa mot dig.',
        },
        {
          kind: 'tip',
          text: 'Prata med varandra om delning. Du som är ung: berätta vad som känns okej att dela. Du som är förälder: fråga hellre än att bara titta.',
        },
      ],
      tryIt: {
        text: 'Öppna profilsidan, gå till Säkerhet och titta i din åtkomstlogg. Känner du igen alla som har tittat på din profil?',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Hur ser din förälder ditt mobilnummer?',
          options: [
            {
              text: 'Bara de tre första och de två sista siffrorna',
              correct: true,
              explanation: 'Rätt – mobilnumret visas maskerat för familjemedlemmar.',
            },
            {
              text: 'Hela numret',
              correct: false,
              explanation:
                'Nej, familjemedlemmar ser bara en maskerad version. Bara du själv kan visa hela numret.',
            },
            {
              text: 'Bara det första ordet',
              correct: false,
              explanation:
                'Det gäller adressen. För mobilnumret syns de tre första och de två sista siffrorna.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Var ser du vem som har tittat på din profil?',
          options: [
            {
              text: 'I topplistan',
              correct: false,
              explanation:
                'Topplistan visar sparande och nivåer, inte vem som har tittat på din profil.',
            },
            {
              text: 'Det går inte att se',
              correct: false,
              explanation: 'Jo, varje visning loggas och syns i åtkomstloggen på profilsidan.',
            },
            {
              text: 'I åtkomstloggen under Säkerhet på profilsidan',
              correct: true,
              explanation:
                'Rätt – där ser du vem som har tittat och när, och vilka profiler du själv har öppnat.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad händer om någon försöker öppna en profil som de inte har rätt till?',
          options: [
            {
              text: 'De får se profilen maskerad',
              correct: false,
              explanation:
                'Nej, den som inte har rätt att se profilen får inte se den alls – inte ens maskerad.',
            },
            {
              text: 'Försöket stoppas och loggas som Obehörig',
              correct: true,
              explanation: 'Rätt – upprepade försök kan dessutom leda till att kontot stängs av.',
            },
            {
              text: 'Ingenting, ingen märker det',
              correct: false,
              explanation: 'Jo, försöket stoppas och sparas i loggen, så att det går att upptäcka.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Du fyller 18. Vad gäller för det dina föräldrar ser?',
          options: [
            {
              text: 'Du bestämmer själv vad de får se',
              correct: true,
              explanation:
                'Rätt – som myndig bestämmer du om kopplingen ska finnas kvar och vad den ska visa.',
            },
            {
              text: 'De ser allt tills du fyller 23',
              correct: false,
              explanation:
                'Nej, 23 är bara den övre åldern för appen. Från 18 är det du som bestämmer.',
            },
            {
              text: 'De får se mer än förut',
              correct: false,
              explanation: 'Tvärtom. Från 18 får ingen se mer än vad du själv väljer att dela.',
            },
          ],
        },
        {
          id: 'q5',
          question: 'Du ser en visning i åtkomstloggen som du inte känner igen. Vad gör du?',
          options: [
            {
              text: 'Låtsas som ingenting',
              correct: false,
              explanation:
                'Det kan betyda att någon har kommit åt ditt konto. Det är bättre att agera direkt.',
            },
            {
              text: 'Byter lösenord och kontaktar kundtjänst',
              correct: true,
              explanation:
                'Rätt – ett nytt lösenord stänger ute den som kan ha kommit åt kontot, och kundtjänst kan hjälpa dig vidare.',
            },
            {
              text: 'Raderar appen från telefonen',
              correct: false,
              explanation:
                'Att ta bort appen skyddar inte ditt konto. Byt lösenord och kontakta kundtjänst.',
            },
          ],
        },
      ],
    },
  ],
};
