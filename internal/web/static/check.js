// The check page: `stonegame check` for a JavaScript solution, in the
// browser. The solver (the server's, or the static site's WebAssembly
// one, through api.js) generates the cases, judges the answers, shrinks a
// failure and writes the report; this page runs the learner's function on
// each batch of cases in a Web Worker of its own (static/checkrun.js),
// with a watchdog that ends a Worker whose case does not answer, and
// sends back what it did with each case (api.checkNext) until the solver
// says it is done.
"use strict";

let about = null; // api.checkAbout's answer for the game shown
let stopped = false; // the learner pressed Stop
let template = ""; // the template put in the textarea, replaced on a change of game while untouched
let current = null; // the Solution running a batch, which Stop ends

// workers are the Workers alive, counted in globalThis.stonegameCheckWorkers
// (for tests). On the static site the router may leave this page without a
// document load, clearing its timers, the watchdog's among them: when it
// does (it takes body's data-ready away), every Worker is ended, so that
// none loops on after its page.
const workers = new Set();
function counted() {
  globalThis.stonegameCheckWorkers = workers.size;
}
const left = new MutationObserver(() => {
  if (document.body.dataset.ready !== undefined) return;
  stopped = true;
  for (const w of workers) w.terminate();
  workers.clear();
  counted();
  left.disconnect();
});
left.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });

// watchdogMs is how long a case may go without an answer before its
// Worker is ended: twice the limit and a second, so that the Worker's own
// measure (performance.now() around the call) decides every case that
// returns, and the watchdog only those that never do.
const watchdogMs = (limit) => 2 * limit + 1000;

// A Solution is the learner's code loaded in a Worker of its own.
class Solution {
  constructor(code, func) {
    this.worker = new Worker(new URL("static/checkrun.js", document.baseURI));
    workers.add(this.worker);
    counted();
    this.code = code;
    this.func = func;
  }

  // load evaluates the code in the Worker: {type: "loaded"}, or
  // "compile"/"nofunc" with a message; a top level that never ends is
  // stopped by the watchdog ({type: "timeout"}).
  load(limit) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.end();
        resolve({ type: "timeout" });
      }, watchdogMs(limit));
      this.worker.onmessage = (e) => {
        clearTimeout(timer);
        resolve(e.data);
      };
      this.worker.onerror = (e) => {
        e.preventDefault();
        clearTimeout(timer);
        resolve({ type: "compile", message: e.message || "the Worker could not run the solution" });
      };
      this.worker.postMessage({ type: "load", code: this.code, func: this.func });
    });
  }

  // run runs a batch: the outcomes, in order, up to the first that is no
  // answer. A case with no answer within watchdogMs ends the Worker: its
  // outcome is a time-out of the watchdog's (wall: true).
  run(cases, limit, progress) {
    return new Promise((resolve) => {
      const outs = [];
      let timer = 0;
      this.abort = () => {
        clearTimeout(timer);
        this.end();
        resolve(outs);
      };
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          this.end();
          outs.push({ timeout: `time limit exceeded: no answer within ${watchdogMs(limit) / 1000}s of wall time: the Worker was stopped (an endless loop?)`, wall: true });
          resolve(outs);
        }, watchdogMs(limit));
      };
      this.worker.onmessage = (e) => {
        const m = e.data;
        if (m.type === "end") {
          clearTimeout(timer);
          resolve(outs);
          return;
        }
        const o = {};
        for (const k of ["answer", "crash", "stack", "timeout"]) if (m[k] !== undefined) o[k] = m[k];
        outs.push(o);
        if (m.answer !== undefined) progress();
        arm();
      };
      this.worker.onerror = (e) => {
        e.preventDefault();
        clearTimeout(timer);
        this.end();
        outs.push({ crash: e.message || "the Worker failed", stack: "" });
        resolve(outs);
      };
      arm();
      this.worker.postMessage({ type: "run", cases, limit });
    });
  }

  end() {
    this.worker.terminate();
    workers.delete(this.worker);
    counted();
  }
}

// fresh returns a Worker with the code loaded, or throws an ApiError
// saying why the code cannot run.
async function fresh(code, func, limit) {
  const s = new Solution(code, func);
  const r = await s.load(limit);
  switch (r.type) {
    case "loaded":
      return s;
    case "compile":
      s.end();
      throw new CompileError(`the JavaScript solution does not compile:\n${r.message}`);
    case "nofunc":
      s.end();
      throw new CompileError(`${r.message}, LeetCode's function for ${about.game}: write ${about.signature}`);
  }
  throw new CompileError(`the solution's top level did not end within ${watchdogMs(limit) / 1000}s: the Worker was stopped`);
}

class CompileError extends Error {}

function setBusy(busy) {
  $("#run").disabled = busy;
  $("#stop").disabled = !busy;
  document.body.dataset.checking = busy ? "true" : "false";
}

function show(title, report) {
  $("#measured").textContent = "";
  $("#result-h").textContent = title;
  $("#report").textContent = report;
  $("#result").hidden = false;
}

// number reads a field of whole numbers, "" giving dflt.
function number(sel, name, dflt) {
  const v = $(sel).value.trim();
  if (v === "") return dflt;
  if (!/^[0-9]+$/.test(v)) throw new ApiError(`${name}: ${JSON.stringify(v)} is not a whole number`);
  return Number(v);
}

async function runCheck() {
  const g = info();
  $("#error").textContent = "";
  $("#result").hidden = true;
  let seed, cases, limit;
  try {
    seed = number("#seed", "seed", 0);
    cases = number("#cases", "cases", 200);
    limit = number("#limit", "time limit", 2000);
    if (limit < 1) throw new ApiError("time limit: at least 1 ms");
  } catch (e) {
    $("#error").textContent = e.message;
    return;
  }
  stopped = false;
  setBusy(true);
  const code = $("#code").value;
  let spare = null; // the Worker for the next batch, loaded while this one runs
  let ran = 0;
  const started = performance.now();
  try {
    $("#status").textContent = "Loading your solution…";
    spare = fresh(code, about.func, limit);
    await spare; // a syntax error is said before any case runs
    $("#status").textContent = "Generating and solving the cases…";
    let r = await api.checkStart({ ...gameOf(g), seed, cases, timeLimit: limit });
    const session = r.session;
    let batches = 0;
    while (r.run && !stopped) {
      // Each batch runs in a Worker of its own, as each batch of the
      // command line's check runs in a process of its own.
      const s = await spare;
      spare = fresh(code, about.func, limit);
      spare.catch(() => {});
      batches++;
      $("#status").textContent = batches === 1 ? `Running ${r.run.cases.length} cases…` : `Shrinking the failing case (batch ${batches}, ${ran} cases run)…`;
      current = s;
      const outs = await s.run(r.run.cases, r.run.limit, () => {
        ran++;
      });
      current = null;
      s.end();
      if (stopped) break;
      r = await api.checkNext({ session, outcomes: outs });
    }
    if (stopped) {
      api.checkStop({ session }).catch(() => {}); // its slot is free at once
      $("#status").textContent = `Stopped after ${ran} cases.`;
      return;
    }
    const d = r.done;
    if (d.status === "error") throw new ApiError(d.error);
    const secs = ((performance.now() - started) / 1000).toFixed(2);
    $("#status").textContent = `${ran} runs of your function in ${secs} s.`;
    document.body.dataset.seconds = secs;
    show(d.status === "pass" ? "All cases pass" : "Your solution fails", d.report);
    $("#measured").textContent = `Each case had ${limit / 1000} s, measured with performance.now() in the Worker around the call: ` +
      "the Worker's busy time, not CPU time as the command line measures it (a browser gives no CPU clock for a Worker).";
    $("#result").dataset.status = d.status;
  } catch (e) {
    if (e instanceof CompileError) {
      show("Your solution does not compile", e.message);
      $("#result").dataset.status = "compile";
      $("#status").textContent = "";
    } else {
      $("#error").textContent = e.message;
      $("#status").textContent = "";
    }
  } finally {
    if (spare) spare.then((s) => s.end(), () => {});
    setBusy(false);
  }
}

// showGame asks for the game's function and commands, and puts its
// template in the code box unless the learner has written there.
async function showGame() {
  const g = info();
  try {
    about = await api.checkAbout(gameOf(g));
  } catch (e) {
    $("#error").textContent = e.message;
    return;
  }
  $("#signature").textContent = about.signature;
  const code = $("#code");
  if (code.value.trim() === "" || code.value === template) code.value = about.template;
  template = about.template;
  $("#commands").textContent = ["python", "go", "cpp", "java"].map((id) => `# ${about.languages[id]}\n${about.commands[id]}`).join("\n") +
    `\n# JavaScript, with node\n${about.commands.javascript}`;
}

async function main() {
  $("#form").addEventListener("submit", (e) => {
    e.preventDefault();
    if (games.length > 0 && about) runCheck();
  });
  $("#stop").addEventListener("click", () => {
    stopped = true;
    if (current) current.abort();
  });
  if (!(await pageGames())) {
    document.body.dataset.ready = "true";
    return;
  }
  const q = new URLSearchParams(location.search);
  fillGames($("#game"), games, q.get("game"));
  if (q.has("seed")) $("#seed").value = q.get("seed");
  $("#game").addEventListener("change", async () => {
    $("#result").hidden = true;
    await showGame();
  });
  await showGame();
  document.body.dataset.ready = "true"; // for tests: the page is wired
}

main();
