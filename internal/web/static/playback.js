// Playback of a line of moves, shared by the pages: play/pause, autoplay
// at a chosen speed, a scrubber over the moves and a field to jump to move
// k, with keyboard shortcuts the controls name. It knows nothing of games:
// a page gives it the number of moves and a function that shows the
// position after k of them, and tells it (sync) when the page moved on
// its own.
"use strict";

// Speeds are the moves per second autoplay offers; the second is the
// default.
const speeds = [0.5, 1, 2, 4, 8];

// makePlayback builds the controls in box, an empty element, with ids
// prefixed by prefix ("pb" gives #pb-play, #pb-scrub, #pb-goto,
// #pb-speed), and returns the playback:
//   sync(k)   the page shows move k (the scrubber and the field follow);
//   stop()    pauses autoplay;
//   toggle()  plays or pauses;
//   key(e)    handles a shortcut of a keydown event; true if it did.
// count() is the number of moves, show(k) shows the position after k of
// them, at() the move shown.
function makePlayback(box, prefix, { count, show, at }) {
  let timer = 0, speed = speeds[1];
  const id = (s) => prefix + "-" + s;
  const play = el("button", { type: "button", id: id("play"), "aria-keyshortcuts": "k Space" }, "\u25b6 Play");
  const scrub = el("input", { type: "range", id: id("scrub"), min: 0, max: 0, step: 1, value: 0, "aria-label": "move shown" });
  const go = el("input", { type: "number", id: id("goto"), min: 0, value: 0, inputmode: "numeric", "aria-keyshortcuts": "g" });
  const sp = el("select", { id: id("speed"), "aria-label": "autoplay speed" },
    ...speeds.map((s) => el("option", { value: s, selected: s === speed }, `${s} move${s === 1 ? "" : "s"}/s`)));
  box.classList.add("playback");
  box.replaceChildren(
    el("div", { class: "pb-row" }, play, scrub, el("span", { id: id("count"), class: "pb-count muted" })),
    el("div", { class: "pb-row" },
      el("label", { for: id("goto") }, "Go to move "), go,
      el("label", { for: id("speed") }, " Speed "), sp),
    el("p", { class: "muted keys" }, "Playback keys: ", el("kbd", {}, "k"), " or ", el("kbd", {}, "Space"), " play/pause, ",
      el("kbd", {}, "\u2190"), " ", el("kbd", {}, "\u2192"), " step, ", el("kbd", {}, "Home"), " ", el("kbd", {}, "End"), " jump, ",
      el("kbd", {}, "g"), " go to move, ", el("kbd", {}, "-"), " ", el("kbd", {}, "+"), " slower/faster."));

  function playing(on) {
    play.textContent = on ? "\u275a\u275a Pause" : "\u25b6 Play";
    play.setAttribute("aria-pressed", on ? "true" : "false");
  }
  function stop() {
    clearTimeout(timer);
    timer = 0;
    playing(false);
  }
  function tick() {
    const k = at() + 1;
    if (k > count()) return stop();
    show(k);
    if (k >= count()) return stop();
    timer = setTimeout(tick, 1000 / speed);
  }
  function start() {
    if (count() === 0) return;
    if (at() >= count()) show(0); // from the start again
    playing(true);
    timer = setTimeout(tick, 1000 / speed);
  }
  function toggle() {
    if (timer) stop();
    else start();
  }
  function jump(k) {
    const n = count();
    show(Math.max(0, Math.min(Number.isFinite(k) ? Math.trunc(k) : 0, n)));
  }
  function setSpeed(s) {
    speed = s;
    sp.value = String(s);
    if (timer) { // the next move comes at the new pace
      clearTimeout(timer);
      timer = setTimeout(tick, 1000 / speed);
    }
  }

  play.addEventListener("click", toggle);
  scrub.addEventListener("input", () => jump(Number(scrub.value)));
  go.addEventListener("change", () => jump(Number(go.value)));
  go.addEventListener("keydown", (e) => {
    if (e.key === "Enter") {
      e.preventDefault();
      jump(Number(go.value));
    }
  });
  sp.addEventListener("change", () => setSpeed(Number(sp.value)));

  return {
    sync(k) {
      const n = count();
      scrub.max = String(n);
      scrub.value = String(k);
      go.max = String(n);
      if (document.activeElement !== go) go.value = String(k);
      $("#" + id("count")).textContent = `${fmt(k)} / ${fmt(n)}`;
      if (timer && k >= n) stop();
    },
    stop,
    toggle,
    // key handles the playback keys of e, a keydown outside a field; Space
    // only when no button or link has the focus (there it clicks it).
    key(e) {
      const t = e.target, onControl = t && (t.tagName === "BUTTON" || t.tagName === "A");
      const k = at(), n = count();
      const steps = { ArrowLeft: k - 1, ArrowRight: k + 1, Home: 0, End: n };
      if (e.key in steps) {
        stop();
        jump(steps[e.key]);
      } else if (e.key === "k" || (e.key === " " && !onControl)) {
        toggle();
      } else if (e.key === "g") {
        go.focus();
        go.select();
      } else if (e.key === "-" || e.key === "+" || e.key === "=") {
        const i = speeds.indexOf(speed) + (e.key === "-" ? -1 : 1);
        setSpeed(speeds[Math.max(0, Math.min(speeds.length - 1, i))]);
      } else {
        return false;
      }
      e.preventDefault();
      return true;
    },
  };
}
