import type { SitePath } from '../content-types';

/** Swedish text of /ungdom (spec §2 'Youth page'). */
export const youthCopy = {
  features: {
    heading: 'Allt du behöver för att ha koll',
    items: [
      {
        icon: 'wallet',
        title: 'Veckobudget',
        text: 'Bestäm hur mycket du får göra av med i veckan. Skriv upp dina köp, så ser du direkt vad som är kvar – och får en varning innan budgeten tar slut.',
        link: { label: 'Testa en gratis lektion om budget', to: '/lektioner' as SitePath },
      },
      {
        icon: 'target',
        title: 'Sparmål',
        text: 'Spara till hörlurar, en resa eller en buffert. Du ser hur nära du är för varje insättning, och 25, 50 och 75 procent ger extra XP.',
        link: { label: 'Så funkar sparmål', to: '/sparmal' as SitePath },
      },
      {
        icon: 'trophy',
        title: 'XP, badges och tävling',
        text: 'Gå upp i nivå, lås upp 35 badges och håll din streak vid liv. Vill du kan du vara med i Månadens Tävling – där räknas hur du sparar, inte hur mycket du har.',
        link: { label: 'Om belöningar', to: '/belöningar' as SitePath },
      },
    ],
  },
  steps: {
    heading: 'Så funkar det',
    intro: 'Fyra steg från nytt konto till första badgen.',
    items: [
      {
        title: 'Registrera dig',
        text: 'Skapa ett konto på fyra korta steg. Basic är gratis.',
      },
      {
        title: 'Sätt en budget',
        text: 'Välj hur mycket du får använda per vecka och skapa ditt första sparmål.',
      },
      {
        title: 'Följ upp',
        text: 'Skriv upp köp och insättningar – det tar några sekunder, även utan nät. Du ser vad som är kvar och hur nära målet du är.',
      },
      {
        title: 'Vinn belöningar',
        text: 'Få XP, badges och streaks för att du håller koll. Gå med i Månadens Tävling och tävla om 500 kr + hörlurar.',
      },
    ],
  },
  facts: {
    heading: 'Bra att veta',
    items: [
      'Slantis är ingen bank. Appen flyttar inga pengar – du skriver själv upp vad du köper och sparar, och får koll på det.',
      'Appen funkar offline: installera den på mobilen och använd den utan nät. Allt synkas när du är online igen.',
      'Månadens Tävling är frivillig. De andra deltagarna ser ett smeknamn som du väljer, din nivå och dina poäng – aldrig ditt namn eller dina kronor.',
      'När du har fyllt 18 bestämmer du själv vad en förälder får se.',
    ],
  },
  cta: {
    heading: 'Redo att testa?',
    text: 'Hoppa in i appen och sätt din första veckobudget – eller lär dig grunderna i en gratis lektion först.',
    lessons: 'Testa en gratis lektion',
  },
} as const;
