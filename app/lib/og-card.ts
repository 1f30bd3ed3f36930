/**
 * The Open Graph picture of one page (an article, a case, an event, a docs article): the site's dark card with
 * the logo, the section's name and the page's title, as a 1200×630 SVG that scripts/og-images.ts renders to
 * JPEG at build. System fonts only: nothing is fetched.
 */
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";
const TITLE_SIZE = 64;
const TITLE_LINE = 76;
const LINE_CHARS = 28;
const MAX_LINES = 4;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** The title in lines of about 28 characters (a 64 px bold line of the card), at most 4, the last cut with "…". */
export function titleLines(title: string, lineChars = LINE_CHARS, maxLines = MAX_LINES): string[] {
  const lines: string[] = [];
  for (const word of title.trim().split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= lineChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, lineChars - 1).trimEnd()}…`;
  return kept;
}

export function ogCardSvg({ title, section, brand }: { title: string; section: string; brand: string }): string {
  const lines = titleLines(title);
  const top = 330 - ((lines.length - 1) * TITLE_LINE) / 2;
  const text = lines
    .map((line, index) => `<tspan x="80" y="${top + index * TITLE_LINE}">${escapeXml(line)}</tspan>`)
    .join("");
  const pill = 56 + section.length * 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#070B17"/><stop offset="1" stop-color="#0E1526"/></linearGradient>
<radialGradient id="glow-c" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#22D3EE" stop-opacity="0.18"/><stop offset="1" stop-color="#22D3EE" stop-opacity="0"/></radialGradient>
<radialGradient id="glow-v" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#A78BFA" stop-opacity="0.22"/><stop offset="1" stop-color="#A78BFA" stop-opacity="0"/></radialGradient>
<linearGradient id="line" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#22D3EE"/><stop offset="1" stop-color="#A78BFA"/></linearGradient>
<pattern id="grid" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="15" cy="15" r="1.3" fill="#24304D"/></pattern>
</defs>
<rect width="1200" height="630" fill="url(#bg)"/>
<rect width="1200" height="630" fill="url(#grid)" opacity="0.6"/>
<circle cx="1080" cy="120" r="420" fill="url(#glow-v)"/>
<circle cx="120" cy="600" r="380" fill="url(#glow-c)"/>
<g transform="translate(80 60) scale(0.125)"><rect x="136" y="136" width="240" height="240" rx="60" fill="none" stroke="#22D3EE" stroke-width="26"/><path d="M256 124V96M256 388V416M124 256H96M388 256H416" stroke="#22D3EE" stroke-width="26" stroke-linecap="round"/><circle cx="256" cy="256" r="44" fill="#A78BFA"/></g>
<text x="154" y="108" font-family="${FONT}" font-weight="700" font-size="40" fill="#E7ECF5">${escapeXml(brand)}</text>
<rect x="${1120 - pill}" y="68" width="${pill}" height="52" rx="26" fill="none" stroke="#22D3EE" stroke-width="2"/>
<text x="${1120 - pill / 2}" y="103" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="28" fill="#22D3EE">${escapeXml(section)}</text>
<text font-family="${FONT}" font-weight="700" font-size="${TITLE_SIZE}" letter-spacing="-1" fill="#E7ECF5">${text}</text>
<rect x="80" y="540" width="320" height="8" rx="4" fill="url(#line)"/>
</svg>
`;
}
