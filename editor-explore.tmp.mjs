import { chromium } from "@playwright/test";
import fs from "node:fs";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on("request", r => { if (!r.url().startsWith("http://127.0.0.1") && !r.url().startsWith("data:") && !r.url().startsWith("blob:")) console.log("REMOTE:", r.url()); });
page.on("dialog", d => d.accept("/images/blog/members-roles-projects.svg"));
try {
await page.goto("http://127.0.0.1:3231/admin/?lang=pt#/collections/blog/new");
await page.getByRole("button", { name: "Entrar" }).click();
const field = (name, pane) => page.locator(`[id^="${name}-field-"]`).nth(pane);
await field("id", 0).fill("902");
await field("slug", 0).fill("so-em-portugues");
await field("user", 0).fill("@ana.souza");
await field("published", 0).fill("2026-11-27");
await field("column", 0).click();
await page.getByRole("option", { name: "left", exact: true }).click();
await page.getByRole("button", { name: "Inserir de uma URL" }).first().click().catch(e => console.log("no url button"));
await field("title", 0).fill("Só em português");
await field("subtitle", 0).fill("Tradução depois.");
await page.getByRole("button", { name: "Publicar", exact: true }).click();
await page.getByRole("menuitem", { name: "Publicar agora" }).click();
await page.waitForTimeout(4000);
await page.screenshot({ path: "/tmp/editor-pt.png" });
} catch (e) { console.log("ERR", e.message.slice(0,300)); }
await browser.close();
