import { DATA_PROTECTION_CONTACT, SUPERVISORY_AUTHORITY } from '@/lib/contact';

import type { LegalDocument } from '../../content-types';
import { dataProtectionContact, LEGAL_EFFECTIVE_FROM, supportContacts } from './common';
import { dataRecords, retentionRows } from './privacy-data';

/**
 * /integritetspolicy: how Slantis handles personal data, written for a 13-year-old and their
 * parent. Everything it says is what the code does: the tables of supabase/migrations, the
 * family rules of docs/families.md and the pruning of 20261126000300_retention.sql.
 */
export const privacyCopy = {
  effectiveFrom: LEGAL_EFFECTIVE_FROM,
  sections: [
    {
      id: 'kort',
      heading: 'Det viktigaste i korthet',
      blocks: [
        {
          kind: 'list',
          items: [
            'Vi sparar det som behövs för att appen ska fungera – och inget mer.',
            'Vi säljer aldrig dina uppgifter, visar ingen reklam och spårar dig inte.',
            'Ditt personnummer sparas krypterat. Bara du kan se det i klartext.',
            'En förälder ser bara något om ni har kopplat ihop era konton i Slantis. Från 18 år bestämmer du själv vad föräldern ser.',
            'Du kan när som helst ladda ner allt vi har om dig, eller radera ditt konto.',
          ],
        },
      ],
    },
    {
      id: 'ansvarig',
      heading: 'Vem ansvarar för dina uppgifter?',
      blocks: [
        {
          kind: 'text',
          text: `${DATA_PROTECTION_CONTACT.company} är personuppgiftsansvarig för Slantis. Det betyder att vi bestämmer hur dina uppgifter används och att vi ansvarar för att det sker enligt GDPR, EU:s dataskyddsförordning. Har du frågor om dina uppgifter – skriv till oss.`,
        },
        { kind: 'contacts', items: [dataProtectionContact] },
      ],
    },
    {
      id: 'uppgifter',
      heading: 'Vad vi sparar och varför',
      blocks: [
        {
          kind: 'text',
          text: 'Här är allt Slantis sparar på servern, sorterat efter vad det gäller. För varje sort står varför vi behöver det, vilken rättslig grund vi har enligt GDPR och hur länge vi sparar det.',
        },
        { kind: 'records', items: dataRecords },
      ],
    },
    {
      id: 'hur-lange',
      heading: 'Hur länge vi sparar',
      blocks: [
        {
          kind: 'table',
          caption: 'Så länge sparas uppgifterna',
          columns: ['Uppgifter', 'Sparas i'],
          rows: retentionRows,
        },
        {
          kind: 'text',
          text: 'Servern rensar automatiskt varje timme och raderar det som har blivit för gammalt. När du raderar ditt konto raderas allt som hör till det på en gång. Har du tittat på någon annans profil finns raden kvar i den personens åtkomstlogg, men utan något som pekar på dig. Raderade uppgifter kan finnas kvar i våra säkerhetskopior i upp till 30 dagar innan de skrivs över.',
        },
      ],
    },
    {
      id: 'under-18',
      heading: 'Om du är under 18 år',
      blocks: [
        {
          kind: 'text',
          text: 'Slantis är gjort för dig från 13 år. I Sverige får du från 13 års ålder själv godkänna att en tjänst som Slantis behandlar dina personuppgifter, så du kan skapa ett konto på egen hand. Visa gärna den här sidan för en vårdnadshavare.',
        },
        {
          kind: 'facts',
          items: [
            {
              term: 'En förälder ser bara något om ni är ihopkopplade',
              text: 'Det sker i Familj, med en kod som föräldern skapar och som du själv skriver in. Utan det ser ingen förälder något om dig.',
            },
            {
              term: 'Det här ser föräldern',
              text: 'Dina utgifter och din budget, dina sparmål, lektioner och quiz, uppdrag, XP, badges, nivå och streak.',
            },
            {
              term: 'Det här ser föräldern aldrig',
              text: 'Ditt lösenord och dina uppgifter i klartext. Din profil visas maskerad: födelsedatumet men inte de fyra sista siffrorna i personnumret, delar av mobilnumret och första ordet i adressen. Varje gång någon visar din profil syns det i din åtkomstlogg.',
            },
            {
              term: 'Priser',
              text: 'Vinner du i Månadens Tävling bekräftar en förälder i familjen vart priset ska skickas.',
            },
            {
              term: 'Dina rättigheter är dina',
              text: 'Bara du kan ladda ner dina data eller radera ditt konto. En vårdnadshavare kan hjälpa dig och kontakta oss för din räkning.',
            },
            {
              term: 'Du kan lämna familjen',
              text: 'Under Familj kan du lämna familjen när du vill. Då slutar föräldern se dina uppgifter direkt.',
            },
          ],
        },
      ],
    },
    {
      id: 'fyller-18',
      heading: 'När du fyller 18',
      blocks: [
        {
          kind: 'text',
          text: 'Från den dag du fyller 18 – räknat från ditt personnummer – bestämmer du själv vad föräldrarna i familjen ser. Utgifter och budget, sparmål och lektioner delas inte längre förrän du själv slår på dem under Min profil → Inställningar → Vad dina föräldrar ser. Du kan ändra dig när du vill.',
        },
        {
          kind: 'text',
          text: 'Nivå och streak, uppdrag, XP och badges syns fortfarande för föräldrar i familjen. Vill du inte det kan du lämna familjen. Vinner du ett pris bekräftar du själv vart det ska skickas.',
        },
      ],
    },
    {
      id: 'vem-ser',
      heading: 'Vem kan se dina uppgifter?',
      blocks: [
        {
          kind: 'facts',
          items: [
            { term: 'Du', text: 'Allt som gäller dig.' },
            {
              term: 'Föräldrar i din familj',
              text: 'Det som står under ”Om du är under 18 år” och ”När du fyller 18”. Andra familjemedlemmar ser din profil maskerad.',
            },
            {
              term: 'Andra i topplistan',
              text: 'Är du med i Månadens Tävling ser andra unga 13–23 år och dina egna föräldrar ditt smeknamn, din nivå, streak, badges och poäng – aldrig ditt namn eller hur mycket pengar du har.',
            },
            {
              term: 'Personal på Slantis',
              text: 'Bara det som behövs för uppgiften: kundtjänst läser ärenden, och den som granskar tävlingen ser poäng per dag för konton som har flaggats och vart ett pris ska skickas.',
            },
          ],
        },
      ],
    },
    {
      id: 'delning',
      heading: 'Vi säljer aldrig dina uppgifter',
      blocks: [
        {
          kind: 'list',
          items: [
            'Vi säljer inga uppgifter, visar ingen reklam och använder inga analys- eller spårningsverktyg från andra företag.',
            'Några företag lagrar och skickar uppgifter åt oss – vår drift- och databasplattform Supabase och vår e-postleverantör. De är personuppgiftsbiträden: de får bara använda uppgifterna för att utföra tjänsten åt oss, enligt avtal med oss.',
            'Uppgifterna lagras inom EU.',
            'Vi lämnar bara ut uppgifter till en myndighet om lagen kräver det.',
          ],
        },
      ],
    },
    {
      id: 'enheten',
      heading: 'Det som sparas på din enhet',
      blocks: [
        {
          kind: 'text',
          text: 'Appen sparar en kopia av dina uppgifter i webbläsaren, så att den fungerar utan nät. Kopian finns kvar när du loggar ut – så att inget som inte har synkats går förlorat – och tas bort när du raderar kontot. Använder du en dator som andra också använder kan du rensa webbplatsdata i webbläsaren efter att du har loggat ut.',
        },
        {
          kind: 'text',
          text: 'Vi använder inga kakor (cookies) för reklam eller spårning. Webbläsarens lagring används bara till det appen behöver: din inloggning, inställningar som mörkt läge och kopian för att fungera utan nät.',
        },
      ],
    },
    {
      id: 'sakerhet',
      heading: 'Så skyddar vi uppgifterna',
      blocks: [
        {
          kind: 'list',
          items: [
            'Allt som skickas mellan din enhet och oss är krypterat.',
            'Personnumret sparas krypterat med AES-256 och visas maskerat.',
            'Databasen själv kontrollerar vem som får se vad – inte bara appen.',
            'Du loggas ut efter 10 minuter utan aktivitet.',
            'Skulle en säkerhetsincident ändå drabba dina uppgifter anmäler vi den till IMY inom 24 timmar och hör av oss till dig så snart vi kan om den kan påverka dig.',
          ],
        },
      ],
    },
    {
      id: 'rattigheter',
      heading: 'Dina rättigheter',
      blocks: [
        {
          kind: 'facts',
          items: [
            {
              term: 'Få veta vad vi har om dig',
              text: 'Under Min profil → Inställningar → Ladda ner mina data får du direkt en fil med allt vi har sparat om dig. Du kan också mejla oss.',
            },
            {
              term: 'Få fel rättade',
              text: 'Ändra namn, mobilnummer och adress under Min profil → Redigera profil. Är personnummer, kontotyp eller e-post fel – kontakta oss.',
            },
            {
              term: 'Bli raderad',
              text: 'Under Min profil → Inställningar → Radera konto raderas kontot och allt som hör till det direkt.',
            },
            {
              term: 'Ta med dig dina uppgifter',
              text: 'Filen från Ladda ner mina data är i formatet JSON, som andra tjänster kan läsa in.',
            },
            {
              term: 'Invända och begränsa',
              text: 'Du kan invända mot det vi gör med stöd av vårt berättigade intresse, och be oss begränsa behandlingen medan vi utreder något du har påpekat.',
            },
            {
              term: 'Ändra dina val',
              text: 'E-postaviseringar och – från 18 år – vad dina föräldrar ser slår du av och på när du vill under Min profil → Inställningar.',
            },
          ],
        },
        {
          kind: 'text',
          text: 'Vi svarar inom en månad och kan behöva kontrollera att det verkligen är du innan vi lämnar ut något. Det kostar ingenting.',
        },
      ],
    },
    {
      id: 'klaga',
      heading: 'Om du vill klaga',
      blocks: [
        {
          kind: 'text',
          text: `Är du inte nöjd med hur vi hanterar dina uppgifter vill vi gärna höra det – skriv till ${DATA_PROTECTION_CONTACT.email}. Du har alltid rätt att klaga hos ${SUPERVISORY_AUTHORITY.name}, som ser till att företag i Sverige följer GDPR.`,
        },
        {
          kind: 'contacts',
          items: [
            {
              label: SUPERVISORY_AUTHORITY.site,
              href: SUPERVISORY_AUTHORITY.url,
              text: 'Integritetsskyddsmyndigheten, Box 8114, 104 20 Stockholm.',
            },
          ],
        },
      ],
    },
    {
      id: 'andringar',
      heading: 'Ändringar i policyn',
      blocks: [
        {
          kind: 'text',
          text: 'Ändrar vi något viktigt berättar vi det i appen och med e-post minst 30 dagar innan det börjar gälla. Datumet högst upp visar vilken version som gäller.',
        },
      ],
    },
    {
      id: 'kontakt',
      heading: 'Kontakt',
      blocks: [
        { kind: 'contacts', items: [dataProtectionContact, ...supportContacts] },
        {
          kind: 'links',
          items: [
            { label: 'Användarvillkor', to: '/anvandarvillkor' },
            { label: 'Skriv till kundtjänst', to: '/kontakt' },
          ],
        },
      ],
    },
  ],
} as const satisfies LegalDocument;
