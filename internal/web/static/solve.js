// The Solve & explore page: the form, the verdict, the result by the kind
// of game, the insight, the optimal game step by step and the figures. The
// game, its parameters (under LeetCode's names, as LeetCode writes them)
// and the step live in the URL (?game=stone-game-vii&stones=7,90,5&step=2),
// so a link reproduces the view. It knows no game: the fields come from
// the game's parameters, the items from the board the server draws, the
// words of each move from the game.
"use strict";

let view = null; // {info, data, step}
let asked = 0; // the number of the latest request: an older answer is dropped
let pb = null; // the playback of the line (playback.js)

async function solve(step, push) {
  showError(null);
  const g = info();
  let args;
  try {
    args = formArgs(g);
  } catch (e) {
    showError(e);
    stale(true);
    return;
  }
  // The button stays enabled while a request is out: a newer request wins
  // (an older answer is dropped), so a click is never ignored.
  $("#form").setAttribute("aria-busy", "true");
  const mine = ++asked;
  try {
    const data = await api.explore({ ...gameOf(g), args });
    if (mine !== asked) return;
    view = { info: g, data, step: 0 };
    pb.stop();
    quiz = freshQuiz(quiz.on, quiz.hide);
    fillArgs(g, data.args, args);
    render();
    setStep(quiz.on ? 0 : Math.max(0, Math.min(step || 0, (data.steps || []).length)), push ? "push" : "replace");
  } catch (e) {
    if (mine !== asked) return;
    showError(e);
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
    $("#stale").textContent = `Not updated: this input was not solved (the message above says why). Shown below: the previous result, for ${g.title}: ${argsText(g, view.data.args)}.`;
  }
}

// copyLink copies the link of the view (the URL: game, parameters, step)
// and says so; where the clipboard is refused, it shows the link to copy.
async function copyLink() {
  const url = location.href;
  const say = (s) => { $("#copied").textContent = s; };
  // A rules file's link reads the file kept in this browser.
  const local = view && view.info.source !== undefined ? " It opens your rules file in this browser only." : "";
  try {
    await navigator.clipboard.writeText(url);
    say("Link copied." + local);
  } catch (e) {
    const t = el("textarea", { class: "offscreen", readonly: true });
    t.value = url;
    document.body.append(t);
    t.select();
    let ok = false;
    try { ok = document.execCommand("copy"); } catch (e2) { ok = false; }
    t.remove();
    say(ok ? "Link copied." + local : `Copy this link${local}: ${url}`);
  }
}

// steps returns the steps of the view, [] when none are given.
function steps() {
  return (view && view.data.steps) || [];
}

// onBoard reports whether the stepper draws the board: the board shows
// the position after every step (boardSteps), or each step marks the items
// it takes.
function onBoard(data) {
  const st = data.steps || [];
  return !!data.board && st.length > 0 && (data.boardSteps || st.some((s) => s.index >= 0));
}

function render() {
  const { info: g, data } = view;
  const kind = data.kind;
  $("#result").hidden = false;
  stale(false);
  $("#copied").textContent = "";
  $("#verdict").textContent = capital(data.verdict) + ".";
  $("#totals").replaceChildren(...resultBoxes(kind, g.players, data));
  $("#totals").dataset.kind = kind;
  $("#rule").textContent = `Answer ${JSON.stringify(data.answer)}: ${data.answerRule}.` +
    (kind === "scoring" ? ` The differential is ${g.players[0]}'s total minus ${g.players[1]}'s.` : "");
  const st = steps();
  $("#over").hidden = !(data.steps && st.length === 0);

  $("#insight-card").dataset.present = data.insight ? "1" : "";
  $("#insight").innerHTML = data.insight || "";

  $("#stepper").hidden = st.length === 0;
  const board = $("#board");
  board.replaceChildren();
  board.hidden = !onBoard(data);
  showLegend(board.hidden ? null : data.board);
  layoutBoard(board, board.hidden ? null : data.board);
  if (!board.hidden) {
    const grid = isGrid(data.board);
    data.board.cells.forEach((c, i) => board.append(el("span", { class: "item", id: "item-" + i }, ...cellContent(c, i, grid))));
  }
  // The running result, by kind: both totals and the differential, the
  // one score, or nothing (a win/lose game scores nothing).
  const stat = (cls, label, id) => el("span", { class: "stat " + cls }, label + ": ", el("b", { id }, "0"));
  $("#running").replaceChildren(...(kind === "scoring" ? [stat("p1", g.players[0], "run1"), stat("p2", g.players[1], "run2"), stat("", "differential", "rundiff")] :
    kind === "solo" ? [stat("p1", `${g.players[0]}'s score`, "runscore")] : []));
  $("#running").dataset.present = kind === "win/lose" ? "" : "1";
  const after = (s) => kind === "scoring" ? ` \u2192 ${signed(s.differential)}` : kind === "solo" ? ` \u2192 ${fmt(s.score)}` :
    s.position ? ` \u2192 ${s.position}` : "";
  // Room for the numbers of the moves: "5000." is wider than "4.".
  $("#line").style.paddingLeft = (1.4 + 0.6 * String(st.length).length) + "rem";
  $("#line").replaceChildren(
    ...st.map((s, k) =>
      el("li", { class: "p" + s.player, id: "move-" + (k + 1) },
        el("a", { href: "#", "data-step": k + 1, onclick: (e) => { e.preventDefault(); setStep(k + 1, "replace"); } }, s.say),
        el("span", { class: "muted after" }, after(s)))));

  const figs = data.figures || {};
  for (const [name, card] of [["chart", "#chart-card"], ["table", "#table-card"], ["tree", "#tree-card"]]) {
    $(card).dataset.present = figs[name] ? "1" : "";
    $("#" + name).innerHTML = figs[name] || "";
  }
  $("#chart-card h2").textContent = kind === "solo" ? "Running score" : "Running differential";
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
  $("#why-card").dataset.present = data.explanation ? "1" : "";
  $("#why").innerHTML = data.explanation || "";
  $("#notes").replaceChildren(...(data.notes || []).map((n) => el("li", {}, n)));
  applyQuiz();
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

// boardAt returns the cells of the board after k steps: the start's with
// the changes of the first k steps, when the steps give them (boardSteps);
// else the start's, the items the first k steps take marked as taken by
// their mover.
function boardAt(k) {
  const data = view.data, st = steps();
  const cells = data.board.cells.map((c) => Object.assign({}, c));
  if (data.boardSteps) {
    st.slice(0, k).forEach((s) => (s.changes || []).forEach((c) => { cells[c.i] = c; }));
    return cells;
  }
  st.slice(0, k).forEach((s) => {
    for (let i = s.index; s.index >= 0 && i < s.index + (s.count || 1) && i < cells.length; i++) {
      cells[i].taken = true;
      cells[i].by = s.player;
    }
  });
  return cells;
}

// setStep shows the position after k moves of the optimal line.
function setStep(k, history) {
  if (!view) return;
  const st = steps(), kind = view.data.kind, running = quizRunning();
  k = Math.max(0, Math.min(k, st.length));
  view.step = k;
  if (onBoard(view.data)) {
    const grid = isGrid(view.data.board);
    // A step that names no item (a grid's move) marks the cells it
    // changes.
    const touches = (s, i) => covers(s, i) || (s.index < 0 && (s.changes || []).some((c) => c.i === i));
    boardAt(k).forEach((c, i) => {
      const it = $("#item-" + i);
      it.replaceChildren(...cellContent(c, i, grid));
      it.className = cellClass(kind, c);
      if (k > 0 && touches(st[k - 1], i)) it.classList.add("last", "p" + st[k - 1].player);
      if (k < st.length && touches(st[k], i) && !running) it.classList.add("next"); // a quiz does not show the move to predict
    });
  }
  document.querySelectorAll("#line li").forEach((li, j) => {
    li.hidden = running && j >= k; // a quiz shows no move before it is predicted
    li.classList.toggle("done", j < k - 1);
    li.classList.toggle("current", j === k - 1);
    if (j === k - 1) li.querySelector("a").setAttribute("aria-current", "step");
    else li.querySelector("a").removeAttribute("aria-current");
  });
  const cur = k > 0 ? st[k - 1] : { first: 0, second: 0, differential: 0, score: 0 };
  if (kind === "scoring") {
    $("#run1").textContent = fmt(cur.first);
    $("#run2").textContent = fmt(cur.second);
    $("#rundiff").textContent = signed(cur.differential);
  } else if (kind === "solo") {
    $("#runscore").textContent = fmt(cur.score);
  }
  const g = view.info;
  $("#where").textContent = k === 0 ? `Start: ${g.players[0]} to move` : `Move ${k} of ${st.length}: ${st[k - 1].say}`;
  // The position, as the game says it: the pile, the running total and
  // the numbers left, the counts mod 3, the piles.
  const pos = k === 0 ? view.data.position : st[k - 1].position;
  $("#state").hidden = !pos;
  $("#state").textContent = pos ? (k === 0 ? "Start: " : "Now: ") + pos : "";
  $("#first").disabled = $("#prev").disabled = k === 0;
  $("#next").disabled = $("#last").disabled = k === st.length;
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
  // The recursion tree draws the optimal line's positions in green, from
  // the start down, one per move played: the k-th is the position now.
  document.querySelectorAll('#tree svg > text[fill="#0a7d32"]').forEach((t, j) => t.classList.toggle("on", j === k));
  pb.sync(k);
  if (history) updateURL(k, history);
  if (running) ask(k);
}

// updateURL puts the view in the URL: the game, its instance as the
// server read it, the step.
function updateURL(step, how) {
  const q = linkQuery(view.info, view.data.args);
  if (step > 0 && !quiz.on) q.set("step", step);
  if (quiz.on) q.set("quiz", "1");
  if (quiz.on && quiz.hide) q.set("hide", "1");
  const url = "./?" + queryText(q);
  if (how === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
}

// fromURL shows what the URL says: the game (by name or alias) and its
// parameters, solved, at the step. A link that names no game, or a
// parameter the game does not take, or not all of them, says so; a link
// with a game alone shows its example.
function fromURL() {
  const q = new URLSearchParams(location.search);
  const name = q.get("game");
  const named = name ? findGame(name) : undefined;
  fillGames($("#game"), games, named ? named.name : null);
  showInputs(true);
  showError(null);
  const g = info();
  for (const p of g.paramInfo) document.getElementById(fieldId(p)).value = "";
  quiz = freshQuiz(q.get("quiz") === "1", q.get("hide") === "1");
  $("#quiz-on").checked = quiz.on;
  $("#quiz-hide").checked = quiz.hide;
  if (name && !named) {
    fillExample();
    $("#error").textContent = `This link names no game "${name}": choose one of the list (${games.map((x) => x.name).join(", ")}).`;
    return;
  }
  const link = linkArgs(g, q, ["game", "rules", "step", "quiz", "hide"]);
  fillArgs(g, link.args);
  const given = Object.keys(link.args).length;
  if (link.problems.length > 0 || (given > 0 && link.missing.length > 0)) {
    const miss = given > 0 && link.missing.length > 0 ? [`it does not give ${link.missing.join(" and ")}`] : [];
    $("#error").textContent = `This link is not one instance of ${g.title}: ${[...link.problems, ...miss].join("; ")}. ` +
      `It takes ${argsText(g, Object.fromEntries(g.paramInfo.map((p) => [p.name, p.example])))}.`;
    return;
  }
  if (given === 0) fillExample(); // a first visit, or a link to a game alone: its example
  solve(Number(q.get("step")) || 0, false);
}

async function main() {
  // The form never submits itself: before the games are loaded a click does
  // nothing, rather than leave the page.
  $("#form").addEventListener("submit", (e) => {
    e.preventDefault();
    if (games.length > 0) solve(0, true);
  });
  if (!(await pageGames())) {
    document.body.dataset.ready = "true"; // for tests: wired, with nothing to do
    return;
  }
  fromURL();
  $("#game").addEventListener("change", () => {
    showInputs(true);
    showError(null);
    fillExample();
  });
  // Enter in a field solves (Shift+Enter is a new line).
  $("#params").addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !e.shiftKey && e.target.id !== "game") {
      e.preventDefault();
      solve(0, true);
    }
  });
  $("#copy").addEventListener("click", copyLink);
  pb = makePlayback($("#playback"), "pb", {
    count: () => steps().length, show: (k) => setStep(k, "replace"), at: () => (view ? view.step : 0),
  });
  $("#first").addEventListener("click", () => setStep(0, "replace"));
  $("#prev").addEventListener("click", () => setStep(view.step - 1, "replace"));
  $("#next").addEventListener("click", () => setStep(view.step + 1, "replace"));
  $("#last").addEventListener("click", () => setStep(Infinity, "replace"));
  document.addEventListener("keydown", (e) => {
    if (!view || inInput(e) || e.altKey || e.ctrlKey || e.metaKey) return;
    if (quizRunning()) quizKey(e);
    else pb.key(e);
  });
  const toggled = () => {
    quiz = freshQuiz($("#quiz-on").checked, $("#quiz-hide").checked);
    if (!view) return;
    pb.stop();
    applyQuiz();
    setStep(0, "replace");
  };
  $("#quiz-on").addEventListener("change", toggled);
  $("#quiz-hide").addEventListener("change", toggled);
  $("#quiz-next").addEventListener("click", quizNext);
  window.addEventListener("popstate", fromURL);
  window.addEventListener("resize", cueScroll);
  document.body.dataset.ready = "true"; // for tests: the page is wired
}

main();

// --- Quiz -----------------------------------------------------------------
//
// With the quiz on (?quiz=1, or the toggle), the line is not shown ahead:
// before each move the learner picks the move they think optimal among the
// position's moves (api.move), then it is revealed, with explain's reason
// for the move (the step's "why") and a running score. The figures, the
// insight and the explanation, which show the optimal line, wait for the
// end. With hide (?quiz=1&hide=1, a teacher's link) the verdict and the
// totals wait too, and the first question is who wins.

// quizMax is the most moves a question offers as buttons: a position with
// more (a long row of stone-game-vi) is shown, not asked.
const quizMax = 40;

let quiz = freshQuiz(false, false);

// freshQuiz returns a quiz not yet begun.
function freshQuiz(on, hide) {
  return { on, hide, done: false, asked: 0, right: 0, winner: null, at: -1, answered: false, seq: 0 };
}

// quizRunning reports whether a quiz is under way: on, with moves to ask,
// not finished.
function quizRunning() {
  return !!view && quiz.on && !quiz.done && steps().length > 0;
}

// applyQuiz shows and hides what the quiz keeps back while it runs.
function applyQuiz() {
  if (!view) return;
  const running = quizRunning(), hidden = running && quiz.hide;
  $("#quiz").hidden = !quiz.on || steps().length === 0;
  $("#quiz-hide-label").hidden = !quiz.on;
  for (const id of ["#verdict", "#totals", "#rule"]) $(id).hidden = hidden;
  $("#hidden-note").hidden = !hidden;
  $("#running").hidden = !$("#running").dataset.present || hidden;
  document.querySelectorAll("#line .after").forEach((a) => { a.hidden = hidden; });
  for (const card of ["#insight-card", "#chart-card", "#table-card", "#tree-card", "#why-card"]) {
    $(card).hidden = !$(card).dataset.present || running;
  }
  $("#controls").hidden = $("#playback").hidden = running;
  // A grid's quiz draws the position as its question: the stepper's
  // board waits for the end.
  $("#board").hidden = !onBoard(view.data) || (running && isGrid(view.data.board));
  $("#quiz-keys").hidden = !running;
  $("#quiz-score").textContent = scoreText();
}

// scoreText says the running score.
function scoreText() {
  if (!quiz.on || (quiz.asked === 0 && quiz.winner === null)) return "";
  const parts = [];
  if (quiz.winner !== null) parts.push(`who wins: ${quiz.winner ? "right" : "wrong"}`);
  parts.push(`optimal moves found: ${quiz.right} of ${quiz.asked}`);
  return "Score: " + parts.join("; ");
}

// choices shows the buttons of a question: each a label and what
// choosing it does.
function choices(list) {
  $("#quiz-options").replaceChildren(...list.map(([label, pick], i) =>
    el("button", { type: "button", class: "item", id: "quiz-opt-" + i, onclick: pick }, i < 9 ? `${i + 1}. ${label}` : label)));
  const first = $("#quiz-opt-0");
  if (first) first.focus({ preventScroll: true });
}

// ask puts the question before move k+1 (the winner first, when hidden).
async function ask(k) {
  if (quiz.at === k && quiz.answered === false && $("#quiz-options").childElementCount > 0) return; // already asked
  quiz.at = k;
  quiz.answered = false;
  const mine = ++quiz.seq;
  const { info: g, data } = view;
  const st = steps();
  $("#quiz-reveal").hidden = true;
  $("#quiz-next").hidden = true;
  $("#quiz-options").replaceChildren();
  $("#quiz-grid").replaceChildren();
  $("#quiz-grid").hidden = true;
  if (quiz.hide && quiz.winner === null && data.kind !== "solo") {
    $("#quiz-q").textContent = "Before the first move: who wins with best play from both?";
    choices([[g.players[0], () => answerWinner("first")], [g.players[1], () => answerWinner("second")], ["nobody: a draw", () => answerWinner("draw")]]);
    return;
  }
  const s = st[k];
  const who = g.players[s.player - 1];
  $("#quiz-q").textContent = `Move ${k + 1} of ${st.length}: ${who} to move. Which move is optimal?`;
  let r;
  try {
    r = await api.move({ ...gameOf(g), args: data.args, moves: st.slice(0, k).map((x) => x.take) });
  } catch (e) {
    if (mine === quiz.seq) reveal(k, null, `The moves of this position could not be listed: ${e.message}`);
    return;
  }
  if (mine !== quiz.seq || !quizRunning()) return;
  const opts = r.options;
  if (opts.length > quizMax || r.moreOptions > 0) {
    reveal(k, null, `${who} has ${fmt(opts.length + (r.moreOptions || 0))} moves here, too many to ask: not counted.`);
    return;
  }
  // The answer key is the server's verdict on every option (game.Judge):
  // all the optimal moves, never a list cut for display.
  quiz.best = new Set(opts.filter((o) => o.optimal).map((o) => key(o.take)));
  quiz.options = opts;
  choices(opts.map((o) => [o.move, () => answerMove(k, o)]));
  quizGrid(r.board, data.kind);
}

// quizGrid draws a grid board's position in the quiz, each cell that
// selects an option a button that answers it (as the option's own button
// does); nothing for a board of one row, whose items the stepper shows.
function quizGrid(board, kind) {
  const box = $("#quiz-grid");
  box.replaceChildren();
  box.hidden = !isGrid(board);
  if (box.hidden) return;
  layoutBoard(box, board);
  const at = new Map(quiz.options.map((o, j) => [key(o.take), j]));
  box.append(...board.cells.map((c, i) => {
    const j = c.move !== undefined ? at.get(key(c.move)) : undefined;
    if (j === undefined) return el("span", { class: cellClass(kind, c), id: "quiz-cell-" + i }, ...cellContent(c, i, true));
    const o = quiz.options[j];
    return el("button", { type: "button", class: "item", id: "quiz-cell-" + i, "data-opt": j, "aria-label": `${o.move}: ${cellWords(c) || "empty"}`, title: o.move,
      onclick: () => answerMove(quiz.at, o) }, ...cellContent(c, i, true));
  }));
}

// key is how a move is matched: its JSON.
function key(take) {
  return JSON.stringify(take);
}

function answerWinner(w) {
  if (quiz.answered) return;
  quiz.answered = true;
  quiz.winner = w === view.data.winner;
  const said = quiz.winner ? "Right" : "Not right";
  $("#quiz-result").textContent = `${said}. The verdict is shown at the end.`;
  $("#quiz-result").className = "quiz-result " + (quiz.winner ? "ok" : "cost");
  $("#quiz-why").replaceChildren();
  $("#quiz-reveal").hidden = false;
  $("#quiz-options").replaceChildren();
  $("#quiz-grid").replaceChildren();
  $("#quiz-grid").hidden = true;
  quiz.at = -1; // the next question is the first move
  $("#quiz-next").textContent = "Next: the first move";
  $("#quiz-next").hidden = false;
  $("#quiz-next").dataset.to = "0";
  $("#quiz-next").focus({ preventScroll: true });
  $("#quiz-score").textContent = scoreText();
}

function answerMove(k, o) {
  if (quiz.answered || quiz.at !== k) return;
  const right = quiz.best.has(key(o.take));
  quiz.asked++;
  if (right) quiz.right++;
  const mark = (b, opt) => {
    b.disabled = true;
    if (quiz.best.has(key(opt.take))) b.classList.add("best");
    if (opt === o) b.classList.add("chosen", right ? "ok" : "cost");
  };
  document.querySelectorAll("#quiz-options button").forEach((b, i) => mark(b, quiz.options[i]));
  document.querySelectorAll("#quiz-grid button").forEach((b) => mark(b, quiz.options[Number(b.dataset.opt)]));
  const names = quiz.options.filter((x) => quiz.best.has(key(x.take))).map((x) => `“${x.move}”`);
  const optimal = names.length === 1 ? `the optimal move is ${names[0]}` : `the optimal moves are ${names.join(", ")}`;
  const said = right
    ? `Correct: “${o.move}” is ${names.length === 1 ? "the" : "an"} optimal move.`
    : `Not optimal: “${o.move}”, ${o.verdict || "not optimal"}; ${optimal}.`;
  reveal(k, right, said);
}

// reveal shows the answer to the question before move k+1: the verdict on
// the prediction (right true, false, or null when not asked) and explain's
// reason for the move; Next plays it.
function reveal(k, right, said) {
  quiz.answered = true;
  const s = steps()[k];
  $("#quiz-result").textContent = `${said} The line plays: ${s.say}.`;
  $("#quiz-result").className = "quiz-result " + (right === true ? "ok" : right === false ? "cost" : "");
  $("#quiz-why").innerHTML = s.why || "";
  if (!s.why) $("#quiz-why").append(el("p", { class: "muted" }, "No reason is given for this move: the explanation values the moves of shorter games only."));
  $("#quiz-reveal").hidden = false;
  const last = k + 1 === steps().length;
  $("#quiz-next").textContent = last ? "See the result" : `Next: move ${k + 2}`;
  $("#quiz-next").dataset.to = String(k + 1);
  $("#quiz-next").hidden = false;
  $("#quiz-next").focus({ preventScroll: true });
  $("#quiz-score").textContent = scoreText();
}

// quizNext plays the move revealed and asks the next question; after the
// last move, the quiz ends and everything it held back is shown.
function quizNext() {
  if (!quizRunning() || !quiz.answered) return;
  const to = Number($("#quiz-next").dataset.to);
  if (to >= steps().length) {
    quiz.done = true;
    $("#quiz-options").replaceChildren();
    $("#quiz-grid").replaceChildren();
    $("#quiz-grid").hidden = true;
    $("#quiz-next").hidden = true;
    $("#quiz-reveal").hidden = true;
    const win = quiz.winner === null ? "" : ` You said ${quiz.winner ? "rightly" : "wrongly"} who wins.`;
    $("#quiz-q").textContent = `Quiz over: optimal moves found: ${quiz.right} of ${quiz.asked}.${win}`;
    applyQuiz();
    setStep(steps().length, "replace");
    return;
  }
  quiz.at = -1;
  setStep(to, "replace"); // asks the next question
}

// quizKey handles the quiz's keys: 1 to 9 answer, Enter goes on.
function quizKey(e) {
  if (/^[1-9]$/.test(e.key)) {
    const b = document.getElementById("quiz-opt-" + (Number(e.key) - 1));
    if (b && !b.disabled) {
      e.preventDefault();
      b.click();
    }
  } else if (e.key === "Enter" && !$("#quiz-next").hidden && e.target.tagName !== "BUTTON") {
    e.preventDefault();
    quizNext();
  }
}
