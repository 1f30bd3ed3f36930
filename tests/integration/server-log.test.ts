// The compiled server as production runs it (`node build/server.js`), read from its stdout: the first line
// names Node's version, every request is one JSON line, and no line carries what a visitor typed or where
// the visitor is, after every form of the site was sent both ways (JSON API and a page's form without JavaScript).
import { execSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactPost } from "~/features/contact";
import { demoFormPost } from "~/features/demo-form";
import { coursePost } from "~/features/landing";
import { newsletterPost } from "~/features/newsletter";
import { registrationPost } from "~/features/registration";
import { FORM_API, submission, type PageForm, type PostedFields } from "~/lib/form-post";
import { freePort } from "../../scripts/support/api-process";
import { exited } from "../reliability/processes";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CLIENT_IP = "203.0.113.77";
const stamp = Date.now();
const person = {
  email: `zuleica.${stamp}@example.com`,
  name: "Zuleica",
  surname: "Quaresma",
  phone: "+55 51 98877-6655",
  company: "Vinícola Serra Azul",
};

/** Each form, the page its no-JavaScript post goes to, and its fields filled with the person above. */
const FORMS: Array<{ form: PageForm; page: string; fields: PostedFields }> = [
  { form: newsletterPost, page: "/newsletter", fields: { email: person.email } },
  {
    form: demoFormPost,
    page: "/demo-form",
    fields: {
      nome: person.name,
      sobrenome: person.surname,
      cargo: "CTO",
      email: person.email,
      empresa: person.company,
      telefone: person.phone,
      pais: "BR",
      interesse: "prototiposAioT",
      mensagem: "",
      consentimento: "on",
    },
  },
  {
    form: contactPost,
    page: "/about/contact",
    fields: { name: person.name, email: person.email, subject: "Planos", message: "Quero saber mais.", consent: "on" },
  },
  {
    form: registrationPost("education"),
    page: "/explore?type=education",
    fields: { name: person.name, surname: person.surname, email: person.email },
  },
  {
    form: coursePost,
    page: "/curso-esp32",
    fields: {
      formId: "curso-esp32-2027",
      name: `${person.name} ${person.surname}`,
      email: person.email,
      city: "Guaíba/RS",
    },
  },
];

let server: ChildProcess;
let output = "";
/** What the server wrote to stderr: a library's console.warn, before every console call went through the log. */
let errors = "";
let base = "";
const lines = () =>
  output
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  execSync("node scripts/ensure-build.mjs", { cwd: ROOT, stdio: "ignore" });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "niot-log-"));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["build/server.js"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: `sqlite:${path.join(dir, "site.db")}`,
      SITE_URL: base,
      TRUST_PROXY: "loopback",
      RATE_LIMIT_PER_MINUTE: "1000",
      LOG_LEVEL: "debug",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => {
    errors += chunk;
    process.stderr.write(chunk);
  });
  await vi.waitFor(() => expect(output).toContain("NIoT site on"), { timeout: 60_000, interval: 100 });
}, 600_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill("SIGKILL");
});

const visitor = { "X-Forwarded-For": CLIENT_IP, "Accept-Language": "pt-BR" };

async function csrfCookie(page: string): Promise<string> {
  const response = await fetch(base + page, { headers: visitor });
  expect(response.status, page).toBe(200);
  return /XSRF-TOKEN=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")![1]!;
}

describe("the compiled server's log", () => {
  it("starts with Node's version, has one JSON line per request, and no personal data after every form both ways", async () => {
    let requests = 0;
    for (const { form, page, fields } of FORMS) {
      const token = await csrfCookie(page);
      const hidden = { _csrf: token, sourcePage: page.replace(/\?.*/, ""), website: "" };
      const api = await fetch(`${base}/api${FORM_API[form.kind].path}`, {
        method: "POST",
        headers: {
          ...visitor,
          "Content-Type": "application/json",
          Cookie: `XSRF-TOKEN=${token}`,
          "X-XSRF-TOKEN": token,
        },
        body: JSON.stringify(submission(form, { ...fields, ...hidden })),
      });
      expect(api.status, `${form.name} API`).toBe(201);
      const posted = await fetch(base + page, {
        method: "POST",
        redirect: "manual",
        headers: { ...visitor, "Content-Type": "application/x-www-form-urlencoded", Cookie: `XSRF-TOKEN=${token}` },
        body: new URLSearchParams({ ...fields, ...hidden }),
      });
      expect(posted.status, `${form.name} page`).toBe(303);
      // Refused posts too: a field left wrong, and a stale CSRF token.
      const refused = await fetch(base + page, {
        method: "POST",
        headers: { ...visitor, "Content-Type": "application/x-www-form-urlencoded", Cookie: `XSRF-TOKEN=${token}` },
        body: new URLSearchParams({ ...fields, ...hidden, _csrf: "x".repeat(32) }),
      });
      expect(refused.status, `${form.name} stale token`).toBe(403);
      requests += 4;
    }

    await vi.waitFor(() =>
      expect(lines().filter((line) => line.msg === "request").length).toBeGreaterThanOrEqual(requests),
    );
    const [first] = lines();
    expect(first).toMatchObject({ level: "info", node: process.version });
    expect(String(first!.msg)).toContain(process.version);
    expect(process.version).toMatch(/^v2[4-9]\./);
    const routes = new Set(lines().flatMap((line) => (line.msg === "request" ? [line.route] : [])));
    expect(routes).toEqual(
      new Set([
        "/newsletter",
        "/demo-form",
        "/about/contact",
        "/explore",
        "/:slug",
        "/api/lead",
        "/api/contact",
        "/api/users/preregister",
        "/api/course-registration",
      ]),
    );
    for (const line of lines().filter((entry) => entry.msg === "request"))
      expect(Object.keys(line).sort()).toEqual([
        "hostname",
        "level",
        "method",
        "ms",
        "msg",
        "pid",
        "reqId",
        "route",
        "status",
        "time",
      ]);

    const text = output.toLowerCase();
    for (const secret of [
      person.email,
      encodeURIComponent(person.email),
      person.name,
      person.surname,
      person.company,
      person.phone,
      "98877",
      CLIENT_IP,
    ])
      expect(text, secret).not.toContain(secret.toLowerCase());
  }, 120_000);

  it("answers an undecodable address and an unreadable form with 400, logged as JSON request lines and no error", async () => {
    const before = output.length;
    const errorsBefore = errors.length;
    const forged = `{"level":"fatal","msg":"forged_${"x".repeat(4000)}"}`;
    const raw = (method: string, path: string, headers: Record<string, string> = {}, body = "") =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(base);
        const request = http.request({ host: hostname, port, method, path, headers }, (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode!));
        });
        request.on("error", reject);
        request.end(body);
      });
    const multipart = (contentType: string, body: string) =>
      raw("POST", "/newsletter", { ...visitor, "Content-Type": contentType, Origin: base }, body);

    expect(await raw("GET", `/%E0%A4%25/${forged}`, visitor)).toBe(400);
    expect(await raw("GET", `/blog/%E0%A4%25/${forged}`, visitor)).toBe(400);
    expect(await multipart("multipart/form-data; boundary=xyz", "--xyz\r\nno headers, no end")).toBe(400);
    expect(await multipart("multipart/form-data", "email=a%40example.com")).toBe(400);

    // A whole multipart form still reaches the page's action, read once by the guard and again by React Router.
    const token = await csrfCookie("/newsletter");
    const form = new FormData();
    for (const [name, value] of Object.entries({ email: person.email, _csrf: token, sourcePage: "/newsletter" }))
      form.append(name, value);
    const whole = await fetch(`${base}/newsletter`, {
      method: "POST",
      redirect: "manual",
      headers: { ...visitor, Cookie: `XSRF-TOKEN=${token}` },
      body: form,
    });
    expect(whole.status).toBe(303);

    await vi.waitFor(() =>
      expect(lines().filter((line) => line.msg === "request" && line.status === 400).length).toBeGreaterThanOrEqual(4),
    );
    const written = output.slice(before);
    // Every line JSON (the parse throws on any other), none of an error's level, and none carrying the forged text.
    const parsed = written
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.filter((line) => line.level === "error" || line.level === "fatal")).toEqual([]);
    expect(written).not.toContain("forged");
    expect(errors.slice(errorsBefore)).toBe("");
  });

  it("stops on SIGTERM, its last line saying so", async () => {
    server.kill("SIGTERM");
    expect(await exited(server)).toBe(0);
    expect(lines().at(-1)).toMatchObject({ msg: "stopped" });
  });
});
