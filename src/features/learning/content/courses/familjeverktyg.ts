import type { Course } from '@/content/types';

/** Familjeverktyg för föräldrar: 5 modules, 25 min, for signed-in parents (spec §2, §6). */
export const familjeverktyg: Course = {
  id: 'familjeverktyg',
  title: 'Familjeverktyg för föräldrar',
  description:
    'Koppla ihop ditt konto med ditt barns, ge uppgifter med belöningar, spara mot mål tillsammans och följ utvecklingen – med respekt för ditt barns integritet.',
  level: 'Nybörjare',
  audience: 'parent',
  minutes: 25,
  xp: 100,
  lessons: [
    {
      id: 'familjeverktyg-koppla-ihop-kontot',
      title: 'Koppla ihop kontot med ditt barn',
      description:
        'Så bjuder du in ditt barn med en kod, lägger till en andra vårdnadshavare och tar bort en koppling.',
      type: 'video',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'När ditt konto är kopplat till ditt barns kan ni använda familjeverktygen tillsammans. Du kan ge uppgifter med belöningar, skapa sparmål och följa hur det går. Kopplingen görs med en inbjudningskod – och det är ditt barn som godkänner den.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Skapa en inbjudan',
              text: 'Gå till familjedelen i appen och skapa en inbjudan till ditt barn. Du får en kod som gäller i 7 dagar.',
            },
            {
              title: 'Ge koden till ditt barn',
              text: 'Berätta koden muntligt eller skicka den i ett meddelande direkt till ditt barn. Varje kod kan bara användas en gång.',
            },
            {
              title: 'Ditt barn godkänner',
              text: 'Ditt barn loggar in på sitt eget konto, skriver in koden och godkänner kopplingen. Innan dess ser du ingenting av barnets ekonomi.',
            },
            {
              title: 'Ni är kopplade',
              text: 'Nu syns ditt barn i din familj. Du kan ge uppgifter, skapa sparmål och se en översikt av hur det går.',
            },
          ],
        },
        {
          kind: 'tip',
          text: 'Sätt er gärna bredvid varandra när ditt barn skriver in koden. Då kan ni prata om vad du kommer att se och varför – det bygger förtroende från första dagen.',
        },
        {
          kind: 'heading',
          text: 'Två vårdnadshavare',
        },
        {
          kind: 'paragraph',
          text: 'Ni kan vara två vuxna i familjen. Bjud in den andra vårdnadshavaren på samma sätt, med en egen kod. Har koden hunnit gå ut skapar du bara en ny. Dela aldrig ditt eget konto – var och en loggar in med sitt.',
        },
        {
          kind: 'heading',
          text: 'Ta bort en koppling',
        },
        {
          kind: 'paragraph',
          text: 'Du kan ta bort kopplingen till ett barn om den inte ska finnas kvar. Då slutar du se barnets översikt. Barnets eget konto, budget och sparande finns kvar – det är barnets. När ditt barn fyller 18 bestämmer hen själv om kopplingen ska finnas kvar.',
        },
        {
          kind: 'warning',
          text: 'Inbjudningskoden är en nyckel till din familj. Lägg aldrig ut den i en gruppchatt eller i sociala medier, och skapa en ny kod om du tror att fel person har sett den.',
        },
      ],
      tryIt: {
        text: 'Skapa en inbjudningskod och sätt er tillsammans när ditt barn skriver in den. Berätta vad du kommer att se och fråga vad ditt barn tycker om det.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Hur länge gäller en inbjudningskod?',
          options: [
            {
              text: 'I 24 timmar',
              correct: false,
              explanation: 'Koden gäller längre än så. Ni har en hel vecka på er att använda den.',
            },
            {
              text: 'I 7 dagar',
              correct: true,
              explanation: 'Rätt – koden gäller i 7 dagar. Har den gått ut skapar du enkelt en ny.',
            },
            {
              text: 'Tills någon använder den, hur länge som helst',
              correct: false,
              explanation:
                'En kod som gäller för alltid vore en säkerhetsrisk. Därför slutar den fungera efter 7 dagar.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'När kan du börja se ditt barns översikt?',
          options: [
            {
              text: 'När ditt barn har skrivit in koden och godkänt kopplingen',
              correct: true,
              explanation:
                'Rätt – kopplingen blir aktiv först när ditt barn har godkänt den på sitt eget konto.',
            },
            {
              text: 'Så fort du har skapat koden',
              correct: false,
              explanation:
                'Att skapa en kod räcker inte. Ditt barn måste själv godkänna kopplingen först.',
            },
            {
              text: 'När ditt barn har fyllt 18',
              correct: false,
              explanation:
                'Nej, kopplingen fungerar redan för tonåringar. Vid 18 är det i stället den unga vuxna som bestämmer om den ska finnas kvar.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Ni är två vårdnadshavare. Hur kommer den andra med i familjen?',
          options: [
            {
              text: 'Den andra loggar in med ditt konto',
              correct: false,
              explanation: 'Dela aldrig ditt konto. Var och en ska ha sin egen inloggning.',
            },
            {
              text: 'Du bjuder in den andra med en egen kod',
              correct: true,
              explanation:
                'Rätt – den andra vårdnadshavaren bjuds in på samma sätt som barnet, med en egen kod.',
            },
            {
              text: 'Det går bara att ha en vuxen per familj',
              correct: false,
              explanation: 'Ni kan vara två vuxna i familjen. Bjud in den andra med en egen kod.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Vad händer med ditt barns eget konto om du tar bort kopplingen?',
          options: [
            {
              text: 'Kontot raderas',
              correct: false,
              explanation:
                'Nej, det är bara kopplingen som tas bort. Kontot är ditt barns och finns kvar.',
            },
            {
              text: 'Barnets sparande flyttas över till dig',
              correct: false,
              explanation: 'Nej, sparandet tillhör ditt barn och stannar på barnets konto.',
            },
            {
              text: 'Kontot finns kvar, men du ser inte längre översikten',
              correct: true,
              explanation:
                'Rätt – barnets konto, budget och sparande finns kvar. Du slutar bara se barnets översikt.',
            },
          ],
        },
      ],
    },
    {
      id: 'familjeverktyg-uppgifter-och-beloningar',
      title: 'Uppgifter och belöningar',
      description:
        'Ge ditt barn uppgifter med belöning i kronor och XP – och se hur godkända uppgifter blir en egen inkomst.',
      type: 'interaktiv',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'Med uppgifter får ditt barn chansen att tjäna egna pengar – och att lära sig att pengar hänger ihop med arbete. Varje uppgift har en belöning i kronor och i XP, så att den också syns i barnets nivå och framsteg.',
        },
        {
          kind: 'heading',
          text: 'Så fungerar det',
        },
        {
          kind: 'list',
          items: [
            'Du skapar en uppgift, till exempel ”Klipp gräsmattan”, och sätter en belöning: 50 kr och 20 XP.',
            'Ditt barn ser uppgiften i sin app och markerar den som klar när den är gjord.',
            'Du tittar på resultatet och godkänner.',
            'Belöningen blir en inkomst hos ditt barn. Den syns i barnets budget och XP:n räknas in i nivån.',
          ],
        },
        {
          kind: 'example',
          title: 'Elsas helg',
          text: 'Elsa, 14 år, får två uppgifter: tvätta bilen (60 kr, 25 XP) och rensa ogräs i rabatten (40 kr, 15 XP). Hon gör båda och markerar dem som klara på söndagen. Du godkänner, och Elsa får 100 kr i inkomst och 40 XP. Hon lägger direkt 50 kr på sitt sparmål.',
        },
        {
          kind: 'tip',
          text: 'Betala för extra insatser, inte för självklarheter. Att borsta tänderna eller städa sitt eget rum brukar man inte få betalt för. Att tvätta familjens bil eller hjälpa till med en storstädning kan vara bra uppgifter.',
        },
        {
          kind: 'paragraph',
          text: 'Låt belöningen stå i proportion till hur stor uppgiften är och hur gammalt ditt barn är. Hellre några tydliga uppgifter i veckan än många små – då blir det lättare för båda att hålla koll.',
        },
        {
          kind: 'warning',
          text: 'Godkänn bara det som faktiskt är gjort, men gör det snabbt. Den som får vänta länge på sin belöning tappar lätt lusten. Är något bara halvgjort – prata om vad som saknas i stället för att tyst låta bli att godkänna.',
        },
      ],
      tryIt: {
        text: 'Tänk ut två uppgifter som är extra, inte vardagliga sysslor, och bestäm en belöning i kronor för var och en. Fråga ditt barn vad hen tycker är rättvist innan du skapar dem.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vad händer när du godkänner en uppgift?',
          options: [
            {
              text: 'Pengarna dras från barnets sparmål',
              correct: false,
              explanation: 'Nej, en belöning ger ditt barn pengar. Ingenting dras från sparmålen.',
            },
            {
              text: 'Ingenting händer förrän vid månadsskiftet',
              correct: false,
              explanation:
                'Belöningen kommer när du godkänner. Ett snabbt godkännande gör det roligare för ditt barn.',
            },
            {
              text: 'Belöningen blir en inkomst hos ditt barn',
              correct: true,
              explanation:
                'Rätt – belöningen läggs in som inkomst hos barnet och XP:n räknas in i nivån.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vilken av de här passar bäst som uppgift med belöning?',
          options: [
            {
              text: 'Borsta tänderna',
              correct: false,
              explanation: 'Det är en självklarhet som man inte brukar få betalt för.',
            },
            {
              text: 'Tvätta familjens bil',
              correct: true,
              explanation:
                'Rätt – det är en extra insats för hela familjen – precis den sortens uppgift som passar för en belöning.',
            },
            {
              text: 'Gå till skolan',
              correct: false,
              explanation:
                'Skolan är ingen uppgift som ska ge betalt. Belöningar passar bäst för extra insatser.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vem markerar att en uppgift är klar?',
          options: [
            {
              text: 'Du som förälder, direkt när du skapar den',
              correct: false,
              explanation:
                'Då hoppar ni över barnets egen insats. Det är barnet som markerar uppgiften som klar.',
            },
            {
              text: 'Appen markerar den automatiskt efter en vecka',
              correct: false,
              explanation:
                'Nej, ingen uppgift blir klar av sig själv. Barnet markerar och du godkänner.',
            },
            {
              text: 'Ditt barn markerar den, och sedan godkänner du',
              correct: true,
              explanation:
                'Rätt – barnet markerar uppgiften som klar och du godkänner. Först då kommer belöningen.',
            },
          ],
        },
        {
          id: 'q4',
          question:
            'Ditt barn har markerat en uppgift som klar, men den är bara halvgjord. Vad är klokast?',
          options: [
            {
              text: 'Godkänn ändå för att slippa tjat',
              correct: false,
              explanation:
                'Då lär sig barnet att halvgjort räcker. Det är bättre att prata om vad som saknas.',
            },
            {
              text: 'Ta bort uppgiften utan att säga något',
              correct: false,
              explanation:
                'Tystnad skapar lätt osämja. Säg vad som saknas så att ditt barn kan göra klart uppgiften.',
            },
            {
              text: 'Prata om vad som saknas och godkänn när den är klar',
              correct: true,
              explanation:
                'Rätt – ett lugnt samtal gör det tydligt vad som gäller och ger ditt barn chansen att göra klart.',
            },
          ],
        },
      ],
    },
    {
      id: 'familjeverktyg-sparmal-tillsammans',
      title: 'Sparmål tillsammans',
      description:
        'Skapa sparmål åt ditt barn och använd matchning – ”vi lägger till 20 %” – för att visa att sparande lönar sig.',
      type: 'övning',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'Ett sparmål blir roligare när det är gemensamt. Som förälder kan du skapa ett sparmål åt ditt barn – till exempel en cykel, en klassresa eller en ny telefon – och följa hur det växer.',
        },
        {
          kind: 'heading',
          text: 'Matchning: ”Vi lägger till X %”',
        },
        {
          kind: 'paragraph',
          text: 'Med matchning lovar du att lägga till en andel av det ditt barn sparar. Väljer du ”Vi lägger till 20 %” får ditt barn 20 kr extra för varje 100 kr som hen sätter in på målet. Det liknar ränta, fast det syns direkt – ett tydligt sätt att visa att det lönar sig att spara.',
        },
        {
          kind: 'example',
          title: 'Omars cykel för 3 000 kr',
          text: 'Omar, 15 år, vill köpa en begagnad cykel för 3 000 kr. Ni kommer överens om att du lägger till 25 %. Omar sparar 200 kr i månaden och du lägger till 50 kr. Det blir 250 kr i månaden, och efter 12 månader har han 3 000 kr. Utan matchning hade det tagit 15 månader.',
        },
        {
          kind: 'list',
          items: [
            'Låt ditt barn välja målet – då blir motivationen större.',
            'Gör målet konkret, med ett belopp och gärna ett datum.',
            'Dela upp stora mål i delmål, till exempel var 500:e krona.',
            'Bestäm gärna ett tak för matchningen, till exempel högst 100 kr i månaden, så vet du vad den kostar.',
            'Fira när målet är nått – och prata om hur det kändes att vänta.',
          ],
        },
        {
          kind: 'warning',
          text: 'Lova bara matchning som du kan hålla hela vägen. Ett löfte som dras tillbaka halvvägs kan kännas värre än inget löfte alls.',
        },
      ],
      tryIt: {
        text: 'Räkna på ett mål tillsammans med ditt barn: hur mycket kan hen spara i månaden, hur många procent vill du lägga till, och hur många månader tar det då att nå målet?',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question:
            'Du har valt ”Vi lägger till 10 %”. Ditt barn sätter in 300 kr på målet. Hur mycket lägger du till?',
          options: [
            {
              text: '30 kr',
              correct: true,
              explanation: 'Rätt – 10 % av 300 kr är 30 kr.',
            },
            {
              text: '10 kr',
              correct: false,
              explanation:
                '10 % betyder tio procent av beloppet, inte tio kronor. 10 % av 300 kr är 30 kr.',
            },
            {
              text: '300 kr',
              correct: false,
              explanation:
                'Det vore 100 % matchning. Med 10 % lägger du till en tiondel, alltså 30 kr.',
            },
          ],
        },
        {
          id: 'q2',
          question:
            'Målet är 1 200 kr. Ditt barn sparar 100 kr i månaden och du matchar med 50 %. Hur många månader tar det?',
          options: [
            {
              text: '12 månader',
              correct: false,
              explanation:
                'Så lång tid tar det utan matchning. Med 50 % kommer 150 kr in varje månad.',
            },
            {
              text: '6 månader',
              correct: false,
              explanation:
                'Då skulle det behövas 200 kr i månaden. Med 50 % matchning kommer 150 kr in varje månad.',
            },
            {
              text: '8 månader',
              correct: true,
              explanation:
                'Rätt – 100 kr plus 50 kr blir 150 kr i månaden, och 1 200 kr delat med 150 kr är 8 månader.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Varför är det bra att låta ditt barn välja sparmålet?',
          options: [
            {
              text: 'Ett eget mål ger större motivation att spara',
              correct: true,
              explanation:
                'Rätt – den som själv har valt målet vill oftare nå det – och lär sig mer på vägen.',
            },
            {
              text: 'Det blir billigare för dig',
              correct: false,
              explanation:
                'Vem som väljer målet påverkar inte kostnaden. Det är motivationen som vinner på det.',
            },
            {
              text: 'Föräldrar får inte skapa sparmål',
              correct: false,
              explanation:
                'Jo, du kan skapa sparmål åt ditt barn. Men ett mål som barnet själv vill nå brukar fungera bäst.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Varför kan det vara klokt att sätta ett tak för matchningen?',
          options: [
            {
              text: 'Då vet du i förväg vad matchningen kan kosta dig',
              correct: true,
              explanation:
                'Rätt – med ett tak kan du hålla ditt löfte även om ditt barn plötsligt sparar mycket.',
            },
            {
              text: 'Då når ditt barn målet snabbare',
              correct: false,
              explanation:
                'Ett tak gör snarare att det går lite långsammare. Poängen är att löftet ska hålla.',
            },
            {
              text: 'Då slipper ditt barn spara själv',
              correct: false,
              explanation:
                'Matchning bygger på att barnet sparar. Utan barnets insättningar blir det ingen matchning.',
            },
          ],
        },
      ],
    },
    {
      id: 'familjeverktyg-folja-utan-att-styra',
      title: 'Följa utan att styra',
      description:
        'Vad du ser i insikterna, hur ditt barns integritet skyddas och vad som ändras när ditt barn fyller 18.',
      type: 'text',
      minutes: 6,
      body: [
        {
          kind: 'paragraph',
          text: 'Familjeverktygen finns för att du ska kunna stötta ditt barn – inte för att kontrollera varje krona. Insikterna ger dig en överblick som ni kan prata utifrån.',
        },
        {
          kind: 'heading',
          text: 'Det här ser du',
        },
        {
          kind: 'list',
          items: [
            'Veckans utgifter per kategori, till exempel mat, nöje och transport',
            'Om veckobudgeten höll',
            'Hur det går med sparmålen',
            'Vilka lektioner ditt barn har klarat',
            'Ditt barns streak – hur många dagar i rad hen har hållit igång',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Känsliga personuppgifter visas maskerade, också för dig: av personnumret syns bara födelsedatumet, av mobilnumret de tre första och två sista, och av adressen bara det första ordet. Varje gång någon tittar på en profil loggas det, och ditt barn kan se det i sin åtkomstlogg.',
        },
        {
          kind: 'heading',
          text: 'Integriteten växer med åldern',
        },
        {
          kind: 'paragraph',
          text: 'Enligt föräldrabalken ska du som vårdnadshavare ta allt större hänsyn till ditt barns synpunkter och önskemål i takt med att barnet blir äldre. En 13-åring och en 17-åring behöver olika mycket insyn. När ditt barn fyller 18 är hen myndig, och då bestämmer den unga vuxna själv om ni ska vara kopplade och vad du får se.',
        },
        {
          kind: 'tip',
          text: 'Prata i stället för att övervaka. Använd insikterna som en start på ett samtal: ”Jag såg att nöjespengarna tog slut tidigt i veckan – hur kändes det?” fungerar bättre än ”Varför har du slösat?”.',
        },
        {
          kind: 'warning',
          text: 'Använd aldrig insikterna för att skämma ut eller straffa. Känner sig ditt barn övervakat är risken stor att köpen flyttar någon annanstans – och då förlorar ni både samtalet och lärandet.',
        },
      ],
      tryIt: {
        text: 'Fråga ditt barn vad hen tycker känns okej att du ser – och vad som känns för mycket. Kom överens om när ni ska titta på veckan tillsammans, till exempel på söndagskvällen.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vilket av det här ingår i insikterna du ser som förälder?',
          options: [
            {
              text: 'Ditt barns lösenord',
              correct: false,
              explanation:
                'Ingen annan än ditt barn ska någonsin känna till lösenordet – inte ens du.',
            },
            {
              text: 'Ditt barns fullständiga personnummer',
              correct: false,
              explanation:
                'Personnumret visas maskerat för familjemedlemmar. Bara födelsedatumet syns, de fyra sista siffrorna döljs.',
            },
            {
              text: 'Veckans utgifter per kategori',
              correct: true,
              explanation:
                'Rätt – du ser hur veckans utgifter fördelar sig på kategorier, om budgeten höll, sparmålen, lektionerna och streaken.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vad gäller när ditt barn fyller 18?',
          options: [
            {
              text: 'Den unga vuxna bestämmer själv vad du får se',
              correct: true,
              explanation:
                'Rätt – vid 18 är ditt barn myndigt och bestämmer själv om kopplingen och vad den ska visa.',
            },
            {
              text: 'Du får automatiskt se mer än förut',
              correct: false,
              explanation: 'Tvärtom. Från 18 är det den unga vuxna som bestämmer vad du ser.',
            },
            {
              text: 'Ingenting ändras förrän vid 23',
              correct: false,
              explanation:
                'Myndighetsåldern i Sverige är 18 år. Då är det den unga vuxna som bestämmer.',
            },
          ],
        },
        {
          id: 'q3',
          question:
            'Du ser att nöjesbudgeten tog slut redan på tisdagen. Vad är ett bra första steg?',
          options: [
            {
              text: 'Dra in nästa veckas pengar direkt',
              correct: false,
              explanation:
                'Ett straff lär sällan ut något om pengar. Det är bättre att prata om vad som hände och vad hen vill göra annorlunda.',
            },
            {
              text: 'Fråga nyfiket hur veckan gick',
              correct: true,
              explanation:
                'Rätt – en nyfiken fråga öppnar för ett samtal där ditt barn själv kan komma fram till vad som hände.',
            },
            {
              text: 'Säga ingenting, men kolla oftare',
              correct: false,
              explanation:
                'Tyst övervakning skadar förtroendet. Att prata öppet ger mer för er båda.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Varför är det klokt att inte använda insikterna för att straffa?',
          options: [
            {
              text: 'Barn som känner sig övervakade kan börja dölja sina köp',
              correct: true,
              explanation:
                'Rätt – då förlorar ni samtalet – och ditt barn går miste om chansen att lära sig av sina val.',
            },
            {
              text: 'Det är förbjudet för föräldrar att prata om pengar',
              correct: false,
              explanation:
                'Inte alls. Att prata om pengar hemma är en av de bästa sakerna du kan göra.',
            },
            {
              text: 'Insikterna är alltid felaktiga',
              correct: false,
              explanation:
                'Insikterna bygger på det ditt barn registrerar. De är en bra grund för samtal, inte för straff.',
            },
          ],
        },
      ],
    },
    {
      id: 'familjeverktyg-samtal-om-pengar-hemma',
      title: 'Samtal om pengar hemma',
      description:
        'Veckopeng eller månadspeng? Vad som är vanligt i olika åldrar och hur ni pratar om pengar hemma.',
      type: 'quiz',
      minutes: 4,
      body: [
        {
          kind: 'paragraph',
          text: 'Barn lär sig mest om pengar hemma – av hur ni pratar om dem och vad ni gör. En regelbunden veckopeng eller månadspeng är ett bra verktyg, eftersom ditt barn då får öva på att planera med egna pengar.',
        },
        {
          kind: 'heading',
          text: 'Vad är vanligt?',
        },
        {
          kind: 'list',
          items: [
            'Runt 7 år: vanligt är ungefär 20 kr i veckan.',
            'Runt 11–12 år: många går över till månadspeng, och vanligt är ungefär 150–200 kr i månaden.',
            '13–15 år: vanligt är ungefär 300–500 kr i månaden.',
            '16–18 år: vanligt är ungefär 1 000–1 250 kr i månaden, ofta helt eller delvis studiebidraget.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Siffrorna kommer från enkäter som svenska banker gör bland föräldrar. Det finns inget rätt belopp – det viktiga är att ni är överens om vad pengen ska räcka till.',
        },
        {
          kind: 'example',
          title: 'Månadspeng för en 14-åring',
          text: 'Ni kommer överens om 400 kr i månaden som ska räcka till fika, bio och spel. Kläder betalar ni föräldrar. Ditt barn lägger in pengen som inkomst i Slantis och delar upp den på veckorna: ungefär 100 kr i veckan, varav 25 kr går till sparmålet.',
        },
        {
          kind: 'list',
          items: [
            'Fyll inte på när pengarna är slut – låt ditt barn vänta till nästa utbetalning.',
            'Betala ut samma dag varje gång.',
            'Höj beloppet med åldern, och flytta över fler kostnader, till exempel kläder, när ditt barn är redo.',
            'Berätta om era egna val: varför ni sparar, jämför priser eller väntar med ett köp.',
          ],
        },
        {
          kind: 'tip',
          text: 'Gör pengar till en naturlig del av vardagen, inte till ett problem. Korta samtal i affären eller vid köksbordet lär ofta ut mer än en stor genomgång.',
        },
      ],
      tryIt: {
        text: 'Skriv ner tillsammans med ditt barn vad veckopengen eller månadspengen ska räcka till. Sätt upp lappen på kylskåpet och se över den om ett halvår.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Vilken månadspeng är vanlig för 13–15-åringar i Sverige?',
          options: [
            {
              text: 'Ungefär 300–500 kr i månaden',
              correct: true,
              explanation:
                'Rätt – enligt bankernas enkäter är det ungefär vad många 13–15-åringar får.',
            },
            {
              text: 'Ungefär 50–100 kr i månaden',
              correct: false,
              explanation:
                'Det är mindre än vad de flesta i den åldern får. Vanligt är ungefär 300–500 kr i månaden.',
            },
            {
              text: 'Ungefär 2 000–3 000 kr i månaden',
              correct: false,
              explanation: 'Det är betydligt mer än vad som är vanligt, även för 16–18-åringar.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Ditt barns månadspeng är slut efter två veckor. Vad brukar experter råda?',
          options: [
            {
              text: 'Fyll på direkt så att barnet klarar sig',
              correct: false,
              explanation:
                'Fyller du på varje gång lär sig barnet att pengar alltid finns. Då blir det svårare att lära sig planera.',
            },
            {
              text: 'Dra av dubbelt så mycket nästa månad',
              correct: false,
              explanation:
                'Ett straff gör det svårare att planera och lär sällan ut något. Låt pengen vara som vanligt och prata om det.',
            },
            {
              text: 'Vänta till nästa utbetalning och prata om vad som hände',
              correct: true,
              explanation:
                'Rätt – att få vänta är en lärorik erfarenhet, och ett samtal hjälper ditt barn att planera bättre nästa gång.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Varför är det bra att komma överens om vad pengen ska räcka till?',
          options: [
            {
              text: 'Då kan du sänka beloppet',
              correct: false,
              explanation:
                'Poängen är inte att spara in pengar, utan att ditt barn vet vad som förväntas.',
            },
            {
              text: 'Det behövs inte, barn listar ut det själva',
              correct: false,
              explanation:
                'Otydliga regler leder lätt till bråk. En enkel överenskommelse gör det lättare för båda.',
            },
            {
              text: 'Då vet ni båda vad som gäller och ditt barn kan planera',
              correct: true,
              explanation:
                'Rätt – tydliga ramar gör det möjligt att göra en budget och att ta ansvar för den.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Vad är studiebidraget?',
          options: [
            {
              text: 'Ett lån som ska betalas tillbaka',
              correct: false,
              explanation: 'Nej, studiebidraget är ett bidrag och behöver inte betalas tillbaka.',
            },
            {
              text: 'En lön som skolan betalar',
              correct: false,
              explanation:
                'Det är ingen lön. Studiebidraget är ett statligt bidrag till den som studerar på gymnasiet.',
            },
            {
              text: 'Ett bidrag på 1 250 kr i månaden för gymnasieelever från 16 år',
              correct: true,
              explanation:
                'Rätt – det betalas ut tio månader om året. Så länge eleven är under 18 går det till vårdnadshavaren.',
            },
          ],
        },
        {
          id: 'q5',
          question: 'Vad hjälper ditt barn mest att lära sig om pengar hemma?',
          options: [
            {
              text: 'Att aldrig prata om pengar',
              correct: false,
              explanation:
                'Tystnad gör pengar till något svårt och hemligt. Öppna samtal ger trygghet.',
            },
            {
              text: 'Att du sköter all ekonomi åt barnet tills hen fyller 18',
              correct: false,
              explanation:
                'Då får barnet aldrig öva. Det är bättre att lära sig med små belopp medan du finns nära.',
            },
            {
              text: 'Att ni pratar öppet om era egna val',
              correct: true,
              explanation:
                'Rätt – barn lär sig av vad de ser och hör. Att förklara varför ni sparar eller väntar med ett köp gör pengar begripliga.',
            },
          ],
        },
      ],
    },
  ],
};
