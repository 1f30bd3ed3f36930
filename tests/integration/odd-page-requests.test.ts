import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeAddresses } from "../../server/route-table";
import { siteCourses } from "../../scripts/support/site-courses";
import { sourceRouteTable } from "../setup/route-table";
import { freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";

/** Requests that never reach React Router still get the site's error page in the visitor's language, never a 500 or a stack. */
let app: TestApp;
let drop: () => Promise<void>;
beforeAll(async () => {
  const fresh = await freshDatabaseUrl("sqlite");
  drop = fresh.drop;
  app = await startTestApp({ DATABASE_URL: fresh.url }, { pages: true });
});
afterAll(async () => {
  await app.close();
  await drop();
});

function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; allow?: string }> {
  const url = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, method, path, headers }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body, allow: response.headers.allow }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("odd page requests", () => {
  it("answers an address that cannot be decoded with 400 and the error page in the visitor's language", async () => {
    for (const path of ["/%", "/%E0%A4%A", "/blog%ZZ"]) {
      const answer = await raw("GET", path, { "Accept-Language": "es" });
      expect(answer.status, path).toBe(400);
      expect(answer.body).toContain('<html lang="es">');
      expect(answer.body).toContain("No pudimos atender esta solicitud");
      expect(answer.body).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });

  it("answers TRACE and other methods pages do not take with 405 and Allow", async () => {
    for (const method of ["TRACE", "PUT", "DELETE"]) {
      const answer = await raw(method, "/blog", { "Accept-Language": "en", Origin: app.baseUrl });
      expect(answer.status, method).toBe(405);
      expect(answer.allow).toBe("GET, HEAD, POST");
      expect(answer.body).toContain("We couldn't handle this request");
    }
  });

  it("answers a Host that is no host name with 400", async () => {
    const answer = await raw("GET", "/", { Host: "bad host" });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Não foi possível atender a este pedido");
  });

  it("takes a form's post on every page whose route has an action, and answers 405 on the others", async () => {
    const course = siteCourses()[0]!.slug;
    const routes = routeAddresses(await sourceRouteTable());
    const withAction = routes.filter(({ route }) => route.module?.action).map(({ address }) => address);
    expect(withAction).toContain("/about/contact");
    for (const { address, route } of routes) {
      const path = address.replace(":slug", course).replace(/:\w+|\*/g, "x");
      const answer = await app.post(path, null, {
        contentType: "application/x-www-form-urlencoded",
        raw: "email=a%40example.com",
        headers: { Origin: app.baseUrl },
      });
      expect(answer.status, `POST ${path} (${route.id})`).toBe(route.module?.action ? 200 : 405);
    }
    expect(
      (await app.post("/no-such-course", null, { contentType: "application/x-www-form-urlencoded", raw: "a=1" }))
        .status,
    ).toBe(405);
  });
});
