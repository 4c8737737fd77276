// The one door from the pages to the solver. Every question the pages ask
// goes through the functions of `api`, each taking a request object and
// returning a promise of the answer (or throwing an ApiError). Here they
// ask the server of `stonegame serve` over HTTP; a static site can replace
// this one file by one that asks a WebAssembly worker the same questions,
// and the pages do not change.
//
// A request is an object {game, args, ...fields}, or {rules, args,
// ...fields} for a rules file (its source in place of the game): args maps each parameter
// of the game, by its LeetCode name, to its value as a text in LeetCode's
// notation ("[1,5,2]", "5", "\"++++\"", "[[2,5],[3]]"), which is JSON and
// is sent as it is, so that an int64 keeps all its digits; the other
// fields (line, moves, opponent, human, seed, action, move, n) are sent as
// JSON values.
"use strict";

// ApiError is an error of the solver: its message says what is wrong, and
// param names the parameter it is about, when it is about one.
class ApiError extends Error {
  constructor(message, param) {
    super(message);
    this.param = param || "";
  }
}

const api = (() => {
  // send is fetch, or in the static site the transport that asks the
  // WebAssembly worker instead (site/transport.js, loaded first).
  const send = globalThis.stonegameFetch || fetch;

  // body writes a request as the JSON body the server reads.
  function body(req) {
    const parts = [];
    for (const [k, v] of Object.entries(req)) {
      if (k !== "args" && v !== undefined) parts.push(JSON.stringify(k) + ":" + JSON.stringify(v));
    }
    for (const [name, raw] of Object.entries(req.args || {})) {
      try {
        JSON.parse(raw);
      } catch (e) {
        throw new ApiError(`${name}: ${JSON.stringify(raw)} is not one value in LeetCode's notation`, name);
      }
      parts.push(JSON.stringify(name) + ":" + raw);
    }
    return "{" + parts.join(",") + "}";
  }

  async function post(path, req) {
    const r = await send(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: body(req) });
    const v = await r.json().catch(() => ({ error: `the server answered ${r.status}` }));
    if (!r.ok) throw new ApiError(v.error || `the server answered ${r.status}`, v.param);
    return v;
  }

  let games = null;
  return {
    // games lists the games: names, kinds, parameters with an example of
    // each in LeetCode's notation (GET /api/games).
    games: async () => {
      if (!games) {
        const r = await send("/api/games");
        if (!r.ok) throw new ApiError(`the list of games: the server answered ${r.status}`);
        games = await r.json();
      }
      return games;
    },
    solve: (req) => post("/api/solve", req), // the answer of solve --json
    explore: (req) => post("/api/explore", req), // what the Solve page shows
    play: (req) => post("/api/play", req), // a match after an action
    move: (req) => post("/api/move", req), // a position's options
    analyze: (req) => post("/api/analyze", req), // moves judged
    random: (req) => post("/api/random", req), // a random instance
    // describe describes a rules file's game, {rules}, as games describes
    // each game (POST /api/describe).
    describe: (req) => post("/api/describe", req),
    // table solves a game over a range of its parameters (POST /api/table).
    table: (req) => post("/api/table", req),
    // The check page's: the function to write, a check started, the
    // outcomes of a batch of cases sent (POST /api/check/...).
    checkAbout: (req) => post("/api/check/about", req),
    checkStart: (req) => post("/api/check/start", req),
    checkNext: (req) => post("/api/check/next", req),
    checkStop: (req) => post("/api/check/stop", req),
  };
})();
