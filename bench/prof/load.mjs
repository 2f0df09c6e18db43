// node load.mjs <side> <case> <amount>: fixed number of requests from this process.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
const [side, c, amount] = process.argv.slice(2);
const cfg = JSON.parse(readFileSync(process.env.PROF_OUT ?? '/tmp/prof-urls.json', 'utf8'));
const r = await autocannon({
  url: cfg[side][c],
  headers: { 'xc-auth': cfg.token, 'content-type': 'application/json' },
  connections: 10,
  amount: Number(amount),
});
console.info(side, c, 'reqs', r.requests.total, 'non2xx', r.non2xx, 'errors', r.errors, 'rps', r.requests.average);
