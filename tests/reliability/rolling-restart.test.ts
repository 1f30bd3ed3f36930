import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/kysely";
import { listLeads } from "../../server/db/leads";
import { freshDatabaseUrl } from "../setup/test-app";
import { startApiServer, type ApiProcess } from "../../scripts/support/api-process";
import { exited } from "./processes";

const TOKEN = "rolling-csrf-token-0123456789";

describe("rolling restart of two instances", () => {
  it("SIGTERM drains in-flight requests and exits 0; clients see no reset and every 201 is stored once", async () => {
    const fresh = await freshDatabaseUrl("sqlite");
    const env = { DATABASE_URL: fresh.url };
    const instances: ApiProcess[] = [await startApiServer(env), await startApiServer(env)];
    const live = new Set([0, 1]);
    const prefix = `rolling-${Date.now()}`;
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let sent = 0;
    let running = true;

    const worker = async () => {
      while (running) {
        const choices = [...live];
        const target = instances[choices[sent % choices.length]!]!;
        const email = `${prefix}-${sent++}@example.com`;
        try {
          const response = await fetch(`${target.baseUrl}/api/lead`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Cookie: `XSRF-TOKEN=${TOKEN}`, "X-XSRF-TOKEN": TOKEN },
            body: JSON.stringify({ formId: "newsletter", email }),
          });
          if (response.status === 201) acknowledged.push(email);
          else failures.push(`${response.status} ${await response.text()}`);
        } catch (error) {
          const { cause, message } = error as Error;
          failures.push(`${email}: ${cause instanceof Error ? String(cause) : message}`);
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, worker));

    try {
      for (const index of [0, 1]) {
        await new Promise((resolve) => setTimeout(resolve, 800));
        // The balancer stops routing to the instance, then it is told to stop while requests are in flight.
        live.delete(index);
        const old = instances[index]!;
        old.child.kill("SIGTERM");
        expect(await exited(old.child)).toBe(0);
        expect(old.output()).toContain("SIGTERM: finishing in-flight requests");
        instances[index] = await startApiServer(env, old.port);
        live.add(index);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      running = false;
      await load;
      for (const instance of instances) instance.child.kill("SIGTERM");
      await Promise.all(instances.map((instance) => exited(instance.child)));
    }

    expect(failures).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(100);
    const database = await openDatabase(fresh.url);
    const stored = (await listLeads(database.db)).filter((lead) => lead.email.startsWith(`${prefix}-`));
    await database.close();
    await fresh.drop();
    expect(stored.map((lead) => lead.email).sort()).toEqual([...acknowledged].sort());
    console.log(
      `[rolling restart] ${acknowledged.length} acknowledged, ${stored.length} stored, ${failures.length} failures`,
    );
  }, 120_000);
});
