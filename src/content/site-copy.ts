/** Texts of the site's frame: the app's name, the title suffix, the not-found page. */
export const siteCopy = {
  appName: 'Slantis',
  titleSuffix: ' – Slantis',
  notFoundCode: '404',
  backHome: 'Till startsidan',
  loading: 'Laddar...',
  welcomeLogin: 'Logga in',
} as const;
