/** Texts of the search page (spec §2 Search page). */
export const searchCopy = {
  heading: 'Sök',
  intro: 'Sök bland lektioner, kurser och sidor om sparande, budget, första jobbet och mer.',
  label: 'Sök',
  placeholder: 'Sök lektioner, kurser och sidor',
  submit: 'Sök',
  popularHeading: 'Populära sökningar',
  popular: ['Veckopeng', 'Sparmål', 'Budgethjälp', 'Ekonomilektioner', 'Ungdomskonto', 'Ränta'],
  recentHeading: 'Senaste sökningar',
  clearRecent: 'Rensa',
  clearRecentLabel: 'Rensa senaste sökningar',
  categoriesHeading: 'Kategorier',
  categoriesLabel: 'Filtrera på kategori',
  resultsLabel: 'Sökresultat',
  count: (count: number, query: string, category?: string) => {
    const hits = count === 1 ? '1 träff' : `${count} träffar`;
    const where = category ? ` i ${category}` : '';
    return query ? `${hits} för ”${query}”${where}` : `${hits}${where}`;
  },
  emptyHeading: (query: string) => `Inga träffar för ”${query}”`,
  emptyText: 'Prova ett kortare ord eller kolla stavningen. Eller välj något av det här:',
  emptyCategoryText: 'Prova utan kategorifiltret, eller välj något av det här:',
  clearCategory: 'Sök i alla kategorier',
  browseAll: 'Se alla kurser',
  showMore: (left: number) => `Visa fler träffar (${left} till)`,
} as const;
