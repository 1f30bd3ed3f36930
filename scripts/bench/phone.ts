import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../support/chromium";

/** Chrome with nothing of its own on the network: the bench's browser for Playwright passes. */
export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });

export interface PhoneNetwork {
  latencyMs: number;
  downKbps: number;
  upKbps: number;
}

/**
 * A fresh context (empty cache, nothing stored) on a 412 × 823 phone with Chrome's 4× CPU throttling and
 * the given network (Network.emulateNetworkConditions), and an init script run before the page's own.
 */
export async function phonePage(browser: Browser, network: PhoneNetwork, initScript?: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: "pt-BR",
  });
  if (initScript) await context.addInitScript({ content: initScript });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: (network.downKbps * 1000) / 8,
    uploadThroughput: (network.upKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return page;
}
