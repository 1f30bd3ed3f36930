/** The part of fontverter (no types of its own) that the font script and its test use: WOFF2 to a font file. */
declare module "fontverter" {
  type Format = "truetype" | "woff" | "woff2" | "sfnt";
  const fontverter: {
    convert(font: Uint8Array, toFormat: Format, fromFormat?: Format): Promise<Buffer>;
    detectFormat(font: Uint8Array): Format;
  };
  export default fontverter;
}
