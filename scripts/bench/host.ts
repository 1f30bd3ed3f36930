import { execFileSync } from "node:child_process";
import { CHROMIUM_PATH } from "../support/chromium";

const PAGE_BYTES = 4096;
const PROBE_BYTES = 64 << 20;
const PROBES = 5;

/**
 * What one first touch of a fresh memory page costs this host, in microseconds (median of 5 probes of 64 MiB).
 * Lighthouse's benchmark index times JavaScript alone and misses it, yet Chromium's renderer touches some 13,000
 * new pages on its main thread to load /about (24,000 in all its threads): on a host whose hypervisor takes each
 * such fault itself (13 µs here, where bare metal typically takes under 1 µs), every document pays that before
 * its own work, scripts or none.
 */
export function pageFaultMicroseconds(): number {
  const probes: number[] = [];
  for (let probe = 0; probe < PROBES; probe++) {
    const started = process.hrtime.bigint();
    const bytes = new Uint8Array(PROBE_BYTES);
    for (let at = 0; at < PROBE_BYTES; at += PAGE_BYTES) bytes[at] = 1;
    probes.push(Number(process.hrtime.bigint() - started) / 1000 / (PROBE_BYTES / PAGE_BYTES));
  }
  return Math.round(probes.sort((a, b) => a - b)[Math.floor(PROBES / 2)]! * 100) / 100;
}

/** The browser every pass ran in, as it names itself ("Chromium 156.0.8078.114 built on Debian…" → "Chromium 156.0.8078.114"). */
export function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ["--version"], { encoding: "utf8" }).match(/^\S+ [\d.]+/)?.[0] ?? "Chromium";
  } catch {
    return "Chromium (version unknown)";
  }
}
