// Served by scripts/vite/precache-plugin.ts when the worker is built: this build's chunks and
// stylesheets (not the lessons), and those of the routes a member is likely to open next that
// the precache does not hold, as absolute paths.
declare module 'virtual:slantis-build-assets' {
  const urls: string[];
  export default urls;
  export const likelyAssets: string[];
}
