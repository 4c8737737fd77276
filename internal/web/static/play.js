// The Play page. The server keeps no state: every request carries the match
// (instance, side, opponent, seed, moves) and api.play answers the match
// after the action, with the computer's answer, the analysis of every move
// and, at the end, the summary. This file only draws it and sends clicks:
// the board the server draws (each selectable item's move sent back as
// is), and every legal move no item selects as a button, so every game can
// be played by clicking. It draws each kind of game as it is: two totals
// and a differential, one score (a solo game, with no opponent), or who
// wins from here and how soon (a win/lose game).
"use strict";

let match = null; // {info, args, human, opponent, seed, moves, resp, hint}
let busy = false; // a request is on its way: clicks wait for its answer
let restart = false; // Start was clicked while a request was on its way: start once it is answered
let replay = null; // the game over, replayed: {moves, played, args, kind, k, seq, cache}
let rpb = null; // its playback (playback.js)

// setup shows the form for the chosen game: a solo game has no opponent
// and no side to choose.
function setup() {
  const solo = info().kind === "solo";
  $("#sides").hidden = solo;
  $("#heading").textContent = solo ? "Play" : "Play against the computer";
}

async function randomInstance() {
  const g = info();
  showError(null);
  try {
    const r = await api.random({ ...gameOf(g), n: 8 });
    fillArgs(g, r.args);
  } catch (e) {
    showError(e);
    return;
  }
  await start(); // a random instance is to be played
}

async function start() {
  if (busy) {
    // Not lost: a click on Start while Random's own start (or a move) is
    // on its way starts the game the form then shows, once that answer is in.
    restart = true;
    return;
  }
  showError(null);
  $("#summary").hidden = true;
  endReplay();
  const g = info();
  try {
    match = {
      info: g,
      args: formArgs(g),
      human: g.kind === "solo" ? 1 : Number($("#human").value),
      opponent: $("#opponent").value,
      seed: 0,
      moves: [],
    };
  } catch (e) {
    showError(e);
    return;
  }
  await send("start");
}

// send posts the match and an action; the answer replaces the match.
async function send(action, move) {
  if (busy) return;
  busy = true;
  $("#playerror").textContent = "";
  const sent = match.args;
  const req = {
    ...gameOf(match.info), args: match.args, human: match.human, opponent: match.opponent,
    seed: match.seed, moves: match.moves, action, move,
  };
  try {
    const r = await api.play(req);
    match.seed = r.seed;
    match.moves = r.moves;
    match.args = r.args;
    match.resp = r;
    match.hint = action === "hint" ? r.hint : null;
    if (action === "start") fillArgs(match.info, r.args, sent);
    render(action);
    if (action === "start") $("#table").scrollIntoView({ block: "nearest" });
  } catch (e) {
    if (action === "start") showError(e);
    else $("#playerror").textContent = e.message;
  } finally {
    busy = false;
    if (restart) {
      restart = false;
      start();
    }
  }
}

// nameOf names a player from the human's side.
function nameOf(p) {
  return p === match.resp.human ? "You" : "The computer";
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

// key is how a move is matched to its item, its button and its hint: its
// JSON, which the server gives for all three.
const key = (take) => JSON.stringify(take);

// selectable returns the keys of the legal moves a cell of the board
// selects.
function selectable(r) {
  const legal = new Set(r.legal.map((m) => key(m.take)));
  const on = new Set();
  for (const c of (r.board && r.board.cells) || []) if (c.move !== undefined && legal.has(key(c.move))) on.add(key(c.move));
  return on;
}

// moveFocus moves the keyboard focus among the moves: the board's items
// to take, then the move buttons, by one (ArrowLeft, ArrowRight; also Up
// and Down), to the first or the last (Home, End). A windowed row is
// redrawn around the newly focused item.
function moveFocus(e) {
  const r = match && match.resp;
  if (!r || r.over || busy) return;
  const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1, Home: -Infinity, End: Infinity }[e.key];
  if (step === undefined) return;
  e.preventDefault();
  const on = selectable(r);
  const cells = (r.board && r.board.cells) || [];
  const at = document.activeElement && document.activeElement.id;
  if (isGrid(r.board) && at && at.startsWith("item-") && step !== -Infinity && step !== Infinity) {
    // On a grid the arrows move in two dimensions, among its buttons.
    const j = gridStep(r.board.cols, cells.length, Number(at.slice(5)), e.key, (i) => cells[i].move !== undefined && on.has(key(cells[i].move)));
    const b = j >= 0 && document.getElementById("item-" + j);
    if (b) b.focus();
    return;
  }
  const ids = [];
  cells.forEach((c, i) => { if (c.move !== undefined && on.has(key(c.move))) ids.push("item-" + i); });
  r.legal.forEach((m, k) => { if (!on.has(key(m.take))) ids.push("move-" + k); });
  if (ids.length === 0) return;
  const cur = ids.indexOf(document.activeElement && document.activeElement.id);
  let k = step === -Infinity ? 0 : step === Infinity ? ids.length - 1 : cur < 0 ? 0 : cur + step;
  k = Math.max(0, Math.min(ids.length - 1, k));
  if (!document.getElementById(ids[k]) && ids[k].startsWith("item-")) {
    match.cursor = Number(ids[k].slice(5));
    render("focus");
  }
  const b = document.getElementById(ids[k]);
  if (b) b.focus();
}

// hintText says what a hint means: the server's words (match's Hint.Words),
// and how the page shows the options.
function hintText(kind, h) {
  const how = kind === "win/lose" ? "each option says how the game ends if you take it, this move counted"
    : kind === "solo" ? "each option shows the points you score from here if you take it"
    : "each option shows your differential from here if you take it";
  return `Hint: ${h.text}; ${how}.`;
}

function render(action) {
  const { info: g, resp: r } = match;
  const kind = r.kind;
  $("#table").hidden = false;
  $("#feed-card").hidden = r.played.length === 0;
  const you = r.human;

  // The running result, by kind: both totals and the human's
  // differential, the one score, or nothing (a win/lose game scores none).
  const stat = (cls, label, value, id) => el("span", { class: "stat " + cls }, label + ": ", el("b", { id }, value));
  const side = (p) => stat("p" + p, p === you ? `You (${g.players[p - 1]})` : `Computer (${g.players[p - 1]})`, fmt(r.totals[p - 1]), "tot" + p);
  let running = [];
  if (kind === "scoring") {
    const d = r.totals[0] - r.totals[1];
    running = [side(1), side(2), stat("", "your differential", signed(you === 1 ? d : -d), "mydiff")];
  } else if (kind === "solo") {
    running = [stat("p1", `Your score (${g.players[0]})`, fmt(r.score), "score")];
  }
  $("#running").replaceChildren(...running);
  $("#running").hidden = running.length === 0;

  // The board: taken items in their taker's colour, the human's moves on
  // it as buttons; every legal move that no item selects as a button below
  // it, with the position in words.
  const legal = new Map(r.legal.map((m) => [key(m.take), m]));
  const on = selectable(r);
  const hints = new Map(((match.hint && match.hint.options) || []).map((o) => [key(o.take), o]));
  const lastCPU = action === "undo" ? null : [...r.played].reverse().find((p) => !p.human);
  if (action !== "focus") match.cursor = -1;
  const button = (id, m, content, what) => {
    const h = hints.get(key(m.take));
    // A grid's square has room for the worth alone: its colour says best.
    if (h) content.push(el("span", { class: "hint " + (h.optimal ? "best" : "worse") }, (h.optimal && !isGrid(r.board) ? "best " : "") + h.worth));
    return el("button", {
      type: "button", class: "item", id, "aria-label": `${what}` + (h ? `, ${h.optimal && isGrid(r.board) ? "best: " : ""}${h.worth}` : ""), title: m.label,
      onclick: () => send("play", m.take),
    }, ...content);
  };
  const items = [];
  const grid = isGrid(r.board);
  if (r.board) {
    const cells = r.board.cells;
    const show = grid ? [...cells.keys()] : windowOf(cells, (i) => cells[i].move !== undefined && legal.has(key(cells[i].move)) ||
      (lastCPU && covers(lastCPU, i)), match.cursor);
    let prev = -1;
    for (const i of show) {
      if (i > prev + 1) items.push(gap(prev + 1, i));
      prev = i;
      const c = cells[i];
      const content = cellContent(c, i, grid);
      const m = c.move !== undefined && legal.get(key(c.move));
      if (m) {
        items.push(button("item-" + i, m, content, `${m.move}: ${cellWords(c) || "empty"}`));
        continue;
      }
      let cls = cellClass(kind, c);
      if (lastCPU && covers(lastCPU, i)) cls += " last";
      items.push(el("span", { class: cls, id: "item-" + i }, ...content));
    }
    if (prev < cells.length - 1) items.push(gap(prev + 1, cells.length));
  }
  $("#board").replaceChildren(...items);
  layoutBoard($("#board"), r.board);
  $("#board").hidden = items.length === 0;
  showLegend(r.board);
  const off = r.legal.map((m, k) => [m, k]).filter(([m]) => !on.has(key(m.take)));
  $("#moves").replaceChildren(...off.map(([m, k]) => button("move-" + k, m, [m.move], m.move)));
  $("#moves").hidden = off.length === 0;
  $("#position").hidden = !(off.length > 0 || !r.board);
  // The board's note says what selecting an item does ("select a stone
  // to split just before it"), when an item selects a move.
  $("#note").hidden = !(r.board && r.board.note && on.size > 0);
  $("#note").textContent = r.board && r.board.note ? capital(r.board.note) + "." : "";
  $("#position").textContent = "Position: " + r.position;

  // Status: what the computer just did, whose turn it is, and in a
  // win/lose game who wins from here.
  let status;
  if (r.over) status = r.played.length === 0 ? "Game over: the game is over before the first move." : "Game over.";
  else {
    const thing = isGrid(r.board) ? "cell" : "item";
    const how = on.size > 0 && off.length > 0 ? `select a highlighted ${thing} or choose a move` : on.size > 0 ? `select a highlighted ${thing}` : "choose a move";
    const look = r.outlookText || "";
    status = `Your turn, ${g.players[you - 1]}: ${look ? look + "; " : ""}${how}.`;
  }
  const newCPU = action === "undo" ? [] : r.played.slice(r.played.length - 1).filter((p) => !p.human);
  if (newCPU.length > 0 && action !== "hint") status = `The computer: ${newCPU[0].say}. ` + status;
  $("#status").textContent = status;
  $("#hinttext").textContent = match.hint ? hintText(kind, match.hint) : "";

  $("#feed").replaceChildren(...r.played.map((p) =>
    el("li", {},
      el("span", { class: "who p" + p.player }, nameOf(p.player)),
      ` \u00b7 ${p.say} `,
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
    $("#sumdetail").textContent = s.detail || "";
    $("#explore").href = "./?" + queryText(linkQuery(g, r.args));
    $("#again").focus();
    if (action !== "hint") beginReplay(r);
  } else {
    if (replay) endReplay(); // undone after the end: playing again
    // Keep the keyboard where the game is.
    const first = $("#board button") || $("#moves button");
    if (first && action !== "hint" && action !== "focus") first.focus();
  }
}

// fromURL fills the form from a link: the game (by name or alias), its
// parameters under LeetCode's names, the opponent and the side. A link
// that names no game or a parameter the game does not take says so.
function fromURL() {
  const q = new URLSearchParams(location.search);
  const name = q.get("game");
  const named = name ? findGame(name) : undefined;
  fillGames($("#game"), games, named ? named.name : null);
  showInputs();
  setup();
  const g = info();
  if (name && !named) {
    $("#error").textContent = `This link names no game "${name}": choose one of the list (${games.map((x) => x.name).join(", ")}).`;
  } else {
    const link = linkArgs(g, q, ["game", "rules", "opponent", "human"]);
    fillArgs(g, link.args);
    if (link.problems.length > 0) $("#error").textContent = `This link is not one instance of ${g.title}: ${link.problems.join("; ")}.`;
  }
  if (!name && g.name === "predict-the-winner") document.getElementById("param-nums").value = "[1,5,100,7]"; // the row where greedy loses
  fillExample();
  if (q.get("opponent")) $("#opponent").value = q.get("opponent");
  if (q.get("human")) $("#human").value = q.get("human");
}

async function main() {
  $("#setup").addEventListener("submit", (e) => {
    e.preventDefault(); // never leave the page, even before the games are loaded
    if (games.length > 0) start();
  });
  if (!(await pageGames())) {
    document.body.dataset.ready = "true"; // for tests: wired, with nothing to do
    return;
  }
  fromURL();
  $("#game").addEventListener("change", () => {
    showInputs();
    showError(null);
    setup();
    fillExample();
  });
  // Enter in a field starts the game (Shift+Enter is a new line).
  $("#params").addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !e.shiftKey && e.target.id !== "game") {
      e.preventDefault();
      start();
    }
  });
  $("#random").addEventListener("click", randomInstance);
  $("#board").addEventListener("keydown", moveFocus);
  $("#moves").addEventListener("keydown", moveFocus);
  $("#hint").addEventListener("click", () => send("hint"));
  $("#undo").addEventListener("click", () => send("undo"));
  $("#again").addEventListener("click", () => start());
  rpb = makePlayback($("#rplayback"), "rpb", {
    count: () => (replay ? replay.moves.length : 0), show: showReplay, at: () => (replay ? replay.k : 0),
  });
  // The terminal game's keys: ? hint, u undo, n new game; once the game is
  // over, the replay's.
  document.addEventListener("keydown", (e) => {
    if (!match || !match.resp || inInput(e) || e.altKey || e.ctrlKey || e.metaKey) return;
    if (match.resp.over && replay && rpb.key(e)) return;
    if (e.key === "?" && !match.resp.over) send("hint");
    if (e.key === "u" && !$("#undo").disabled) send("undo");
    if (e.key === "n") start();
  });
  document.body.dataset.ready = "true"; // for tests: the page is wired
}

main();

// --- Replay ---------------------------------------------------------------
//
// A game over can be replayed: the playback steps through its moves, and
// each position is the one api.move draws after the first k of them.

// beginReplay offers the replay of the game r ended, at its end.
function beginReplay(r) {
  endReplay();
  if (r.moves.length === 0) return;
  replay = { moves: r.moves.slice(), played: r.played.slice(), args: r.args, kind: r.kind, k: r.moves.length, seq: 0, cache: new Map() };
  $("#replay").hidden = false;
  showReplay(replay.k);
}

// endReplay hides the replay (a new game).
function endReplay() {
  if (rpb) rpb.stop();
  replay = null;
  $("#replay").hidden = true;
  document.querySelectorAll("#feed li.current").forEach((li) => li.classList.remove("current"));
}

// showReplay shows the position after the first k moves of the game
// replayed, the move that led there marked on the board and in the list.
async function showReplay(k) {
  if (!replay) return;
  const rp = replay, mine = ++rp.seq;
  rp.k = k;
  rpb.sync(k);
  const p = k > 0 ? rp.played[k - 1] : null;
  $("#rwhere").textContent = k === 0 ? `Start: ${match.info.players[0]} to move` :
    `Move ${k} of ${rp.moves.length}: ${nameOf(p.player)} \u00b7 ${p.say} (${p.verdict})`;
  document.querySelectorAll("#feed li").forEach((li, j) => li.classList.toggle("current", j === k - 1));
  let r = rp.cache.get(k);
  if (!r) {
    try {
      r = await api.move({ ...gameOf(match.info), args: rp.args, moves: rp.moves.slice(0, k) });
    } catch (e) {
      if (mine === rp.seq) $("#rstate").textContent = `This position could not be drawn: ${e.message}`;
      return;
    }
    rp.cache.set(k, r);
  }
  if (mine !== rp.seq || replay !== rp) return; // a later step or game is shown
  const cells = (r.board && r.board.cells) || [];
  const grid = isGrid(r.board);
  layoutBoard($("#rboard"), r.board);
  $("#rboard").replaceChildren(...cells.map((c, i) => {
    let cls = cellClass(rp.kind, c);
    if (p && covers(p, i)) cls += " last p" + p.player;
    return el("span", { class: cls, id: "ritem-" + i }, ...cellContent(c, i, grid));
  }));
  $("#rboard").hidden = cells.length === 0;
  keepInView($("#rboard"), $("#rboard .last"));
  $("#rstate").textContent = "Position: " + r.position;
}
