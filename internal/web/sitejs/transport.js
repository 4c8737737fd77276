// The static site's transport: static/api.js sends every request of the
// pages through stonegameFetch(path, init) when this file defines it, and
// here each one is answered by the solver of `stonegame serve` compiled to
// WebAssembly, in a Web Worker (site/worker.js), instead of over HTTP. The
// answer is a Response, as fetch's, with the status and body the server's
// handler gives: the pages cannot tell the difference.
//
// The worker computes one request after another, off the page's thread. A
// request that takes longer than the deadline (the server's, from <meta
// name="stonegame-deadline">), or whose init.signal aborts, is cancelled by
// ending the worker; a new one starts and takes the other requests
// waiting, and the cancelled request is answered 503 with a message that
// says so, as serve answers one past its deadline.
"use strict";

(() => {
  const meta = (name) => (document.querySelector(`meta[name="${name}"]`) || {}).content;
  if (meta("stonegame-transport") !== "wasm") return;
  const deadline = () => Number(globalThis.stonegameDeadline || meta("stonegame-deadline") || 10000);
  const base = new URL(".", document.currentScript.src); // site/

  let worker = null;
  let next = 1;
  const pending = new Map(); // id -> {msg, resolve, reject, timer}

  let broken = ""; // why the solver could not start, if it could not
  let started = 0; // when the worker started, in ms since the page's start

  function start() {
    started = performance.now();
    worker = new Worker(new URL("worker.js", base));
    worker.onmessage = (e) => {
      const { id, status, body, error } = e.data;
      if (id === -1) { // the worker's start, timed: see stonegameTimes
        globalThis.stonegameTimes = Object.assign({ started }, e.data.times);
        return;
      }
      if (id === 0) { // the worker could not start: every request fails
        broken = error;
        alarm(error);
        for (const p of [...pending.values()]) finish(p, 500, { error });
        return;
      }
      const p = pending.get(id);
      if (p) finish(p, status, body);
    };
    worker.onerror = (e) => {
      e.preventDefault();
      const msg = `the solver stopped: ${e.message || "an error in its worker"}; reload the page`;
      for (const p of [...pending.values()]) finish(p, 500, { error: msg });
    };
    for (const p of pending.values()) worker.postMessage(p.msg);
  }

  // alarm says on the page, above everything, that the solver cannot
  // answer: the pages show the errors of their questions, not of the
  // list of games they load first.
  function alarm(msg) {
    const show = () => {
      const p = document.createElement("p");
      p.className = "error card";
      p.setAttribute("role", "alert");
      p.textContent = msg;
      const main = document.querySelector("main") || document.body;
      main.prepend(p);
    };
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show);
    else show();
  }

  // finish answers the request p with status and body (a text, or an
  // object written as JSON).
  function finish(p, status, body) {
    clearTimeout(p.timer);
    pending.delete(p.msg.id);
    if (typeof body !== "string") body = JSON.stringify(body);
    p.resolve(new Response(body, { status, headers: { "Content-Type": "application/json" } }));
  }

  // restart ends the worker, which stops whatever it computes, and starts
  // another for the requests still waiting.
  function restart() {
    if (worker) worker.terminate();
    worker = null;
    start();
  }

  globalThis.stonegameFetch = (path, init = {}) =>
    new Promise((resolve, reject) => {
      const id = next++;
      const msg = { id, method: init.method || "GET", path: String(path), body: init.body == null ? "" : String(init.body) };
      const p = { msg, resolve, reject, timer: 0 };
      if (broken) return finish(p, 500, { error: broken });
      const limit = deadline();
      p.timer = setTimeout(() => {
        if (!pending.has(id)) return;
        finish(p, 503, { error: `cancelled: the computation took longer than ${limit / 1000} s; try a smaller instance or fewer moves` });
        restart();
      }, limit);
      if (init.signal) {
        if (init.signal.aborted) return reject(new DOMException("cancelled", "AbortError"));
        init.signal.addEventListener("abort", () => {
          if (!pending.has(id)) return;
          clearTimeout(p.timer);
          pending.delete(id);
          reject(new DOMException("cancelled", "AbortError"));
          restart();
        });
      }
      pending.set(id, p);
      worker.postMessage(msg);
    });

  // The solver starts with the page, not at its first question: fetching
  // and compiling it overlaps the page's loading.
  start();
})();
