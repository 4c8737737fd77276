package web

// Browser tests of playback (play/pause, autoplay, the scrubber, jump to
// move k, the keys, the figures following the line) and of the quiz (a
// prediction before each move, the reveal with its reason, the score, a
// teacher's link that hides the verdict), on a game of each kind.

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// setInput sets the value of a range or number input and sends the event
// the page listens to.
func setInput(sel, v, event string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tgt *chromedp.Target) error {
		_, err := chromedp.Evaluate[chromedp.Void](fmt.Sprintf(
			`(() => { const e = document.querySelector(%q); e.value = %q; e.dispatchEvent(new Event(%q, {bubbles: true})); })()`, sel, v, event))(ctx, tgt)
		return err
	})
}

// key presses a key (a character, or a key of package kb) on the page's
// body: no field or button has the focus.
func key(k string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tgt *chromedp.Target) error {
		_, err := chromedp.Evaluate[chromedp.Void](`document.activeElement && document.activeElement.blur()`)(ctx, tgt)
		if err != nil {
			return err
		}
		_, err = chromedp.KeyEvent(k)(ctx, tgt)
		return err
	})
}

func TestBrowserPlayback(t *testing.T) {
	ctx, url := browser(t)
	for _, tc := range []struct {
		kind, link, verdict string
		n                   int
		at2                 string // the position after 2 moves, in the tree's green line ("" if no tree)
	}{
		{"scoring", "/?game=predict-the-winner&nums=1,5,100,7", "Player 1 wins 101 to 12", 4, "[100 7]"},
		{"solo", "/?game=stone-game-v&stoneValue=6,2,3,4,5,5", "Alice scores 18", 3, ""},
		{"win/lose", "/?game=stone-game-iv&n=7", "Bob wins in 4 moves", 4, "[a pile of 5 stones]"},
		{"win/lose, a string", "/?game=294&currentState=%2B%2B%2B%2B", "Player 1 wins in 1 move", 1, ""},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			solveLink(t, ctx, url, tc.link, tc.verdict)
			waitText(t, ctx, "#pb-count", fmt.Sprintf("0 / %d", tc.n))
			if got := text(t, ctx, "#playback .keys"); !strings.Contains(got, "k or Space play/pause") || !strings.Contains(got, "g go to move") {
				t.Errorf("the playback keys shown: %q", got)
			}
			// Autoplay at the fastest speed runs to the end and stops.
			do(t, ctx, "speed", setValue("#pb-speed", "8"))
			do(t, ctx, "play", chromedp.Click(chromedp.ID("pb-play")))
			waitText(t, ctx, "#where", fmt.Sprintf("Move %d of %d", tc.n, tc.n))
			waitText(t, ctx, "#pb-play", "Play")
			if got := eval[string](t, ctx, `document.querySelector("#pb-scrub").value`); got != fmt.Sprint(tc.n) {
				t.Errorf("the scrubber at the end: %s, want %d", got, tc.n)
			}
			// The scrubber and the field jump to a move; so do the keys.
			do(t, ctx, "scrub to 0", setInput("#pb-scrub", "0", "input"))
			waitText(t, ctx, "#where", "Start:")
			do(t, ctx, "go to 1", setInput("#pb-goto", "1", "change"))
			waitText(t, ctx, "#where", fmt.Sprintf("Move 1 of %d", tc.n))
			do(t, ctx, "End", key(kb.End))
			waitText(t, ctx, "#where", fmt.Sprintf("Move %d of %d", tc.n, tc.n))
			do(t, ctx, "Home", key(kb.Home))
			waitText(t, ctx, "#where", "Start:")
			do(t, ctx, "→", key(kb.ArrowRight))
			waitText(t, ctx, "#where", fmt.Sprintf("Move 1 of %d", tc.n))
			if !strings.Contains(eval[string](t, ctx, `location.search`), "step=1") {
				t.Errorf("the link does not follow the step: %s", eval[string](t, ctx, `location.search`))
			}
			// k plays and pauses at the chosen speed (the slowest: it does not
			// reach the end meanwhile).
			do(t, ctx, "slow", setValue("#pb-speed", "0.5"))
			do(t, ctx, "k", key("k"))
			if got := eval[string](t, ctx, `document.querySelector("#pb-play").getAttribute("aria-pressed")`); got != "true" && tc.n > 1 {
				t.Errorf("k did not start autoplay: aria-pressed %q", got)
			}
			do(t, ctx, "k again", key("k"))
			waitText(t, ctx, "#pb-play", "Play")
			if tc.at2 != "" && tc.n >= 2 {
				do(t, ctx, "scrub to 2", setInput("#pb-scrub", "2", "input"))
				waitText(t, ctx, "#where", fmt.Sprintf("Move 2 of %d", tc.n))
				on := eval[[]string](t, ctx, `[...document.querySelectorAll("#tree text.on")].map(e => e.textContent)`)
				if len(on) != 1 || !strings.Contains(on[0], tc.at2) {
					t.Errorf("the tree marks %q after 2 moves, want one node of %s", on, tc.at2)
				}
			}
			if tc.kind == "scoring" {
				if got := eval[int](t, ctx, `document.querySelectorAll("#table rect.on").length`); got != 1 {
					t.Errorf("the DP table marks %d cells, want 1", got)
				}
				screenshots(t, ctx, "playback-solve")
			}
		})
	}

	// The play view replays a game over: the scrubber, the keys, the
	// board and the list of moves follow.
	do(t, ctx, "IV", chromedp.Navigate(url+"/play?game=stone-game-iv&n=7"), ready, chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#status", "Your turn")
	if shown(t, ctx, "#replay") {
		t.Errorf("the replay is shown before the game is over")
	}
	clickMoves(t, ctx, 4)
	waitText(t, ctx, "#rpb-count", "4 / 4")
	waitText(t, ctx, "#rstate", "Position: an empty pile")
	do(t, ctx, "Home", key(kb.Home))
	waitText(t, ctx, "#rwhere", "Start: Alice to move")
	waitText(t, ctx, "#rstate", "Position: a pile of 7 stones")
	do(t, ctx, "→", key(kb.ArrowRight))
	waitText(t, ctx, "#rwhere", "Move 1 of 4: You · Alice removes 1 stone")
	waitText(t, ctx, "#rstate", "Position: a pile of 6 stones")
	if got := eval[int](t, ctx, `[...document.querySelectorAll("#feed li")].findIndex(li => li.classList.contains("current"))`); got != 0 {
		t.Errorf("the list marks move %d, want the first", got+1)
	}
	do(t, ctx, "fast", setValue("#rpb-speed", "8"))
	do(t, ctx, "play", chromedp.Click(chromedp.ID("rpb-play")))
	waitText(t, ctx, "#rwhere", "Move 4 of 4: The computer · Bob removes 4 stones")
	waitText(t, ctx, "#rstate", "Position: an empty pile")
	screenshots(t, ctx, "playback-play")
	do(t, ctx, "n", key("n"))
	waitText(t, ctx, "#status", "Your turn")
	if shown(t, ctx, "#replay") {
		t.Errorf("the replay stays after a new game")
	}
}

// quizThrough answers every question of a quiz with the choice pick(k)
// returns (1 for the first) until the quiz is over, at most n questions,
// and returns the questions asked.
func quizThrough(t *testing.T, ctx context.Context, n int, pick func(q string) int) []string {
	t.Helper()
	var asked []string
	for k := 0; ; k++ {
		if strings.HasPrefix(text(t, ctx, "#quiz-q"), "Quiz over") {
			return asked
		}
		if k == n {
			t.Fatalf("the quiz is not over after %d questions: %v", n, asked)
		}
		c, cancel := context.WithTimeout(ctx, waitLimit)
		_, err := chromedp.Run(c, chromedp.Poll[bool](`document.querySelectorAll("#quiz-options button:not(:disabled)").length > 0 || !document.querySelector("#quiz-next").hidden`, chromedp.WithPollingTimeout(waitLimit)))
		cancel()
		if err != nil {
			t.Fatalf("question %d: no choices and no Next: %v", k+1, err)
		}
		q := text(t, ctx, "#quiz-q")
		asked = append(asked, q)
		if eval[bool](t, ctx, `document.querySelector("#quiz-next").hidden`) {
			do(t, ctx, "answer", key(fmt.Sprint(pick(q))))
		}
		waitText(t, ctx, "#quiz-result", ".")
		do(t, ctx, "next", chromedp.Click(chromedp.ID("quiz-next")))
	}
}

func TestBrowserQuiz(t *testing.T) {
	ctx, url := browser(t)

	// Scoring, from a link: the line stays hidden until predicted; a
	// right and a wrong prediction, each revealed with its reason.
	solveLink(t, ctx, url, "/?game=predict-the-winner&nums=1,5,100,7&quiz=1", "Player 1 wins 101 to 12")
	waitText(t, ctx, "#quiz-q", "Move 1 of 4: player 1 to move. Which move is optimal?")
	waitText(t, ctx, "#quiz-options", "2. ")
	if got := eval[[]string](t, ctx, `[...document.querySelectorAll("#quiz-options button")].map(b => b.textContent)`); fmt.Sprint(got) != "[1. left 2. right]" {
		t.Errorf("the choices: %q", got)
	}
	if n := eval[int](t, ctx, `[...document.querySelectorAll("#line li")].filter(li => !li.hidden).length`); n != 0 || shown(t, ctx, "#tree-card") || shown(t, ctx, "#controls") {
		t.Errorf("the quiz shows %d moves ahead, the tree %v, the controls %v", n, shown(t, ctx, "#tree-card"), shown(t, ctx, "#controls"))
	}
	if n := eval[int](t, ctx, `document.querySelectorAll("#board .next").length`); n != 0 {
		t.Errorf("the board marks %d items of the move to predict", n)
	}
	if !shown(t, ctx, "#verdict") || !shown(t, ctx, "#quiz-keys") {
		t.Errorf("a quiz without hide hides the verdict, or shows no keys")
	}
	do(t, ctx, "2: right (a mistake)", key("2"))
	waitText(t, ctx, "#quiz-result", "Not optimal: “right”, that cost player 1 178; the optimal move is “left”. The line plays: player 1 takes 1 from the left.")
	waitText(t, ctx, "#quiz-why", "Move 1")
	waitText(t, ctx, "#quiz-score", "Score: optimal moves found: 0 of 1")
	screenshots(t, ctx, "quiz-reveal")
	do(t, ctx, "Enter", key(kb.Enter))
	waitText(t, ctx, "#quiz-q", "Move 2 of 4: player 2 to move.")
	if n := eval[int](t, ctx, `[...document.querySelectorAll("#line li")].filter(li => !li.hidden).length`); n != 1 {
		t.Errorf("after move 1 the line shows %d moves, want 1", n)
	}
	do(t, ctx, "1: left", key("1"))
	waitText(t, ctx, "#quiz-result", "Correct: “left” is an optimal move.")
	waitText(t, ctx, "#quiz-score", "1 of 2")
	do(t, ctx, "next", chromedp.Click(chromedp.ID("quiz-next")))
	quizThrough(t, ctx, 3, func(string) int { return 1 })
	waitText(t, ctx, "#quiz-q", "Quiz over: optimal moves found: ")
	if n := eval[int](t, ctx, `[...document.querySelectorAll("#line li")].filter(li => !li.hidden).length`); n != 4 || !shown(t, ctx, "#tree-card") || !shown(t, ctx, "#controls") {
		t.Errorf("after the quiz: %d moves shown, the tree %v, the controls %v", n, shown(t, ctx, "#tree-card"), shown(t, ctx, "#controls"))
	}

	// Win/lose, a teacher's link: the verdict is hidden, the first
	// question is who wins.
	solveLink(t, ctx, url, "/?game=stone-game-iv&n=7&quiz=1&hide=1", "")
	waitText(t, ctx, "#quiz-q", "Before the first move: who wins with best play from both?")
	if shown(t, ctx, "#verdict") || shown(t, ctx, "#totals") || !shown(t, ctx, "#hidden-note") {
		t.Errorf("a teacher's link shows the verdict or the totals")
	}
	screenshots(t, ctx, "quiz-hidden")
	do(t, ctx, "Bob", key("2"))
	waitText(t, ctx, "#quiz-result", "Right. The verdict is shown at the end.")
	do(t, ctx, "next", chromedp.Click(chromedp.ID("quiz-next")))
	waitText(t, ctx, "#quiz-q", "Move 1 of 4: Alice to move.")
	asked := quizThrough(t, ctx, 4, func(string) int { return 1 })
	if len(asked) != 4 {
		t.Errorf("questions asked: %q, want the 4 moves", asked)
	}
	waitText(t, ctx, "#quiz-q", "You said rightly who wins.")
	if !shown(t, ctx, "#verdict") || !strings.Contains(text(t, ctx, "#verdict"), "Bob wins in 4 moves") {
		t.Errorf("the verdict is not shown at the end")
	}
	screenshots(t, ctx, "quiz-over")

	// Every optimal move counts as right, not only those explain lists:
	// in can-i-win with 10 and 11 every pick loses in 2 moves.
	solveLink(t, ctx, url, "/?game=can-i-win&maxChoosableInteger=10&desiredTotal=11&quiz=1", "")
	waitText(t, ctx, "#quiz-q", "Move 1 of 2: player 1 to move. Which move is optimal?")
	quizChoices(t, ctx)
	do(t, ctx, "pick 10", chromedp.Click(chromedp.ID("quiz-opt-9")))
	waitText(t, ctx, "#quiz-result", "Correct: “pick 10” is an optimal move.")

	// Solo, hidden: no question of who wins, no score shown until the end.
	solveLink(t, ctx, url, "/?game=stone-game-v&stoneValue=6,2,3,4,5,5&quiz=1&hide=1", "")
	waitText(t, ctx, "#quiz-q", "Move 1 of 3: Alice to move. Which move is optimal?")
	if shown(t, ctx, "#totals") || shown(t, ctx, "#running") {
		t.Errorf("a solo game's score is shown during a teacher's quiz")
	}
	quizThrough(t, ctx, 3, func(string) int { return 1 })
	if !shown(t, ctx, "#totals") || text(t, ctx, "#score") != "18" {
		t.Errorf("the score is not shown at the end")
	}

	// Flip Game II, by the toggle: the link gains quiz=1; the string's
	// flips are the choices.
	solveLink(t, ctx, url, "/?game=294&currentState=%2B%2B%2B%2B", "Player 1 wins in 1 move")
	do(t, ctx, "toggle", chromedp.Click(chromedp.ID("quiz-on")))
	waitText(t, ctx, "#quiz-q", "Move 1 of 1: player 1 to move. Which move is optimal?")
	if got := eval[string](t, ctx, `location.search`); !strings.Contains(got, "quiz=1") {
		t.Errorf("the link after the toggle: %s", got)
	}
	waitText(t, ctx, "#quiz-options", "3. ")
	if got := eval[[]string](t, ctx, `[...document.querySelectorAll("#quiz-options button")].map(b => b.textContent)`); len(got) != 3 {
		t.Errorf("++++ offers %q, want 3 flips", got)
	}
	quizThrough(t, ctx, 1, func(string) int { return 2 })
	waitText(t, ctx, "#quiz-q", "Quiz over: optimal moves found: 1 of 1.")
	do(t, ctx, "toggle off", chromedp.Click(chromedp.ID("quiz-on")))
	if shown(t, ctx, "#quiz") || !shown(t, ctx, "#controls") {
		t.Errorf("the quiz stays after the toggle is off")
	}
}
