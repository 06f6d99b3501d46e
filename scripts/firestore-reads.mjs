// What one screen costs in Firestore reads, counted from the traffic the page receives (used by
// scripts/bench.mjs; any Playwright page in a fresh context, against the emulator or a real project).

const isFirestore = (url) =>
  url.includes('/google.firestore.v1.Firestore/') || /\/v1\/projects\/[^/]+\/databases\/[^/]+\/documents/.test(url);

/**
 * The messages in a WebChannel response body: frames of `<length>\n<JSON>`, where a frame of the
 * back channel is `[[arrayId, [message, ...]], ...]` and one of the forward channel an acknowledgement
 * of numbers (skipped).
 */
function webChannelMessages(text) {
  const messages = [];
  let at = 0;
  while (at < text.length) {
    const newline = text.indexOf('\n', at);
    const length = Number(text.slice(at, newline));
    if (newline < 0 || !Number.isInteger(length))
      throw new Error(`not a WebChannel frame at ${at}: ${text.slice(at, at + 80)}`);
    const frame = text.slice(newline + 1, newline + 1 + length);
    if (frame.length < length) break; // The last frame is still arriving.
    for (const entry of JSON.parse(frame)) if (Array.isArray(entry)) messages.push(...entry[1]);
    at = newline + 1 + length;
  }
  return messages;
}

/**
 * What a Listen request's `addTarget` reads, for the log: `firearms/{id}`, `shootingSession where
 * selectedFirearm.id` (the user's own filter, on `userId`, left out).
 */
function targetLabel({ documents, query }) {
  if (documents) return documents.documents.map((name) => name.split('/').slice(-2, -1)[0] + '/{id}').join(', ');
  const { from, where, limit } = query.structuredQuery;
  const filters = (where?.compositeFilter?.filters ?? (where ? [where] : []))
    .map((filter) => filter.fieldFilter?.field.fieldPath)
    .filter((field) => field && field !== 'userId');
  return (
    from.map((source) => source.collectionId).join(', ') +
    (filters.length ? ` where ${filters.join(', ')}` : '') +
    (limit ? ` limit ${limit.value ?? limit}` : '')
  );
}

/**
 * Opens `path` on `page` and counts the Firestore documents it reads, as Firestore bills them, and
 * the KiB of Firestore response bodies, from navigation until `ready(page)` resolves (the page shows
 * its data) and then no Firestore request or byte for `quietMs` (background reads included). For a
 * cold figure, give a page in a fresh context (signed in, nothing in Firestore's cache).
 *
 * How it counts: a CDP session (Network domain) streams every Firestore response body as it arrives
 * (Network.streamResourceContent, then the data of each Network.dataReceived), so the Listen
 * channel's long poll, which never finishes, is read too. In the Listen channel's WebChannel frames,
 * each `documentChange` is one read for each target (a query or document listen) it is sent to; a
 * target that turns CURRENT with no document sent to it is the 1 read an empty result bills
 * (`documentDelete`, `documentRemove` and `filter` read nothing). REST answers count their documents:
 * batchGet `found` and `missing` entries, runQuery `document` entries (none: 1), an aggregation
 * (count, sum) 1 (its least: a read per 1,000 index entries). Writes are not
 * reads; their answers count in the KiB like every Firestore response. A CORS preflight (OPTIONS, the
 * browser asking before a REST call to another origin) is neither: it used to count as an empty answer's read.
 * Returns { documents, kib, targets: [{ label, documents }] } (targets: the Listen targets, for checking).
 */
export async function firestoreReads(page, path, { ready, quietMs = 5000, timeoutMs = 60_000 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  const bodies = new Map(); // requestId -> { url, chunks: Buffer[] }
  const labels = new Map(); // Listen targetId -> what it reads
  const streams = [];
  let lastActivity = Date.now();
  const stream = async (requestId) => {
    try {
      const { bufferedData } = await cdp.send('Network.streamResourceContent', { requestId });
      if (bufferedData) bodies.get(requestId).chunks.unshift(Buffer.from(bufferedData, 'base64'));
    } catch {
      // Finished before streaming began: its whole body is there to fetch (none if it failed).
      const response = await cdp.send('Network.getResponseBody', { requestId }).catch(() => null);
      if (response)
        bodies.get(requestId).chunks = [Buffer.from(response.body, response.base64Encoded ? 'base64' : 'utf8')];
    }
  };
  const preflights = new Set(); // requestIds of CORS preflights: the browser asking, no read
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (!isFirestore(request.url)) return;
    lastActivity = Date.now();
    if (request.method === 'OPTIONS') preflights.add(requestId);
    if (!request.url.includes('/Listen/channel') || !request.postData) return;
    for (const [key, value] of new URLSearchParams(request.postData))
      if (/^req\d+___data__$/.test(key)) {
        const { addTarget } = JSON.parse(value);
        if (addTarget) labels.set(addTarget.targetId, targetLabel(addTarget));
      }
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (!isFirestore(response.url)) return;
    lastActivity = Date.now();
    if (preflights.has(requestId)) return;
    bodies.set(requestId, { url: response.url, chunks: [] });
    streams.push(stream(requestId));
  });
  cdp.on('Network.dataReceived', ({ requestId, data }) => {
    const body = bodies.get(requestId);
    if (!body) return;
    lastActivity = Date.now();
    if (data) body.chunks.push(Buffer.from(data, 'base64'));
  });
  await cdp.send('Network.enable');

  const deadline = Date.now() + timeoutMs;
  try {
    await page.goto(path);
    await ready?.(page);
    while (Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) throw new Error(`Firestore traffic on ${path} did not stop within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await Promise.all(streams);
  } finally {
    await cdp.detach().catch(() => {});
  }

  /** A REST answer's entries; none when its body never reached the page (it moved on first). */
  const entriesOf = (text) => {
    if (text.trim() === '') return [];
    const parsed = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [parsed];
  };
  let documents = 0;
  let bytes = 0;
  const targets = new Map(); // Listen targetId -> documents counted for it
  for (const { url, chunks } of bodies.values()) {
    const body = Buffer.concat(chunks);
    bytes += body.length;
    const text = body.toString('utf8');
    if (url.includes('/Listen/channel')) {
      for (const { documentChange, targetChange } of webChannelMessages(text).filter((m) => typeof m === 'object')) {
        for (const id of documentChange?.targetIds ?? []) targets.set(id, (targets.get(id) ?? 0) + 1);
        documents += documentChange?.targetIds?.length ?? 0;
        const ids = targetChange?.targetIds ?? [];
        if (targetChange?.targetChangeType === 'ADD') for (const id of ids) targets.set(id, 0);
        if (targetChange?.targetChangeType === 'CURRENT')
          for (const id of ids.filter((id) => targets.get(id) === 0)) {
            targets.set(id, 1); // An empty result, billed as 1 read.
            documents += 1;
          }
      }
    } else if (/:batchGet\b/.test(url)) {
      documents += entriesOf(text).filter((entry) => entry.found || entry.missing).length;
    } else if (/:runQuery\b/.test(url)) {
      documents += Math.max(1, entriesOf(text).filter((entry) => entry.document).length);
    } else if (/:runAggregationQuery\b/.test(url)) {
      // A count or sum is billed one read per 1,000 index entries it goes over, at least one; a body the
      // page left before it arrived is still a request the server answered.
      documents += Math.max(1, entriesOf(text).filter((entry) => entry.result).length);
    }
  }
  return {
    documents,
    kib: bytes / 1024,
    targets: [...targets].map(([id, count]) => ({ label: labels.get(id) ?? `target ${id}`, documents: count })),
  };
}
