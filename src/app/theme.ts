import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// Fresh green/teal for saving and progress. Shade 7 carries white text at ≥ 4.5:1 (WCAG AA).
const slantis: MantineColorsTuple = [
  '#e6f7f3',
  '#cdeee6',
  '#9fdccd',
  '#6dcab3',
  '#45ba9e',
  '#2ba990',
  '#16957e',
  '#0b7a6b',
  '#06665a',
  '#004f45',
];

// Warm orange for XP, streaks and celebrations.
const ember: MantineColorsTuple = [
  '#fff3e6',
  '#ffe4c7',
  '#ffc58a',
  '#ffa54d',
  '#ff8a1f',
  '#f57a00',
  '#d96a00',
  '#b35600',
  '#8f4400',
  '#6b3300',
];

export const theme = createTheme({
  primaryColor: 'slantis',
  primaryShade: { light: 7, dark: 8 },
  colors: { slantis, ember },
  // System fonts only: nothing is fetched from outside the app.
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '750',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  autoContrast: true,
  luminanceThreshold: 0.35,
  other: {
    rarity: { common: 'gray', rare: 'blue', epic: 'violet', legendary: 'yellow' },
  },
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { radius: 'lg', withBorder: true, padding: 'lg' } },
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/**
 * Contrast fixes: Mantine's default 'dimmed', error and green text colours fail WCAG AA on our
 * backgrounds. `--slantis-color-success` is the text colour for 'Klar' and similar (≥ 4.5:1 on
 * cards in both schemes).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-error': t.colors.red[9],
    '--slantis-color-success': '#1e7b34',
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1],
    '--mantine-color-error': t.colors.red[4],
    '--slantis-color-success': t.colors.green[4],
  },
});
