package web

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// openFrom opens, from the Your own game page, the page its button (id
// "to-explore" or "to-play") leads to, on the rules file src with the
// instance typed, and waits for that page (path) to be wired.
func openFrom(t *testing.T, ctx context.Context, url, button, path, src, instance string) {
	t.Helper()
	do(t, ctx, "open the rules page", chromedp.Navigate(url+"/rules"), ready)
	do(t, ctx, "the file and its instance, then "+button, setValue("#source", src), setValue("#instance", instance), chromedp.Click(chromedp.ID(button)))
	// The poll may be cut by the navigation it waits for: a few tries.
	var err error
	for try := 0; try < 5; try++ {
		c, cancel := context.WithTimeout(ctx, waitLimit)
		_, err = chromedp.Run(c, chromedp.Poll[bool](fmt.Sprintf(`location.pathname === %q && !!document.body && !!document.body.dataset.ready`, path), chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(waitLimit)))
		cancel()
		if err == nil {
			break
		}
	}
	if err != nil {
		t.Fatalf("%s: not on %s (at %s, the error shown: %q): %v", button, path, eval[string](t, ctx, `location.href`), eval[string](t, ctx, `(document.querySelector("#error")||{}).textContent`), err)
	}
	if got := eval[string](t, ctx, `location.search`); !strings.HasPrefix(got, "?rules=local") {
		t.Errorf("%s: the link is %q, want ?rules=local...", button, got)
	}
	if !eval[bool](t, ctx, `document.querySelector("#game").parentElement.hidden`) {
		t.Errorf("%s: the game select is shown for a rules file", button)
	}
}

// clickMove clicks the move button whose label is label, on the Play page.
func clickMove(t *testing.T, ctx context.Context, label string) {
	t.Helper()
	before := eval[int](t, ctx, `document.querySelectorAll("#feed li").length`)
	if !eval[bool](t, ctx, fmt.Sprintf(`(() => { const b = [...document.querySelectorAll("#moves button, #board button")].find((b) => b.textContent.startsWith(%q)); if (b) b.click(); return !!b; })()`, label)) {
		t.Fatalf("no move %q among %q", label, eval[string](t, ctx, `document.querySelector("#moves").textContent`))
	}
	c, cancel := context.WithTimeout(ctx, waitLimit)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.Poll[bool](fmt.Sprintf(`document.querySelectorAll("#feed li").length > %d || !document.querySelector("#summary").hidden`, before), chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Fatalf("%s: not played: %v", label, err)
	}
}

// TestBrowserRulesExplorePlay: from the Your own game page, Explore and
// Play open the Solve & explore and Play pages on the rules file: its
// title in place of the game select, the form from its parameters, every
// request with "rules"; a win/lose file, a scoring file and a loopy file
// with draws, explored and played to the end; and a file with an error
// said on each page.
func TestBrowserRulesExplorePlay(t *testing.T) {
	ctx, url := browser(t)
	do(t, ctx, "a fresh browser", chromedp.Navigate(url+"/rules"), ready, chromedp.Evaluate[chromedp.Void](`localStorage.clear()`))
	flip, predict, cat := rulesSource(t, "flip.star"), rulesSource(t, "predict.star"), rulesSource(t, "catmouse.star")

	// Flip Game II, explored: player 1 wins in one move, "flip 1".
	openFrom(t, ctx, url, "to-explore", "/", flip, `{"currentState": "++++"}`)
	waitText(t, ctx, "#verdict", "Player 1 wins in 1 move")
	if got := text(t, ctx, "#rules-title"); got != "Flip Game II" {
		t.Errorf("title: got %q, want Flip Game II", got)
	}
	if got := eval[string](t, ctx, `document.querySelector("#param-currentState").value`); got != `"++++"` {
		t.Errorf("the field: got %q, want \"++++\"", got)
	}
	if got := text(t, ctx, "#winner"); got != "player 1" {
		t.Errorf("winner: got %q, want player 1", got)
	}
	waitText(t, ctx, "#line", "flip 1")
	do(t, ctx, "step to the end", chromedp.Click(chromedp.ID("last")))
	waitText(t, ctx, "#where", "Move 1 of 1")
	screenshot(t, ctx, "rules-explore-flip")
	// The quiz asks the file's moves (api.move with "rules").
	do(t, ctx, "quiz", chromedp.Click(chromedp.ID("quiz-on")))
	waitText(t, ctx, "#quiz-options", "flip 1")
	do(t, ctx, "quiz off", chromedp.Click(chromedp.ID("quiz-on")))
	// Another instance, typed on the page.
	do(t, ctx, "solve +++++", setValue("#param-currentState", "+++++"), chromedp.Click(chromedp.ID("solve")))
	waitText(t, ctx, "#verdict", "Player 2 wins")
	if got := eval[string](t, ctx, `decodeURIComponent(location.search)`); got != "?rules=local&currentState=+++++" {
		t.Errorf("the link: got %q, want ?rules=local&currentState=+++++", got)
	}
	do(t, ctx, "an instance out of the file's bounds", setValue("#param-currentState", "++x"), chromedp.Click(chromedp.ID("solve")))
	waitText(t, ctx, "#param-currentState-error", "currentState")

	// Flip Game II, played: second, against the optimal player, who wins.
	openFrom(t, ctx, url, "to-play", "/play", flip, `{"currentState": "++++"}`)
	do(t, ctx, "second", setValue("#human", "2"), chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#status", "The computer: player 1 plays flip 1")
	waitText(t, ctx, "#sumtext", "You lost")
	screenshot(t, ctx, "rules-play-flip")
	do(t, ctx, "first, on ++++++", setValue("#human", "1"), setValue("#param-currentState", "++++++"), chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#status", "Your turn")
	clickMove(t, ctx, "flip 0") // "--++++": player 2 flips the middle and wins
	waitText(t, ctx, "#sumtext", "You lost")
	waitText(t, ctx, "#feed", "flip 0")
	// Random instance draws one of the file's and starts it.
	do(t, ctx, "random", chromedp.Click(chromedp.ID("random")))
	c, cancel := context.WithTimeout(ctx, waitLimit)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.Poll[bool](`document.querySelector("#param-currentState").value !== '"++++++"' && document.querySelector("#feed li") === null`, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Fatalf("random: no new game (the field %q, the error %q): %v", eval[string](t, ctx, `document.querySelector("#param-currentState").value`), eval[string](t, ctx, `document.querySelector("#error").textContent`), err)
	}
	if got := eval[string](t, ctx, `document.querySelector("#param-currentState").value`); !strings.HasPrefix(got, `"`) || strings.Trim(got, `"+-`) != "" {
		t.Errorf("random: got %q, want a string of + and -", got)
	}

	// Predict the Winner as a scoring file: the totals, explored and played.
	openFrom(t, ctx, url, "to-explore", "/", predict, `{"nums": [1, 5, 233, 7]}`)
	waitText(t, ctx, "#verdict", "234")
	if a, b, d := text(t, ctx, "#total1"), text(t, ctx, "#total2"), text(t, ctx, "#diff"); a != "234" || b != "12" || d != "+222" {
		t.Errorf("totals: got %s, %s, %s, want 234, 12, +222", a, b, d)
	}
	do(t, ctx, "step to the end", chromedp.Click(chromedp.ID("last")))
	waitText(t, ctx, "#rundiff", "+222")
	screenshot(t, ctx, "rules-explore-predict")
	openFrom(t, ctx, url, "to-play", "/play", predict, `{"nums": [1, 5, 233, 7]}`)
	do(t, ctx, "start", chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#status", "Your turn")
	clickMove(t, ctx, "left")  // 1; the computer takes 5 or 7
	clickMove(t, ctx, "right") // whichever end is 233 or not: the game goes on
	for k := 0; k < 4 && eval[bool](t, ctx, `document.querySelector("#summary").hidden`); k++ {
		clickMove(t, ctx, "")
	}
	waitText(t, ctx, "#sumtext", "You")
	if a, b := text(t, ctx, "#tot1"), text(t, ctx, "#tot2"); a == "0" && b == "0" {
		t.Errorf("totals after the game: %s and %s", a, b)
	}
	if got := eval[int](t, ctx, `document.querySelectorAll("#feed li").length`); got != 4 {
		t.Errorf("%d moves in the feed, want 4", got)
	}
	screenshot(t, ctx, "rules-play-predict")

	// Cat and Mouse: a draw shown as a draw, and a match that repeats a
	// position ends as a draw.
	graph := `{"graph": [[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]}`
	openFrom(t, ctx, url, "to-explore", "/", cat, graph)
	waitText(t, ctx, "#verdict", "draw")
	if got := text(t, ctx, "#winner"); got != "nobody: a draw" {
		t.Errorf("winner: got %q, want nobody: a draw", got)
	}
	if got := eval[string](t, ctx, `document.querySelector("#winner").parentElement.className`); got != "draw" {
		t.Errorf("the winner's box is of class %q, want draw (neither player's colour)", got)
	}
	screenshot(t, ctx, "rules-explore-cat")
	openFrom(t, ctx, url, "to-play", "/play", cat, graph)
	do(t, ctx, "start", chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#status", "Your turn, Mouse")
	for _, m := range []string{"mouse to 3", "mouse to 4", "mouse to 3"} {
		if !eval[bool](t, ctx, `document.querySelector("#summary").hidden`) {
			break
		}
		clickMove(t, ctx, m)
	}
	waitText(t, ctx, "#sumtext", "The position repeats: a draw.")
	screenshot(t, ctx, "rules-play-cat")

	// A file with an error: the rules page says it at its line and stays;
	// a link to the pages says it there.
	bad := strings.Replace(flip, "return currentState", "return currentState +", 1)
	do(t, ctx, "open the rules page", chromedp.Navigate(url+"/rules"), ready)
	do(t, ctx, "Explore a bad file", setValue("#source", bad), setValue("#instance", ""), chromedp.Click(chromedp.ID("to-explore")))
	waitText(t, ctx, "#error", "rules.star:9:26")
	waitText(t, ctx, "#bad-line", "return currentState +")
	if got := eval[string](t, ctx, `location.pathname`); got != "/rules" {
		t.Errorf("after Explore on a bad file: on %s, want /rules", got)
	}
	do(t, ctx, "Play with the wrong instance", setValue("#source", flip), setValue("#instance", `{"nums": [1]}`), chromedp.Click(chromedp.ID("to-play")))
	waitText(t, ctx, "#error", `instance: my-flip-game takes currentState, not "nums"`)
	for _, page := range []string{"/", "/play"} {
		do(t, ctx, "a kept file with an error", chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`localStorage.setItem("stonegame.rules", %q)`, bad)),
			chromedp.Navigate(url+page+"?rules=local"), ready)
		waitText(t, ctx, "#error", "Your rules file cannot be used: rules: rules.star:9:26")
		if got := eval[string](t, ctx, `document.querySelector("#error a").getAttribute("href")`); got != "rules" {
			t.Errorf("%s: the error links %q, want rules", page, got)
		}
		screenshot(t, ctx, "rules-error-"+strings.Trim(page, "/"))
	}
	do(t, ctx, "no file kept", chromedp.Evaluate[chromedp.Void](`localStorage.clear()`), chromedp.Navigate(url+"/?rules=local"), ready)
	waitText(t, ctx, "#error", "No rules file is kept in this browser")
}
