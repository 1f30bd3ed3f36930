import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedDelivery {
  raw: string;
  event: { id: string; type: string; createdAt: string; sentAt: string; data: Record<string, unknown> };
  signature: string;
  deliveryId: string;
  /** Every request header, lower-cased (the Standard Webhooks ones among them). */
  headers: Record<string, string>;
}

/** What the receiver does with a delivery: answer with a status, or never answer. */
export type Reply = number | "hang";

export interface Receiver {
  url: string;
  received: ReceivedDelivery[];
  /** Event ids in the order they first arrived with a 2xx answer. */
  accepted: string[];
  reply: (delivery: ReceivedDelivery) => Reply | Promise<Reply>;
  /** Stops listening (connections are refused) until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** How a receiver checks a delivery (docs/webhooks.md): HMAC-SHA256 of the raw body, compared in constant time. */
export function signatureValid(secret: string, raw: string, header: string): boolean {
  const expected = Buffer.from(`sha256=${crypto.createHmac("sha256", secret).update(raw).digest("hex")}`);
  const given = Buffer.from(header);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** A webhook receiver on 127.0.0.1 (a random port, kept across stop/start) recording every delivery. */
export async function startReceiver(reply: Receiver["reply"] = () => 204): Promise<Receiver> {
  let port = 0;
  let server: http.Server | null = null;
  const hanging = new Set<http.ServerResponse>();
  const receiver: Receiver = {
    url: "",
    received: [],
    accepted: [],
    reply,
    async start() {
      server = http.createServer((req, res) => {
        let raw = "";
        req.setEncoding("utf8");
        req.on("data", (chunk: string) => (raw += chunk));
        const answerDelivery = async () => {
          const delivery: ReceivedDelivery = {
            raw,
            event: JSON.parse(raw) as ReceivedDelivery["event"],
            signature: String(req.headers["x-niot-signature"] ?? ""),
            deliveryId: String(req.headers["x-niot-delivery"] ?? ""),
            headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)])),
          };
          receiver.received.push(delivery);
          const answer = await receiver.reply(delivery);
          if (answer === "hang") return void hanging.add(res);
          if (answer < 300 && !receiver.accepted.includes(delivery.event.id)) receiver.accepted.push(delivery.event.id);
          res.writeHead(answer).end();
        };
        req.on("end", () => void answerDelivery());
      });
      await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
      receiver.url = `http://127.0.0.1:${port}/hooks/niot`;
    },
    async stop() {
      for (const res of hanging) res.destroy();
      hanging.clear();
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    },
  };
  await receiver.start();
  return receiver;
}
