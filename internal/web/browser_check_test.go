package web

// Browser tests of the Check page, under serve and on the static site:
// a learner's JavaScript, run in a Worker of the page's, checked by the
// Go core, reported as the command line reports it.

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// CLIMain is stonegame's main (cli.Main), set by an external test file:
// internal/cli imports web, so only package web_test may import it.
var CLIMain func(args []string, stdout, stderr io.Writer) int

// A checkCase is a game and a right and a wrong solution of it.
type checkCase struct {
	game, kind   string
	right, wrong string
	seed         int
	minimal      string // a line of the wrong solution's report: its minimal case
}

var checkCases = []checkCase{
	{
		game: "stone-game-vii", kind: "scoring", seed: 3,
		right: `var stoneGameVII = function(stones) {
    const n = stones.length, pre = [0];
    for (const s of stones) pre.push(pre[pre.length - 1] + s);
    let dp = new Array(n).fill(0);
    for (let len = 2; len <= n; len++) {
        const next = new Array(n - len + 1);
        for (let i = 0; i + len <= n; i++) {
            const j = i + len - 1;
            next[i] = Math.max(pre[j + 1] - pre[i + 1] - dp[i + 1], pre[j] - pre[i] - dp[i]);
        }
        dp = next;
    }
    return dp[0];
};`,
		// Greedy: each player removes the smaller end.
		wrong: `var stoneGameVII = function(stones) {
    let i = 0, j = stones.length - 1, sum = stones.reduce((a, b) => a + b, 0), d = 0, sign = 1;
    while (i < j) {
        const take = stones[i] <= stones[j] ? stones[i++] : stones[j--];
        sum -= take;
        d += sign * sum;
        sign = -sign;
    }
    return d;
};`,
		minimal: "stones = [",
	},
	{
		game: "nim-game", kind: "win/lose", seed: 4,
		right:   "var canWinNim = function(n) {\n    return n % 4 !== 0;\n};",
		wrong:   "var canWinNim = function(n) {\n    return n % 4 === 1 || n % 4 === 2;\n};",
		minimal: "n = 3",
	},
	{
		game: "flip-game-ii", kind: "string", seed: 5,
		// const, as node's harness allows: a script's global.
		right: `const canWin = (currentState) => {
    const g = [0, 0];
    const grundy = (L) => {
        while (g.length <= L) {
            const n = g.length, seen = new Set();
            for (let a = 0; a <= n - 2; a++) seen.add(g[a] ^ g[n - 2 - a]);
            let m = 0;
            while (seen.has(m)) m++;
            g.push(m);
        }
        return g[L];
    };
    let x = 0, run = 0;
    for (const c of currentState + "-") {
        if (c === "+") run++;
        else { x ^= grundy(run); run = 0; }
    }
    return x !== 0;
};`,
		wrong:   "var canWin = function(currentState) {\n    return (currentState.match(/\\+\\+/g) || []).length % 2 === 1;\n};",
		minimal: `currentState = "`,
	},
}

// checkCLI returns the report of `stonegame check --game GAME --seed S
// --cases N --no-corpus solution.js` on code, and the seconds it took.
func checkCLI(t *testing.T, game, code string, seed, cases int) (string, float64) {
	t.Helper()
	if CLIMain == nil {
		t.Fatal("no CLIMain: cli_hook_test.go sets it")
	}
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("no node: the command line's check of a JavaScript solution needs it (apt-get install nodejs)")
	}
	file := filepath.Join(t.TempDir(), "solution.js")
	if err := os.WriteFile(file, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	began := time.Now()
	CLIMain([]string{"check", "--game", game, "--seed", strconv.Itoa(seed), "--cases", strconv.Itoa(cases), "--no-corpus", file}, &out, &errb)
	secs := time.Since(began).Seconds()
	if out.Len() == 0 {
		t.Fatalf("the CLI's check printed nothing: %s", errb.String())
	}
	return strings.ReplaceAll(out.String(), file, "solution.js"), secs
}

// checkPage runs code on the Check page at pageURL for game and returns
// the report's heading and text, once the check is done.
func checkPage(t *testing.T, ctx context.Context, pageURL, game, code string, seed, cases, limit int) (string, string) {
	t.Helper()
	do(t, ctx, "open the Check page for "+game, chromedp.Navigate(pageURL+"?game="+game), ready,
		setValue("#code", code), setValue("#seed", strconv.Itoa(seed)), setValue("#cases", strconv.Itoa(cases)), setValue("#limit", strconv.Itoa(limit)),
		chromedp.Click(chromedp.ID("run")))
	c, cancel := context.WithTimeout(ctx, 3*waitLimit)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.Poll[bool](`document.body.dataset.checking === "false"`, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(3*waitLimit))); err != nil {
		t.Fatalf("%s: the check did not end: %v (the page says %q)", game, err, eval[string](t, ctx, `document.body.innerText.slice(0, 600)`))
	}
	if e := eval[string](t, ctx, `document.querySelector("#error").textContent`); e != "" {
		t.Fatalf("%s: the page says %q", game, e)
	}
	return eval[string](t, ctx, `document.querySelector("#result-h").textContent`), eval[string](t, ctx, `document.querySelector("#report").textContent`)
}

// checkGames checks a right and a wrong solution of each game of
// checkCases on the Check page at pageURL: the right one passes, the
// wrong one's report is the command line's, byte for byte.
func checkGames(t *testing.T, ctx context.Context, pageURL string) {
	t.Helper()
	for _, c := range checkCases {
		head, rep := checkPage(t, ctx, pageURL, c.game, c.right, c.seed, 100, 2000)
		if want := fmt.Sprintf("%s: all 100 cases pass (seed %d)\n", c.game, c.seed); head != "All cases pass" || rep != want {
			t.Errorf("%s (%s), right: got %q %q, want %q", c.game, c.kind, head, rep, want)
		}
		if m := eval[string](t, ctx, `document.querySelector("#measured").textContent`); !strings.HasPrefix(m, "Each case had 2 s, measured with performance.now() in the Worker") || !strings.Contains(m, "not CPU time") {
			t.Errorf("%s: the page says of the time %q, want how it was measured", c.game, m)
		}
		if testing.Verbose() {
			secs := eval[string](t, ctx, `document.body.dataset.seconds`)
			_, cli := checkCLI(t, c.game, c.right, c.seed, 100)
			t.Logf("%s, a right solution, 100 cases: %s s in the browser (%s), %.1f s with the CLI (node)", c.game, secs, pageURL, cli)
		}
		head, rep = checkPage(t, ctx, pageURL, c.game, c.wrong, c.seed, 100, 2000)
		want, _ := checkCLI(t, c.game, c.wrong, c.seed, 100)
		if head != "Your solution fails" || rep != want {
			t.Errorf("%s (%s), wrong: got %q\n%s\nwant the CLI's\n%s", c.game, c.kind, head, rep, want)
		}
		if !strings.Contains(rep, "minimal failing case") || !strings.Contains(rep, "\n"+c.minimal) || !strings.Contains(rep, fmt.Sprintf("reproduce: stonegame check --game %s --seed %d --cases 100 --no-corpus solution.js", c.game, c.seed)) {
			t.Errorf("%s, wrong: the report has no minimal case %q or no reproduce command:\n%s", c.game, c.minimal, rep)
		}
	}
}

// checkBad checks an endless loop (stopped by the watchdog, reported as a
// time-out, the page responsive meanwhile, and a fresh Worker for the
// next check), a syntax error (does not compile, with the message) and an
// exception (a crash at its case, with its message).
func checkBad(t *testing.T, ctx context.Context, pageURL string) {
	t.Helper()
	loop := "var stoneGameVII = function(stones) {\n    while (true) {}\n};"
	do(t, ctx, "open the Check page", chromedp.Navigate(pageURL+"?game=stone-game-vii"), ready,
		setValue("#code", loop), setValue("#seed", "1"), setValue("#cases", "10"), setValue("#limit", "300"),
		chromedp.Click(chromedp.ID("run")))
	// While the Worker loops, the page answers at once: a script runs,
	// and a click on Stop's neighbour field takes focus.
	c, cancel := context.WithTimeout(ctx, waitLimit)
	if _, err := chromedp.Run(c, chromedp.Poll[bool](`document.querySelector("#status").textContent.startsWith("Running")`, chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Fatalf("the check did not start running: %v", err)
	}
	cancel()
	c, cancel = context.WithTimeout(ctx, 2*time.Second)
	busy, err := chromedp.Run(c, chromedp.Evaluate[string](`document.body.dataset.checking`))
	cancel()
	if err != nil || busy != "true" {
		t.Errorf("during the endless loop the page's thread did not answer within 2 s (%v), or was not checking (%q)", err, busy)
	}
	c, cancel = context.WithTimeout(ctx, waitLimit)
	if _, err := chromedp.Run(c, chromedp.Poll[bool](`document.body.dataset.checking === "false"`, chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Fatalf("the endless loop's check did not end: %v", err)
	}
	cancel()
	head, rep := eval[string](t, ctx, `document.querySelector("#result-h").textContent`), eval[string](t, ctx, `document.querySelector("#report").textContent`)
	if head != "Your solution fails" || !strings.HasPrefix(rep, "stone-game-vii: time limit exceeded: no answer within 1.6s of wall time: the Worker was stopped (an endless loop?) on case 1 of 10 (seed 1)") ||
		!strings.Contains(rep, "not shrunk") {
		t.Errorf("endless loop: got %q\n%s", head, rep)
	}
	// A fresh Worker checks the next solution.
	head, rep = checkPage(t, ctx, pageURL, "stone-game-vii", checkCases[0].right, 1, 10, 2000)
	if head != "All cases pass" || rep != "stone-game-vii: all 10 cases pass (seed 1)\n" {
		t.Errorf("after the endless loop, a right solution: got %q %q", head, rep)
	}

	// Stop ends an endless loop at once, and its Worker.
	do(t, ctx, "an endless loop, stopped", chromedp.Navigate(pageURL+"?game=stone-game-vii"), ready,
		setValue("#code", loop), setValue("#seed", "1"), setValue("#cases", "10"), setValue("#limit", "60000"),
		chromedp.Click(chromedp.ID("run")))
	c, cancel = context.WithTimeout(ctx, waitLimit)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.Poll[bool](`document.querySelector("#status").textContent.startsWith("Running")`, chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Fatalf("the loop to stop did not start: %v", err)
	}
	do(t, ctx, "Stop", chromedp.Click(chromedp.ID("stop")))
	if _, err := chromedp.Run(c, chromedp.Poll[bool](`document.body.dataset.checking === "false" && globalThis.stonegameCheckWorkers === 0`, chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Errorf("Stop did not end the check and its Workers: %v (%q)", err, eval[string](t, ctx, `document.querySelector("#status").textContent`))
	}
	if got := text(t, ctx, "#status"); got != "Stopped after 0 cases." {
		t.Errorf("after Stop: got %q", got)
	}

	// A case that returns past the limit: the Worker's own measure.
	slow := "var canWinNim = function(n) {\n    const t = performance.now();\n    while (performance.now() - t < 400) {}\n    return n % 4 !== 0;\n};"
	head, rep = checkPage(t, ctx, pageURL, "nim-game", slow, 1, 10, 200)
	if head != "Your solution fails" || !strings.Contains(rep, "nim-game: time limit exceeded: 0.") || !strings.Contains(rep, "s of the Worker's busy time, past the limit of 0.2s on case 1 of 10") {
		t.Errorf("a slow case: got %q\n%s", head, rep)
	}

	head, rep = checkPage(t, ctx, pageURL, "stone-game-vii", "var stoneGameVII = function(stones) {\n    return [stones[0];\n};", 1, 10, 2000)
	if head != "Your solution does not compile" || !strings.HasPrefix(rep, "the JavaScript solution does not compile:\nSyntaxError: ") {
		t.Errorf("syntax error: got %q %q", head, rep)
	}

	head, rep = checkPage(t, ctx, pageURL, "nim-game", "var canWinNim = function(n) {\n    if (n > 2) null.x;\n    return n % 4 !== 0;\n};", 1, 10, 2000)
	if head != "Your solution fails" || !strings.Contains(rep, "crash (uncaught TypeError: Cannot read properties of null") || !strings.Contains(rep, "\nn = 3\n") {
		t.Errorf("exception: got %q\n%s", head, rep)
	}
}

func TestBrowserCheck(t *testing.T) {
	ctx, url := browser(t)
	checkGames(t, ctx, url+"/check")
	checkBad(t, ctx, url+"/check")
	screenshots(t, ctx, "check")

	// A rules file, from the Your own game page's Check button.
	do(t, ctx, "a rules file to check", chromedp.Navigate(url+"/rules"), ready, setValue("#source", takeRules), setValue("#instance", `{"n": 5}`),
		chromedp.Click(chromedp.ID("to-check")))
	do(t, ctx, "the Check page opens", chromedp.WaitReady(chromedp.CSS("body[data-ready] #signature")))
	c, cancel := context.WithTimeout(ctx, waitLimit)
	defer cancel()
	if got := text(t, ctx, "#signature"); !strings.HasPrefix(got, "var firstWins = function(n)") {
		t.Errorf("the rules file's signature: got %q", got)
	}
	do(t, ctx, "check a solution of the rules file", setValue("#code", "var firstWins = function(n) {\n    return n % 3 !== 0 && n !== 7;\n};"),
		setValue("#seed", "9"), setValue("#cases", "40"), chromedp.Click(chromedp.ID("run")))
	if _, err := chromedp.Run(c, chromedp.Poll[bool](`document.body.dataset.checking === "false"`, chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Fatalf("the rules file's check did not end: %v", err)
	}
	if rep := eval[string](t, ctx, `document.querySelector("#report").textContent`); !strings.Contains(rep, "\nn = 7\n") || !strings.Contains(rep, "stonegame check --game rules.star --seed 9 --cases 40 --no-corpus solution.js") {
		t.Errorf("the rules file's report:\n%s", rep)
	}
}

// The Check page on the static site, served by a plain file server: the
// solver in the site's WebAssembly Worker runs check, the learner's code
// runs in the page's own Worker, and the reports are the command line's.
func TestSiteCheck(t *testing.T) {
	ctx, siteURL, _ := siteBrowser(t)
	checkGames(t, ctx, siteURL+"/check.html")
	checkBad(t, ctx, siteURL+"/check.html")
	// The router shows the page without a document load, and the check
	// runs there too.
	do(t, ctx, "open the Solve page", chromedp.Navigate(siteURL+"/"), ready,
		chromedp.Click(chromedp.CSS(`header nav a[href="check.html"]`)))
	c, cancel := context.WithTimeout(ctx, waitLimit)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.Poll[bool](`location.pathname.endsWith("/check.html") && document.querySelector("#signature") && document.querySelector("#signature").textContent !== ""`,
		chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Fatalf("the router did not show the Check page: %v", err)
	}
	if n := eval[float64](t, ctx, `globalThis.stonegameRoutes || 0`); n < 1 {
		t.Errorf("the Check page was loaded as a document (stonegameRoutes %v), want the router's", n)
	}

	// Leaving the page by the router while an endless loop runs ends its
	// Worker (the router clears the page's timers, the watchdog's too).
	do(t, ctx, "an endless loop", setValue("#code", "var predictTheWinner = function(nums) {\n    while (true) {}\n};"),
		setValue("#limit", "60000"), chromedp.Click(chromedp.ID("run")))
	c2, cancel2 := context.WithTimeout(ctx, waitLimit)
	defer cancel2()
	if _, err := chromedp.Run(c2, chromedp.Poll[bool](`document.querySelector("#status").textContent.startsWith("Running") && globalThis.stonegameCheckWorkers > 0`,
		chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Fatalf("the endless loop did not start: %v (the page says %q; %v Workers)", err, eval[string](t, ctx, `document.querySelector("#error").textContent + " " + document.querySelector("#status").textContent + " " + document.querySelector("#report").textContent`), eval[any](t, ctx, `globalThis.stonegameCheckWorkers`))
	}
	do(t, ctx, "leave for Play", chromedp.Click(chromedp.CSS(`header nav a[href="play.html"]`)))
	if _, err := chromedp.Run(c2, chromedp.Poll[bool](`location.pathname.endsWith("/play.html") && globalThis.stonegameCheckWorkers === 0`,
		chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Errorf("after leaving the Check page, its Workers still run: %v (%v alive)", err, eval[float64](t, ctx, `globalThis.stonegameCheckWorkers`))
	}
}
