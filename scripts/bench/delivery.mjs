// Notification delivery: with SOCKETS bulk members each holding an open realtime
// socket on the one server process, the demo account sends connection requests to SAMPLES of
// them, one at a time; for each, the time from the request's HTTP answer to the notification
// arriving on the addressee's socket (0 when it arrived before the answer). Reports p50/p99.
import { DEMO } from './config.mjs';
import { cookie, login, openSocket } from './members.mjs';
import { fail } from './processes.mjs';
import { quantile } from './stats.mjs';

const SOCKETS = 1_000;
const SAMPLES = 300;

/** `crowd`: signed-in bulk members (members.mjs loginBulk); the first SOCKETS of them open sockets. */
export async function measureDelivery(baseURL, crowd) {
  const sender = await login(baseURL, DEMO.email);
  const waiting = new Map(); // member id → resolve(time the notification arrived)
  const receivers = crowd.slice(0, SOCKETS);
  const sockets = await Promise.all(
    receivers.map((r) =>
      openSocket(baseURL, r.jar, (event) => {
        if (event.type === 'notification.created' && event.notification.data.memberId === sender.id) waiting.get(r.id)?.(performance.now());
      }),
    ),
  );
  const latencies = [];
  let skipped = 0;
  for (const r of receivers.slice(0, SAMPLES)) {
    const arrived = new Promise((resolve) => waiting.set(r.id, resolve));
    const res = await fetch(`${baseURL}/api/v1/connections/requests`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': sender.jar.get('sl_csrf'),
        origin: baseURL,
        cookie: cookie(sender.jar),
      },
      body: JSON.stringify({ personId: r.id, message: 'Bench' }),
    });
    const answered = performance.now();
    await res.arrayBuffer();
    if (res.status !== 201) {
      skipped += 1; // already connected or pending in the bulk data: no notification to time
      waiting.delete(r.id);
      continue;
    }
    const timeout = new Promise((resolve) => setTimeout(() => resolve(null), 5_000));
    const at = await Promise.race([arrived, timeout]);
    waiting.delete(r.id);
    if (at === null) fail(`no notification reached member ${r.id} within 5 s`);
    latencies.push(Math.max(0, at - answered));
  }
  for (const ws of sockets) ws.terminate();
  latencies.sort((a, b) => a - b);
  return { sockets: sockets.length, samples: latencies.length, skipped, p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99) };
}
