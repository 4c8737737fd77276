package web

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestRulesPage: /rules is a page, linked from every page's navigation,
// GET only.
func TestRulesPage(t *testing.T) {
	code, body := call(t, "GET", "/rules", "")
	if code != 200 || !strings.Contains(body, `<textarea id="source"`) || !strings.Contains(body, `<script src="/static/rules.js">`) {
		t.Errorf("GET /rules: got %d, want 200 and the page with its script:\n%s", code, body)
	}
	for _, path := range []string{"/", "/play", "/rules"} {
		if _, body := call(t, "GET", path, ""); !strings.Contains(body, `<a href="/rules"`) {
			t.Errorf("GET %s: no link to /rules in the page", path)
		}
	}
	if code, _ := call(t, "POST", "/rules", ""); code != 405 {
		t.Errorf("POST /rules: got %d, want 405", code)
	}
}

// TestBrowserRules drives the Your own game page: the Flip Game II file it
// opens with is solved; a syntax error, then a runtime error on the
// instance, are shown at their line, the file listed with that line
// marked and the cursor there; a random instance of Cat and Mouse (its
// generate) is solved; a scoring file's totals and line.
func TestBrowserRules(t *testing.T) {
	ctx, url := browser(t)
	do(t, ctx, "open the rules page", chromedp.Navigate(url+"/rules"), ready,
		chromedp.Evaluate[chromedp.Void](`localStorage.clear()`))
	do(t, ctx, "solve the file it opens with", chromedp.Click(chromedp.ID("solve")))
	waitText(t, ctx, "#verdict", "Player 1 wins in 1 move.")
	if got := text(t, ctx, "#answer"); got != "my-flip-game: the answer is true." {
		t.Errorf("answer: got %q", got)
	}
	if got := text(t, ctx, "#line"); got != "player 1 plays flip 1" {
		t.Errorf("line: got %q", got)
	}

	// A syntax error: line 8 of the file, "return n +".
	bad := "name = \"bad\"\nparams = [param(\"n\", \"integer\", min = 0, max = 10)]\n\ndef moves(state):\n    return [(\"take\", state - 1)] if state > 0 else []\n\ndef start(n):\n    return n +\n"
	do(t, ctx, "a syntax error", setValue("#source", bad), setValue("#instance", `{"n": 5}`), chromedp.Click(chromedp.ID("solve")))
	waitText(t, ctx, "#error", "rules: rules.star:8:15: got newline, want primary expression")
	waitText(t, ctx, "#bad-line", "    return n +")
	screenshot(t, ctx, "rules-error")
	if got := eval[int](t, ctx, `[...document.querySelectorAll("#listing span:not(.note)")].findIndex(s => s.classList.contains("bad"))`); got != 7 {
		t.Errorf("the marked line is listed at %d, want 7 (line 8)", got)
	}
	if got := eval[bool](t, ctx, `document.querySelector("#result").hidden`); !got {
		t.Errorf("the result of the earlier file is still shown after an error")
	}
	if got, want := eval[int](t, ctx, `document.querySelector("#source").selectionStart`), strings.Index(bad, "    return n +")+14; got != want {
		t.Errorf("the cursor is at %d, want %d (line 8, column 15)", got, want)
	}

	// A runtime error found on the instance, not when the file loads.
	late := strings.Replace(bad, "return n +", "return n", 1)
	late = strings.Replace(late, "    return [", "    if state == 7:\n        return [(\"x\", state // 0)]\n    return [", 1)
	do(t, ctx, "a runtime error", setValue("#source", late), setValue("#instance", `"n": 9`), chromedp.Click(chromedp.ID("solve")))
	waitText(t, ctx, "#error", "rules.star:6:29: moves on state 7: floored division by zero")
	waitText(t, ctx, "#bad-line", `return [("x", state // 0)]`)

	// A bad instance is the page's own error, with no line.
	do(t, ctx, "a bad instance", setValue("#instance", `{"n": }`), chromedp.Click(chromedp.ID("solve")))
	waitText(t, ctx, "#error", "instance: not a JSON object of the parameters by name")
	if !eval[bool](t, ctx, `document.querySelector("#listing").hidden`) {
		t.Errorf("the listing is shown for an error with no line")
	}

	// Cat and Mouse: a random instance from its generate, then solved.
	cat := rulesSource(t, "catmouse.star")
	do(t, ctx, "Cat and Mouse", setValue("#source", cat), setValue("#instance", ""), chromedp.Click(chromedp.ID("random")))
	poll, cancel := context.WithTimeout(ctx, waitLimit)
	defer cancel()
	if _, err := chromedp.Run(poll, chromedp.Poll[bool](`document.querySelector("#instance").value !== ""`, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Fatalf("no random instance: %v (the error shown: %q)", err, eval[string](t, ctx, `document.querySelector("#error").textContent`))
	}
	if c := eval[string](t, ctx, `document.querySelector("#instance").value`); !strings.HasPrefix(c, `{"graph":[[`) {
		t.Fatalf("random instance: got %q, want a graph", c)
	}
	do(t, ctx, "solve the draw", setValue("#instance", `{"graph": [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]}`), chromedp.Click(chromedp.ID("solve")))
	waitText(t, ctx, "#verdict", "A draw.")
	if got := text(t, ctx, "#answer"); got != "cat-and-mouse: the answer is 0." {
		t.Errorf("answer: got %q", got)
	}

	// A scoring file.
	do(t, ctx, "Predict the Winner", setValue("#source", rulesSource(t, "predict.star")), setValue("#instance", `{"nums": [1, 5, 233, 7]}`), chromedp.Click(chromedp.ID("solve")))
	waitText(t, ctx, "#verdict", "Player 1 wins 234 to 12 (differential +222).")
	line := eval[[]string](t, ctx, `[...document.querySelectorAll("#line li")].map(li => li.textContent)`)
	want := []string{"player 1 plays left and scores 1", "player 2 plays left and scores 5", "player 1 plays left and scores 233", "player 2 plays left and scores 7"}
	if fmt.Sprint(line) != fmt.Sprint(want) {
		t.Errorf("line: got %q, want %q", line, want)
	}
	screenshot(t, ctx, "rules")

	// The file is kept across a reload.
	do(t, ctx, "reload", chromedp.Reload(), ready)
	if got := eval[string](t, ctx, `document.querySelector("#source").value`); !strings.Contains(got, `name = "predict-the-winner-rules"`) {
		t.Errorf("after a reload the file is not the one solved last: %.80q", got)
	}
}
