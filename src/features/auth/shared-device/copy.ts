export const sharedDeviceCopy = {
  title: 'Är det här en delad dator?',
  text: 'Dina köp, sparmål och lektioner finns kvar på den här enheten så att allt syns direkt nästa gång du loggar in. Är det inte din egen dator kan du radera dem härifrån – ditt konto och det som är synkat finns kvar.',
  unsynced: (count: number) =>
    `${count === 1 ? '1 ändring' : `${count} ändringar`} har inte synkats än och försvinner om du raderar.`,
  wipe: 'Radera mina data från den här enheten',
  keep: 'Det är min enhet',
  wiped: 'Dina data är raderade från den här enheten.',
  wipeFailed: 'Det gick inte att radera dina data. Stäng andra flikar med Slantis och försök igen.',
} as const;
