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

// instanceJSON returns the JSON fields of an instance, from the form's text:
// "nums" for a row game, "aliceValues" and "bobValues" for a pair game.
function instanceJSON(info, row, alice, bob) {
  if (info.input === "pair") {
    return `"aliceValues":[${tokens(alice, "aliceValues").join(",")}],"bobValues":[${tokens(bob, "bobValues").join(",")}]`;
  }
  return `"nums":[${tokens(row, "row").join(",")}]`;
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

// showInputs shows the inputs the chosen game takes and its rules (and how
// its answer reads, with answer).
function showInputs(answer) {
  const g = info();
  $("#row-input").hidden = g.input === "pair";
  $("#pair-input").hidden = g.input !== "pair";
  $("#rules").textContent = `Rules: ${g.rules}.` + (answer ? ` Answer: ${g.answerRule}.` : "");
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

// drawItem draws item i of the instance: its value, or for a pair game both
// values, and its index.
function itemContent(info, inst, i) {
  if (info.input === "pair") {
    return [
      el("span", { class: "ab" }, el("b", {}, fmt(inst.alice[i])), " / ", el("b", {}, fmt(inst.bob[i]))),
      el("small", {}, "#" + i),
    ];
  }
  return [fmt(inst.nums[i]), el("small", {}, "#" + i)];
}

// parseInstance reads the numbers of the instance for drawing (the server
// has checked them).
function parseInstance(info, row, alice, bob) {
  if (info.input === "pair") {
    return { alice: tokens(alice, "aliceValues").map(Number), bob: tokens(bob, "bobValues").map(Number) };
  }
  return { nums: tokens(row, "row").map(Number) };
}

function inInput(e) {
  const t = e.target;
  return t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT");
}
