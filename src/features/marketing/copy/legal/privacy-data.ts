import { RETENTION } from '@/lib/retention';

import type { Fact } from '../../content-types';

/**
 * What Slantis stores, kind by kind (the tables of supabase/migrations): what, why, on which legal
 * ground and for how long. The figures that pruning enforces come from src/lib/retention.ts.
 */

const WHILE_ACCOUNT = 'Så länge du har kontot. Raderar du kontot raderas uppgifterna direkt.';
const CONTRACT = 'Avtalet med dig – användarvillkoren som du godkänner när du skapar kontot.';

const record = (title: string, what: string, why: string, basis: string, kept: string) => ({
  title,
  facts: [
    { term: 'Vad', text: what },
    { term: 'Varför', text: why },
    { term: 'Rättslig grund', text: basis },
    { term: 'Hur länge', text: kept },
  ] satisfies Fact[],
});

export const dataRecords = [
  record(
    'Konto och profil',
    'Förnamn, efternamn, personnummer, mobilnummer, adress, e-post, kontotyp (förälder eller ungdom) och när kontot skapades. Personnumret sparas krypterat. Lösenordet sparas bara som ett hashat avtryck som ingen kan läsa – inte ens vi.',
    'För att skapa och skydda ditt konto och se till att varje person bara har ett. Ur personnumret räknar vi ut din ålder: den avgör vad en förälder får se och om du kan vara med i Månadens Tävling. Mobilnummer och adress använder vi bara om vi behöver nå dig om ditt konto.',
    CONTRACT,
    WHILE_ACCOUNT,
  ),
  record(
    'Din ekonomi i appen',
    'Köp och inkomster som du själv skriver upp, veckobudgetar, sparmål, insättningar och uttag. Slantis kopplas aldrig till ditt bankkonto.',
    'Det är det appen är till för: att du ska se din budget och ditt sparande, på alla dina enheter.',
    CONTRACT,
    WHILE_ACCOUNT,
  ),
  record(
    'Lärande, XP och Månadens Tävling',
    'Lektioner och quiz du har gjort och dina svar, XP, nivå, badges, streak, dagar utan köp, om du är med i tävlingen, ditt smeknamn, dina poäng och placeringar.',
    'För att ge dig XP och badges, räkna tävlingspoängen rättvist och visa topplistan.',
    CONTRACT,
    WHILE_ACCOUNT,
  ),
  record(
    'Priser',
    'Om du vinner i Månadens Tävling: namn och adress som priset ska skickas till, vem som bekräftade dem och när priset skickades.',
    'För att kunna skicka priset. Uppgifterna syns aldrig på topplistan.',
    'Avtalet med dig – tävlingsreglerna.',
    WHILE_ACCOUNT,
  ),
  record(
    'Familj',
    'Vilken familj du är med i och din roll där, inbjudningskoder, uppdrag och belöningar, sparmål som en förälder har satt och – om du är 18 eller äldre – vad du har valt att dela med dina föräldrar.',
    'För att föräldrar och barn ska kunna använda Slantis tillsammans.',
    CONTRACT,
    `${WHILE_ACCOUNT} Lämnar du familjen slutar delningen direkt.`,
  ),
  record(
    'Inställningar och meddelanden',
    'Dina val för e-postaviseringar och säkerhetsvarningar, meddelanden i appen (till exempel om vinster) och e-post som vi skickar till dig.',
    'För att meddela dig det som rör ditt konto och det du har bett om.',
    CONTRACT,
    `Meddelanden i appen: så länge du har kontot. Vår kopia av e-post som vi har skickat: ${RETENTION.sentMailDays} dagar.`,
  ),
  record(
    'Kundtjänst',
    'Namn, e-post, kategori, ämne och meddelande när du skriver till oss, och ärendenumret. Är du inloggad när du skriver hör ärendet till ditt konto.',
    'För att kunna svara dig och följa upp ärendet.',
    'Vårt berättigade intresse av att kunna hjälpa dig som hör av dig.',
    `${RETENTION.supportTicketMonths} månader från att du skickade ärendet. Sedan raderas det automatiskt – eller tidigare, om du raderar kontot.`,
  ),
  record(
    'Säkerhetsloggar',
    'Åtkomstloggen: vem som har visat eller ändrat vilken profil, när och med vilken webbläsare. Inloggningar: vilken webbläsare och när. Inloggningsförsök: bara hashade avtryck av e-postadressen och nätverksadressen – aldrig i klartext.',
    'För att skydda ditt konto, upptäcka intrång och stoppa den som försöker gissa lösenord. Åtkomstloggen ser du själv under Min profil → Säkerhet.',
    'Vårt berättigade intresse, och vår skyldighet att skydda uppgifterna (GDPR artikel 32).',
    `Åtkomstloggen: ${RETENTION.accessLogDays} dagar. Inloggningar: ${RETENTION.sessionDays} dagar efter att de senast användes. Inloggningsförsök: ${RETENTION.loginAttemptHours} timmar.`,
  ),
] as const;

/** The summary table: everything pruned by age, then the rest. */
export const retentionRows = [
  {
    label: 'Åtkomstloggen',
    detail: 'vem som har sett eller ändrat en profil',
    value: `${RETENTION.accessLogDays} dagar`,
  },
  {
    label: 'Inloggningar',
    detail: 'räknat från senaste gången de användes',
    value: `${RETENTION.sessionDays} dagar`,
  },
  {
    label: 'Inloggningsförsök',
    detail: 'hashade, för att stoppa lösenordsgissning',
    value: `${RETENTION.loginAttemptHours} timmar`,
  },
  {
    label: 'Ärenden till kundtjänst',
    detail: 'räknat från att du skickade ärendet',
    value: `${RETENTION.supportTicketMonths} månader`,
  },
  { label: 'Kopior av e-post vi har skickat', value: `${RETENTION.sentMailDays} dagar` },
  {
    label: 'Allt annat',
    detail: 'konto, ekonomi, lärande, familj, priser, meddelanden',
    value: 'Tills kontot raderas',
  },
] as const;
