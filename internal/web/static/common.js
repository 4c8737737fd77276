// Shared helpers of the stonegame pages. The solver computes (through
// api.js); these only read the form and the link, and draw what comes
// back, by the kind of game: a scoring game's two totals and differential,
// a solo game's one score, a win/lose game's winner and how soon it wins.
// They know no parameter kind: every value is typed in LeetCode's
// notation and read by the server.
"use strict";

const $ = (sel) => document.querySelector(sel);

// el builds an element: el("li", {class: "x"}, "text", child, ...).
function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === false || v == null) continue;
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const k of kids) if (k != null) e.append(k);
  return e;
}

// fmt writes a number with thousands separators and a true minus sign.
function fmt(x) {
  const s = Math.abs(x).toLocaleString("en-US");
  return x < 0 ? "\u2212" + s : s;
}

// signed writes a differential: +89, −3, 0.
function signed(x) {
  return x > 0 ? "+" + fmt(x) : fmt(x);
}

// --- Values in LeetCode's notation -------------------------------------
//
// Every parameter is one text field holding its value as LeetCode writes
// it, which is JSON: [1,5,2], 5, "++++", [[2,5],[3]]. The server reads it
// (one reader for every kind); the page only makes two forms that are
// obviously meant as something else into notation:
//   - integers separated by spaces or commas ("1 5 2", "5,1,2"), not JSON,
//     are the list [1,5,2];
//   - a bare word without quotes, brackets, commas or spaces ("++--"),
//     not JSON, is the string "++--".
// Either way the server still checks the value against the parameter's
// type and says what is wrong (a list given for an integer, say).

// notation returns text as a value in LeetCode's notation: text itself
// when it is one JSON value, else one of the two forms above made into
// notation, else null.
function notation(text) {
  const t = text.trim();
  if (t === "") return null;
  try {
    JSON.parse(t);
    return t;
  } catch (e) { /* not JSON: try the two forms */ }
  if (/^[-+]?\d+([\s,;]+[-+]?\d+)*[\s,;]*$/.test(t)) {
    return "[" + t.split(/[\s,;]+/).filter((x) => x !== "").map((x) => x.replace(/^\+/, "")).join(",") + "]";
  }
  if (/^[^\s"'\[\]{},;]+$/.test(t)) return JSON.stringify(t);
  return null;
}

// bare returns the shortest text that notation reads back as v, a value
// in notation, for links: [5,1,2] is 5,1,2 and "++++" is ++++, while [5]
// stays [5] (5 would be an integer).
function bare(v) {
  const flat = /^\[(-?\d+(,-?\d+)+)\]$/.exec(v);
  if (flat && notation(flat[1]) === v) return flat[1];
  if (/^"[^"\\]+"$/.test(v)) {
    const inner = v.slice(1, -1);
    if (notation(inner) === v) return inner;
  }
  return v;
}

// fieldId returns the id of the form's field for parameter p: prefixed,
// so that no parameter name (a rules game may name one "board") takes the
// id of a part of the page.
function fieldId(p) {
  return "param-" + p.name;
}

let games = []; // from loadGames(): api.games(), or the one rules file

// rulesKey is the localStorage key under which the Your own game page
// keeps its rules file: a source is too long for a link, so the Solve and
// Play pages' links say ?rules=local and read it from there.
const rulesKey = "stonegame.rules";

// gameOf returns how a request names game g: {game: its name}, or for a
// rules file {rules: its source}, which every endpoint takes in place of
// the game.
function gameOf(g) {
  return g.source !== undefined ? { rules: g.source } : { game: g.name };
}

// loadGames returns the games a page offers, for its link's query q: the
// built-in games (api.games), or, when q says rules=local, the one game of
// the rules file the Your own game page keeps in this browser, described
// by the solver (api.describe) and carrying its source, which the page
// then shows by its title in place of the game select (showRulesGame). It
// throws an ApiError saying what is wrong with the file (at its line), or
// that there is none.
async function loadGames(q) {
  const which = q.get("rules");
  if (which === null) return api.games();
  if (which !== "local") throw new ApiError(`This link's rules=${which} is not a rules file: rules=local is the one the Your own game page keeps in this browser.`);
  const src = localStorage.getItem(rulesKey);
  if (!src) throw new ApiError("No rules file is kept in this browser: write or paste one on the Your own game page, then choose Explore or Play there.");
  const g = await api.describe({ rules: src });
  g.source = src;
  return [g];
}

// pageGames sets the page's games from its link (loadGames) and, for a
// rules file, shows it by its title (showRulesGame). It returns false,
// having said what is wrong, when the rules file cannot be loaded: the
// page then has no game to work on.
async function pageGames() {
  const q = new URLSearchParams(location.search);
  try {
    games = await loadGames(q);
  } catch (e) {
    showRulesGame(null, e);
    for (const b of document.querySelectorAll("form button")) b.disabled = true; // nothing to solve or play
    return false;
  }
  if (q.get("rules") !== null) showRulesGame(games[0]);
  return true;
}

// showRulesGame shows, in place of the game select, the game of the rules
// file the page works on (g), with a link back to edit it; or, when the
// file could not be loaded (e), what is wrong with it.
function showRulesGame(g, e) {
  const sel = $("#game");
  sel.parentElement.hidden = true;
  const edit = el("a", { href: "rules", id: "rules-edit" }, "edit it on Your own game");
  const box = el("div", { id: "rules-game", class: "rules-game" }, el("span", { class: "muted" }, "Your rules file: "),
    g ? el("b", { id: "rules-title" }, g.title) : null, g && g.title !== g.name ? el("span", { class: "muted" }, ` (${g.name})`) : null,
    g ? " · " : "", edit);
  sel.parentElement.before(box);
  if (e) {
    const err = $("#error");
    err.replaceChildren(`Your rules file cannot be used: ${e.message} `, el("a", { href: "rules" }, "Fix it on Your own game."));
  }
}

// info returns the game chosen in the page's #game select.
function info() {
  return games.find((g) => g.name === $("#game").value);
}

// findGame returns the game a link names: by its name or an alias
// ("294", "leetcode-294"), in any case; undefined when none is.
function findGame(name) {
  const n = String(name).trim().toLowerCase();
  return games.find((g) => g.name === n || (g.aliases || []).some((a) => a.toLowerCase() === n));
}

// typed keeps what was typed in each field, by game and parameter, so
// switching games and back keeps it.
const typed = {};

// showInputs builds one text field per parameter of the chosen game,
// labelled by its LeetCode name and type, with LeetCode's constraint and an
// example under it and a place for its error, filled with what was typed
// before; and shows its rules (and how its answer reads, with answer).
function showInputs(answer) {
  const g = info();
  const box = $("#params");
  for (const old of box.querySelectorAll(".param")) {
    const i = old.querySelector("textarea");
    typed[i.dataset.key] = i.value;
    old.remove();
  }
  g.paramInfo.forEach((p) => {
    const id = fieldId(p), key = g.name + "/" + p.name;
    const input = el("textarea", {
      id, name: p.name, rows: 1, spellcheck: "false", autocomplete: "off", autocapitalize: "off",
      "aria-describedby": id + "-hint " + id + "-error", "data-key": key, placeholder: p.example,
    });
    input.value = typed[key] !== undefined ? typed[key] : "";
    box.append(el("div", { class: "param" },
      el("label", { for: id }, p.name, el("span", { class: "type" }, " " + p.type)),
      input,
      el("small", { id: id + "-hint", class: "muted" }, p.constraint + (p.example ? `; like ${p.example}` : "")),
      el("p", { id: id + "-error", class: "error field-error", role: "alert" })));
  });
  $("#rules").textContent = `Rules: ${g.rules}.` + (answer ? ` Answer: ${g.answerRule}.` : "") +
    (g.kind === "win/lose" ? " No points: the end decides who wins." : g.kind === "solo" ? " One player, who makes every choice." : "");
}

// fillExample fills the empty fields of the chosen game with its first
// example.
function fillExample() {
  for (const p of info().paramInfo) {
    const i = document.getElementById(fieldId(p));
    if (i && !i.value && p.example) i.value = p.example;
  }
}

// fillArgs sets the fields from args, {name: value in notation}, as an
// answer gives them; with sent (the values the request sent), only the
// fields that still hold what was sent, so that an answer never undoes
// what was typed while it was on its way.
function fillArgs(g, args, sent) {
  for (const p of g.paramInfo) {
    const i = document.getElementById(fieldId(p));
    if (!i || args[p.name] === undefined) continue;
    if (sent && notation(i.value) !== sent[p.name]) continue;
    i.value = spaced(args[p.name]);
  }
}

// spaced returns v, a value in notation, for a field: as it is, or when
// it is long (a row of hundreds of numbers) with a space after each comma,
// so that the field wraps between numbers rather than inside one. A value
// with strings in it stays as it is (a comma may be part of a string).
function spaced(v) {
  return v.length > 60 && !v.includes('"') ? v.replaceAll(",", ", ") : v;
}

// formArgs reads the instance from the form: {name: value in notation},
// or throws an ApiError naming the field that cannot be read.
function formArgs(g) {
  const args = {};
  for (const p of g.paramInfo) {
    const i = document.getElementById(fieldId(p));
    const text = i ? i.value : "";
    const v = notation(text);
    if (v === null) {
      throw new ApiError(text.trim() === "" ? `${p.name}: enter a value, like ${p.example}` :
        `${p.name}: write it in LeetCode's notation, like ${p.example}`, p.name);
    }
    args[p.name] = v;
  }
  return args;
}

// showError says what is wrong: next to the field it is about, when it
// is about one of this game's parameters, else in the box general (the
// form's #error). showError(null) clears every message.
function showError(e, general) {
  general = general || $("#error");
  for (const f of document.querySelectorAll(".field-error")) f.textContent = "";
  for (const f of document.querySelectorAll(".param textarea")) f.removeAttribute("aria-invalid");
  general.textContent = "";
  if (!e) return;
  const field = e.param && document.getElementById("param-" + e.param);
  if (field && document.getElementById("param-" + e.param + "-error")) {
    document.getElementById("param-" + e.param + "-error").textContent = e.message;
    field.setAttribute("aria-invalid", "true");
  } else {
    general.textContent = e.message;
  }
}

// linkArgs reads the instance of game g from a link's query q, under
// LeetCode's parameter names (old links' "nums" names a game's one
// parameter), each value as a field takes it (?stones=5,1,2 or
// ?stones=[5,1,2]; ?currentState=++++). It returns the values found, the
// names missing, and what is wrong with the link (keys that are not g's
// parameters); keys in others (game, step...) are the page's own.
function linkArgs(g, q, others) {
  const args = {}, problems = [];
  const names = g.paramInfo.map((p) => p.name);
  for (const [key, value] of q) {
    if (others.includes(key)) continue;
    let name = key;
    if (!names.includes(key) && key === "nums" && names.length === 1) name = names[0];
    if (!names.includes(name)) {
      problems.push(`${g.name} takes ${names.join(" and ")}, not "${key}"`);
      continue;
    }
    args[name] = notation(value) || value;
  }
  const missing = names.filter((n) => args[n] === undefined);
  return { args, missing, problems };
}

// linkQuery returns the query of a link to game g's instance args (values
// in notation, as an answer gives them), each value as short as it reads
// back (bare): ?game=stone-game-ix&stones=5,1,2,4,3; for a rules file,
// ?rules=local&currentState=++++ (see rulesKey).
function linkQuery(g, args) {
  const q = new URLSearchParams(g.source !== undefined ? { rules: "local" } : { game: g.name });
  for (const p of g.paramInfo) if (args[p.name] !== undefined) q.set(p.name, bare(args[p.name]));
  return q;
}

// queryText writes a query for a URL, its commas as they are.
function queryText(q) {
  return q.toString().replaceAll("%2C", ",");
}

// argsText says an instance in LeetCode's notation: "stones = [5,1,2]".
function argsText(g, args) {
  return g.paramInfo.map((p) => `${p.name} = ${args[p.name]}`).join(", ");
}

// fillGames fills a <select> with the games and selects name (or the first).
function fillGames(select, list, name) {
  select.replaceChildren(...list.map((g) => el("option", { value: g.name }, g.title)));
  const found = list.find((g) => g.name === name);
  select.value = found ? found.name : list[0].name;
}

// --- Results, by the kind of game --------------------------------------

// capital returns s with its first letter in capitals: a sentence of the
// server's ("Mouse wins in 1 move") at the start of a line.
function capital(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

// resultBoxes returns the boxes that state result r of a game of kind
// for players: a scoring game's two totals and differential, a solo
// game's score, a win/lose game's winner and how many moves it lasts.
function resultBoxes(kind, players, r) {
  const box = (cls, label, value, id) => el("div", { class: cls }, el("dt", {}, label), el("dd", { class: "num", id }, value));
  if (kind === "solo") return [box("p1", `${players[0]}'s score`, fmt(r.score), "score")];
  if (kind === "win/lose") {
    const who = r.winner === "draw" ? "nobody: a draw" : players[r.winner === "first" ? 0 : 1];
    const long = r.remoteness === undefined ? "\u2014" : r.remoteness === 0 ? "0: over before the first move" : fmt(r.remoteness);
    return [box(r.winner === "second" ? "p2" : r.winner === "draw" ? "draw" : "p1", "winner", who, "winner"), box("", "moves to the end", long, "remoteness")];
  }
  return [box("p1", players[0], fmt(r.first), "total1"), box("p2", players[1], fmt(r.second), "total2"),
    box("", "differential", signed(r.differential), "diff")];
}

// --- Boards -------------------------------------------------------------

// cellContent draws cell i of a board (from the API): its text (a
// string's "+"), or its values, several as "a / b"; and its index, except
// on a grid (grid true), whose cells are known by where they are.
function cellContent(cell, i, grid) {
  const v = cell.values || [];
  if (grid) return [el("span", { class: "text" }, cell.text || (v.length ? v.map(fmt).join(" / ") : "\u00a0"))];
  if (cell.text) return [el("span", { class: "text" }, cell.text), el("small", {}, "#" + i)];
  if (v.length > 1) {
    const parts = [];
    v.forEach((x, k) => {
      if (k > 0) parts.push(" / ");
      parts.push(el("b", {}, fmt(x)));
    });
    return [el("span", { class: "ab" }, ...parts), el("small", {}, "#" + i)];
  }
  return [v.length ? fmt(v[0]) : "\u00b7", el("small", {}, "#" + i)];
}

// isGrid reports whether a board (from the API) is a grid of rows and
// columns rather than one row.
function isGrid(board) {
  return !!board && board.cols > 0;
}

// layoutBoard lays box, a board's element, out as board says: a CSS grid
// of its columns (each cell a square), or the wrapping row of items.
function layoutBoard(box, board) {
  const grid = isGrid(board);
  box.classList.toggle("grid", grid);
  box.style.gridTemplateColumns = grid ? `repeat(${board.cols}, var(--cell))` : "";
  if (grid) box.style.setProperty("--cols", board.cols);
  else box.style.removeProperty("--cols");
}

// cellClass returns the classes of a cell that selects no move: "item",
// its taker's colour when taken, and its mark ("mark-wall").
function cellClass(kind, c) {
  return "item" + (c.taken ? takenClass(kind, c.by) : "") + (c.mark ? " mark-" + c.mark.replace(/[^a-z0-9-]/gi, "") : "");
}

// gridStep returns the cell a grid's arrow key goes to from cell i, among
// the cells ok accepts: Left and Right the previous or next in reading
// order, Up and Down the nearest in the nearest row above or below; -1
// when there is none.
function gridStep(cols, n, i, key, ok) {
  if (key === "ArrowLeft" || key === "ArrowRight") {
    const d = key === "ArrowLeft" ? -1 : 1;
    for (let j = i + d; j >= 0 && j < n; j += d) if (ok(j)) return j;
    return -1;
  }
  const d = key === "ArrowUp" ? -1 : 1, r0 = Math.floor(i / cols), c0 = i % cols;
  for (let r = r0 + d; r >= 0 && r * cols < n; r += d) {
    let best = -1;
    for (let c = 0; c < cols; c++) {
      const j = r * cols + c;
      if (j < n && ok(j) && (best < 0 || Math.abs(c - c0) < Math.abs(best % cols - c0))) best = j;
    }
    if (best >= 0) return best;
  }
  return -1;
}

// takenClass returns the class of a taken cell: its taker's colour, by
// (1 or 2, 0 when not known); none in a solo game, whose one player
// throws items away rather than takes them.
function takenClass(kind, by) {
  return " taken" + (by && kind !== "solo" ? " p" + by : "");
}

// cellWords says what a cell shows, for a button's label: "+", "7", "2 / 6".
function cellWords(cell) {
  return cell.text || (cell.values || []).map(fmt).join(" / ");
}

// showLegend says what a board's values are, when it has several rows.
function showLegend(board) {
  const labels = board && board.labels;
  $("#legend").hidden = !labels;
  if (labels) $("#legend").textContent = `Each item shows its value to ${labels.join(" / its value to ")}.`;
}

// covers reports whether a move or step (index, count) takes item i.
function covers(s, i) {
  return s.index >= 0 && i >= s.index && i < s.index + (s.count || 1);
}

// keepInView scrolls box, a scrolling element, so that its descendant e
// (if any) shows with pad pixels to spare, and nothing else.
function keepInView(box, e, pad = 0) {
  if (!e) return;
  const b = box.getBoundingClientRect(), r = e.getBoundingClientRect();
  const top = b.top + box.clientTop + pad, bottom = b.top + box.clientTop + box.clientHeight - pad;
  if (r.top < top) box.scrollTop -= top - r.top;
  else if (r.bottom > bottom) box.scrollTop += r.bottom - bottom;
}

function inInput(e) {
  const t = e.target;
  return t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT");
}
