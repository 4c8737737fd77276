// The Play page. The server keeps no state: every request carries the match
// (numbers, side, opponent, seed, moves) and /api/play answers the match
// after the action, with the computer's answer, the analysis of every move
// and, at the end, the summary. This file only draws it and sends clicks:
// the board the server draws (each selectable item's move sent back as
// is), or, for a game without one, what remains and its moves as buttons.
"use strict";

let match = null; // {info, instJSON, human, opponent, seed, moves, resp, hint}
let busy = false; // a request is on its way: clicks wait for its answer

async function randomRow() {
  const g = info();
  try {
    const r = await api("/api/random", JSON.stringify({ game: g.name, n: 8 }));
    for (const p of g.paramInfo) {
      const v = r[inputId(g, p)];
      $("#" + inputId(g, p)).value = Array.isArray(v) ? v.join(" ") : String(v);
    }
  } catch (e) {
    $("#error").textContent = e.message;
    return;
  }
  await start(); // a random row is to be played
}

async function start() {
  if (busy) return;
  $("#error").textContent = "";
  $("#summary").hidden = true;
  const g = info();
  try {
    match = {
      info: g,
      instJSON: instanceJSON(g),
      query: instanceQuery(g, new URLSearchParams({ game: g.name })),
      human: Number($("#human").value),
      opponent: $("#opponent").value,
      seed: 0,
      moves: [],
    };
  } catch (e) {
    $("#error").textContent = e.message;
    return;
  }
  await send("start");
}

// send posts the match and an action; the answer replaces the match.
async function send(action, move) {
  if (busy) return;
  busy = true;
  $("#playerror").textContent = "";
  let body = `{"game":${JSON.stringify(match.info.name)},${match.instJSON},"human":${match.human},` +
    `"opponent":${JSON.stringify(match.opponent)},"seed":${match.seed},"moves":${JSON.stringify(match.moves)},"action":"${action}"`;
  if (move !== undefined) body += `,"move":${JSON.stringify(move)}`;
  body += "}";
  try {
    const r = await api("/api/play", body);
    match.seed = r.seed;
    match.moves = r.moves;
    match.resp = r;
    match.hint = action === "hint" ? r.hint : null;
    render(action);
    if (action === "start") $("#table").scrollIntoView({ block: "nearest" });
  } catch (e) {
    (action === "start" ? $("#error") : $("#playerror")).textContent = e.message;
  } finally {
    busy = false;
  }
}

function nameOf(p) {
  const r = match.resp;
  return p === r.human ? "You" : "The computer";
}

// did says what a move did: "took 7 (right)", or in a win/lose game
// "played take 2".
function did(g, p) {
  return g.kind === "win/lose" ? `played ${p.label}` : `took ${fmt(p.gain)} (${p.move})`;
}

// Near is how many items either side of an item that matters a long row
// shows; wide is the most items it shows around the cursor when the items
// that matter are too many to show with their neighbours.
const near = 4, wide = 41;

// windowOf returns the indexes of the cells a long row shows, ascending, as
// the terminal game windows its row: every cell that matters (key(i): one
// the human may take, one the computer just took) with near neighbours on
// each side, or, when that is more than wide cells, the wide cells around
// the cursor (cell index, or the first that matters). A short row shows
// every cell. O(cells).
function windowOf(cells, key, cursor) {
  const n = cells.length;
  const all = [...Array(n).keys()];
  if (n <= wide) return all;
  const keep = new Uint8Array(n);
  let count = 0, first = -1;
  for (let i = 0; i < n; i++) {
    if (!key(i)) continue;
    if (first < 0) first = i;
    for (let j = Math.max(0, i - near); j <= Math.min(n - 1, i + near); j++) {
      if (!keep[j]) count++;
      keep[j] = 1;
    }
  }
  if (count > 0 && count <= wide) return all.filter((i) => keep[i]);
  const c = cursor >= 0 && cursor < n ? cursor : Math.max(first, 0);
  const lo = Math.min(Math.max(c - (wide >> 1), 0), n - wide);
  return all.slice(lo, lo + wide);
}

// gap stands for the cells [lo, hi) a long row does not show.
function gap(lo, hi) {
  const k = hi - lo;
  return el("span", { class: "gap", "aria-label": `${k} items not shown` }, `\u2026 ${fmt(k)} item${k === 1 ? "" : "s"} \u2026`);
}

// moveFocus moves the keyboard focus among the board's buttons: by one
// (ArrowLeft, ArrowRight; also Up and Down), to the first or the last
// (Home, End). A windowed row is redrawn around the newly focused item.
function moveFocus(e) {
  const r = match && match.resp;
  if (!r || r.over || busy) return;
  const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1, Home: -Infinity, End: Infinity }[e.key];
  if (step === undefined) return;
  e.preventDefault();
  // The selectable items, by index (a board), or the move buttons.
  let ids;
  if (r.board) {
    const legal = new Set(r.legal.map((m) => JSON.stringify(m.take)));
    ids = [];
    r.board.cells.forEach((c, i) => { if (c.move !== undefined && legal.has(JSON.stringify(c.move))) ids.push("item-" + i); });
  } else {
    ids = r.legal.map((m, k) => "move-" + k);
  }
  if (ids.length === 0) return;
  const cur = ids.indexOf(document.activeElement && document.activeElement.id);
  let k = step === -Infinity ? 0 : step === Infinity ? ids.length - 1 : cur < 0 ? 0 : cur + step;
  k = Math.max(0, Math.min(ids.length - 1, k));
  if (!document.getElementById(ids[k]) && r.board) {
    match.cursor = Number(ids[k].slice(5));
    render("focus");
  }
  const b = document.getElementById(ids[k]);
  if (b) b.focus();
}

function render(action) {
  const { info: g, resp: r } = match;
  $("#table").hidden = false;
  $("#feed-card").hidden = r.played.length === 0;
  const you = r.human, cpu = 3 - r.human;
  $("#name" + you).textContent = `You (${g.players[you - 1]})`;
  $("#name" + cpu).textContent = `Computer (${g.players[cpu - 1]})`;
  $("#tot1").textContent = fmt(r.totals[0]);
  $("#tot2").textContent = fmt(r.totals[1]);
  const d = r.totals[0] - r.totals[1];
  $("#mydiff").textContent = signed(you === 1 ? d : -d);
  $("#table .running").hidden = r.kind === "win/lose"; // no points to show

  // The board: taken items in their taker's colour, the human's moves as
  // buttons. A move is matched to its item, its label and its hint by its
  // JSON, which the server gives for all three.
  const key = (take) => JSON.stringify(take);
  const legal = new Map(r.legal.map((m) => [key(m.take), m]));
  const hints = new Map(((match.hint && match.hint.options) || []).map((o) => [key(o.take), o]));
  const lastCPU = action === "undo" ? null : [...r.played].reverse().find((p) => !p.human);
  if (action !== "focus") match.cursor = -1;
  const button = (id, m, content, what) => {
    const h = hints.get(key(m.take));
    if (h) content.push(el("span", { class: "hint " + (h.optimal ? "best" : "worse") }, h.optimal ? "best " + signed(h.value) : signed(h.value)));
    return el("button", {
      type: "button", class: "item", id, "aria-label": `${what} (${m.label})` + (h ? `, worth ${signed(h.value)}` : ""),
      onclick: () => send("play", m.take),
    }, ...content);
  };
  const items = [];
  if (r.board) {
    const cells = r.board.cells;
    const show = windowOf(cells, (i) => cells[i].move !== undefined && legal.has(key(cells[i].move)) ||
      (lastCPU && covers(lastCPU, i)), match.cursor);
    let prev = -1;
    for (const i of show) {
      if (i > prev + 1) items.push(gap(prev + 1, i));
      prev = i;
      const c = cells[i];
      const content = cellContent(c, i);
      const m = c.move !== undefined && legal.get(key(c.move));
      if (m) {
        items.push(button("item-" + i, m, content, "take " + c.values.map(fmt).join(" / ")));
        continue;
      }
      let cls = "item" + (c.taken && c.by ? " taken p" + c.by : c.taken ? " taken" : "");
      if (lastCPU && covers(lastCPU, i)) cls += " last";
      items.push(el("span", { class: cls, id: "item-" + i }, ...content));
    }
    if (prev < cells.length - 1) items.push(gap(prev + 1, cells.length));
  } else {
    items.push(el("p", { class: "position", id: "position" }, "Position: " + r.position));
    r.legal.forEach((m, k) => items.push(button("move-" + k, m, [m.label], "play")));
  }
  $("#board").replaceChildren(...items);
  showLegend(r.board);

  // Status: what the computer just did, whose turn it is.
  let status;
  if (r.over) status = "Game over.";
  else status = `Your turn, ${g.players[you - 1]}: ${r.board ? "take a highlighted item" : "choose a move"}.`;
  const newCPU = action === "undo" ? [] : r.played.slice(r.played.length - 1).filter((p) => !p.human);
  if (newCPU.length > 0 && action !== "hint") {
    const p = newCPU[0];
    status = `The computer ${did(g, p)}. ` + status;
  }
  $("#status").textContent = status;
  $("#hinttext").textContent = !match.hint ? "" : g.kind === "win/lose"
    ? `Hint: ${match.hint.value > 0 ? "you win with best play from here" : "every move loses against best play"}; +1 marks a winning move, \u22121 a losing one.`
    : `Hint: with best play from here you end ${signed(match.hint.final)} overall; each option shows your differential from here if you take it.`;

  $("#feed").replaceChildren(...r.played.map((p) =>
    el("li", {},
      el("span", { class: "who p" + p.player }, nameOf(p.player)),
      ` ${did(g, p)} `,
      el("span", { class: "tag " + (p.optimal ? "ok" : "cost") }, p.verdict))));
  const feed = $("#feed");
  feed.scrollTop = feed.scrollHeight;

  $("#undo").disabled = !r.played.some((p) => p.human);
  $("#hint").disabled = r.over;

  $("#summary").hidden = !r.over;
  if (r.over) {
    const s = r.summary;
    $("#sumtext").textContent = s.headline;
    $("#sumwhy").textContent = s.verdict;
    $("#sumdetail").textContent = g.kind === "win/lose" ? "" :
      `Final totals: ${g.players[0]} ${fmt(s.first)}, ${g.players[1]} ${fmt(s.second)}. ` +
      `Your differential ${signed(s.differential)}; optimal play by both from the start: ${signed(s.optimal)}.`;
    $("#explore").href = "/?" + match.query.toString().replaceAll("%2C", ",");
    $("#again").focus();
  } else {
    // Keep the keyboard where the game is.
    const first = $("#board button");
    if (first && action !== "hint" && action !== "focus") first.focus();
  }
}

async function main() {
  $("#setup").addEventListener("submit", (e) => {
    e.preventDefault(); // never leave the page, even before the games are loaded
    if (games.length > 0) start();
  });
  games = await loadGames();
  const q = new URLSearchParams(location.search);
  fillGames($("#game"), games, q.get("game"));
  showInputs();
  fillFromQuery(info(), q);
  if (!q.get("game") && !q.get("nums") && $("#nums")) $("#nums").value = "1 5 100 7"; // the row where greedy loses
  fillExample();
  if (q.get("opponent")) $("#opponent").value = q.get("opponent");
  $("#game").addEventListener("change", () => {
    showInputs();
    fillExample();
  });
  $("#random").addEventListener("click", randomRow);
  $("#board").addEventListener("keydown", moveFocus);
  $("#hint").addEventListener("click", () => send("hint"));
  $("#undo").addEventListener("click", () => send("undo"));
  $("#again").addEventListener("click", () => start());
  document.addEventListener("keydown", (e) => {
    if (!match || !match.resp || inInput(e) || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === "h" && !match.resp.over) send("hint");
    if (e.key === "u" && !$("#undo").disabled) send("undo");
  });
  document.body.dataset.ready = "true"; // for tests: the page is wired
}

main();
