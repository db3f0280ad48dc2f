/** Swedish text of the legal pages' frame (the documents themselves are in content/pages). */
export const legalCopy = {
  effectiveFrom: (date: string) => `Gäller från ${date}`,
  contents: 'Innehåll',
  contentsCount: (sections: number) => `Innehåll (${sections} avsnitt)`,
  opensNewTab: '(öppnas i en ny flik)',
} as const;
