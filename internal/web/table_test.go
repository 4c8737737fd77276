package web

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestAPITable: /api/table answers the table as `stonegame table --json`
// with its text and each instance's arguments; bad requests are 400s
// naming what is wrong.
func TestAPITable(t *testing.T) {
	type resp struct {
		Game      string `json:"game"`
		Title     string `json:"title"`
		Text      string `json:"text"`
		Instances []struct {
			Vars   []int64 `json:"vars"`
			Winner string  `json:"winner"`
			Grundy *int64  `json:"grundy"`
		} `json:"instances"`
		Periods []struct {
			Period     int    `json:"period"`
			Proven     bool   `json:"proven"`
			ClosedForm string `json:"closedForm"`
		} `json:"periods"`
		Args []map[string]string `json:"args"`
	}
	r := post[resp](t, "/api/table", `{"game":"nim-game","range":"n=0..20","octal":"0.333"}`)
	if r.Game != "nim-game" || len(r.Instances) != 21 || r.Instances[8].Winner != "second" || *r.Instances[7].Grundy != 3 {
		t.Errorf("instances: %+v", r.Instances)
	}
	if len(r.Periods) == 0 || r.Periods[0].Period != 4 || !r.Periods[0].Proven || r.Periods[0].ClosedForm != "the second player wins iff n mod 4 = 0" {
		t.Errorf("periods: %+v", r.Periods)
	}
	if len(r.Args) != 21 || r.Args[17]["n"] != "17" || !strings.Contains(r.Text, "period 4 from n = 0, proven") {
		t.Errorf("args %v, text %s", r.Args, r.Text)
	}
	// A rules file, over two variables.
	src, _ := json.Marshal("name = \"take\"\nparams = [param(\"a\", \"integer\"), param(\"b\", \"integer\")]\ndef start(a, b):\n    return (a, b)\ndef moves(state):\n    return [(\"a\", (state[0] - 1, state[1]))] if state[0] > 0 else []\n")
	r = post[resp](t, "/api/table", `{"rules":`+string(src)+`,"range":"a=0..3, b=0..1"}`)
	if len(r.Instances) != 8 || r.Instances[2].Winner != "first" || r.Instances[4].Winner != "second" || r.Args[7]["b"] != "1" {
		t.Errorf("rules file: %+v %v", r.Instances, r.Args)
	}
	for _, c := range []struct{ body, want string }{
		{`{"game":"nim-game"}`, "range: missing"},
		{`{"game":"nim-game","range":"n=0..20","octal":"0.9"}`, "not an octal digit"},
		{`{"game":"nim-game","range":"n=0..20","octal":"0.33","subtraction":"1,2"}`, "not both"},
		{`{"game":"nim-game","range":"m=0..20"}`, "give n a value or a range"},
		{`{"game":"nim-game","range":"n=0..20000"}`, "more than the 10000 a page shows"},
		{`{"game":"nim-game","range":"n=0..20","octal":"0.33"}`, "at n = 3"},
		{`{"game":"coin-game","range":"x=0..2, y=0..2","octal":"0.33"}`, "one variable"},
		{`{"game":"no-such","range":"n=0..2"}`, "unknown game"},
		{`{"game":"nim-game","range":"n=0..2","extra":1}`, "extra"},
	} {
		code, out := call(t, "POST", "/api/table", c.body)
		var e struct{ Error string }
		if err := json.Unmarshal([]byte(out), &e); err != nil || code != 400 || !strings.Contains(e.Error, c.want) {
			t.Errorf("%s: got %d %s, want 400 and %q", c.body, code, out, c.want)
		}
	}
}

// TestBrowserPatterns: the Patterns page solves a table, draws a strip of
// one variable and a map of two, says each cell's instance on hover and
// opens it on the Solve page on a click.
func TestBrowserPatterns(t *testing.T) {
	ctx, url := browser(t)
	do(t, ctx, "open the Patterns page", chromedp.Navigate(url+"/patterns?game=nim-game"), ready)
	if got := eval[string](t, ctx, `document.querySelector("#range").value`); got != "n=0..100" {
		t.Errorf("the range shown for nim-game is %q, want n=0..100", got)
	}
	do(t, ctx, "a table of n = 0..40, proven as 0.333",
		setValue("#range", "n=0..40"), setValue("#rule", "octal"), setValue("#rule-arg", "0.333"), chromedp.Click(chromedp.ID("solve")))
	waitText(t, ctx, "#text", "period 4 from n = 0, proven")
	if n := eval[int](t, ctx, `document.querySelectorAll("#cells.strip a.tcell").length`); n != 41 {
		t.Errorf("the strip has %d cells, want 41", n)
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#cells a.tcell.second").length`); n != 11 {
		t.Errorf("%d cells where the second player wins, want 11 (n = 0, 4, ..., 40)", n)
	}
	do(t, ctx, "hover n = 12", chromedp.Evaluate[chromedp.Void](`document.querySelector('#cells a[data-k="12"]').dispatchEvent(new MouseEvent("mouseenter"))`))
	waitText(t, ctx, "#hover", "n = 12: player 2 wins in 6 moves, Grundy value 0")
	screenshot(t, ctx, "patterns-strip")

	// Two variables: a map, its rows the first variable.
	do(t, ctx, "coin-game over a grid", setValue("#game", "find-the-winning-player-in-coin-game"), setValue("#range", "x=0..4, y=0..9"), setValue("#rule", ""), chromedp.Click(chromedp.ID("solve")))
	waitText(t, ctx, "#result-h", "50 instances")
	if got := eval[string](t, ctx, `getComputedStyle(document.querySelector("#cells")).gridTemplateColumns.split(" ").length + " " + document.querySelector("#cells").className`); got != "10 heat" {
		t.Errorf("the map: %q, want 10 columns of class heat", got)
	}
	waitText(t, ctx, "#axes", "Rows: x = 0..4, top to bottom; columns: y = 0..9, left to right.")
	screenshot(t, ctx, "patterns-map")
	// The link now names the table, and opened it shows it at once.
	if got := eval[string](t, ctx, `location.search`); got != "?game=find-the-winning-player-in-coin-game&range=x%3D0..4,+y%3D0..9" {
		t.Errorf("the map's link is %q", got)
	}
	do(t, ctx, "reopen the map by its link", chromedp.Navigate(url+"/patterns?game=nim-game&range=n%3D0..12&octal=0.333"), ready)
	waitText(t, ctx, "#text", "period 4 from n = 0, proven")
	if got := eval[string](t, ctx, `document.querySelector("#rule").value`); got != "octal" {
		t.Errorf("the rule from the link is %q, want octal", got)
	}
	do(t, ctx, "back to the map", chromedp.Navigate(url+"/patterns?game=find-the-winning-player-in-coin-game&range=x%3D0..4,+y%3D0..9"), ready)
	waitText(t, ctx, "#result-h", "50 instances")

	// A click opens the instance on the Solve page.
	do(t, ctx, "click x = 2, y = 7", chromedp.Click(chromedp.CSS(`#cells a[data-k="27"]`)))
	// The poll may be cut by the navigation it waits for: a few tries.
	var err error
	for try := 0; try < 5; try++ {
		c, cancel := chromedpTimeout(ctx)
		_, err = chromedp.Run(c, chromedp.Poll[bool](`location.pathname === "/" && !!document.body && !!document.body.dataset.ready`, chromedp.WithPollingInterval(50*time.Millisecond)))
		cancel()
		if err == nil {
			break
		}
	}
	if err != nil {
		t.Fatalf("the click did not open the Solve page: at %s: %v", eval[string](t, ctx, `location.href`), err)
	}
	if got := eval[string](t, ctx, `location.search`); got != "?game=find-the-winning-player-in-coin-game&x=2&y=7" {
		t.Errorf("the link is %q", got)
	}
	waitText(t, ctx, "#verdict", "Alice wins")
}

// chromedpTimeout bounds a wait on the browser to 15 seconds.
func chromedpTimeout(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, 15*time.Second)
}

// The Solve page's written explanation of an instance of a game of one
// integer says where it sits in the game's table.
func TestExplorePlace(t *testing.T) {
	r := post[struct {
		Explanation string `json:"explanation"`
	}](t, "/api/explore", `{"game":"stone-game-iv","n":17}`)
	if !strings.Contains(r.Explanation, "In its table</h2>") || !strings.Contains(r.Explanation, "n = 17 is a losing position") {
		t.Errorf("no place in the table in %s", r.Explanation)
	}
}

// The static site's Patterns page gives the same table as serve's, its
// solver in WebAssembly answering /api/table by the same handler, and its
// cells link to the site's own Solve page.
func TestSitePatterns(t *testing.T) {
	ctx, siteURL, serveURL := siteBrowser(t)
	var texts [2]string
	for i, page := range []string{serveURL + "/patterns", siteURL + "/patterns.html"} {
		do(t, ctx, "open "+page, chromedp.Navigate(page+"?game=examples"), ready)
		do(t, ctx, "a table of subtraction", setValue("#game", "nim-game"), setValue("#range", "n=0..30"), setValue("#rule", "subtraction"), setValue("#rule-arg", "1,2,3"), chromedp.Click(chromedp.ID("solve")))
		waitText(t, ctx, "#text", "period 4 from n = 0, proven")
		texts[i] = text(t, ctx, "#text")
	}
	if texts[0] != texts[1] {
		t.Errorf("the site's table\n%s\nunder serve\n%s", texts[1], texts[0])
	}
	do(t, ctx, "click n = 9", chromedp.Click(chromedp.CSS(`#cells a[data-k="9"]`)))
	var err error
	for try := 0; try < 5; try++ {
		c, cancel := chromedpTimeout(ctx)
		_, err = chromedp.Run(c, chromedp.Poll[bool](`location.search.startsWith("?game=nim-game") && !!document.body && !!document.body.dataset.ready`, chromedp.WithPollingInterval(50*time.Millisecond)))
		cancel()
		if err == nil {
			break
		}
	}
	if link := eval[string](t, ctx, `location.href`); err != nil || link != siteURL+"/?game=nim-game&n=9" {
		t.Errorf("a cell of the site's Patterns page opens %q (%v), want the site's Solve page on n = 9", link, err)
	}
}
