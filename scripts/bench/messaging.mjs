// Message delivery: with SOCKETS bulk members each holding an open realtime socket on
// the one server process, SENDERS of them send to one of their connections, open loop at RATE
// messages a second for SECONDS; for each message, the time from starting the POST to the
// message arriving on the recipient's socket (send-to-receive). Reports p50/p99.
import { randomUUID } from 'node:crypto';
import { cookie, openSocket, writeHeaders } from './members.mjs';
import { fail } from './processes.mjs';
import { quantile } from './stats.mjs';

export const MESSAGING_SOCKETS = 2_000;
const SENDERS = 200;
const RATE = 200;
const SECONDS = 10;
const WARMUP_SECONDS = 2;

/** One conversation per sender, with a connection of theirs who is also signed in. */
async function pairUp(baseURL, crowd) {
  const signedIn = new Set(crowd.map((m) => m.id));
  const pairs = [];
  // Later bulk members are connected to earlier ones (seed/bulk.ts), so they find partners among the crowd.
  for (const sender of crowd.slice(-SENDERS)) {
    const res = await fetch(`${baseURL}/api/v1/connections?limit=50`, { headers: { cookie: cookie(sender.jar) } });
    if (res.status !== 200) fail(`GET /connections answered ${res.status}`);
    const partner = (await res.json()).items.find((c) => signedIn.has(c.id) && c.id !== sender.id);
    if (!partner) continue;
    const start = await fetch(`${baseURL}/api/v1/conversations`, {
      method: 'POST',
      headers: writeHeaders(baseURL, sender.jar),
      body: JSON.stringify({ personId: partner.id }),
    });
    if (start.status !== 200 && start.status !== 201) fail(`POST /conversations answered ${start.status} ${await start.text()}`);
    pairs.push({ sender, to: partner.id, conversationId: (await start.json()).conversation.id });
  }
  if (pairs.length === 0) fail('no sender found a signed-in connection');
  return pairs;
}

/**
 * Sends RATE messages a second for `seconds`, open loop: message i leaves at t0 + i/RATE
 * whatever the earlier ones are doing. Resolves with each delivered message's send-to-receive
 * time and how many sends were refused.
 */
async function sendFor(baseURL, pairs, arrived, seconds) {
  const latencies = [];
  let failed = 0;
  const sends = [];
  const total = RATE * seconds;
  const t0 = performance.now();
  for (let i = 0; i < total; i++) {
    const due = t0 + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const { sender, conversationId } = pairs[i % pairs.length];
    const clientId = randomUUID();
    const received = new Promise((resolve) => arrived.set(clientId, resolve));
    const started = performance.now();
    sends.push(
      fetch(`${baseURL}/api/v1/conversations/${conversationId}/messages`, {
        method: 'POST',
        headers: writeHeaders(baseURL, sender.jar),
        body: JSON.stringify({ clientId, content: `Bench message ${i}: are we still on for the design review?` }),
      }).then(async (res) => {
        await res.arrayBuffer();
        if (res.status !== 201) {
          failed += 1;
          arrived.delete(clientId);
          return;
        }
        const at = await Promise.race([received, new Promise((r) => setTimeout(() => r(null), 5_000))]);
        arrived.delete(clientId);
        if (at === null) fail(`message ${clientId} did not reach the recipient's socket within 5 s`);
        latencies.push(at - started);
      }),
    );
  }
  await Promise.all(sends);
  return { latencies, failed, seconds: (performance.now() - t0) / 1000 };
}

export async function measureMessaging(baseURL, crowd) {
  const arrived = new Map(); // clientId → resolve(time)
  const sockets = await Promise.all(
    crowd.map((m) =>
      openSocket(baseURL, m.jar, (event) => {
        if (event.type === 'message.created' && event.message.senderId !== m.id) arrived.get(event.message.clientId)?.(performance.now());
      }),
    ),
  );
  const pairs = await pairUp(baseURL, crowd);
  // Like every endpoint's warm-up: the first seconds of a new workload (code not yet
  // optimised, pages not yet cached) are not what members meet in steady state.
  await sendFor(baseURL, pairs, arrived, WARMUP_SECONDS);
  console.log(`bench: ${sockets.length} sockets open; ${pairs.length} senders send ${RATE} messages/s for ${SECONDS} s`);
  const { latencies, failed, seconds } = await sendFor(baseURL, pairs, arrived, SECONDS);
  for (const ws of sockets) ws.terminate();
  const total = RATE * SECONDS;
  if (failed > total / 100) fail(`${failed} of ${total} sends were refused`);
  latencies.sort((a, b) => a - b);
  return {
    sockets: sockets.length,
    samples: latencies.length,
    failed,
    rate: latencies.length / seconds,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
  };
}
