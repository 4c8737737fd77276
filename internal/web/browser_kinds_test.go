package web

// Browser tests of every kind of game as the pages show it: a scoring
// game's totals and differential, a solo game's one score with no
// opponent, a win/lose game's winner, remoteness and state; links under
// LeetCode's names; every game played by clicking; the terminal's keys.

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// solveLink opens the Solve page at link and waits for its verdict.
func solveLink(t *testing.T, ctx context.Context, url, link, verdict string) {
	t.Helper()
	do(t, ctx, "open "+link, chromedp.Navigate(url+link), ready)
	waitText(t, ctx, "#verdict", verdict)
}

// shown reports whether the element sel is shown: present, and neither it
// nor a parent hidden.
func shown(t *testing.T, ctx context.Context, sel string) bool {
	t.Helper()
	return eval[bool](t, ctx, fmt.Sprintf(`(() => { const e = document.querySelector(%q); return !!e && !e.closest("[hidden]") && e.getClientRects().length > 0; })()`, sel))
}

func TestBrowserSolveKinds(t *testing.T) {
	ctx, url := browser(t)

	// Solo: one score, no opponent anywhere on the page.
	solveLink(t, ctx, url, "/?game=stone-game-v&stoneValue=6,2,3,4,5,5", "Alice scores 18, so the answer is 18.")
	if got := eval[string](t, ctx, `document.querySelector("#totals").innerText.replace(/\s+/g, " ").trim()`); got != "Alice's score 18" {
		t.Errorf("solo: the result %q, want Alice's score 18 alone", got)
	}
	if got := eval[string](t, ctx, `document.querySelector("#result").innerText`); strings.Contains(got, "Bob") || strings.Contains(got, "differential") {
		t.Errorf("solo: the page names an opponent or a differential: %.400q", got)
	}
	do(t, ctx, "next", chromedp.Click(chromedp.ID("next")))
	waitText(t, ctx, "#where", "Move 1 of 3: Alice splits at 3 (after the 3rd remaining stone), throws away the heavier part (3 stones) and scores 11")
	waitText(t, ctx, "#runscore", "11")
	waitText(t, ctx, "#chart-card h2", "Running score")
	screenshots(t, ctx, "kinds-solve-solo")

	// Win/lose: who wins and in how many moves, the pile after each move,
	// no points.
	solveLink(t, ctx, url, "/?game=stone-game-iv&n=7", "Bob wins in 4 moves, so the answer is false.")
	if w, r := text(t, ctx, "#winner"), text(t, ctx, "#remoteness"); w != "Bob" || r != "4" {
		t.Errorf("win/lose: winner %q, moves %q; want Bob, 4", w, r)
	}
	if shown(t, ctx, "#diff") || shown(t, ctx, "#running") {
		t.Errorf("win/lose: a differential or running totals are shown")
	}
	line := eval[[]string](t, ctx, `[...document.querySelectorAll("#line li")].map(li => li.textContent)`)
	if want := []string{"Alice removes 1 stone → a pile of 6 stones", "Bob removes 1 stone → a pile of 5 stones", "Alice removes 1 stone → a pile of 4 stones", "Bob removes 4 stones → an empty pile"}; fmt.Sprint(line) != fmt.Sprint(want) {
		t.Errorf("win/lose line:\ngot  %q\nwant %q", line, want)
	}
	waitText(t, ctx, "#state", "Start: a pile of 7 stones")
	do(t, ctx, "next", chromedp.Click(chromedp.ID("next")))
	waitText(t, ctx, "#state", "Now: a pile of 6 stones")
	if got := text(t, ctx, "#item-0"); !strings.HasPrefix(got, "6") {
		t.Errorf("the pile after a move shows %q, want 6", got)
	}
	// The insight is a card of its own, shown, not inside the collapsed
	// explanation.
	if !shown(t, ctx, "#insight-card") || eval[bool](t, ctx, `!!document.querySelector("#insight").closest("details")`) || !strings.HasPrefix(text(t, ctx, "#insight h2"), "Insight: ") {
		t.Errorf("the insight is not a visible card")
	}
	screenshots(t, ctx, "kinds-solve-winlose")

	// A link under LeetCode's names fills the form and solves, and each
	// step shows the game's own state: the counts mod 3, the running total
	// and the numbers left, the piles.
	solveLink(t, ctx, url, "/?game=stone-game-ix&stones=5,1,2,4,3", "Bob wins in 5 moves, so the answer is false.")
	if got := eval[string](t, ctx, `document.querySelector("#param-stones").value`); got != "[5,1,2,4,3]" {
		t.Errorf("stones from the link: %q, want [5,1,2,4,3]", got)
	}
	if got := text(t, ctx, "#line"); strings.Contains(got, "mod 3 → 0") || !strings.Contains(got, "Alice removes stone 1 (≡ 1 mod 3) → left mod 3: 1 of 0, 1 of 1, 2 of 2; removed sum ≡ 1") {
		t.Errorf("IX's line: %q", got)
	}
	solveLink(t, ctx, url, "/?game=464&maxChoosableInteger=4&desiredTotal=6", "Player 1 wins in 3 moves, so the answer is true.")
	do(t, ctx, "next", chromedp.Click(chromedp.ID("next")))
	waitText(t, ctx, "#state", "Now: total 1 of 6; unused 2 3 4")
	solveLink(t, ctx, url, "/?game=game-of-nim&piles=1,2", "Alice wins in 3 moves, so the answer is true.")
	do(t, ctx, "next", chromedp.Click(chromedp.ID("next")))
	waitText(t, ctx, "#state", "Now: piles 1 1")
	if got := eval[[]string](t, ctx, `[...document.querySelectorAll("#board .item")].map(e => e.firstChild.textContent)`); fmt.Sprint(got) != "[1 1]" {
		t.Errorf("nim's piles after a move: %q, want [1 1]", got)
	}
	solveLink(t, ctx, url, "/?game=stone-game-vii&stones=7,90,5", "Alice wins")

	// Flip Game II by its number, its string in the link as typed; the
	// board shows the string.
	solveLink(t, ctx, url, "/?game=294&currentState=%2B%2B%2B%2B", "Player 1 wins in 1 move, so the answer is true.")
	if got := eval[string](t, ctx, `document.querySelector("#param-currentState").value`); got != `"++++"` {
		t.Errorf("currentState from the link: %q", got)
	}
	if got := eval[string](t, ctx, `[...document.querySelectorAll("#board .item .text")].map(e => e.textContent).join("")`); got != "++++" {
		t.Errorf("the board shows %q, want ++++", got)
	}
	do(t, ctx, "next", chromedp.Click(chromedp.ID("next")))
	if got := eval[string](t, ctx, `[...document.querySelectorAll("#board .item .text")].map(e => e.textContent).join("")`); got != "+--+" {
		t.Errorf("after the flip the board shows %q, want +--+", got)
	}
	if got := eval[string](t, ctx, `location.search`); got != "?game=flip-game-ii&currentState=%2B%2B%2B%2B&step=1" {
		t.Errorf("the link of the view: %q", got)
	}
	screenshots(t, ctx, "kinds-solve-flip")

	// can-i-win with desiredTotal 0: over before the first move.
	solveLink(t, ctx, url, "/?game=can-i-win&maxChoosableInteger=10&desiredTotal=0",
		"Player 1 wins at once: the game is over before the first move, so the answer is true.")
	if !shown(t, ctx, "#over") || shown(t, ctx, "#stepper") || text(t, ctx, "#remoteness") != "0: over before the first move" {
		t.Errorf("desiredTotal 0: the note %v, the stepper %v, moves %q", shown(t, ctx, "#over"), shown(t, ctx, "#stepper"), text(t, ctx, "#remoteness"))
	}

	// Bad links say what is wrong.
	for _, tc := range []struct{ link, want string }{
		{"/?game=nope&n=3", `This link names no game "nope"`},
		{"/?game=stone-game-ix&piles=1,2", `stone-game-ix takes stones, not "piles"`},
		{"/?game=can-i-win&maxChoosableInteger=10", "it does not give desiredTotal"},
	} {
		do(t, ctx, "open "+tc.link, chromedp.Navigate(url+tc.link), ready)
		waitText(t, ctx, "#error", tc.want)
	}
	// A value the server refuses is shown next to its field; so is one
	// the page cannot read.
	solveLink(t, ctx, url, "/?game=stone-game-vi&aliceValues=1,2&bobValues=[1]", "")
	waitText(t, ctx, "#param-aliceValues-error", "aliceValues has 2 values but bobValues has 1")
	do(t, ctx, "a broken list", setValue("#param-bobValues", "[1,2"), chromedp.Click(chromedp.ID("solve")))
	waitText(t, ctx, "#param-bobValues-error", "bobValues: write it in LeetCode's notation, like [2,1]")
	if got := text(t, ctx, "#param-aliceValues-error"); got != "" {
		t.Errorf("an old error stays next to aliceValues: %q", got)
	}
	screenshots(t, ctx, "kinds-solve-errors")
}

// TestBrowserDarkMarks checks that the current step keeps its marks on
// the figures in the dark scheme: the DP table's outline, the chart's dot.
func TestBrowserDarkMarks(t *testing.T) {
	ctx, url := browser(t)
	solveLink(t, ctx, url, "/?game=predict-the-winner&nums=1,5,100,7&step=2", "Player 1 wins 101 to 12")
	marks := `[getComputedStyle(document.querySelector("#table rect.on")).stroke, getComputedStyle(document.querySelector("#chart .wide circle.on")).fill]`
	for _, s := range []string{"dark", "light"} {
		do(t, ctx, s, scheme(s))
		if got := eval[[]string](t, ctx, marks); fmt.Sprint(got) != "[rgb(240, 180, 0) rgb(240, 180, 0)]" {
			t.Errorf("%s: the step's outline on the table and dot on the chart are %q, want the focus colour rgb(240, 180, 0)", s, got)
		}
	}
	screenshots(t, ctx, "kinds-solve-scoring")
}

// clickMoves plays the human's first move, on the board or a button,
// until the game is over, at most n times.
func clickMoves(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	for k := 0; !eval[bool](t, ctx, `!document.querySelector("#summary").hidden`); k++ {
		if k == n {
			t.Fatalf("the game is not over after %d clicks", n)
		}
		before := eval[int](t, ctx, `document.querySelectorAll("#feed li").length`)
		do(t, ctx, "play the first move", chromedp.Click(chromedp.CSS("#board button, #moves button")))
		_, err := chromedp.Run(ctx, chromedp.Poll[bool](fmt.Sprintf(`document.querySelectorAll("#feed li").length > %d`, before), chromedp.WithPollingTimeout(waitLimit)))
		if err != nil {
			t.Fatalf("click %d: no move was played: %v", k+1, err)
		}
	}
}

func TestBrowserPlayKinds(t *testing.T) {
	registerFakes(t)
	ctx, url := browser(t)

	// Stone Game IV: one pile, no item selects a move: the moves are
	// buttons, the outlook says who wins, the terminal's keys work.
	do(t, ctx, "IV", chromedp.Navigate(url+"/play?game=stone-game-iv&n=7"), ready, chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#status", "Your turn, Alice: you are lost: the computer wins in 4 moves at most; choose a move.")
	if got := eval[[]string](t, ctx, `[...document.querySelectorAll("#moves button")].map(b => b.textContent)`); fmt.Sprint(got) != "[remove 1 remove 4]" {
		t.Errorf("IV's move buttons: %q", got)
	}
	waitText(t, ctx, "#position", "Position: a pile of 7 stones")
	if shown(t, ctx, "#running") {
		t.Errorf("a win/lose game shows totals")
	}
	do(t, ctx, "?", chromedp.KeyEvent("?"))
	waitText(t, ctx, "#hinttext", "Hint: every move loses against perfect play: the computer wins in 4 moves at most")
	waitText(t, ctx, "#move-0", "best loses in 4")
	screenshots(t, ctx, "kinds-play-winlose")
	do(t, ctx, "remove 4", chromedp.Click(chromedp.ID("move-1")))
	waitText(t, ctx, "#status", "The computer: Bob removes 1 stone. Your turn, Alice: you are lost: the computer wins in 2 moves at most; choose a move.")
	waitText(t, ctx, "#feed", "You · Alice removes 4 stones optimal")
	do(t, ctx, "u", chromedp.KeyEvent("u"))
	waitText(t, ctx, "#position", "Position: a pile of 7 stones")
	clickMoves(t, ctx, 4)
	waitText(t, ctx, "#sumtext", "You lost.")
	waitText(t, ctx, "#sumwhy", "Perfect play by both from the start: the computer wins in 4 moves.")
	screenshots(t, ctx, "kinds-play-winlose-over")
	do(t, ctx, "n", chromedp.KeyEvent("n"))
	waitText(t, ctx, "#status", "Your turn, Alice")
	if shown(t, ctx, "#summary") {
		t.Errorf("n did not start a new game")
	}

	// Game of Nim: piles on the board, each move a button.
	do(t, ctx, "nim", chromedp.Navigate(url+"/play?game=game-of-nim&piles=[1,2]"), ready, chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#status", "Your turn, Alice: you can still win in 3 moves; choose a move.")
	if got := eval[[]string](t, ctx, `[...document.querySelectorAll("#moves button")].map(b => b.textContent)`); fmt.Sprint(got) != "[pile 0: remove 1 pile 1: remove 1 pile 1: remove 2]" {
		t.Errorf("nim's move buttons: %q", got)
	}
	clickMoves(t, ctx, 3)

	// Flip Game II: the string on the board, each + that starts a ++ a
	// button.
	do(t, ctx, "flip", chromedp.Navigate(url+"/play?game=294&currentState=%2B%2B%2B%2B"), ready, chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#status", "Your turn, player 1: you can still win in 1 move; select a highlighted item.")
	if got := eval[[]string](t, ctx, `[...document.querySelectorAll("#board .item")].map(e => e.tagName + " " + e.querySelector(".text").textContent)`); fmt.Sprint(got) != "[BUTTON + BUTTON + BUTTON + SPAN +]" || shown(t, ctx, "#moves") {
		t.Errorf("flip's board: %q, want three buttons and a span, no move buttons", got)
	}
	screenshots(t, ctx, "kinds-play-flip")
	do(t, ctx, "flip 1", chromedp.Click(chromedp.ID("item-1")))
	waitText(t, ctx, "#sumtext", "You won.")
	screenshots(t, ctx, "kinds-play-flip-over")

	// Stone Game V: alone, no opponent anywhere.
	do(t, ctx, "V", chromedp.Navigate(url+"/play?game=stone-game-v&stoneValue=[6,2,3,4,5,5]"), ready)
	if shown(t, ctx, "#sides") || text(t, ctx, "h1") != "Play" {
		t.Errorf("a solo game offers an opponent or a side, or its heading is %q", text(t, ctx, "h1"))
	}
	do(t, ctx, "start", chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#status", "Your turn, Alice: select a highlighted item.")
	waitText(t, ctx, "#running", "Your score (Alice): 0")
	do(t, ctx, "?", chromedp.KeyEvent("?"))
	waitText(t, ctx, "#hinttext", "Hint: perfect play from here ends the game with a score of 18")
	screenshots(t, ctx, "kinds-play-solo")
	clickMoves(t, ctx, 5)
	waitText(t, ctx, "#sumtext", "You scored")
	// The list of games is left out: a title may name Bob (LeetCode 3021).
	if got := eval[string](t, ctx, `(() => { const m = document.querySelector("main").cloneNode(true); m.querySelectorAll("select").forEach(e => e.remove()); return m.textContent; })()`); strings.Contains(got, "computer") || strings.Contains(got, "Bob") {
		t.Errorf("a solo game names an opponent: %.600q", got)
	}
	screenshots(t, ctx, "kinds-play-solo-over")

	// Scoring: the totals and the differential.
	do(t, ctx, "VII", chromedp.Navigate(url+"/play?game=stone-game-vii&stones=7,90,5"), ready, chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#running", "your differential: 0")
	screenshots(t, ctx, "kinds-play-scoring")

	// fake-walk, a game of a string and a grid: its moves as buttons.
	do(t, ctx, "fake-walk", chromedp.Navigate(url+"/play?game=fake-walk"), ready)
	if got := eval[[]string](t, ctx, `[document.querySelector("#param-labels").value, document.querySelector("#param-graph").value]`); fmt.Sprint(got) != `["abc" [[1,2],[2],[]]]` {
		t.Errorf("fake-walk's fields: %q", got)
	}
	do(t, ctx, "start", chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#position", "Position: the token is on a")
	if got := eval[[]string](t, ctx, `[...document.querySelectorAll("#moves button")].map(b => b.textContent)`); fmt.Sprint(got) != "[to b to c]" {
		t.Errorf("fake-walk's move buttons: %q", got)
	}
	clickMoves(t, ctx, 3)

	// can-i-win with desiredTotal 0: over before the first move.
	do(t, ctx, "464 at 0", chromedp.Navigate(url+"/play?game=can-i-win&maxChoosableInteger=10&desiredTotal=0"), ready, chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#status", "Game over: the game is over before the first move.")
	waitText(t, ctx, "#sumtext", "You won: the game is over before the first move.")
}
