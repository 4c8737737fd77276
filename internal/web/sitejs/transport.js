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
//
// While the solver loads, a line at the foot of the page says so ("Loading
// the solver… 3.1 of 4.0 MB"); a click on a button meanwhile marks it busy
// and the line says the click will be answered; on a page not yet wired
// (body[data-ready]) the click is kept and made again once it is, instead
// of being lost.
//
// The page may be left for another without a document load (site/
// router.js): the worker and its solver stay, and an answer to a question
// of a page that was left (globalThis.stonegamePage counts them) is
// dropped. globalThis.stonegameSolver counts the workers started, and
// says how the solver came (how: the raw file, compressed by the host,
// or the .gz copy), for tests and measures.
"use strict";

(() => {
  const meta = (name) => (document.querySelector(`meta[name="${name}"]`) || {}).content;
  if (meta("stonegame-transport") !== "wasm") return;
  const deadline = () => Number(globalThis.stonegameDeadline || meta("stonegame-deadline") || 10000);
  const base = new URL(".", document.currentScript.src); // site/
  // The timers of the deadlines: the browser's own, which site/router.js
  // does not clear when the page is left.
  const setTimeout = globalThis.setTimeout.bind(globalThis);
  const clearTimeout = globalThis.clearTimeout.bind(globalThis);
  const page = () => globalThis.stonegamePage || 0;
  const solver = (globalThis.stonegameSolver = { workers: 0, ready: false, how: "" });

  let worker = null;
  let next = 1;
  const pending = new Map(); // id -> {msg, resolve, reject, timer}

  let broken = ""; // why the solver could not start, if it could not
  let started = 0; // when the worker started, in ms since the page's start

  function start() {
    started = performance.now();
    solver.workers++;
    solver.ready = false;
    status("loading", 0, 0);
    worker = new Worker(new URL("worker.js", base));
    worker.onmessage = (e) => {
      const { id, status: code, body, error } = e.data;
      if (id === -2) { // the download, as it goes
        status(e.data.stage, e.data.loaded, e.data.total);
        return;
      }
      if (id === -1) { // the worker's start, timed: see stonegameTimes
        globalThis.stonegameTimes = Object.assign({ started }, e.data.times);
        solver.how = e.data.how;
        solver.ready = true;
        status("ready");
        return;
      }
      if (id === 0) { // the worker could not start: every request fails
        broken = error;
        status("ready");
        alarm(error);
        for (const p of [...pending.values()]) finish(p, 500, { error });
        return;
      }
      const p = pending.get(id);
      if (p) finish(p, code, body);
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
    if (p.page !== page()) return; // a question of a page left since
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

  // The list of games, GET /api/games, is a file of the site
  // (site/games.json, written from the same handler): the page needs it
  // before its first question, and has it without waiting for the solver.
  let gamesList = null;
  const games = () => {
    if (!gamesList) {
      gamesList = fetch(new URL("games.json", base)).then((r) => {
        if (!r.ok) throw new Error(`site/games.json: the server answered ${r.status}`);
        return r.text();
      });
      gamesList.catch(() => (gamesList = null));
    }
    return gamesList;
  };

  globalThis.stonegameFetch = (path, init = {}) => {
    if (String(path) === "/api/games" && (init.method || "GET") === "GET") {
      const at = page();
      return games().then(
        (text) => new Promise((resolve) => at === page() && resolve(new Response(text, { status: 200, headers: { "Content-Type": "application/json" } }))),
        () => ask(path, init), // no file (a site written before it had one): the solver answers
      );
    }
    return ask(path, init);
  };

  // ask sends a request to the worker.
  const ask = (path, init) =>
    new Promise((resolve, reject) => {
      const id = next++;
      const msg = { id, method: init.method || "GET", path: String(path), body: init.body == null ? "" : String(init.body) };
      const p = { msg, resolve, reject, timer: 0, page: page() };
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

  // status shows how far the solver's start is, at the foot of the page:
  // stage "loading" (loaded of total bytes, total 0 if unknown),
  // "starting" (compiled, or being compiled, and started), "ready" (the
  // line goes). The line is kept when site/router.js changes the page; it
  // lies over the foot of the page and lets clicks through to what it
  // covers.
  let line = null;
  let now = { stage: "ready", loaded: 0, total: 0 }; // what the line says
  let deferred = false; // status waits for the page's body
  const queued = []; // buttons clicked before the page was wired
  function status(stage = now.stage, loaded = now.loaded, total = now.total) {
    now = { stage, loaded, total };
    if (stage === "ready") {
      if (line) line.remove();
      line = null;
      busy.splice(0).forEach(unbusy);
      return;
    }
    if (!document.body) {
      if (!deferred) document.addEventListener("DOMContentLoaded", () => status(), { once: true });
      deferred = true;
      return;
    }
    if (!line) {
      line = document.createElement("p");
      line.id = "solver-status";
      line.setAttribute("role", "status");
      line.setAttribute("data-stonegame-keep", "");
      line.style.cssText = "position:fixed;left:0;right:0;bottom:0;margin:0;padding:.5rem 1rem;text-align:center;" +
        "border-top:1px solid currentColor;background:Canvas;color:CanvasText;z-index:10;pointer-events:none";
    }
    if (!line.isConnected) document.body.append(line);
    const mb = (n) => (n / 1e6).toFixed(1);
    let text = stage === "starting" ? "Starting the solver…" : "Loading the solver…";
    if (stage === "loading" && loaded > 0) text += total > 0 ? ` ${mb(loaded)} of ${mb(total)} MB` : ` ${mb(loaded)} MB`;
    if (queued.length + busy.length > 0) text += `${text.endsWith("…") ? "" : "."} Your click will be answered as soon as it is ready.`;
    line.textContent = text;
  }

  // A click on a button of the page while the solver loads is marked: the
  // button says it is busy, and the loading line that the click will be
  // answered, until the solver is ready. If the page is not wired yet
  // (body[data-ready]), the click is kept and made again once it is;
  // else the page acts, and its question waits in the worker.
  const busy = []; // buttons clicked while the solver loads
  function unbusy(b) {
    b.removeAttribute("aria-busy");
    b.style.cursor = "";
  }
  addEventListener("click", (e) => {
    const b = e.target instanceof Element && e.target.closest("main button, main input[type=submit]");
    if (!b || b.disabled || !document.body) return;
    const wired = document.body.dataset.ready === "true";
    if (wired && solver.ready) return;
    b.setAttribute("aria-busy", "true");
    b.style.cursor = "progress";
    if (wired) {
      if (!busy.includes(b)) busy.push(b);
      status();
      return;
    }
    e.preventDefault();
    e.stopImmediatePropagation();
    if (!queued.includes(b)) queued.push(b);
    status();
    const replay = new MutationObserver(() => {
      if (document.body.dataset.ready !== "true") return;
      replay.disconnect();
      for (const q of queued.splice(0)) {
        unbusy(q);
        if (q.isConnected) q.click();
      }
    });
    replay.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  }, true);

  // The solver starts with the page, not at its first question: fetching
  // and compiling it overlaps the page's loading.
  start();
})();
