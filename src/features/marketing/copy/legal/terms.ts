import { DATA_PROTECTION_CONTACT } from '@/lib/contact';
import { PRIZES } from '@/lib/gamification';

import type { LegalDocument } from '../../content-types';
import { LEGAL_EFFECTIVE_FROM, supportContacts } from './common';

/**
 * /anvandarvillkor: the terms a member accepts at registration (step 4, Bekräftelse). The prizes
 * come from src/lib/gamification (the database has the same list); the full competition rules
 * are /tavlingsregler.
 */
const prizes = PRIZES.map(({ position, prize }) => `plats ${position}: ${prize}`).join(', ');

export const termsCopy = {
  effectiveFrom: LEGAL_EFFECTIVE_FROM,
  sections: [
    {
      id: 'om-slantis',
      heading: 'Det här är Slantis',
      blocks: [
        {
          kind: 'text',
          text: `Slantis är en app för veckobudget, sparmål och lektioner om pengar, för unga 13–23 år och deras föräldrar. Tjänsten ges av ${DATA_PROTECTION_CONTACT.company} (”vi”). Villkoren är ett avtal mellan dig och oss, och du godkänner dem när du skapar ett konto. Hur vi hanterar dina personuppgifter står i integritetspolicyn.`,
        },
        { kind: 'links', items: [{ label: 'Integritetspolicy', to: '/integritetspolicy' }] },
      ],
    },
    {
      id: 'konto',
      heading: 'Vem kan ha ett konto?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Ett konto av typen Ungdom/barn är för dig som är 13–23 år.',
            'Ett konto av typen Förälder är för dig som är 18 år eller äldre.',
            'Varje person har ett eget konto, med sitt eget personnummer. Ett personnummer kan bara ha ett konto.',
            'Uppgifterna du lämnar ska vara sanna och dina egna. Du får inte skapa ett konto åt någon annan eller med någon annans personnummer.',
          ],
        },
      ],
    },
    {
      id: 'under-18',
      heading: 'Om du är under 18 år',
      blocks: [
        {
          kind: 'list',
          items: [
            'Från 13 år får du skapa ett konto själv. Berätta gärna för en vårdnadshavare att du använder Slantis och visa dem villkoren.',
            'En förälder kan koppla ihop sitt konto med ditt under Familj. Då ser föräldern det som står i integritetspolicyn. Du kan lämna familjen när du vill.',
            'Vinner du ett pris bekräftar en förälder i familjen vart det ska skickas.',
          ],
        },
      ],
    },
    {
      id: 'pengar',
      heading: 'Inga riktiga pengar i appen',
      blocks: [
        {
          kind: 'list',
          items: [
            'Slantis är inte en bank. Appen flyttar inga pengar, kopplas inte till något bankkonto och tar inte emot betalningar.',
            'Köp, inkomster, budgetar och sparmål som du skriver in är dina egna anteckningar. Pengarna ligger kvar där de är.',
            'Belöningar för uppdrag och löften om att lägga till en del av ett sparmål är överenskommelser mellan dig och din förälder. Slantis betalar inte ut dem.',
            'Lektioner, kurser och tips är allmän kunskap, inte personlig rådgivning. Beslut om dina pengar fattar du själv.',
          ],
        },
      ],
    },
    {
      id: 'pris',
      heading: 'Vad kostar det?',
      blocks: [
        {
          kind: 'text',
          text: 'Basic är gratis. Familj (49 kr i månaden) går inte att köpa än. När det går får du villkoren för betalning och ångerrätt innan du betalar något.',
        },
      ],
    },
    {
      id: 'tavling',
      heading: 'Månadens Tävling',
      blocks: [
        {
          kind: 'list',
          items: [
            'Tävlingen är gratis och frivillig. Den är för konton av typen Ungdom/barn, 13–23 år, som bor i Sverige.',
            `Varje månad vinner de tre med flest poäng: ${prizes}.`,
            'Poängen räknas av Slantis server, med samma regler för alla. Vi granskar konton vars poäng växer orimligt snabbt, och priset väntar tills granskningen är klar.',
            'Den som fuskar – till exempel med flera konton eller genom att ändra i appen – kan diskvalificeras och får då inget pris.',
            'Är du under 18 bekräftar en förälder vart priset ska skickas. Vi skickar priset inom 30 dagar.',
          ],
        },
        { kind: 'links', items: [{ label: 'Alla tävlingsregler', to: '/tavlingsregler' }] },
      ],
    },
    {
      id: 'uppforande',
      heading: 'Så gör vi i Slantis',
      blocks: [
        {
          kind: 'list',
          items: [
            'Använd bara ditt eget konto, och låna inte ut det.',
            'Försök inte se andras uppgifter. Försök att visa profiler som du inte har rätt till loggas, och upprepade försök kan leda till att kontot stängs av.',
            'Försök inte lura poängsystemet, störa tjänsten eller ta dig in i den på andra vägar än genom appen.',
            'Skriv inget olagligt eller kränkande – varken i uppdrag, sparmål och beskrivningar som andra i familjen ser, eller till kundtjänst.',
          ],
        },
      ],
    },
    {
      id: 'sakerhet',
      heading: 'Ditt konto och din säkerhet',
      blocks: [
        {
          kind: 'list',
          items: [
            'Välj ett lösenord som du inte använder någon annanstans, och berätta det inte för någon.',
            'Du loggas ut efter 10 minuter utan aktivitet.',
            'Tror du att någon annan har kommit åt ditt konto: byt lösenord och kontakta oss.',
          ],
        },
      ],
    },
    {
      id: 'innehall',
      heading: 'Vårt innehåll och ditt',
      blocks: [
        {
          kind: 'list',
          items: [
            'Appen, lektionerna och texterna tillhör Slantis. Du får använda dem för ditt eget lärande, men inte kopiera dem för att sprida eller sälja dem.',
            'Det du skriver in är ditt. Du ger oss rätt att spara och visa det i appen, för dig och för dem du delar med, så att tjänsten fungerar.',
          ],
        },
      ],
    },
    {
      id: 'tjansten',
      heading: 'Tjänsten och vårt ansvar',
      blocks: [
        {
          kind: 'list',
          items: [
            'Appen fungerar även utan nät. Det du gör offline sparas på enheten och skickas till oss när du är online igen.',
            'Vi gör vårt bästa för att Slantis alltid ska fungera, men vi kan inte lova att tjänsten aldrig ligger nere eller är helt fri från fel.',
            'Vi ansvarar inte för beslut om pengar som du fattar utifrån appen. Dina rättigheter enligt konsumentlagarna gäller alltid.',
          ],
        },
      ],
    },
    {
      id: 'avsluta',
      heading: 'Avsluta kontot',
      blocks: [
        {
          kind: 'list',
          items: [
            'Du kan radera ditt konto när du vill under Min profil → Inställningar → Radera konto. Då raderas kontot och allt som hör till det direkt.',
            'Bryter någon mot villkoren kan vi stänga av kontot en tid eller avsluta det. Vi berättar varför – utom när vi måste agera direkt för att skydda andra.',
            'Lägger vi ner Slantis får du veta det minst 60 dagar innan, så att du hinner ladda ner dina data.',
          ],
        },
      ],
    },
    {
      id: 'andringar',
      heading: 'Ändringar i villkoren',
      blocks: [
        {
          kind: 'text',
          text: 'Ändrar vi villkoren på ett sätt som spelar roll för dig berättar vi det i appen och med e-post minst 30 dagar innan de börjar gälla. Fortsätter du använda Slantis efter det gäller de nya villkoren. Vill du inte det kan du radera kontot. Datumet högst upp visar vilken version som gäller.',
        },
      ],
    },
    {
      id: 'lag',
      heading: 'Lag och tvister',
      blocks: [
        {
          kind: 'text',
          text: 'Svensk lag gäller för villkoren. Är du missnöjd – kontakta oss först, så försöker vi lösa det tillsammans. Du kan också vända dig till Allmänna reklamationsnämnden (ARN). En tvist prövas av svensk allmän domstol.',
        },
        {
          kind: 'contacts',
          items: [
            {
              label: 'arn.se',
              href: 'https://www.arn.se',
              text: 'Allmänna reklamationsnämnden prövar tvister mellan konsumenter och företag.',
            },
          ],
        },
      ],
    },
    {
      id: 'kontakt',
      heading: 'Kontakt',
      blocks: [
        { kind: 'contacts', items: supportContacts },
        { kind: 'links', items: [{ label: 'Skriv till kundtjänst', to: '/kontakt' }] },
      ],
    },
  ],
} as const satisfies LegalDocument;
