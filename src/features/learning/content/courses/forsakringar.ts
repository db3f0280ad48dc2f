import type { Course } from '@/content/types';

/** Member course: home insurance, excess, gadget cover, accident cover and how to compare. */
export const forsakringar: Course = {
  id: 'forsakringar',
  title: 'Försäkringar och trygghet',
  description:
    'Hemförsäkring, självrisk, mobilförsäkring och olycksfall – vad som faktiskt skyddar dig och hur du jämför utan att bli övertalad.',
  level: 'Medel',
  audience: 'member',
  minutes: 20,
  xp: 200,
  lessons: [
    {
      id: 'forsakringar-hemforsakring',
      title: 'Hemförsäkringen – ditt grundskydd',
      description: 'Vad en hemförsäkring täcker och när du behöver en egen.',
      type: 'text',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'En försäkring är ett sätt att dela på risken: många betalar lite varje månad, och den som råkar ut för något får hjälp. Den viktigaste försäkringen för de flesta är hemförsäkringen.',
        },
        {
          kind: 'heading',
          text: 'Det här ingår oftast',
        },
        {
          kind: 'list',
          items: [
            'Egendomsskydd: dina saker om de blir stulna eller förstörs vid till exempel brand eller vattenskada.',
            'Ansvarsskydd: om du blir skyldig att betala för skador du orsakar någon annan.',
            'Rättsskydd: hjälp med kostnader om du hamnar i en rättslig tvist.',
            'Överfallsskydd: ersättning om du blir överfallen.',
            'Reseskydd: ofta de första veckorna av en resa, till exempel vid sjukdom utomlands.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Bor du hemma omfattas du i regel av din familjs hemförsäkring. Den gäller för alla som bor och är folkbokförda i hemmet. Flyttar du till egen lägenhet behöver du en egen hemförsäkring.',
        },
        {
          kind: 'tip',
          text: 'Ska du plugga på annan ort men fortfarande vara skriven hemma? Vissa familjeförsäkringar gäller då också, men ofta med lägre belopp. Be dina föräldrar kolla villkoren innan du flyttar.',
        },
        {
          kind: 'example',
          title: 'Vad kostar det?',
          text: 'En hemförsäkring för en liten studentlägenhet kostar ofta ungefär 80–200 kr i månaden, beroende på var du bor och vad du vill ha med. Det är ungefär samma som en streamingtjänst – men skyddar allt du äger.',
        },
        {
          kind: 'warning',
          text: 'Utan hemförsäkring kan en enda vattenskada eller ett inbrott kosta tiotusentals kronor. Och orsakar du en skada hos grannen kan du bli ersättningsskyldig.',
        },
      ],
      tryIt: {
        text: 'Fråga dina föräldrar: vilken hemförsäkring har vi, och gäller den för mig och mina saker? Skriv ner svaret.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question: 'Du är 17 och bor hemma. Vilken hemförsäkring gäller för dig?',
          options: [
            {
              text: 'Oftast familjens hemförsäkring',
              correct: true,
              explanation:
                'Rätt! Hemförsäkringen gäller i regel för alla som bor och är folkbokförda i hemmet.',
            },
            {
              text: 'Ingen, du måste teckna en egen',
              correct: false,
              explanation: 'Så länge du bor hemma täcks du oftast av familjens försäkring.',
            },
            {
              text: 'Skolans försäkring',
              correct: false,
              explanation:
                'Skolor kan ha en olycksfallsförsäkring, men den skyddar inte dina saker hemma.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vad gör ansvarsskyddet i en hemförsäkring?',
          options: [
            {
              text: 'Det hjälper om du blir skyldig att ersätta skador du orsakat någon annan',
              correct: true,
              explanation:
                'Rätt! Till exempel om du råkar orsaka en vattenskada hos grannen under dig.',
            },
            {
              text: 'Det ersätter din mobil när du tappar den',
              correct: false,
              explanation: 'Det är något annat – ofta ett tillägg som kallas allrisk eller drulle.',
            },
            {
              text: 'Det betalar din hyra om du blir arbetslös',
              correct: false,
              explanation: 'Nej, det ingår inte i en hemförsäkring.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'När behöver du normalt en egen hemförsäkring?',
          options: [
            {
              text: 'När du flyttar till en egen lägenhet',
              correct: true,
              explanation:
                'Rätt! Då har du ett eget hem, och familjens försäkring gäller inte längre för det.',
            },
            {
              text: 'När du fyller 13',
              correct: false,
              explanation: 'Åldern avgör inte. Det viktiga är var du bor.',
            },
            {
              text: 'Aldrig, den är frivillig och onödig',
              correct: false,
              explanation:
                'Den är frivillig, men utan den står du själv för alla kostnader om något händer.',
            },
          ],
        },
      ],
    },
    {
      id: 'forsakringar-sjalvrisk',
      title: 'Självrisk och åldersavdrag',
      description: 'Räkna ut vad du faktiskt får tillbaka när något händer.',
      type: 'interaktiv',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'Självrisken är den del av skadan som du alltid betalar själv. Har du en självrisk på 1 500 kr och skadan är värd 1 200 kr får du ingenting från försäkringen.',
        },
        {
          kind: 'example',
          title: 'Cykeln som blev stulen',
          text: 'Noah får sin cykel stulen. Den är värd 4 000 kr och självrisken är 1 500 kr. Han får högst 4 000 − 1 500 = 2 500 kr. Var cykeln gammal drar bolaget dessutom av för att den har tappat i värde.',
        },
        {
          kind: 'heading',
          text: 'Åldersavdrag',
        },
        {
          kind: 'paragraph',
          text: 'För saker som tappar i värde, som mobiler och datorer, gör försäkringsbolaget ofta ett åldersavdrag. En tre år gammal mobil ersätts alltså inte med priset för en ny.',
        },
        {
          kind: 'list',
          items: [
            'Låg självrisk = högre månadskostnad, men mindre att betala när något händer.',
            'Hög självrisk = lägre månadskostnad, men du behöver ha pengar undan.',
            'Små skador lönar sig sällan att anmäla om självrisken är nästan lika stor.',
          ],
        },
        {
          kind: 'tip',
          text: 'Ett buffertsparande på några tusen kronor gör att du klarar självrisken utan att det blir kris.',
        },
      ],
      tryIt: {
        text: 'Skapa ett sparmål för en buffert, till exempel lika stor som en självrisk (1 500 kr). Då är du redo om något händer.',
        action: 'create-goal',
      },
      quiz: [
        {
          id: 'q1',
          question:
            'Din dator värd 6 000 kr blir stulen. Självrisken är 1 500 kr och inget åldersavdrag görs. Hur mycket får du?',
          options: [
            {
              text: '4 500 kr',
              correct: true,
              explanation: 'Rätt! 6 000 − 1 500 = 4 500 kr.',
            },
            {
              text: '6 000 kr',
              correct: false,
              explanation: 'Självrisken betalar du alltid själv, så den dras av.',
            },
            {
              text: '7 500 kr',
              correct: false,
              explanation: 'Självrisken läggs inte till – den dras av från ersättningen.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Du tappar hörlurar värda 900 kr. Självrisken är 1 500 kr. Vad får du?',
          options: [
            {
              text: 'Ingenting',
              correct: true,
              explanation: 'Rätt! Skadan är mindre än självrisken, så du får inget ersatt.',
            },
            {
              text: '900 kr',
              correct: false,
              explanation:
                'Du skulle först behöva betala 1 500 kr själv, och det är mer än skadan.',
            },
            {
              text: '600 kr',
              correct: false,
              explanation:
                'Det blir inte pengar över åt dig. När skadan är mindre än självrisken blir ersättningen noll.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'Vad är ett åldersavdrag?',
          options: [
            {
              text: 'Ett avdrag för att saken har tappat i värde med åren',
              correct: true,
              explanation:
                'Rätt! Därför får du oftast mindre för en gammal mobil än vad en ny kostar.',
            },
            {
              text: 'En rabatt för unga försäkringstagare',
              correct: false,
              explanation: 'Nej, det handlar om sakens ålder, inte din.',
            },
            {
              text: 'En extra avgift när du fyller år',
              correct: false,
              explanation: 'Nej, det är ingen avgift. Det minskar ersättningen för äldre saker.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Vad händer oftast om du väljer en högre självrisk?',
          options: [
            {
              text: 'Försäkringen blir billigare per månad',
              correct: true,
              explanation: 'Rätt! Du tar mer av risken själv, så priset sjunker.',
            },
            {
              text: 'Du får mer pengar när något händer',
              correct: false,
              explanation: 'Tvärtom – en högre självrisk betyder att du får mindre ersatt.',
            },
            {
              text: 'Ingenting förändras',
              correct: false,
              explanation: 'Självrisken påverkar både priset och vad du får tillbaka.',
            },
          ],
        },
      ],
    },
    {
      id: 'forsakringar-mobil-och-prylar',
      title: 'Mobil- och prylförsäkring',
      description: 'Behöver du försäkringen som erbjuds i kassan? Så tänker du.',
      type: 'video',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'När du köper en ny mobil får du ofta frågan: ”Vill du försäkra den?” Det kan vara bra – men ofta betalar du för något du redan har, eller mer än det är värt.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Kolla vad du redan har',
              text: 'Stöld ingår ofta i hemförsäkringen. Tappar du mobilen behövs oftast ett tillägg som kallas allrisk eller drulleförsäkring, som du kanske redan har via familjen.',
            },
            {
              title: 'Skilj på fel och skada',
              text: 'Går mobilen sönder av sig själv är det ett fel. Då har du reklamationsrätt i tre år enligt konsumentköplagen – utan försäkring.',
            },
            {
              title: 'Räkna på totalen',
              text: 'Multiplicera månadskostnaden med hur länge du tänker ha mobilen, och lägg till självrisken.',
            },
            {
              title: 'Ta betänketid',
              text: 'Du behöver inte bestämma dig i kassan. En försäkring kan tecknas senare.',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Mobilförsäkringen i kassan',
          text: 'Mobilen kostar 8 000 kr. Försäkringen kostar 99 kr i månaden och har 1 000 kr i självrisk. På två år betalar du 2 376 kr. Spräcker du skärmen en gång och lagningen kostar 2 500 kr får du 1 500 kr. Du har då betalat 3 376 kr totalt för något som kostade 2 500 kr.',
        },
        {
          kind: 'warning',
          text: 'Säljaren kan få betalt för varje försäkring som säljs. Det är inte konstigt – men det betyder att du ska göra din egen kalkyl.',
        },
        {
          kind: 'tip',
          text: 'Ett skal och ett skärmskydd för ett par hundralappar förebygger många skador. Det billigaste är att det aldrig går sönder.',
        },
      ],
      tryIt: {
        text: 'Titta igenom dina senaste köp i Slantis. Finns det någon pryl du betalar försäkring för – eller borde ha koll på?',
        action: 'review-purchases',
      },
      quiz: [
        {
          id: 'q1',
          question:
            'Din nya mobil slutar fungera efter ett år utan att du har tappat den. Vad gäller?',
          options: [
            {
              text: 'Du kan reklamera felet till säljaren',
              correct: true,
              explanation:
                'Rätt! Ett fel i varan omfattas av reklamationsrätten, som gäller i tre år.',
            },
            {
              text: 'Bara en mobilförsäkring kan hjälpa dig',
              correct: false,
              explanation: 'Nej, fel i varan omfattas av konsumentköplagen även utan försäkring.',
            },
            {
              text: 'Inget, garantin gick ut efter ett år',
              correct: false,
              explanation:
                'En garanti är ett extra löfte. Reklamationsrätten gäller ändå i tre år.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Vad kallas ett tillägg som täcker när du råkar tappa mobilen?',
          options: [
            {
              text: 'Allrisk eller drulleförsäkring',
              correct: true,
              explanation:
                'Rätt! Det täcker plötsliga och oförutsedda skador, till exempel att mobilen tappas i marken.',
            },
            {
              text: 'Rättsskydd',
              correct: false,
              explanation: 'Rättsskydd hjälper vid rättsliga tvister, inte när saker går sönder.',
            },
            {
              text: 'Reklamationsrätt',
              correct: false,
              explanation: 'Reklamationsrätt gäller fel i varan, inte skador du orsakar själv.',
            },
          ],
        },
        {
          id: 'q3',
          question:
            'Vad är ett klokt första steg när någon vill sälja en prylförsäkring till dig i kassan?',
          options: [
            {
              text: 'Kolla vad hemförsäkringen redan täcker',
              correct: true,
              explanation: 'Rätt! Du kanske redan har skyddet och skulle annars betala dubbelt.',
            },
            {
              text: 'Säga ja direkt, för erbjudandet gäller bara nu',
              correct: false,
              explanation: 'En försäkring kan oftast tecknas senare. Tidspress är ett säljknep.',
            },
            {
              text: 'Välja den dyraste, för den är alltid bäst',
              correct: false,
              explanation:
                'Pris säger inte allt. Jämför villkor, självrisk och vad som redan täcks.',
            },
          ],
        },
      ],
    },
    {
      id: 'forsakringar-olycksfall-och-jamfora',
      title: 'Olycksfall – och att jämföra utan att bli såld',
      description:
        'Vad en olycksfallsförsäkring gör, och hur du jämför försäkringar i lugn och ro.',
      type: 'quiz',
      minutes: 5,
      body: [
        {
          kind: 'paragraph',
          text: 'Hemförsäkringen skyddar dina saker, men inte din kropp. En olycksfallsförsäkring kan ge ersättning om du skadar dig, till exempel för läkar- och tandvårdskostnader eller om skadan blir bestående.',
        },
        {
          kind: 'list',
          items: [
            'Många kommuner har en olycksfallsförsäkring för elever, men den gäller ofta bara under skoltid.',
            'Föräldrar kan ha tecknat en barnförsäkring som gäller till en viss ålder.',
            'När du börjar jobba kan du ha visst skydd via jobbet.',
          ],
        },
        {
          kind: 'example',
          title: 'Armen som bröts på fritiden',
          text: 'Liam, 16, bryter armen på fotbollsträningen en lördag. Skolans försäkring gäller bara skoltid. Resor till sjukhuset och ett par trasiga glasögon kostar 2 300 kr. En olycksfallsförsäkring kan ersätta sådana kostnader – och mer om skadan blir bestående.',
        },
        {
          kind: 'heading',
          text: 'Jämför utan att bli övertalad',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Vad har jag redan?',
              text: 'Kolla skolans, familjens och jobbets försäkringar först.',
            },
            {
              title: 'Jämför samma saker',
              text: 'Pris per år, självrisk, högsta ersättning och vad som inte ingår (undantagen).',
            },
            {
              title: 'Läs förköpsinformationen',
              text: 'Den är en kort sammanfattning av villkoren och ska finnas innan du köper.',
            },
            {
              title: 'Ta tid på dig',
              text: 'Säg ”jag återkommer” till säljare i telefon eller i butik. Har du köpt på distans har du oftast 14 dagars ångerrätt.',
            },
          ],
        },
        {
          kind: 'tip',
          text: 'Konsumenternas försäkringsbyrå ger gratis och opartiska svar på frågor om försäkringar. Du kan också fråga kommunens konsumentvägledning.',
        },
        {
          kind: 'warning',
          text: 'Är du under 18 behöver en vårdnadshavare vara med när du tecknar en försäkring.',
        },
      ],
      tryIt: {
        text: 'Ta reda på om din skola eller kommun har en olycksfallsförsäkring och om den gäller bara under skoltid eller dygnet runt.',
        action: 'none',
      },
      quiz: [
        {
          id: 'q1',
          question:
            'Du bryter handleden på fritiden. Vilken försäkring kan ge ersättning för skadan på kroppen?',
          options: [
            {
              text: 'En olycksfallsförsäkring',
              correct: true,
              explanation: 'Rätt! Den är gjord för skador på kroppen efter en olycka.',
            },
            {
              text: 'Hemförsäkringen',
              correct: false,
              explanation: 'Hemförsäkringen skyddar främst dina saker, inte din kropp.',
            },
            {
              text: 'En mobilförsäkring',
              correct: false,
              explanation: 'Den gäller bara mobilen, inte dig.',
            },
          ],
        },
        {
          id: 'q2',
          question: 'Skolans olycksfallsförsäkring – vad ska du kolla?',
          options: [
            {
              text: 'Om den gäller bara under skoltid eller dygnet runt',
              correct: true,
              explanation:
                'Rätt! Många skolförsäkringar gäller bara under skoltid och på vägen dit och hem.',
            },
            {
              text: 'Ingenting, den gäller alltid överallt',
              correct: false,
              explanation: 'Det varierar mellan kommuner. Därför är det värt att kolla.',
            },
            {
              text: 'Om den täcker din cykel',
              correct: false,
              explanation: 'En olycksfallsförsäkring handlar om skador på kroppen, inte om saker.',
            },
          ],
        },
        {
          id: 'q3',
          question: 'En säljare ringer och säger att erbjudandet bara gäller i dag. Vad gör du?',
          options: [
            {
              text: 'Säger att du återkommer och jämför i lugn och ro',
              correct: true,
              explanation:
                'Rätt! Bra försäkringar finns kvar i morgon – tidspress är ett säljknep.',
            },
            {
              text: 'Tackar ja innan erbjudandet försvinner',
              correct: false,
              explanation: 'Då hinner du inte kolla vad du redan har eller jämföra villkoren.',
            },
            {
              text: 'Lämnar ditt personnummer så att de kan skicka mer information',
              correct: false,
              explanation:
                'Lämna aldrig ut personuppgifter till någon som ringer oväntat. Be om skriftlig information i stället.',
            },
          ],
        },
        {
          id: 'q4',
          question: 'Vad är viktigast att jämföra mellan två försäkringar?',
          options: [
            {
              text: 'Pris, självrisk, högsta ersättning och undantag',
              correct: true,
              explanation:
                'Rätt! Först när du ser alla fyra vet du vilken som är billigast för samma skydd.',
            },
            {
              text: 'Bara månadspriset',
              correct: false,
              explanation:
                'En billig försäkring med hög självrisk och många undantag kan bli dyr när något händer.',
            },
            {
              text: 'Vilken reklam som är roligast',
              correct: false,
              explanation: 'Reklam säger inget om villkoren. Läs förköpsinformationen i stället.',
            },
          ],
        },
      ],
    },
  ],
};
