import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the JSON a CRM API receives, checked field by field
}

/** An answer: a status with headers, or no answer at all (a time-out). */
export type StandInReply = { status: number; headers?: Record<string, string>; body?: string } | "hang";

export interface StandIn {
  url: string;
  requests: StandInRequest[];
  /** The requests answered 2xx, in order. */
  accepted: StandInRequest[];
  reply: (request: StandInRequest) => StandInReply | Promise<StandInReply>;
  stop(): Promise<void>;
}

/** A CRM API stand-in on 127.0.0.1 (a random port) recording every request and answering as told. */
export async function startStandIn(reply: StandIn["reply"] = () => ({ status: 200 })): Promise<StandIn> {
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (raw += chunk));
    const answerRequest = async () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const request: StandInRequest = {
        method: req.method ?? "",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as unknown) : null,
      };
      standIn.requests.push(request);
      const answer = await standIn.reply(request);
      if (answer === "hang") return void hanging.add(res);
      if (answer.status < 300) standIn.accepted.push(request);
      res.writeHead(answer.status, { "Content-Type": "application/json", ...answer.headers }).end(answer.body ?? "{}");
    };
    req.on("end", () => void answerRequest());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const standIn: StandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: [],
    accepted: [],
    reply,
    async stop() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return standIn;
}
