import type { Course } from '@/content/types';

/** Public course: a tour of the app – overview, logging a purchase, budget and goals, XP and badges. */
export const komIgangMedSlantis: Course = {
  id: 'kom-igang-med-slantis',
  title: 'Kom igång med Slantis',
  description:
    'En snabb rundtur i appen: översikten, hur du skriver upp ett köp, veckobudget, sparmål, XP, badges och Månadens Tävling.',
  level: 'Nybörjare',
  audience: 'public',
  minutes: 12,
  xp: 50,
  lessons: [
    {
      id: 'kom-igang-med-slantis-oversikten',
      title: 'Översikten',
      description: 'Allt viktigt på en skärm: nivå, XP, veckobudget och sparmål.',
      type: 'video',
      minutes: 3,
      body: [
        {
          kind: 'paragraph',
          text: 'När du öppnar Slantis hamnar du på översikten. Där ser du direkt hur det går för dig den här veckan.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Hälsningen',
              text: 'Överst hälsar appen på dig och visar vilken nivå du är på.',
            },
            {
              title: 'XP- och nivåkortet',
              text: 'Här ser du hur mycket XP du har och hur långt det är kvar till nästa nivå.',
            },
            {
              title: 'Veckobudgetkortet',
              text: 'Visar hur mycket av veckans budget du har använt. När du har använt mer än 80 % får du en varning – bra att ha koll innan det tar slut.',
            },
            {
              title: 'Sparmålskortet',
              text: 'Visar hur nära du är ditt sparmål.',
            },
            {
              title: 'Flikarna',
              text: 'Växla mellan Översikt, Badges och Köp för att se dina utmärkelser och dina senaste köp.',
            },
          ],
        },
        {
          kind: 'tip',
          text: 'Slantis fungerar även utan internet. Det du gör sparas i mobilen och synkas när du är uppkopplad igen. Ser du ”3 osynkade” betyder det att tre ändringar väntar på att skickas.',
        },
        {
          kind: 'example',
          title: 'Varningen i praktiken',
          text: 'Din veckobudget är 300 kr och du har handlat för 250 kr. Det är 83 % av budgeten, så kortet varnar. Du har 50 kr kvar till söndag.',
        },
        {
          kind: 'paragraph',
          text: 'Översikten uppdateras direkt när du skriver upp ett köp eller sparar pengar, så du ser alltid läget just nu.',
        },
      ],
      tryIt: {
        text: 'Öppna översikten och titta på veckobudgetkortet. Hur stor del av veckans budget har du använt hittills?',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'När varnar veckobudgetkortet dig?',
          options: [
            {
              text: 'När du har använt mer än 80 % av veckans budget',
              correct: true,
              explanation: 'Rätt! Då hinner du anpassa dig innan budgeten tar slut.',
            },
            {
              text: 'Först när budgeten är helt slut',
              correct: false,
              explanation: 'Varningen kommer tidigare, redan över 80 %, så att du hinner reagera.',
            },
            {
              text: 'Varje gång du skriver upp ett köp',
              correct: false,
              explanation: 'Nej, du får bara en varning när du närmar dig gränsen.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Du har inget internet på bussen och skriver upp ett köp. Vad händer?',
          options: [
            {
              text: 'Köpet sparas i mobilen och synkas senare',
              correct: true,
              explanation:
                'Rätt! Slantis fungerar offline, och synkchipet visar hur många ändringar som väntar.',
            },
            {
              text: 'Köpet försvinner',
              correct: false,
              explanation: 'Nej, inget försvinner. Det sparas i mobilen tills du är uppkopplad.',
            },
            {
              text: 'Appen går inte att använda',
              correct: false,
              explanation: 'Jo, Slantis är gjord för att fungera utan internet.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Var hittar du dina utmärkelser?',
          options: [
            {
              text: 'Under fliken Badges',
              correct: true,
              explanation: 'Rätt! Där samlas alla badges du har tjänat ihop.',
            },
            {
              text: 'Under fliken Köp',
              correct: false,
              explanation: 'Under Köp ser du dina köp, inte dina badges.',
            },
            {
              text: 'De syns inte i appen',
              correct: false,
              explanation: 'Jo, de har en egen flik på översikten.',
            },
          ],
        },
      ],
    },
    {
      id: 'kom-igang-med-slantis-skriv-upp-ett-kop',
      title: 'Skriv upp ett köp',
      description: 'Så lägger du till en utgift eller inkomst på några sekunder.',
      type: 'interaktiv',
      minutes: 3,
      body: [
        {
          kind: 'paragraph',
          text: 'Det viktigaste du gör i Slantis är att skriva upp dina köp. Det tar några sekunder, och det är så du ser vart pengarna tar vägen.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Tryck på plus',
              text: 'Tryck på ”+” eller ”Lägg till köp”.',
            },
            {
              title: 'Välj Utgift eller Inkomst',
              text: 'Utgift när du har köpt något, Inkomst när du har fått pengar, till exempel veckopeng eller lön.',
            },
            {
              title: 'Skriv beloppet',
              text: 'Skriv in beloppet eller tryck på en snabbknapp: 50, 100, 200 eller 500 kr.',
            },
            {
              title: 'Beskrivning och kategori',
              text: 'Skriv kort vad det var och välj en kategori, så ser du senare vad du lägger mest pengar på.',
            },
          ],
        },
        {
          kind: 'example',
          title: 'XP för varje köp',
          text: 'Du får XP när du skriver upp något: beloppet delat med tio, avrundat nedåt. Skriver du upp ett köp för 85 kr får du 8 XP. Skriver du in en veckopeng på 150 kr får du 15 XP.',
        },
        {
          kind: 'tip',
          text: 'Skriv upp köpet direkt när du har handlat. Då glömmer du inget, och veckobudgeten stämmer hela tiden.',
        },
      ],
      tryIt: {
        text: 'Skriv upp det senaste du köpte – eller de senaste pengarna du fick.',
        action: 'add-transaction',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Du köper en smoothie för 59 kr och skriver upp det. Hur mycket XP får du?',
          options: [
            {
              text: '5 XP',
              correct: true,
              explanation: 'Rätt! 59 / 10 = 5,9, och avrundat nedåt blir det 5 XP.',
            },
            {
              text: '6 XP',
              correct: false,
              explanation: 'XP avrundas nedåt, inte till närmaste heltal. Därför blir det 5.',
            },
            {
              text: '59 XP',
              correct: false,
              explanation: 'Beloppet delas med tio först, så det blir 5 XP.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Du fick 200 kr i veckopeng. Vad väljer du?',
          options: [
            {
              text: 'Inkomst',
              correct: true,
              explanation: 'Rätt! Pengar som kommer in är en inkomst.',
            },
            {
              text: 'Utgift',
              correct: false,
              explanation: 'Utgift är när pengar går ut, till exempel när du köper något.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Varför är det bra att välja kategori?',
          options: [
            {
              text: 'Då ser du vad du lägger mest pengar på',
              correct: true,
              explanation: 'Rätt! Kategorier gör det lätt att se mönster i dina köp.',
            },
            {
              text: 'Då får du dubbelt så mycket XP',
              correct: false,
              explanation: 'Nej, XP beror på beloppet, inte på kategorin.',
            },
            {
              text: 'Det är inte bra, det tar bara tid',
              correct: false,
              explanation: 'Det tar en sekund och gör din översikt mycket mer användbar.',
            },
          ],
        },
      ],
    },
    {
      id: 'kom-igang-med-slantis-budget-och-sparmal',
      title: 'Sätt veckobudget och sparmål',
      description: 'Bestäm vad veckan får kosta och vad du sparar till.',
      type: 'övning',
      minutes: 3,
      body: [
        {
          kind: 'paragraph',
          text: 'En veckobudget är hur mycket du tänker använda på en vecka. Ett sparmål är något du sparar till. Tillsammans gör de att du har koll både nu och framåt.',
        },
        {
          kind: 'example',
          title: 'Hannas vecka',
          text: 'Hanna får 600 kr i månaden. Hon sparar 150 kr till nya hörlurar och sätter veckobudgeten till 100 kr. Då har hon lite kvar i slutet av månaden för något oväntat.',
        },
        {
          kind: 'heading',
          text: 'Sparmål',
        },
        {
          kind: 'list',
          items: [
            'Ge målet ett namn och ett belopp, till exempel ”Hörlurar 1 200 kr”.',
            'Gör insättningar när du kan. Behöver du pengarna kan du också göra ett uttag.',
            'Med Basic kan du ha 5 aktiva sparmål samtidigt. Med Familj (49 kr/mån) kan du ha hur många som helst.',
          ],
        },
        {
          kind: 'tip',
          text: 'Sätt en budget du faktiskt klarar. Det är bättre att hålla en lite högre budget än att spräcka en för låg varje vecka.',
        },
      ],
      tryIt: {
        text: 'Sätt din veckobudget nu. Tänk på vad en vanlig vecka brukar kosta för dig.',
        action: 'set-budget',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Hur många aktiva sparmål kan du ha med Basic?',
          options: [
            {
              text: '5',
              correct: true,
              explanation: 'Rätt! Med Familj för 49 kr i månaden finns ingen gräns.',
            },
            {
              text: '1',
              correct: false,
              explanation: 'Du kan ha fler än så – upp till 5 aktiva mål med Basic.',
            },
            {
              text: 'Obegränsat',
              correct: false,
              explanation: 'Obegränsat antal mål ingår i Familj, inte i Basic.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vad kan du göra med ett sparmål?',
          options: [
            {
              text: 'Göra insättningar och uttag',
              correct: true,
              explanation: 'Rätt! Du sätter in när du kan och tar ut om du behöver.',
            },
            {
              text: 'Bara titta på det',
              correct: false,
              explanation: 'Nej, du kan både sätta in och ta ut pengar på målet.',
            },
            {
              text: 'Låna pengar från det',
              correct: false,
              explanation:
                'Slantis lånar inte ut pengar. Du flyttar dina egna pengar till och från målet.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad är en bra veckobudget?',
          options: [
            {
              text: 'En som du faktiskt klarar att hålla',
              correct: true,
              explanation: 'Rätt! En realistisk budget lär dig mer än en som spricker varje vecka.',
            },
            {
              text: 'Så låg som möjligt',
              correct: false,
              explanation: 'En för låg budget är svår att hålla och blir lätt frustrerande.',
            },
            {
              text: 'Samma som alla dina kompisar har',
              correct: false,
              explanation: 'Din budget ska utgå från dina pengar och dina kostnader.',
            },
          ],
        },
      ],
    },
    {
      id: 'kom-igang-med-slantis-xp-badges-och-tavlingen',
      title: 'XP, badges och tävlingen',
      description: 'Så samlar du XP, låser upp badges och är med i Månadens Tävling.',
      type: 'text',
      minutes: 3,
      body: [
        {
          kind: 'paragraph',
          text: 'I Slantis belönas du för att ha koll på pengarna. Ju mer du använder appen på ett klokt sätt, desto mer XP samlar du – och med XP går du upp i nivå.',
        },
        {
          kind: 'list',
          items: [
            'XP får du när du skriver upp köp och inkomster.',
            'Varje lektion ger XP en gång när du klarar den.',
            'Badges låser du upp genom det du gör, till exempel när du sparar eller håller budgeten.',
          ],
        },
        {
          kind: 'example',
          title: 'Lisas XP en vanlig dag',
          text: 'Lisa skriver upp tre köp: 45 kr, 120 kr och 230 kr. Det ger 4 + 12 + 23 = 39 XP. Klarar hon dessutom en lektion får hon lektionens XP ovanpå.',
        },
        {
          kind: 'heading',
          text: 'Månadens Tävling',
        },
        {
          kind: 'paragraph',
          text: 'Varje månad tävlar du i Månadens Tävling. Den rankar hur du sparar – inte hur mycket pengar du har. Den som sparar klokt med 50 kr i veckan kan alltså slå den som har tusentals kronor.',
        },
        {
          kind: 'tip',
          text: 'Dina föräldrar kan koppla sitt konto till ditt, följa hur det går och ge dig uppgifter. Det är ett bra sätt att prata pengar hemma.',
        },
      ],
      tryIt: {
        text: 'Har du inget sparmål än? Skapa ett nu – sparandet är det som räknas i Månadens Tävling.',
        action: 'create-goal',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Hur många gånger ger en lektion XP?',
          options: [
            {
              text: 'En gång',
              correct: true,
              explanation: 'Rätt! Du får XP första gången du klarar lektionen.',
            },
            {
              text: 'Varje gång du gör om den',
              correct: false,
              explanation: 'Du får gärna göra om den, men XP får du bara en gång.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vad rankar Månadens Tävling?',
          options: [
            {
              text: 'Hur du sparar, på ett rättvist sätt',
              correct: true,
              explanation:
                'Rätt! Det är ditt sparbeteende som räknas, inte hur mycket pengar du har.',
            },
            {
              text: 'Vem som har mest pengar',
              correct: false,
              explanation:
                'Nej, då skulle det inte vara rättvist. Det är hur du sparar som räknas.',
            },
            {
              text: 'Vem som handlar mest',
              correct: false,
              explanation: 'Nej, tävlingen handlar om sparande, inte om att handla.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad kan dina föräldrar göra i Slantis?',
          options: [
            {
              text: 'Koppla sitt konto till ditt och ge dig uppgifter',
              correct: true,
              explanation: 'Rätt! De kan följa med och ge uppgifter som du kan göra.',
            },
            {
              text: 'Ta XP från dig',
              correct: false,
              explanation: 'Nej, föräldrar kan inte ta din XP.',
            },
            {
              text: 'Ingenting, appen är bara för unga',
              correct: false,
              explanation: 'Föräldrar kan koppla sig till dig och följa med.',
            },
          ],
        },
      ],
    },
  ],
};
