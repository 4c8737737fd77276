// The check page's Worker: it runs the learner's JavaScript, and nothing
// else, off the page's thread. The page sends
//   {type: "load", code, func}  → {type: "loaded"} | {type: "compile", message} | {type: "nofunc", message}
//   {type: "run", cases, limit} → one {type: "outcome", k, ...} per case, then {type: "end"}
// An outcome is {answer} (as check's JavaScript harness prints it:
// JSON.stringify of a string, String(r) otherwise), {crash, stack} for an
// exception, or {timeout} for a case whose call took longer than limit
// milliseconds, measured with performance.now() around the call: the
// Worker runs nothing else, so that is its busy time. A crash or a
// time-out ends the batch. A call that never returns is the page's to
// stop (it terminates the Worker).
"use strict";
(() => {
  const post = self.postMessage.bind(self);
  const now = performance.now.bind(performance);
  const indirect = eval; // the solution's declarations become the Worker's globals
  const stringify = JSON.stringify;
  let f = null;
  let failed = null; // the solution's top level threw: every case crashes with it, as a process would

  function message(e) {
    if (e && typeof e === "object" && "message" in e) return `${e.name || "Error"}: ${e.message}`;
    try {
      return "thrown: " + String(e);
    } catch (_) {
      return "thrown: a value that cannot be written";
    }
  }

  // load runs the solution's code and finds its function, in one eval:
  // a top-level const, let or class of an eval is seen by that eval only
  // (node's harness runs the file as a script, where they are global).
  function load(code, func) {
    let v;
    try {
      v = indirect(`${String(code)}\n;typeof ${func} === "function" ? ${func} : undefined;`);
    } catch (e) {
      if (e instanceof SyntaxError) return post({ type: "compile", message: message(e) });
      failed = { crash: message(e), stack: String((e && e.stack) || "") };
      return post({ type: "loaded" });
    }
    if (typeof v !== "function") return post({ type: "nofunc", message: `the solution defines no function ${func}` });
    f = v;
    post({ type: "loaded" });
  }

  function run(cases, limit) {
    if (failed) {
      if (cases.length > 0) post({ type: "outcome", k: 0, ...failed });
      return post({ type: "end" });
    }
    for (let k = 0; k < cases.length; k++) {
      let r;
      const t0 = now();
      try {
        r = f(...cases[k]);
      } catch (e) {
        post({ type: "outcome", k, crash: message(e), stack: String((e && e.stack) || "") });
        return post({ type: "end" });
      }
      const ms = now() - t0;
      if (ms > limit) {
        post({ type: "outcome", k, timeout: `${(ms / 1000).toFixed(3)} s of the Worker's busy time, past the limit of ${limit / 1000}s`, ms });
        return post({ type: "end" });
      }
      let answer;
      try {
        answer = typeof r === "string" ? stringify(r) : String(r);
      } catch (e) {
        answer = "(an answer that cannot be written: " + message(e) + ")";
      }
      post({ type: "outcome", k, answer, ms });
    }
    post({ type: "end" });
  }

  self.addEventListener("message", (e) => {
    const m = e.data || {};
    if (m.type === "load") load(m.code, m.func);
    else if (m.type === "run") run(m.cases, m.limit);
  });
})();
