// The Your own game page: a rules file pasted or edited, solved by the
// server's /api/solve with "rules" in place of "game", and taken to the
// Solve & explore and Play pages (Explore, Play), which read it from
// localStorage (rulesKey) and send it as "rules" in their turn. An error of the
// file is shown at its line: the file listed with that line marked, and
// the cursor put there. api.js is the transport.
"use strict";


// instanceMembers reads the instance field: a JSON object of the
// parameters by name, with or without its braces.
function instanceMembers() {
  let t = $("#instance").value.trim();
  if (t === "") return {};
  if (!t.startsWith("{")) t = "{" + t + "}";
  let v;
  try {
    v = JSON.parse(t);
  } catch (e) {
    throw new Error(`instance: not a JSON object of the parameters by name, {"name": value} (${e.message})`);
  }
  if (v === null || typeof v !== "object" || Array.isArray(v)) {
    throw new Error(`instance: not a JSON object of the parameters by name, {"name": value}`);
  }
  if ("rules" in v || "game" in v) throw new Error(`instance: give the parameters only, not "rules" or "game"`);
  return v;
}

// errorLine returns the line and column an error of the file names
// ("rules: rules.star:4:15: got newline, ..."), or null.
function errorLine(msg) {
  const m = /rules\.star:(\d+)(?::(\d+))?/.exec(msg);
  return m ? { line: +m[1], col: m[2] ? +m[2] : 1 } : null;
}

// showError says what is wrong; an error at a line of the file lists the
// file with that line marked and its message under it, and puts the
// cursor there.
function showError(msg) {
  $("#error").textContent = msg;
  const at = errorLine(msg);
  const listing = $("#listing");
  listing.hidden = !at;
  if (!at) return;
  const src = $("#source").value;
  const lines = src.split("\n");
  const shown = src.endsWith("\n") ? lines.slice(0, -1) : lines; // no empty line after the last
  listing.replaceChildren(...shown.flatMap((l, i) => {
    const row = el("span", { class: i + 1 === at.line ? "bad" : null, id: i + 1 === at.line ? "bad-line" : null }, l === "" ? " " : l);
    if (i + 1 !== at.line) return [row];
    return [row, el("span", { class: "note" }, "\u2191 " + msg.replace(/^rules: /, ""))];
  }));
  let off = 0;
  for (let i = 0; i < at.line - 1 && i < lines.length; i++) off += lines[i].length + 1;
  off += Math.min(at.col - 1, (lines[at.line - 1] || "").length);
  $("#source").setSelectionRange(off, off);
}

function clearError() {
  $("#error").textContent = "";
  $("#listing").hidden = true;
}

async function solve() {
  clearError();
  const src = $("#source").value;
  localStorage.setItem(rulesKey, src); // the file survives a reload, and Explore and Play read it
  let req;
  try {
    req = Object.assign({ rules: src }, instanceMembers(), { line: true });
  } catch (e) {
    showError(e.message);
    return;
  }
  $("#solve").disabled = true;
  try {
    const r = await api.solve(req);
    $("#verdict").textContent = capital(r.verdict) + ".";
    $("#answer").textContent = `${r.game}: the answer is ${JSON.stringify(r.answer)}.`;
    $("#line").replaceChildren(...(r.line || []).map((m) =>
      el("li", { class: "p" + m.player }, m.say)));
    // A line too long to build comes as its first moves, with the
    // server's sentence saying so (game.Solution.LineNote).
    $("#line-note").textContent = r.lineNote || "";
    $("#line-note").hidden = !r.lineNote;
    $("#result").hidden = false;
  } catch (e) {
    $("#result").hidden = true;
    showError(e.message);
  } finally {
    $("#solve").disabled = false;
  }
}

// random fills the instance with a random one of the file's game (its
// generate, or its parameters' bounds).
async function random() {
  clearError();
  try {
    const r = await api.random({ rules: $("#source").value, n: 6 });
    delete r.game;
    delete r.args; // the same instance again, as answers write it
    $("#instance").value = JSON.stringify(r);
  } catch (e) {
    showError(e.message);
  }
}

// goTo takes the file to another page (page: 0 Solve & explore, 1 Play:
// the header's links, in order) with the instance typed, if any: it keeps
// the file where that page reads it (rulesKey), first checking that it
// loads, so that an error is shown here, at its line. It follows the
// page's own link ("/play" from serve, "play.html" on the static site),
// by a click, so that the static site's router keeps its solver.
async function goTo(page) {
  clearError();
  const src = $("#source").value;
  localStorage.setItem(rulesKey, src);
  let members;
  try {
    members = instanceMembers();
  } catch (e) {
    showError(e.message);
    return;
  }
  let g;
  try {
    g = await api.describe({ rules: src });
  } catch (e) {
    showError(e.message);
    return;
  }
  const odd = Object.keys(members).filter((k) => !g.params.includes(k));
  if (odd.length > 0) {
    showError(`instance: ${g.name} takes ${g.params.join(" and ")}, not ${odd.map((k) => JSON.stringify(k)).join(" or ")}; ` +
      "correct the instance, or empty it to start from the file's example");
    return;
  }
  const q = new URLSearchParams({ rules: "local" });
  for (const [k, v] of Object.entries(members)) q.set(k, bare(JSON.stringify(v)));
  const nav = document.querySelectorAll("header nav a")[page];
  const a = el("a", { href: nav.getAttribute("href") + "?" + queryText(q), hidden: "" });
  document.body.append(a);
  a.click();
  a.remove();
}

function init() {
  const kept = localStorage.getItem(rulesKey);
  if (kept) $("#source").value = kept;
  $("#form").addEventListener("submit", (e) => {
    e.preventDefault();
    solve();
  });
  $("#random").addEventListener("click", random);
  $("#to-explore").addEventListener("click", () => goTo(0));
  $("#to-play").addEventListener("click", () => goTo(1));
  $("#to-check").addEventListener("click", () => goTo(4));
  document.body.dataset.ready = "true"; // for tests: the page is wired
}

init();
