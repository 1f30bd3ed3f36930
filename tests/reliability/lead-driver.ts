export {};

/**
 * Second process of the crash test: posts demo leads concurrently for a while and prints one line
 * `ack <email>` for every 201, so the test knows exactly what the server acknowledged.
 *   tsx lead-driver.ts <baseUrl> <prefix> <concurrency> <durationMs>
 */
const [baseUrl, prefix, concurrencyText = "16", durationText = "3000"] = process.argv.slice(2);
const TOKEN = "reliability-csrf-token-0123456789";
const deadline = Date.now() + Number(durationText);
let next = 0;

async function worker() {
  while (Date.now() < deadline) {
    const email = `${prefix}-${next++}@example.com`;
    try {
      const response = await fetch(`${baseUrl}/api/lead`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Cookie: `XSRF-TOKEN=${TOKEN}`, "X-XSRF-TOKEN": TOKEN },
        body: JSON.stringify({
          formId: "bookDemo",
          nome: "Crash",
          sobrenome: "Test",
          cargo: "QA",
          email,
          interesse: "prototiposAioT",
          empresa: "Reliability",
          telefone: "51 99999 0000",
          pais: "Brasil",
        }),
        signal: AbortSignal.timeout(2000),
      });
      if (response.status === 201) process.stdout.write(`ack ${email}\n`);
      else await response.arrayBuffer();
    } catch {
      // The server is gone (killed): keep trying until the deadline, like a client would.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

await Promise.all(Array.from({ length: Number(concurrencyText) }, worker));
