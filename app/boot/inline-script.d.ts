/** A boot program built into one inline script by scripts/vite/inline-script-plugin.ts. */
declare module "*?inline-script" {
  const source: string;
  export default source;
}

/** A boot program's file in the client build (scripts/vite/inline-script-plugin.ts): its address. */
declare module "*?script-url" {
  const url: string;
  export default url;
}
