// Served by scripts/vite/precache-plugin.ts when the worker is built: this build's chunks and
// stylesheets (not the lessons), as absolute paths.
declare module 'virtual:slantis-build-assets' {
  const urls: string[];
  export default urls;
}
