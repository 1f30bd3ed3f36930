/**
 * The home prompt's interpreter (issue 26): the share of each language's phrase table it reads
 * fully, the gzip size of its lazy chunk and the time of one reading of a 200-character prompt.
 * Part of `npm run bench`; alone, after `npm run build`: `npx tsx scripts/bench/prompt-preview.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import {
  interpret,
  parseShare,
  type ParseShare,
  PHRASE_TABLES,
  TIMING_PROMPT,
} from "../../app/features/prompt-preview";
import type { Language } from "../../app/i18n/languages";
import { BUDGETS, type Verdict } from "./budgets";

const ASSETS = "build/client/assets";
const RUNS = 1000;

export interface PromptPreviewFigures {
  shares: Array<Omit<ParseShare, "misses"> & { missed: string[] }>;
  chunk: { file: string; gzip: number } | undefined;
  /** The first reading (the lexicons are compiled when the module loads, not here). */
  firstMs: number;
  medianMs: number;
  p99Ms: number;
}

function timeReadings(): { firstMs: number; medianMs: number; p99Ms: number } {
  const first = performance.now();
  interpret(TIMING_PROMPT, "pt");
  const firstMs = performance.now() - first;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    interpret(TIMING_PROMPT, "pt");
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { firstMs, medianMs: times[RUNS / 2]!, p99Ms: times[Math.floor(RUNS * 0.99)]! };
}

export function measurePromptPreview(): PromptPreviewFigures {
  const timing = timeReadings();
  const shares = (Object.keys(PHRASE_TABLES) as Language[]).map((lang) => {
    const { misses, ...share } = parseShare(lang, PHRASE_TABLES[lang], interpret);
    return { ...share, missed: misses.map((miss) => miss.phrase) };
  });
  const file = fs.existsSync(ASSETS)
    ? fs.readdirSync(ASSETS).find((name) => /^interpreter-[\w-]+\.js$/.test(name))
    : undefined;
  const chunk = file ? { file, gzip: zlib.gzipSync(fs.readFileSync(path.join(ASSETS, file))).length } : undefined;
  return { shares, chunk, ...timing };
}

export function promptPreviewBudgets(figures: PromptPreviewFigures): Verdict[] {
  return [
    ...figures.shares.map((share) => ({
      name: `prompt interpreter reads ≥ 90 % of the ${share.lang} phrases fully`,
      pass: share.share >= BUDGETS.promptPreview.share,
      value: `${share.parsed}/${share.total}`,
    })),
    {
      name: "prompt interpreter chunk ≤ 8 KiB gzip",
      pass: (figures.chunk?.gzip ?? Infinity) <= BUDGETS.promptPreview.chunkGzip,
      value: figures.chunk ? `${figures.chunk.gzip} B` : "chunk not found",
    },
    {
      name: "prompt interpreter < 2 ms a reading (200 characters, median)",
      pass: figures.medianMs < BUDGETS.promptPreview.medianMs,
      value: `${figures.medianMs.toFixed(3)} ms`,
    },
  ];
}

export function promptPreviewMarkdown(figures: PromptPreviewFigures): string[] {
  return [
    "## Home prompt interpreter (issue 26)",
    "",
    `Phrase tables in \`app/features/prompt-preview/phrases/\`; chunk ${figures.chunk ? `\`${figures.chunk.file}\`: ${figures.chunk.gzip} B gzip` : "not found (build first)"};`,
    `one reading of a 200-character prompt: median ${figures.medianMs.toFixed(3)} ms, p99 ${figures.p99Ms.toFixed(3)} ms over ${RUNS} runs, the first ${figures.firstMs.toFixed(2)} ms (Node, this machine).`,
    "",
    "| language | phrases read fully | share | missed |",
    "|---|---|---|---|",
    ...figures.shares.map(
      (share) =>
        `| ${share.lang} | ${share.parsed}/${share.total} | ${(share.share * 100).toFixed(1)} % | ${share.missed.join("; ") || "none"} |`,
    ),
    "",
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = measurePromptPreview();
  console.log(promptPreviewMarkdown(figures).join("\n"));
  for (const budget of promptPreviewBudgets(figures))
    console.log(`${budget.pass ? "PASS" : "FAIL"} ${budget.name}: ${budget.value}`);
}
