// Mantine's CSS per component (issue 24): instead of the whole @mantine/core/styles.css (~41 KB
// gzip) before first paint, each Mantine component brings its own stylesheet along with its code.
// Every component's class map (`components/<X>/<X>.module.mjs`) gets an import of
// `@mantine/core/styles/<X>.layer.css`, so the CSS lands in whichever chunk holds the component:
// a visitor page's first paint loads only the components it renders, and lazy routes bring their
// own. Dependencies follow by themselves (Button imports UnstyledButton, whose class map brings
// UnstyledButton.css first, as Mantine's docs ask).
//
// The `.layer.css` files wrap Mantine's rules in `@layer mantine`: our own (unlayered) CSS then
// wins over Mantine's whatever order the chunks' stylesheets arrive in.
//
// `virtual:mantine-styles` (imported once, by src/app/providers.tsx) holds the global layers in a
// build, and the whole stylesheet in dev and tests, where dependencies are pre-bundled and the
// class maps are never transformed one by one.
import type { Plugin } from 'vite';

export const MANTINE_STYLES_ID = 'virtual:mantine-styles';
const RESOLVED_ID = `\0${MANTINE_STYLES_ID}.js`;

const CLASS_MAP =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](?:.+[\\/])?(\w+)\.module\.mjs$/;
const NOTIFICATIONS_CLASS_MAP =
  /[\\/]@mantine[\\/]notifications[\\/]esm[\\/]Notifications\.module\.mjs$/;

/** The imports that go with one Mantine module, or null when it has no stylesheet of its own. */
export function stylesheetFor(id: string): string | null {
  const component = CLASS_MAP.exec(id)?.[1];
  if (component) return `@mantine/core/styles/${component}.layer.css`;
  if (NOTIFICATIONS_CLASS_MAP.test(id)) return '@mantine/notifications/styles.layer.css';
  return null;
}

/** The global layers every page needs (reset, CSS variables, static classes). */
export function globalStyles(perComponent: boolean): string[] {
  if (!perComponent) {
    return ['@mantine/core/styles.layer.css', '@mantine/notifications/styles.layer.css'];
  }
  return [
    '@mantine/core/styles/baseline.layer.css',
    '@mantine/core/styles/default-css-variables.layer.css',
    '@mantine/core/styles/global.layer.css',
  ];
}

/** Adds an import after a leading directive ("use client") so the directive stays first. */
export function withImport(code: string, stylesheet: string): string {
  const statement = `import ${JSON.stringify(stylesheet)};\n`;
  const directive = /^\s*(["'])use client\1;?[^\n]*\n/.exec(code);
  if (!directive) return statement + code;
  return code.slice(0, directive[0].length) + statement + code.slice(directive[0].length);
}

export function mantineCssPlugin(): Plugin {
  let perComponent = false;
  return {
    name: 'slantis:mantine-css',
    configResolved(config) {
      perComponent = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id === MANTINE_STYLES_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      return globalStyles(perComponent)
        .map((file) => `import ${JSON.stringify(file)};`)
        .join('\n');
    },
    transform(code, id) {
      if (!perComponent) return null;
      const stylesheet = stylesheetFor(id);
      return stylesheet ? { code: withImport(code, stylesheet), map: null } : null;
    },
  };
}
