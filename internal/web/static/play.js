// The Play page. The server keeps no state: every request carries the match
// (numbers, side, opponent, seed, moves) and /api/play answers the match
// after the action, with the computer's answer, the analysis of every move
// and, at the end, the summary. This file only draws it and sends clicks.
"use strict";

let match = null; // {info, inst, instJSON, human, opponent, seed, moves, resp, hint}
let busy = false; // a request is on its way: clicks wait for its answer

async function randomRow() {
  const g = info();
  try {
    const r = await api("/api/random", JSON.stringify({ game: g.name, n: 8 }));
    if (g.input === "pair") {
      $("#alice").value = r.aliceValues.join(" ");
      $("#bob").value = r.bobValues.join(" ");
    } else {
      $("#nums").value = r.nums.join(" ");
    }
  } catch (e) {
    $("#error").textContent = e.message;
  }
}

async function start() {
  if (busy) return;
  $("#error").textContent = "";
  $("#summary").hidden = true;
  const g = info();
  try {
    match = {
      info: g,
      instJSON: instanceJSON(g, $("#nums").value, $("#alice").value, $("#bob").value),
      inst: parseInstance(g, $("#nums").value, $("#alice").value, $("#bob").value),
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

function render(action) {
  const { info: g, inst, resp: r } = match;
  $("#table").hidden = false;
  $("#feed-card").hidden = r.played.length === 0;
  const you = r.human, cpu = 3 - r.human;
  $("#name" + you).textContent = `You (${g.players[you - 1]})`;
  $("#name" + cpu).textContent = `Computer (${g.players[cpu - 1]})`;
  $("#tot1").textContent = fmt(r.totals[0]);
  $("#tot2").textContent = fmt(r.totals[1]);
  const d = r.totals[0] - r.totals[1];
  $("#mydiff").textContent = signed(you === 1 ? d : -d);

  // The board: taken items in their taker's colour, the human's moves as buttons.
  const owner = new Map(r.played.map((p) => [p.index, p.player]));
  const lastCPU = [...r.played].reverse().find((p) => !p.human);
  const legal = new Map(r.legal.map((m) => [m.index, m]));
  const hints = new Map(((match.hint && match.hint.options) || []).map((o) => [o.index, o]));
  const n = g.input === "pair" ? inst.alice.length : inst.nums.length;
  const items = [];
  for (let i = 0; i < n; i++) {
    const content = itemContent(g, inst, i);
    const m = legal.get(i);
    if (m) {
      const h = hints.get(i);
      if (h) content.push(el("span", { class: "hint " + (h.optimal ? "best" : "worse") }, h.optimal ? "best " + signed(h.value) : signed(h.value)));
      items.push(el("button", {
        type: "button", class: "item", id: "item-" + i, "data-index": i,
        "aria-label": `take ${inst.nums ? fmt(inst.nums[i]) : "stone " + i} (${m.move})` + (h ? `, worth ${signed(h.value)}` : ""),
        onclick: () => send("play", m.take),
      }, ...content));
    } else {
      const p = owner.get(i);
      let cls = "item" + (p ? " taken p" + p : "");
      if (lastCPU && lastCPU.index === i && action !== "undo") cls += " last";
      items.push(el("span", { class: cls, id: "item-" + i }, ...content));
    }
  }
  $("#board").replaceChildren(...items);
  $("#legend").hidden = g.input !== "pair";

  // Status: what the computer just did, whose turn it is.
  let status;
  if (r.over) status = "Game over.";
  else status = `Your turn, ${g.players[you - 1]}: take a highlighted ${g.input === "pair" ? "stone" : "end"}.`;
  const newCPU = action === "undo" ? [] : r.played.slice(r.played.length - 1).filter((p) => !p.human);
  if (newCPU.length > 0 && action !== "hint") {
    const p = newCPU[0];
    status = `The computer took ${fmt(p.gain)} (${p.move}). ` + status;
  }
  $("#status").textContent = status;
  $("#hinttext").textContent = match.hint
    ? `Hint: with best play from here you end ${signed(match.hint.final)} overall; each option shows your differential from here if you take it.`
    : "";

  $("#feed").replaceChildren(...r.played.map((p) =>
    el("li", {},
      el("span", { class: "who p" + p.player }, nameOf(p.player)),
      ` took ${fmt(p.gain)} (${p.move}) `,
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
    $("#sumdetail").textContent = `Final totals: ${g.players[0]} ${fmt(s.first)}, ${g.players[1]} ${fmt(s.second)}. ` +
      `Your differential ${signed(s.differential)}; optimal play by both from the start: ${signed(s.optimal)}.`;
    const q = new URLSearchParams({ game: g.name });
    if (g.input === "pair") {
      q.set("alice", inst.alice.join(","));
      q.set("bob", inst.bob.join(","));
    } else q.set("nums", inst.nums.join(","));
    $("#explore").href = "/?" + q.toString().replaceAll("%2C", ",");
    $("#again").focus();
  } else {
    // Keep the keyboard where the game is.
    const first = $("#board button");
    if (first && action !== "hint") first.focus();
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
  const list = (s) => (s || "").split(",").filter((t) => t !== "").join(" ");
  $("#nums").value = list(q.get("nums")) || "1 5 100 7";
  $("#alice").value = list(q.get("alice")) || "2 4 3";
  $("#bob").value = list(q.get("bob")) || "1 6 7";
  if (q.get("opponent")) $("#opponent").value = q.get("opponent");
  $("#game").addEventListener("change", () => showInputs());
  $("#random").addEventListener("click", randomRow);
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
