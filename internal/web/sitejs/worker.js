// The static site's solver: Go's wasm_exec.js and stonegame.wasm (the web
// app's handler compiled to WebAssembly), answering the requests that
// site/transport.js posts, {id, method, path, body}, with {id, status,
// body}, one after another. Until the solver is ready, requests wait; if
// it cannot start, {id: 0, error} says why. While it loads, {id: -2,
// loaded, total, stage} says how far it is (bytes of the download as sent;
// total 0 when unknown; stage "loading", then "starting").
//
// The module is compiled as it arrives (WebAssembly.instantiateStreaming).
// A host that compresses stonegame.wasm (Content-Encoding) sends it as it
// is; one that sends it raw, 17 MB, is asked instead for stonegame.wasm.gz,
// a quarter of that, which is decompressed here as it arrives
// (DecompressionStream). Either way the module is kept in the Cache API
// for the next visit.
"use strict";

importScripts("../wasm_exec.js");

const waiting = [];
// times says when, in ms from the worker's start, the solver's download
// began (fetched: the answer's headers), it was compiled and it was ready;
// posted as {id: -1, times, how} for the page to show or measure.
const times = {};
let serve = null;

async function answer(m) {
  try {
    const a = await serve(m.method, m.path, m.body);
    postMessage({ id: m.id, status: a.status, body: a.body });
  } catch (e) {
    postMessage({ id: m.id, status: 500, body: JSON.stringify({ error: `the solver failed: ${e}` }) });
  }
}

onmessage = (e) => {
  if (serve) answer(e.data);
  else waiting.push(e.data);
};

// counted returns body as a stream that reports the bytes read through it
// to the page, at most every 100 ms and at its end, out of total (0 when
// unknown).
function counted(body, total) {
  let loaded = 0;
  let timer = 0;
  const report = () => {
    timer = 0;
    postMessage({ id: -2, stage: "loading", loaded, total });
  };
  return body.pipeThrough(new TransformStream({
    transform(chunk, ctl) {
      loaded += chunk.byteLength;
      if (!timer) timer = setTimeout(report, 100);
      ctl.enqueue(chunk);
    },
    flush() {
      clearTimeout(timer);
      postMessage({ id: -2, stage: "starting", loaded, total });
    },
  }));
}

// length is the Content-Length of r, 0 when it is not given.
const length = (r) => Number(r.headers.get("Content-Length")) || 0;

// solver fetches the module: the one kept from an earlier visit when it
// is still the host's; else the raw file when the host compresses it, or
// the .gz copy, decompressed here; how says which was used. What it
// fetched is kept for the next visit.
async function solver() {
  const url = new URL("../stonegame.wasm", location.href);
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url.pathname}: the server answered ${r.status}`);
  times.fetched = performance.now();
  // The module decompressed on an earlier visit, kept in the Cache API
  // (where the page is a secure context: https, or localhost) under the
  // file's length, date and ETag as the host sends them, which a new
  // build changes.
  const version = ["Content-Length", "Last-Modified", "ETag"].map((h) => r.headers.get(h) || "").join("|");
  const cache = globalThis.caches && (r.headers.get("Last-Modified") || r.headers.get("ETag")) ? await caches.open("stonegame-solver").catch(() => null) : null;
  const kept = cache ? await cache.match(url).catch(() => null) : null;
  if (kept && kept.headers.get("X-Stonegame-Version") === version) {
    r.body.cancel().catch(() => {});
    postMessage({ id: -2, stage: "starting", loaded: 0, total: 0 });
    return { how: "stonegame.wasm, kept by the Cache API from an earlier visit", response: kept };
  }
  let how, body;
  if (r.headers.get("Content-Encoding")) {
    // Compressed on the way (the browser decodes it): the bytes counted
    // are the decoded ones, whose total is not known here.
    how = `stonegame.wasm, ${r.headers.get("Content-Encoding")} by the host`;
    body = counted(r.body, 0);
  } else {
    r.body.cancel().catch(() => {});
    const gz = typeof DecompressionStream === "function" ? await fetch(new URL("../stonegame.wasm.gz", location.href)).catch(() => null) : null;
    if (gz && gz.ok) {
      times.fetched = performance.now();
      how = "stonegame.wasm.gz, decompressed in the worker";
      body = gz.headers.get("Content-Encoding") ? gz.body : counted(gz.body, length(gz)).pipeThrough(new DecompressionStream("gzip"));
    } else {
      // No compressed copy (a site written before it had one): the raw file.
      const raw = await fetch(url);
      if (!raw.ok) throw new Error(`${url.pathname}: the server answered ${raw.status}`);
      times.fetched = performance.now();
      how = "stonegame.wasm, raw";
      body = counted(raw.body, length(raw));
    }
  }
  if (cache) {
    const [compile, keep] = body.tee();
    body = compile;
    const headers = { "Content-Type": "application/wasm", "X-Stonegame-Version": version };
    cache.put(url, new Response(keep, { headers })).catch(() => {});
  }
  return { how, response: new Response(body, { headers: { "Content-Type": "application/wasm" } }) };
}

(async () => {
  try {
    const go = new Go();
    let how = "";
    globalThis.stonegameReady = () => {
      serve = globalThis.stonegameServe;
      times.ready = performance.now();
      postMessage({ id: -1, times, how });
      for (const m of waiting.splice(0)) answer(m);
    };
    const s = await solver();
    how = s.how;
    const inst = await WebAssembly.instantiateStreaming(s.response, go.importObject);
    times.compiled = performance.now();
    go.run(inst.instance);
  } catch (err) {
    postMessage({ id: 0, error: `the solver could not start: ${err.message || err}` });
  }
})();
