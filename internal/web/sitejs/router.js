// The static site's router: one document, one solver, for the whole visit.
// A click on a link to another page of the site (the navigation, "Explore
// the optimal game", a game's link) does not load a document: the router
// fetches the page, puts its header and main in place of the current ones,
// and runs its scripts, so that the Web Worker of site/transport.js and
// the WebAssembly module it has compiled and started serve every page.
// The address changes with history.pushState, Back and Forward show the
// page of their address again (popstate), and a reload loads that page as
// a file, as a first visit does: every page of the site is one.
//
// A page's scripts were written for a page of their own (serve's), so the
// router gives them one: they run together in a function of their own, so
// that nothing they declare meets the declarations of the pages before;
// and when the page is left, the listeners it added to window and document
// are removed and its timers cleared, and the answers to its questions
// still on their way are dropped (site/transport.js, by
// globalThis.stonegamePage). Where something fails (the page cannot be
// fetched), the router loads the page as a document instead.
"use strict";

(() => {
  const meta = (name) => (document.querySelector(`meta[name="${name}"]`) || {}).content;
  if (meta("stonegame-transport") !== "wasm" || !history.pushState || !window.DOMParser) return;
  const root = new URL("..", document.currentScript.src); // the site's root, where its pages are

  const native = {
    add: EventTarget.prototype.addEventListener,
    remove: EventTarget.prototype.removeEventListener,
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    setInterval: window.setInterval.bind(window),
    clearInterval: window.clearInterval.bind(window),
    requestAnimationFrame: window.requestAnimationFrame.bind(window),
    cancelAnimationFrame: window.cancelAnimationFrame.bind(window),
    pushState: history.pushState.bind(history),
    replaceState: history.replaceState.bind(history),
  };

  // What the page now shown has added, to undo when it is left.
  let listeners = [];
  const timers = new Set();
  const intervals = new Set();
  const frames = new Set();
  for (const target of [window, document]) {
    target.addEventListener = function (type, fn, opts) {
      listeners.push([this, type, fn, opts]);
      return native.add.call(this, type, fn, opts);
    };
  }
  window.setTimeout = (fn, ms, ...args) => {
    const id = native.setTimeout(fn, ms, ...args);
    timers.add(id);
    return id;
  };
  window.setInterval = (fn, ms, ...args) => {
    const id = native.setInterval(fn, ms, ...args);
    intervals.add(id);
    return id;
  };
  window.requestAnimationFrame = (fn) => {
    const id = native.requestAnimationFrame(fn);
    frames.add(id);
    return id;
  };

  // Each visit of a page has a key, kept in its history entries' state,
  // so that popstate can tell an entry of the page shown (the page's own
  // business: the Solve page's steps) from one of another visit. The
  // pages' own states are kept inside ours.
  const newKey = () => `${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`;
  let key = (history.state && history.state.stonegameRoute) || newKey();
  const ours = (state) => ({ stonegameRoute: key, state });
  history.pushState = (state, unused, url) => native.pushState(ours(state), unused, url);
  history.replaceState = (state, unused, url) => native.replaceState(ours(state), unused, url);
  if (!(history.state && history.state.stonegameRoute)) native.replaceState(ours(history.state), "");

  globalThis.stonegamePage = 0;
  globalThis.stonegameRoutes = 0; // pages shown without a document load

  // page returns the file of the site's page that url shows ("index.html",
  // "play.html", ...), or "" when url is not one of the site's pages: those
  // the header's navigation links to. A page's name as serve writes it
  // ("play" for "play.html") is read as that page.
  function page(url) {
    if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return "";
    const rel = url.pathname.slice(root.pathname.length);
    if (rel === "") return "index.html";
    const pages = new Set(["index.html"]);
    for (const a of document.querySelectorAll("header nav a[href]")) {
      const u = new URL(a.href, location.href);
      if (u.pathname.startsWith(root.pathname)) pages.add(u.pathname.slice(root.pathname.length));
    }
    if (pages.has(rel)) return rel;
    return pages.has(rel + ".html") ? rel + ".html" : "";
  }

  // address returns url as the address of its page: "play" made
  // "play.html", which a static file server serves on a reload.
  function address(url) {
    const u = new URL(url);
    const p = page(u);
    if (p !== "index.html") u.pathname = root.pathname + p;
    return u;
  }

  // leave undoes what the page shown added to window and document, and
  // makes the answers to its questions be dropped.
  function leave() {
    globalThis.stonegamePage++;
    delete document.body.dataset.ready; // the page shown is not wired any more
    for (const [target, type, fn, opts] of listeners) native.remove.call(target, type, fn, opts);
    listeners = [];
    timers.forEach(native.clearTimeout);
    intervals.forEach(native.clearInterval);
    frames.forEach(native.cancelAnimationFrame);
    timers.clear();
    intervals.clear();
    frames.clear();
  }

  const texts = new Map(); // url -> promise of its text
  function text(url) {
    if (!texts.has(url)) {
      texts.set(url, fetch(url).then((r) => {
        if (!r.ok) throw new Error(`${url}: the server answered ${r.status}`);
        return r.text();
      }));
      texts.get(url).catch(() => texts.delete(url));
    }
    return texts.get(url);
  }

  let shown = 0; // the number of the last show begun
  // show shows the page of url in place of the current one; how is
  // "push" (a new history entry) or "pop" (the entry is there: Back,
  // Forward).
  async function show(url, how) {
    const n = ++shown;
    leave();
    if (how === "push") {
      key = newKey();
      native.pushState(ours(null), "", url.href);
    }
    let doc, scripts;
    try {
      const file = new URL(page(url), root).href;
      doc = new DOMParser().parseFromString(await text(file), "text/html");
      const srcs = [...doc.querySelectorAll("body script[src]")].map((s) => new URL(s.getAttribute("src"), file).href);
      scripts = await Promise.all(srcs.map(text));
    } catch (e) {
      console.warn(`stonegame: showing ${url.href} without a document load failed (${e.message}); loading it`);
      if (n === shown) location.reload();
      return;
    }
    if (n !== shown) return; // another page was asked for meanwhile
    document.title = doc.title;
    // The stylesheets: the new page's, the same ones left in place.
    const want = [...doc.querySelectorAll('head link[rel="stylesheet"]')].map((l) => l.getAttribute("href"));
    for (const l of document.querySelectorAll('head link[rel="stylesheet"]')) {
      if (!want.includes(l.getAttribute("href"))) l.remove();
    }
    const have = [...document.querySelectorAll('head link[rel="stylesheet"]')].map((l) => l.getAttribute("href"));
    for (const l of doc.querySelectorAll('head link[rel="stylesheet"]')) {
      if (!have.includes(l.getAttribute("href"))) document.head.append(document.importNode(l, true));
    }
    // The body: its attributes and content, but its scripts, and what the
    // transport keeps there (the solver's loading line).
    const body = document.body;
    for (const a of [...body.attributes]) body.removeAttribute(a.name);
    for (const a of doc.body.attributes) body.setAttribute(a.name, a.value);
    for (const s of doc.body.querySelectorAll("script")) s.remove();
    const kept = [...body.querySelectorAll(":scope > [data-stonegame-keep]")];
    body.replaceChildren(...[...doc.body.childNodes].map((c) => document.importNode(c, true)), ...kept);
    if (how === "push") window.scrollTo(0, 0);
    globalThis.stonegameRoutes++;
    // The scripts, together, in a scope of their own.
    const run = document.createElement("script");
    run.textContent = `(function () {\n"use strict";\nglobalThis.stonegameRan = ${n};\n${scripts.join("\n;\n")}\n})();\n//# sourceURL=${page(url)}.scripts.js`;
    body.append(run);
    run.remove();
    // A host whose Content-Security-Policy forbids scripts in the page
    // did not run them: the page is loaded as a document instead.
    if (globalThis.stonegameRan !== n) location.reload();
  }

  // A click on a link to a page of the site, which nothing else handled.
  native.add.call(window, "click", (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = e.target instanceof Element && e.target.closest("a[href]");
    if (!a || (a.target && a.target !== "_self") || a.hasAttribute("download")) return;
    const url = new URL(a.href, location.href);
    if (!page(url)) return;
    if (url.hash && url.pathname === location.pathname && url.search === location.search) return; // a place on this page
    e.preventDefault();
    show(address(url), "push");
  });

  // Back and Forward: an entry of another visit shows its page again; one
  // of the visit shown is the page's own (popstate reaches its listeners).
  native.add.call(window, "popstate", (e) => {
    const k = e.state && e.state.stonegameRoute;
    if (k === key) return;
    const url = new URL(location.href);
    if (!page(url)) {
      location.reload();
      return;
    }
    key = k || newKey();
    if (!k) native.replaceState(ours(e.state), "");
    show(url, "pop");
  });
})();
