/** Swedish text for installing the app. */
export const installCopy = {
  title: 'Installera appen',
  text: 'Lägg Slantis på hemskärmen. Då öppnas appen direkt, fungerar offline och dina uppgifter sparas tryggt på enheten.',
  button: 'Installera appen',
  iosTitle: 'Lägg Slantis på hemskärmen',
  iosSteps: [
    'Tryck på dela-knappen (fyrkanten med en pil uppåt) längst ned i Safari.',
    'Välj ”Lägg till på hemskärmen”.',
    'Tryck på ”Lägg till”.',
  ],
  iosWhy:
    'Tips: i en vanlig Safari-flik kan iPhone radera sparade uppgifter efter en tid utan besök. Som app på hemskärmen ligger de kvar.',
  installed: 'Slantis är installerad på den här enheten.',
} as const;
