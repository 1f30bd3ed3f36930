/** A boot program built into one inline script by scripts/vite/inline-script-plugin.ts. */
declare module "*?inline-script" {
  const source: string;
  export default source;
}
