package web

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// Grid boards in the browser: tic-tac-toe, a rules file with board and
// cell, played on /play by clicking its cells to the end, its grid moved
// on with the arrow keys, explored on / with the board following the
// line, and the quiz answered by clicking a cell.

// keepRules opens page (the rules page, which wires the site's storage)
// at base and keeps src as the browser's rules file, as the rules page's
// Explore and Play do.
func keepRules(t *testing.T, ctx context.Context, base, page, src string) {
	t.Helper()
	do(t, ctx, "keep the rules file", chromedp.Navigate(base+page), ready,
		chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`localStorage.setItem("stonegame.rules", %q)`, src)))
}

// playTicTacToe plays tic-tac-toe from the empty grid on the Play page at
// base+page (serve's /play, the site's play.html) as X, each move the
// first empty cell clicked, against the optimal O: X a1, O c1, X b1, O b2,
// X a2, O a3 wins on the diagonal. It checks the grid and its keys on the
// way.
func playTicTacToe(t *testing.T, ctx context.Context, base, rulesPage, page string) {
	t.Helper()
	keepRules(t, ctx, base, rulesPage, rulesSource(t, "tictactoe.star"))
	do(t, ctx, "open Play", chromedp.Navigate(base+page+"?rules=local&position="+url.QueryEscape(".........")), ready)
	do(t, ctx, "start as X", setValue("#human", "1"), chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#status", "Your turn, X")
	if got := eval[string](t, ctx, `[document.querySelector("#board").className, getComputedStyle(document.querySelector("#board")).gridTemplateColumns.split(" ").length, document.querySelectorAll("#board > .item").length, document.querySelectorAll("#board > button").length].join(" ")`); got != "board grid 3 9 9" {
		t.Errorf("the board: got %q (class, columns, cells, buttons), want a grid of 3 columns, 9 cells, 9 buttons", got)
	}
	// The arrows move in two dimensions: down from a1 is a2, then right b2.
	do(t, ctx, "focus a1", chromedp.Evaluate[chromedp.Void](`document.querySelector("#item-0").focus()`))
	for _, k := range []struct{ key, want string }{{"ArrowDown", "item-3"}, {"ArrowRight", "item-4"}, {"ArrowUp", "item-1"}, {"ArrowLeft", "item-0"}} {
		do(t, ctx, k.key, chromedp.KeyEvent(keyOf(k.key)))
		if got := eval[string](t, ctx, `document.activeElement.id`); got != k.want {
			t.Errorf("%s: the focus is on %q, want %q", k.key, got, k.want)
		}
	}
	// A hint values every cell, inside it.
	do(t, ctx, "hint", chromedp.Click(chromedp.ID("hint")))
	waitText(t, ctx, "#hinttext", "Hint")
	if got := eval[int](t, ctx, `document.querySelectorAll("#board > button .hint").length`); got != 9 {
		t.Errorf("%d cells with a hint, want 9", got)
	}
	screenshots(t, ctx, "boards-hint-tictactoe")
	for moves := 0; moves < 5 && eval[bool](t, ctx, `document.querySelector("#summary").hidden`); moves++ {
		clickCell(t, ctx)
	}
	waitText(t, ctx, "#sumtext", "You lost")
	waitText(t, ctx, "#sumwhy", "1 move threw a win or a draw away. Perfect play by both from the start: a draw.")
	// The grid after the game: X's in player 1's colour, O's in player 2's.
	got := eval[string](t, ctx, `[...document.querySelectorAll("#board > .item")].map((c) => c.textContent + (c.classList.contains("p1") ? "1" : c.classList.contains("p2") ? "2" : "")).join(" ")`)
	if want := "X1 X1 O2 X1 O2 . O2 . ."; got != want {
		t.Errorf("the final grid: got %q, want %q", got, want)
	}
	if got := text(t, ctx, "#feed"); !strings.Contains(got, "O plays a3") {
		t.Errorf("the feed: got %q, want O's winning a3", got)
	}
}

// keyOf returns the key chromedp.KeyEvent sends for an arrow's name.
func keyOf(name string) string {
	return map[string]string{"ArrowDown": kb.ArrowDown, "ArrowUp": kb.ArrowUp, "ArrowLeft": kb.ArrowLeft, "ArrowRight": kb.ArrowRight}[name]
}

// clickCell clicks the first cell of the board that is a button, and
// waits for the move (and the computer's answer) to show.
func clickCell(t *testing.T, ctx context.Context) {
	t.Helper()
	before := eval[int](t, ctx, `document.querySelectorAll("#feed li").length`)
	if !eval[bool](t, ctx, `(() => { const b = document.querySelector("#board > button"); if (b) b.click(); return !!b; })()`) {
		t.Fatalf("no cell to click on %q", eval[string](t, ctx, `document.querySelector("#board").textContent`))
	}
	c, cancel := context.WithTimeout(ctx, waitLimit)
	defer cancel()
	if _, err := chromedp.Run(c, chromedp.Poll[bool](fmt.Sprintf(`document.querySelectorAll("#feed li").length > %d || !document.querySelector("#summary").hidden`, before), chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(waitLimit))); err != nil {
		t.Fatalf("the cell's move was not played: %v", err)
	}
}

func TestBrowserGridBoards(t *testing.T) {
	ctx, base := browser(t)
	playTicTacToe(t, ctx, base, "/rules", "/play")
	screenshots(t, ctx, "boards-play-tictactoe")

	// Explored: a draw; the board follows the line, cell by cell.
	do(t, ctx, "explore", chromedp.Navigate(base+"/?rules=local&position="+url.QueryEscape(".........")), ready)
	waitText(t, ctx, "#verdict", "A draw")
	if got := eval[string](t, ctx, `document.querySelector("#board").className + " " + document.querySelectorAll("#board > .item").length`); got != "board grid 9" {
		t.Errorf("the explore board: got %q, want a grid of 9 cells", got)
	}
	do(t, ctx, "step 1", chromedp.Click(chromedp.ID("next")))
	waitText(t, ctx, "#where", "Move 1 of 9: X plays a1")
	if got := eval[string](t, ctx, `document.querySelector("#item-0").textContent + " " + document.querySelector("#item-0").className`); got != "X item taken p1 last" {
		t.Errorf("a1 after X's move: got %q, want X, taken by player 1, the last move", got)
	}
	do(t, ctx, "the end", chromedp.Click(chromedp.ID("last")))
	waitText(t, ctx, "#where", "Move 9 of 9")
	if got := eval[string](t, ctx, `[...document.querySelectorAll("#board > .item")].map((c) => c.textContent).join("")`); got != "XXOOOXXOX" {
		t.Errorf("the final board: got %q, want XXOOOXXOX", got)
	}
	screenshots(t, ctx, "boards-explore-tictactoe")

	// The quiz: a grid of the position, each cell an option's button.
	do(t, ctx, "quiz", chromedp.Navigate(base+"/?rules=local&position="+url.QueryEscape(".........")+"&quiz=1"), ready)
	waitText(t, ctx, "#quiz-q", "Move 1 of 9: X to move")
	c, cancel := context.WithTimeout(ctx, waitLimit)
	_, err := chromedp.Run(c, chromedp.Poll[bool](`document.querySelectorAll("#quiz-grid > button").length === 9`, chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(waitLimit)))
	cancel()
	if err != nil {
		t.Fatalf("the quiz's grid: %q, want 9 buttons: %v", eval[string](t, ctx, `document.querySelector("#quiz-grid").innerHTML`), err)
	}
	screenshots(t, ctx, "boards-quiz-tictactoe")
	do(t, ctx, "answer b2 on the grid", chromedp.Click(chromedp.ID("quiz-cell-4")))
	waitText(t, ctx, "#quiz-result", "Correct: “b2” is an optimal move")
	if got := eval[string](t, ctx, `document.querySelector("#quiz-cell-4").className`); got != "item best chosen ok" {
		t.Errorf("the chosen cell: class %q, want item best chosen ok", got)
	}

	// Chomp, 3 × 4: every square but the poisoned one is a button; eating
	// the one above the poison eats its column.
	keepRules(t, ctx, base, "/rules", rulesSource(t, "chomp.star"))
	do(t, ctx, "play Chomp", chromedp.Navigate(base+"/play?rules=local&rows=3&cols=4"), ready, chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#status", "Your turn")
	if got := eval[string](t, ctx, `document.querySelectorAll("#board > button").length + " " + document.querySelector("#board").textContent`); got != "11 ooooooooxooo" {
		t.Errorf("Chomp's board: got %q, want 11 buttons over ooooooooxooo", got)
	}
	do(t, ctx, "eat 2,1", chromedp.Click(chromedp.ID("item-4")))
	waitText(t, ctx, "#feed", "player 1 plays eat 2,1")
	screenshots(t, ctx, "boards-play-chomp")
}

// The static site plays the same game the same way, its solver in the
// browser.
func TestSiteGridBoards(t *testing.T) {
	ctx, siteURL, _ := siteBrowser(t)
	playTicTacToe(t, ctx, siteURL, "/rules.html", "/play.html")
	screenshot(t, ctx, "boards-site-tictactoe")
}
