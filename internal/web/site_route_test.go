package web

// Browser tests of the static site's one solver for the whole visit
// (site/router.js) and of its loading state (site/transport.js).

import (
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// routedTo waits until the page shown is page (a file of the site, as the
// end of location.pathname) and its script has wired it, with sel in it.
func routedTo(t *testing.T, ctx context.Context, page, sel string) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, waitLimit)
	defer cancel()
	q := fmt.Sprintf(`(location.pathname.endsWith(%q) || %q === "index.html" && location.pathname.endsWith("/")) && document.body.dataset.ready === "true" && !!document.querySelector(%q)`, page, page, sel)
	if _, err := chromedp.Run(c, chromedp.Poll[bool](q, chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Fatalf("%s is not shown: %v (at %s, the page says %q)", page, err, eval[string](t, ctx, `location.href`), eval[string](t, ctx, `document.body.innerText.slice(0, 300)`))
	}
}

// visit says how the page shown came to be: the workers started in this
// document, the pages shown in it without a document load, and whether
// the mark set on its window at the start of the visit is still there
// (it is not after a document load).
type visit struct {
	Workers, Routes int
	Marked          bool
}

func visitNow(t *testing.T, ctx context.Context) visit {
	t.Helper()
	v := eval[map[string]any](t, ctx, `({workers: globalThis.stonegameSolver.workers, routes: globalThis.stonegameRoutes, marked: globalThis.visitMark === 1})`)
	w, _ := v["workers"].(float64)
	r, _ := v["routes"].(float64)
	m, _ := v["marked"].(bool)
	return visit{int(w), int(r), m}
}

// Solve → Play → Your own game → Patterns by the navigation's links, each
// page working, with one document, one worker and one solver; Back and
// Forward show the pages of their addresses again, still with the same
// worker; a reload loads the page it is on.
func TestSiteOneSolver(t *testing.T) {
	ctx, siteURL, _ := siteBrowser(t)
	do(t, ctx, "open", chromedp.Navigate(siteURL+"/?game=stone-game-vii&stones=7,90,5"), ready)
	waitText(t, ctx, "#verdict", "wins")
	do(t, ctx, "mark", chromedp.Evaluate[chromedp.Void](`globalThis.visitMark = 1`))
	want := visit{Workers: 1, Marked: true}
	check := func(where string) {
		t.Helper()
		if got := visitNow(t, ctx); got != want {
			t.Errorf("%s: got %+v, want %+v (one worker, no document load)", where, got, want)
		}
	}
	check("the Solve page")

	do(t, ctx, "Play", chromedp.Click(chromedp.CSS(`header nav a[href="play.html"]`)))
	routedTo(t, ctx, "play.html", "#start")
	do(t, ctx, "start", chromedp.Click(chromedp.ID("start")))
	shownText(t, ctx, "#status")
	want.Routes = 1
	check("Play")
	if got := eval[string](t, ctx, `document.querySelector('header nav a[aria-current="page"]').textContent`); got != "Play" {
		t.Errorf("the navigation marks %q as the page shown, want Play", got)
	}
	if got := eval[string](t, ctx, `document.title`); !strings.Contains(got, "Play") {
		t.Errorf("the title on Play: %q", got)
	}

	do(t, ctx, "Your own game", chromedp.Click(chromedp.CSS(`header nav a[href="rules.html"]`)))
	routedTo(t, ctx, "rules.html", "#source")
	do(t, ctx, "solve the file", chromedp.Click(chromedp.ID("solve")))
	if got := shownText(t, ctx, "#result"); !strings.Contains(got, "wins") {
		t.Errorf("the rules page after routing: %q", got)
	}
	want.Routes = 2
	check("Your own game")

	do(t, ctx, "Patterns", chromedp.Click(chromedp.CSS(`header nav a[href="patterns.html"]`)))
	routedTo(t, ctx, "patterns.html", "#range")
	do(t, ctx, "solve the table", chromedp.Click(chromedp.ID("solve")))
	shownText(t, ctx, "#cells")
	want.Routes = 3
	check("Patterns")
	if got := eval[bool](t, ctx, `!!document.querySelector('link[href="explain.css"]')`); got {
		t.Errorf("Patterns keeps the Solve page's explain.css")
	}

	// Back and Forward.
	for _, s := range []struct{ how, page, sel string }{
		{"back", "rules.html", "#source"},
		{"back", "play.html", "#start"},
		{"forward", "rules.html", "#source"},
		{"back", "play.html", "#start"},
		{"back", "index.html", "#game"},
	} {
		do(t, ctx, s.how, chromedp.Evaluate[chromedp.Void](`history.`+s.how+`()`))
		routedTo(t, ctx, s.page, s.sel)
		want.Routes++
		check(s.how + " to " + s.page)
	}
	waitText(t, ctx, "#verdict", "wins")
	if got := eval[string](t, ctx, `location.search`); got != "?game=stone-game-vii&stones=7,90,5" {
		t.Errorf("back on the Solve page: the address's query is %q", got)
	}
	if got := eval[bool](t, ctx, `!!document.querySelector('link[href="explain.css"]')`); !got {
		t.Errorf("the Solve page shown again has no explain.css")
	}

	// The Solve page's own steps in history stay its own: a solve pushes an
	// entry, Back shows the instance before, and the router lets the page
	// do it (no page shown anew).
	do(t, ctx, "another instance", setValue("#param-stones", "[1,2,3]"), chromedp.Click(chromedp.ID("solve")))
	c, cancel := context.WithTimeout(ctx, waitLimit)
	_, err := chromedp.Run(c, chromedp.Poll[bool](`location.search.includes("stones=1%2C2%2C3") || location.search.includes("stones=1,2,3")`, chromedp.WithPollingTimeout(waitLimit)))
	cancel()
	if err != nil {
		t.Fatalf("the solve of [1,2,3] did not change the address: %s", eval[string](t, ctx, `location.search`))
	}
	do(t, ctx, "back in the page", chromedp.Evaluate[chromedp.Void](`history.back()`))
	c, cancel = context.WithTimeout(ctx, waitLimit)
	_, err = chromedp.Run(c, chromedp.Poll[bool](`location.search.includes("stones=7")`, chromedp.WithPollingTimeout(waitLimit)))
	cancel()
	if err != nil {
		t.Fatalf("Back after a solve: the address is %s", eval[string](t, ctx, `location.search`))
	}
	c, cancel = context.WithTimeout(ctx, waitLimit)
	_, err = chromedp.Run(c, chromedp.Poll[bool](`document.querySelector("#param-stones").value.includes("90")`, chromedp.WithPollingTimeout(waitLimit)))
	cancel()
	if err != nil {
		t.Errorf("Back after a solve: the field holds %q, want the instance before", eval[string](t, ctx, `document.querySelector("#param-stones").value`))
	}
	check("Back within the Solve page")

	do(t, ctx, "Play again", chromedp.Click(chromedp.CSS(`header nav a[href="play.html"]`)))
	routedTo(t, ctx, "play.html", "#start")
	want.Routes++
	check("Play again")

	// A reload loads the page of the address, as a first visit.
	do(t, ctx, "Patterns", chromedp.Click(chromedp.CSS(`header nav a[href="patterns.html"]`)))
	routedTo(t, ctx, "patterns.html", "#range")
	do(t, ctx, "reload", chromedp.Reload())
	routedTo(t, ctx, "patterns.html", "#range")
	if got := visitNow(t, ctx); got != (visit{Workers: 1}) {
		t.Errorf("after a reload: got %+v, want a new document with its one worker", got)
	}
	// The reload is a later visit: the solver decompressed on the first is
	// taken from the Cache API (127.0.0.1 is a secure context).
	c, cancel = context.WithTimeout(ctx, waitLimit)
	_, err = chromedp.Run(c, chromedp.Poll[bool](`globalThis.stonegameSolver.ready`, chromedp.WithPollingTimeout(waitLimit)))
	cancel()
	if got := eval[string](t, ctx, `globalThis.stonegameSolver.how`); err != nil || got != "stonegame.wasm, kept by the Cache API from an earlier visit" {
		t.Errorf("the solver of the later visit came as %q (%v), want from the Cache API", got, err)
	}
	do(t, ctx, "back after the reload", chromedp.Evaluate[chromedp.Void](`history.back()`))
	routedTo(t, ctx, "play.html", "#start")
	if got := visitNow(t, ctx); got != (visit{Workers: 1, Routes: 1}) {
		t.Errorf("Back after a reload: got %+v, want the page shown by the router, with the same worker", got)
	}
}

// heldSite serves the site with its solver held back: stonegame.wasm and
// its .gz copy send their headers, and the .gz its first MiB, then wait
// until release is closed; with holdGames, the list of games too, so that
// the pages cannot be wired before.
func heldSite(t *testing.T, release <-chan struct{}, holdGames bool) http.Handler {
	dir := siteDir(t)
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		typ, first := "", 0
		switch r.URL.Path {
		case "/site/games.json":
			if !holdGames {
				files.ServeHTTP(w, r)
				return
			}
			typ = "application/json"
		case "/stonegame.wasm":
			typ = "application/wasm"
		case "/stonegame.wasm.gz":
			typ, first = "application/gzip", 1<<20
		default:
			files.ServeHTTP(w, r)
			return
		}
		b, err := os.ReadFile(filepath.Join(dir, r.URL.Path))
		if err != nil {
			http.Error(w, err.Error(), 500)
			return
		}
		w.Header().Set("Content-Type", typ)
		w.Header().Set("Content-Length", strconv.Itoa(len(b)))
		w.Write(b[:first])
		w.(http.Flusher).Flush()
		select {
		case <-release:
		case <-r.Context().Done():
			return
		}
		w.Write(b[first:])
	})
}

// While the solver loads, the page says so, with how much of it has
// come; a click on "Start the game" meanwhile marks the button busy, and
// the game starts once the solver is ready: whether the page was wired
// (its question waits in the worker) or not (the click is kept and made
// again once it is).
func TestSiteClickBeforeReady(t *testing.T) {
	for _, holdGames := range []bool{false, true} {
		t.Run(fmt.Sprintf("wired=%v", !holdGames), func(t *testing.T) { clickBeforeReady(t, holdGames) })
	}
}

func clickBeforeReady(t *testing.T, holdGames bool) {
	release := make(chan struct{})
	defer func() {
		select {
		case <-release:
		default:
			close(release)
		}
	}()
	ctx, siteURL := browserWith(t, heldSite(t, release, holdGames))
	do(t, ctx, "open", chromedp.Navigate(siteURL+"/play.html?game=predict-the-winner&nums=[1,5,233,7]"), chromedp.WaitVisible(chromedp.ID("start")))
	if holdGames {
		if got := eval[bool](t, ctx, `document.body.dataset.ready === "true"`); got {
			t.Fatalf("the page is wired without its list of games")
		}
	} else {
		do(t, ctx, "wired", ready)
	}
	// The first MiB of the .gz has come, and no more will until release.
	size, err := os.Stat(filepath.Join(siteDir(t), "stonegame.wasm.gz"))
	if err != nil {
		t.Fatal(err)
	}
	waitText(t, ctx, "#solver-status", fmt.Sprintf("Loading the solver… 1.0 of %.1f MB", float64(size.Size())/1e6))
	do(t, ctx, "start before ready", chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#solver-status", "Your click will be answered as soon as it is ready.")
	if got := eval[string](t, ctx, `document.querySelector("#start").getAttribute("aria-busy") || ""`); got != "true" {
		t.Errorf("the clicked button's aria-busy: %q, want true", got)
	}
	if got := eval[bool](t, ctx, `document.querySelector("#table").hidden`); !got {
		t.Errorf("the game started before the solver was there")
	}
	screenshots(t, ctx, "site-loading")
	close(release)
	shownText(t, ctx, "#status")
	if got := eval[string](t, ctx, `document.querySelector("#start").getAttribute("aria-busy") || ""`); got != "" {
		t.Errorf("after the start, the button is still busy: %q", got)
	}
	c, cancel := context.WithTimeout(ctx, waitLimit)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.Poll[bool](`!document.querySelector("#solver-status")`, chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Errorf("the loading line stays once the solver is ready: %v", err)
	}
	if got := eval[string](t, ctx, `globalThis.stonegameSolver.how`); got != "stonegame.wasm.gz, decompressed in the worker" {
		t.Errorf("the solver came as %q, want the .gz copy from a host that does not compress", got)
	}
}

// The compressed copy of the solver is in the site and is the solver.
func TestSiteWasmGzip(t *testing.T) {
	dir := siteDir(t)
	raw, err := os.ReadFile(filepath.Join(dir, "stonegame.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join(dir, "stonegame.wasm.gz"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	got, err := io.ReadAll(zr)
	if err != nil || string(got) != string(raw) {
		t.Errorf("stonegame.wasm.gz gunzips to %d bytes (%v), not the %d of stonegame.wasm", len(got), err, len(raw))
	}
	fi, _ := f.Stat()
	t.Logf("stonegame.wasm: %d bytes; stonegame.wasm.gz: %d", len(raw), fi.Size())
}
