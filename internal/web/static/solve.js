// The Solve & explore page: the form, the verdict, the optimal game step by
// step and the figures. The game and the numbers live in the URL
// (?game=...&nums=1,5,233,7&step=2; each parameter under its name), so a
// link reproduces the view. It knows no game: the inputs come from the
// game's parameters, the items from the board the server draws.
"use strict";

let view = null; // {info, data, step}
let asked = 0; // the number of the latest request: an older answer is dropped

async function solve(step, push) {
  $("#error").textContent = "";
  const g = info();
  let body;
  try {
    body = `{"game":${JSON.stringify(g.name)},${instanceJSON(g)}}`;
  } catch (e) {
    $("#error").textContent = e.message;
    stale(true);
    return;
  }
  // The button stays enabled while a request is out: a newer request wins
  // (an older answer is dropped), so a click is never ignored.
  $("#form").setAttribute("aria-busy", "true");
  const mine = ++asked;
  try {
    const data = await api("/api/explore", body);
    if (mine !== asked) return;
    view = { info: g, data, step: 0, query: what(g) };
    render();
    setStep(Math.max(0, Math.min(step || 0, (data.steps || []).length)), push ? "push" : "replace");
  } catch (e) {
    if (mine !== asked) return;
    $("#error").textContent = e.message;
    stale(true);
  } finally {
    if (mine === asked) $("#form").removeAttribute("aria-busy");
  }
}

// stale marks the results shown as those of an earlier input (on), after
// an input that could not be solved, or as current (off). Stale results
// stay readable, dimmed, under a note saying which input they are for.
function stale(on) {
  const r = $("#result");
  if (!view) return; // nothing shown yet
  r.classList.toggle("stale", on);
  $("#stale").hidden = !on;
  if (on) {
    const g = view.info;
    $("#stale").textContent = `Not updated: the input has an error. Shown below: the previous result, for ${g.title}` +
      (view.query ? `: ${view.query}` : "") + ".";
  }
}

// copyLink copies the link of the view (the URL: game, numbers, step) and
// says so; where the clipboard is refused, it shows the link to copy.
async function copyLink() {
  const url = location.href;
  const say = (s) => { $("#copied").textContent = s; };
  try {
    await navigator.clipboard.writeText(url);
    say("Link copied.");
  } catch (e) {
    const t = el("textarea", { class: "offscreen", readonly: true });
    t.value = url;
    document.body.append(t);
    t.select();
    let ok = false;
    try { ok = document.execCommand("copy"); } catch (e2) { ok = false; }
    t.remove();
    say(ok ? "Link copied." : `Copy this link: ${url}`);
  }
}

function render() {
  const { info: g, data } = view;
  $("#result").hidden = false;
  stale(false);
  $("#copied").textContent = "";
  const v = data.verdict;
  $("#verdict").textContent = v.charAt(0).toUpperCase() + v.slice(1) + ".";
  $("#name1").textContent = $("#rname1").textContent = g.players[0];
  $("#name2").textContent = $("#rname2").textContent = g.players[1];
  $("#total1").textContent = fmt(data.first);
  $("#total2").textContent = fmt(data.second);
  $("#diff").textContent = signed(data.differential);
  $("#rule").textContent = `Answer ${JSON.stringify(data.answer)}: ${data.answerRule}. The differential is ${g.players[0]}'s total minus ${g.players[1]}'s.`;

  const steps = data.steps || [];
  $("#stepper").hidden = steps.length === 0;
  showLegend(data.board);
  const board = $("#board");
  board.replaceChildren();
  if (steps.length > 0 && data.board) {
    data.board.cells.forEach((c, i) => board.append(el("span", { class: "item", id: "item-" + i }, ...cellContent(c, i))));
  }
  $("#line").replaceChildren(
    ...steps.map((s, k) =>
      el("li", { class: "p" + s.player, id: "move-" + (k + 1) },
        el("a", { href: "#", "data-step": k + 1, onclick: (e) => { e.preventDefault(); setStep(k + 1, "replace"); } },
          el("span", { class: "who p" + s.player }, g.players[s.player - 1]),
          g.kind === "win/lose" ? ` plays ${s.move}` : ` takes ${fmt(s.gain)} (${s.move})`),
        el("span", { class: "muted" }, ` \u2192 ${signed(s.diff)}`))));

  const figs = data.figures || {};
  for (const [name, card] of [["chart", "#chart-card"], ["table", "#table-card"], ["tree", "#tree-card"]]) {
    $(card).hidden = !figs[name];
    $("#" + name).innerHTML = figs[name] || "";
  }
  // The chart comes drawn twice, for a desktop and for a phone: the style
  // sheet shows the one that fits.
  if (figs.chart) {
    $("#chart").innerHTML = `<div class="wide">${figs.chart}</div>` + (figs.chartNarrow ? `<div class="narrow">${figs.chartNarrow}</div>` : "");
  }
  // A heatmap of a few pixels per cell (a long row) is never drawn smaller
  // than its size: scaled down, stripes of red and blue cells blend into
  // purple, a colour not in its legend. It scrolls instead.
  const heat = $("#table svg");
  if (heat && heat.querySelector("image")) heat.style.minWidth = heat.getAttribute("width") + "px";
  cueScroll();
  $("#why-card").hidden = !data.explanation;
  $("#why").innerHTML = data.explanation || "";
  $("#notes").replaceChildren(...(data.notes || []).map((n) => el("li", {}, n)));
}

// cueScroll marks each figure wider than its card: a note says it
// scrolls sideways (and the style sheet shades the edge it continues past).
function cueScroll() {
  for (const f of document.querySelectorAll(".figure")) {
    const over = f.scrollWidth > f.clientWidth + 1;
    f.classList.toggle("scrolls", over);
    const wrap = f.parentElement, next = wrap.nextElementSibling;
    const note = next && next.classList.contains("scroll-note") ? next : null;
    if (over && !note) wrap.after(el("p", { class: "scroll-note muted" }, "Wider than the screen: scroll it sideways \u2192"));
    if (!over && note) note.remove();
    atEnd(f);
    f.onscroll = () => atEnd(f);
  }
}

// atEnd marks a figure scrolled to its right end: its edge is no longer
// shaded.
function atEnd(f) {
  f.classList.toggle("end", f.scrollLeft + f.clientWidth >= f.scrollWidth - 1);
}

// setStep shows the position after k moves of the optimal line.
function setStep(k, history) {
  if (!view) return;
  const steps = view.data.steps || [];
  k = Math.max(0, Math.min(k, steps.length));
  view.step = k;
  const owner = new Map();
  steps.slice(0, k).forEach((s) => {
    for (let i = s.index; s.index >= 0 && i < s.index + (s.count || 1); i++) owner.set(i, s.player);
  });
  const cells = view.data.board ? view.data.board.cells : [];
  for (let i = 0; i < cells.length && steps.length > 0; i++) {
    const it = $("#item-" + i);
    const p = owner.get(i);
    it.className = "item" + (p ? " taken p" + p : "");
    if (k > 0 && covers(steps[k - 1], i)) it.classList.add("last");
    if (k < steps.length && covers(steps[k], i)) it.classList.add("next");
  }
  document.querySelectorAll("#line li").forEach((li, j) => {
    li.classList.toggle("done", j < k - 1);
    li.classList.toggle("current", j === k - 1);
    if (j === k - 1) li.querySelector("a").setAttribute("aria-current", "step");
    else li.querySelector("a").removeAttribute("aria-current");
  });
  const cur = k > 0 ? steps[k - 1] : { first: 0, second: 0, diff: 0 };
  $("#run1").textContent = fmt(cur.first);
  $("#run2").textContent = fmt(cur.second);
  $("#rundiff").textContent = signed(cur.diff);
  const g = view.info;
  const did = (s) => g.kind === "win/lose" ? `played ${s.move}` : `took ${fmt(s.gain)}`;
  $("#where").textContent = k === 0 ? `Start: ${g.players[0]} to move` :
    `Move ${k} of ${steps.length}: ${g.players[steps[k - 1].player - 1]} ${did(steps[k - 1])}`;
  $("#first").disabled = $("#prev").disabled = k === 0;
  $("#next").disabled = $("#last").disabled = k === steps.length;
  // Keep the current move in view inside the list, and the items it takes
  // inside the row's box (a long row scrolls in it), without scrolling the
  // page.
  keepInView($("#line"), $("#move-" + k));
  keepInView($("#board"), $("#board .next") || $("#board .last"), 4);
  // Mark the step in explain's figures: the chart draws one dot per
  // position (0 to n moves, short games), the DP table outlines the path's
  // intervals in the order the game passes them. When a figure has no such
  // marks (long games), nothing is marked.
  document.querySelectorAll("#chart svg").forEach((svg) => svg.querySelectorAll("circle").forEach((c, j) => c.classList.toggle("on", j === k)));
  document.querySelectorAll('#table rect[fill="none"]').forEach((r, j) => r.classList.toggle("on", j === k));
  if (history) updateURL(k, history);
}

// what says the instance of the form in words, for the stale note:
// "1 5 233 7", or "aliceValues 2 4 3, bobValues 1 6 7".
function what(g) {
  try {
    return g.paramInfo.map((p) => {
      const ts = tokens($("#" + inputId(g, p)).value, p.name).join(" ");
      return g.paramInfo.length === 1 ? ts : `${p.name} ${ts}`;
    }).join(", ");
  } catch (e) {
    return "";
  }
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

function updateURL(step, how) {
  const g = view.info;
  const q = new URLSearchParams();
  q.set("game", g.name);
  try {
    instanceQuery(g, q);
  } catch (e) {
    return; // the form was edited since: the URL keeps the view's instance
  }
  if (step > 0) q.set("step", step);
  const url = "/?" + q.toString().replaceAll("%2C", ",");
  if (how === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
}

function fromURL() {
  const q = new URLSearchParams(location.search);
  fillGames($("#game"), games, q.get("game"));
  showInputs(true);
  const g = info();
  for (const p of g.paramInfo) $("#" + inputId(g, p)).value = "";
  if (fillFromQuery(g, q)) solve(Number(q.get("step")) || 0, false);
  else if (!q.get("game")) {
    // A first visit shows an example rather than an empty page.
    fillExample();
    solve(0, false);
  }
}

async function main() {
  // The form never submits itself: before the games are loaded a click does
  // nothing, rather than leave the page.
  $("#form").addEventListener("submit", (e) => {
    e.preventDefault();
    if (games.length > 0) solve(0, true);
  });
  games = await loadGames();
  fromURL();
  $("#game").addEventListener("change", () => {
    showInputs(true);
    fillExample();
  });
  // Enter in an input solves (Shift+Enter is a new line in a text area).
  $("#params").addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !e.shiftKey && e.target.id !== "game") {
      e.preventDefault();
      solve(0, true);
    }
  });
  $("#copy").addEventListener("click", copyLink);
  $("#first").addEventListener("click", () => setStep(0, "replace"));
  $("#prev").addEventListener("click", () => setStep(view.step - 1, "replace"));
  $("#next").addEventListener("click", () => setStep(view.step + 1, "replace"));
  $("#last").addEventListener("click", () => setStep(Infinity, "replace"));
  document.addEventListener("keydown", (e) => {
    if (!view || inInput(e) || e.altKey || e.ctrlKey || e.metaKey) return;
    const moves = { ArrowLeft: view.step - 1, ArrowRight: view.step + 1, Home: 0, End: Infinity };
    if (e.key in moves) {
      e.preventDefault();
      setStep(moves[e.key], "replace");
    }
  });
  window.addEventListener("popstate", fromURL);
  window.addEventListener("resize", cueScroll);
  document.body.dataset.ready = "true"; // for tests: the page is wired
}

main();
