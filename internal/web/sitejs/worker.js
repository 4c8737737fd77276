// The static site's solver: Go's wasm_exec.js and stonegame.wasm (the web
// app's handler compiled to WebAssembly), answering the requests that
// site/transport.js posts, {id, method, path, body}, with {id, status,
// body}, one after another. Until the solver is ready, requests wait; if
// it cannot start, {id: 0, error} says why.
"use strict";

importScripts("../wasm_exec.js");

const waiting = [];
// times says when, in ms from the worker's start, the solver was compiled
// and ready: posted as {id: -1, times} for the page to show or measure.
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

(async () => {
  try {
    const go = new Go();
    globalThis.stonegameReady = () => {
      serve = globalThis.stonegameServe;
      times.ready = performance.now();
      postMessage({ id: -1, times });
      for (const m of waiting.splice(0)) answer(m);
    };
    const url = new URL("../stonegame.wasm", location.href);
    let inst;
    try {
      inst = await WebAssembly.instantiateStreaming(fetch(url), go.importObject);
    } catch (err) { // a server that does not say application/wasm
      const r = await fetch(url);
      if (!r.ok) throw new Error(`${url.pathname}: the server answered ${r.status}`);
      inst = await WebAssembly.instantiate(await r.arrayBuffer(), go.importObject);
    }
    times.compiled = performance.now();
    go.run(inst.instance);
  } catch (err) {
    postMessage({ id: 0, error: `the solver could not start: ${err.message || err}` });
  }
})();
