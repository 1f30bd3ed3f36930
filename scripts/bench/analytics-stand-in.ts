import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

/** The hosts a consenting visitor's page reaches (server/security/csp.ts allows them once GA_MEASUREMENT_ID is set). */
const ANALYTICS_HOSTS = ["www.googletagmanager.com", "www.google-analytics.com", "region1.google-analytics.com"];

/**
 * A local stand-in for gtag.js, so the bench measures a consenting visitor with no internet: it reads the
 * page's dataLayer as gtag.js does and sends one collect hit per page view, answered 204. It is smaller and
 * does less than Google's script (about 130 KiB gzip): the figures are a floor for the real thing.
 */
const GTAG = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  const send = (entry) => {
    if (entry[0] !== "event" || entry[1] !== "page_view") return;
    const hit = new URLSearchParams({ v: "2", en: "page_view", dl: location.href, dt: document.title });
    navigator.sendBeacon("https://www.google-analytics.com/g/collect?" + hit);
  };
  for (const entry of layer) send(entry);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => { entries.forEach(send); return push(...entries); };
})();`;

/** A self-signed certificate for the analytics hosts; Chrome is told to accept it (--ignore-certificate-errors). */
function certificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "niot-bench-tls-"));
  const [key, cert] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${ANALYTICS_HOSTS[0]}`,
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: "ignore" },
  );
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

export async function startAnalyticsStandIn() {
  const script = zlib.gzipSync(GTAG);
  const server = https.createServer(certificate(), (request, response) => {
    if (request.url?.startsWith("/gtag/js"))
      return void response
        .writeHead(200, {
          "content-type": "text/javascript",
          "content-encoding": "gzip",
          "access-control-allow-origin": "*",
        })
        .end(script);
    response.writeHead(204, { "access-control-allow-origin": "*" }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** Chrome flags that send the analytics hosts to this server. */
    chromeFlags: [
      `--host-resolver-rules=${ANALYTICS_HOSTS.map((host) => `MAP ${host}:443 127.0.0.1:${port}`).join(", ")}`,
      "--ignore-certificate-errors",
    ],
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
