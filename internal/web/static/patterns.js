// The Patterns page: a game solved over a range of its parameters
// (api.table), drawn as a strip (one variable) or a map (two), each cell
// a link to the Solve page on its instance.
"use strict";

// exampleRange returns a range for game g, from its parameters.
function exampleRange(g) {
  const ps = g.paramInfo;
  if (ps.length === 1 && ps[0].type === "integer") return `${ps[0].name}=0..100`;
  if (ps.length === 2 && ps[0].type === "integer" && ps[1].type === "integer") return `${ps[0].name}=0..20, ${ps[1].name}=0..20`;
  if (ps.length === 1 && ps[0].type === "integer[]") return `${ps[0].name}=[1]*k, k=1..40`;
  if (ps.length === 1 && ps[0].type === "string") return `${ps[0].name}="+"*k, k=0..40`;
  return ps.map((p) => `${p.name}=${p.example}`).join(", ");
}

// describeCell says what a cell is, for its title and the hover line:
// the instance and the server's verdict on it (game.Spec.Verdict, in the
// game's players' names), and its Grundy value when it has one.
function describeCell(t, k) {
  const c = t.instances[k];
  return `${c.instance}: ${t.verdicts[k]}` + (c.grundy !== undefined ? `, Grundy value ${c.grundy}` : "");
}

// link returns the Solve page's link to instance k of table t of game g.
function cellLink(g, t, k) {
  const home = document.querySelector("header nav a").getAttribute("href"); // "/" or "./"
  return home + "?" + queryText(linkQuery(g, t.args[k]));
}

function draw(g, t) {
  $("#result-h").textContent = `${t.title}: ${t.instances.length} instances`;
  if (g.kind !== "solo") $("#colours").textContent = `Green: ${g.players[0]} wins; red: ${g.players[1]} wins; grey: a draw.`;
  const box = $("#cells");
  const two = t.axes.length === 2;
  const [a, b] = t.axes;
  $("#axes").textContent = two ? `Rows: ${a.name} = ${a.from}..${a.to}, top to bottom; columns: ${b.name} = ${b.from}..${b.to}, left to right.`
    : `${a.name} = ${a.from}..${a.to}, left to right.`;
  box.className = two ? "heat" : "strip";
  box.style.gridTemplateColumns = two ? `repeat(${t.axes[1].to - t.axes[1].from + 1}, minmax(.4rem, 1.1rem))` : "";
  const cells = t.instances.map((c, k) => {
    const a = el("a", { class: "tcell " + c.winner, href: cellLink(g, t, k), title: describeCell(t, k), "data-k": String(k) },
      two ? "" : String(c.vars[0]));
    a.addEventListener("mouseenter", () => { $("#hover").textContent = describeCell(t, k); });
    a.addEventListener("focus", () => { $("#hover").textContent = describeCell(t, k); });
    return a;
  });
  box.replaceChildren(...cells);
  $("#hover").textContent = "";
  $("#text").textContent = t.text;
  $("#result").hidden = false;
}

async function solveTable() {
  const g = info();
  const req = { ...gameOf(g), range: $("#range").value };
  const rule = $("#rule").value;
  if (rule) req[rule] = $("#rule-arg").value;
  // The link says what is shown, so it can be shared or reloaded.
  const q = new URLSearchParams(g.source !== undefined ? { rules: "local" } : { game: g.name });
  q.set("range", req.range);
  if (rule) q.set(rule, req[rule]);
  window.history.replaceState(null, "", "?" + queryText(q));
  $("#error").textContent = "";
  $("#solve").disabled = true;
  try {
    draw(g, await api.table(req));
  } catch (e) {
    $("#error").textContent = e.message;
  } finally {
    $("#solve").disabled = false;
  }
}

async function main() {
  $("#form").addEventListener("submit", (e) => {
    e.preventDefault();
    if (games.length > 0) solveTable();
  });
  if (!(await pageGames())) {
    document.body.dataset.ready = "true";
    return;
  }
  const q = new URLSearchParams(location.search);
  fillGames($("#game"), games, q.get("game"));
  $("#range").value = q.get("range") || exampleRange(info());
  for (const rule of ["subtraction", "octal"]) {
    if (q.has(rule)) {
      $("#rule").value = rule;
      $("#rule-arg").value = q.get(rule);
    }
  }
  $("#game").addEventListener("change", () => {
    $("#range").value = exampleRange(info());
    $("#result").hidden = true;
  });
  document.body.dataset.ready = "true"; // for tests: the page is wired
  if (q.has("range")) await solveTable(); // a link to a table shows it
}

main();
