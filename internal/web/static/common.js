// Shared helpers of the stonegame pages. The server computes; these only
// read the form, call the API and draw.
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

// tokens splits what a person typed ("1 5 233 7", "[1,5,233,7]") into the
// number tokens, and refuses anything that is not an integer. The tokens go
// to the server as typed, so big numbers keep their digits; the server
// checks their range.
function tokens(text, what) {
  const ts = text.split(/[\s,;\[\]]+/).filter((t) => t !== "");
  ts.forEach((t, i) => {
    if (!/^[-+]?\d+$/.test(t)) throw new Error(`${what}, item ${i + 1}: "${t}" is not an integer`);
  });
  if (ts.length === 0) throw new Error(`${what}: enter at least one number`);
  return ts.map((t) => t.replace(/^\+/, ""));
}

// inputId returns the id of the form's input for parameter p of game g:
// "nums" for a game of one list (every endpoint takes that name), the
// parameter's LeetCode name otherwise. The URL uses the same keys.
function inputId(g, p) {
  return g.paramInfo.length === 1 && p.kind === "list" ? "nums" : p.name;
}

// instanceJSON returns the JSON fields of an instance from the form: each
// parameter under its name, a list as [..], an integer as one number.
function instanceJSON(g) {
  return g.paramInfo.map((p) => {
    const el = $("#" + inputId(g, p));
    const what = inputId(g, p) === "nums" ? "row" : p.name;
    const ts = tokens(el ? el.value : "", what);
    if (p.kind === "int") {
      if (ts.length !== 1) throw new Error(`${p.name}: enter one integer, not ${ts.length}`);
      return `${JSON.stringify(p.name)}:${ts[0]}`;
    }
    return `${JSON.stringify(inputId(g, p))}:[${ts.join(",")}]`;
  }).join(",");
}

// instanceQuery adds the instance, as typed, to the URL query q: each
// parameter under its input's id, its numbers separated by commas.
function instanceQuery(g, q) {
  for (const p of g.paramInfo) {
    const el = $("#" + inputId(g, p));
    q.set(inputId(g, p), tokens(el ? el.value : "", p.name).join(","));
  }
  return q;
}

// fillFromQuery sets the inputs from the URL query q (commas become
// spaces) and reports whether every parameter was given.
function fillFromQuery(g, q) {
  let all = true;
  for (const p of g.paramInfo) {
    const v = q.get(inputId(g, p));
    if (v) $("#" + inputId(g, p)).value = v.split(",").filter((t) => t !== "").join(" ");
    else all = false;
  }
  return all;
}

// api POSTs body (a JSON string) to path and returns the decoded answer, or
// throws the server's error message.
async function api(path, body) {
  const r = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body });
  const v = await r.json().catch(() => ({ error: `the server answered ${r.status}` }));
  if (!r.ok) throw new Error(v.error || `the server answered ${r.status}`);
  return v;
}

let games = []; // from /api/games

// info returns the game chosen in the page's #game select.
function info() {
  return games.find((g) => g.name === $("#game").value);
}

// typed keeps what was typed in each parameter's input, by its id, so
// switching games and back keeps it.
const typed = {};

// showInputs builds the inputs the chosen game takes, one per parameter
// (a text area for a list, a field for an integer, each with LeetCode's
// constraint as its hint), filled with what was typed before or else the
// game's first example; and shows its rules (and how its answer reads,
// with answer).
function showInputs(answer) {
  const g = info();
  const box = $("#params");
  for (const old of box.querySelectorAll(".param")) {
    const i = old.querySelector("input, textarea");
    typed[i.id] = i.value;
    old.remove();
  }
  g.paramInfo.forEach((p, k) => {
    const id = inputId(g, p);
    const hint = p.constraint + (p.kind === "list" ? "; numbers separated by spaces or commas" : "");
    const input = p.kind === "list"
      ? el("textarea", { id, name: id, rows: 2, spellcheck: "false", title: hint, "aria-describedby": id + "-hint" })
      : el("input", { type: "text", inputmode: "numeric", id, name: id, spellcheck: "false", title: hint, "aria-describedby": id + "-hint" });
    const ex = g.example && g.example[k] ? g.example[k].join(" ") : "";
    input.placeholder = ex;
    input.value = typed[id] !== undefined ? typed[id] : "";
    const label = id === "nums" ? "Row of numbers" : p.name;
    box.append(el("div", { class: "param" }, el("label", { for: id }, label), input,
      el("small", { id: id + "-hint", class: "muted" }, p.constraint)));
  });
  $("#rules").textContent = `Rules: ${g.rules}.` + (answer ? ` Answer: ${g.answerRule}.` : "") +
    (g.kind === "win/lose" ? " No points: the end decides who wins." : "");
}

// fillExample fills the empty inputs of the chosen game with its first
// example.
function fillExample() {
  const g = info();
  g.paramInfo.forEach((p, k) => {
    const i = $("#" + inputId(g, p));
    if (i && !i.value && g.example && g.example[k]) i.value = g.example[k].join(" ");
  });
}

let gamesCache = null;
async function loadGames() {
  if (!gamesCache) {
    const r = await fetch("/api/games");
    gamesCache = await r.json();
  }
  return gamesCache;
}

// fillGames fills a <select> with the games and selects name (or the first).
function fillGames(select, list, name) {
  select.replaceChildren(...list.map((g) => el("option", { value: g.name }, g.title)));
  const found = list.find((g) => g.name === name);
  select.value = found ? found.name : list[0].name;
}

// cellContent draws cell i of a board (from the API): its values, several
// as "a / b", and its index.
function cellContent(cell, i) {
  const v = cell.values;
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

function inInput(e) {
  const t = e.target;
  return t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT");
}
