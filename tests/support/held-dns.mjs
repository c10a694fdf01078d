// Loaded into the two-node spec's app processes (NODE_OPTIONS=--import, tests/e2e/two-nodes.ts): a name
// under held.fbcdn.net is looked up by asking the spec's gate (HELD_DNS_GATE_URL), which answers only when
// the spec lets the fetches go; the name then fails to resolve, as every outside name does on a machine
// without network. So an image fetch holds its slot exactly as long as the spec needs, and the spec counts
// the fetches that got a slot by the look-ups that reached the gate. Every other name resolves as usual.
import dns from "node:dns";
import http from "node:http";

const gate = process.env.HELD_DNS_GATE_URL;
const lookup = dns.promises.lookup;

dns.promises.lookup = function heldLookup(hostname, options) {
  if (!gate || !String(hostname).endsWith(".held.fbcdn.net")) return lookup.call(this, hostname, options);
  const notFound = () => Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND", hostname });
  return new Promise((_resolve, reject) => {
    http
      .get(`${gate}/lookup?host=${encodeURIComponent(hostname)}`, (res) => {
        res.resume();
        res.on("close", () => reject(notFound()));
      })
      .on("error", () => reject(notFound()));
  });
};
