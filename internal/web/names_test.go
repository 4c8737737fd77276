package web

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// genericName matches the words a page would use for a player of a game
// that names its own: "Player 1", "player 2", "the first player".
var genericName = regexp.MustCompile(`(?i)player [12]|(first|second) player`)

// catWins is an instance of Cat and Mouse (catmouse.star, players Mouse
// and Cat) that the Cat wins in one move: the Mouse's only move is onto
// the Cat's node.
const catWins = `"graph":[[2],[2],[0,1]]`

// TestPlayerNamesAPI: every answer a page words a result from, for Cat
// and Mouse (a rules file whose players are Mouse and Cat), says it in
// their names, as the CLI does, and never "player 1" or "the first
// player": the Your own game page's (/api/solve), the Solve page's
// (/api/explore), the quiz's (/api/move), the Play page's (/api/play,
// /api/analyze), and the Patterns page's (/api/table, for a built-in game
// whose players are Alice and Bob).
func TestPlayerNamesAPI(t *testing.T) {
	cat := rulesSource(t, "catmouse.star")
	for _, tc := range []struct {
		path, rest string
		want       []string // in the answer
	}{
		{"/api/describe", ``, []string{`"players":["Mouse","Cat"]`}},
		{"/api/solve", catWins + `,"line":true`, []string{`"verdict":"Cat wins in 1 move"`, `"say":"Mouse plays mouse to 2"`}},
		{"/api/solve", catGraph, []string{`"verdict":"a draw"`}},
		{"/api/explore", catWins, []string{`"players":["Mouse","Cat"]`, `"verdict":"Cat wins in 1 move, so the answer is 2"`, `"say":"Mouse plays mouse to 2"`}},
		{"/api/move", catGraph + `,"moves":["mouse to 3"]`, []string{`"player":"Cat"`, `"verdict":"that loses a drawn position: Mouse can win in 4 moves, counting this one"`}},
		{"/api/play", `"graph":[[1,3],[0],[3],[0,2]],"human":2,"opponent":"optimal"`, []string{`"players":["Mouse","Cat"]`, `"say":"Mouse plays mouse to 0"`, `"headline":"You lost."`}},
		{"/api/analyze", catWins + `,"moves":["mouse to 2"]`, []string{`"verdict":"Mouse played every move optimally"`, `"verdict":"Cat has not moved yet"`}},
	} {
		code, body := call(t, "POST", tc.path, rulesBody(t, cat, tc.rest))
		if code != 200 {
			t.Errorf("%s %s: got %d %s", tc.path, tc.rest, code, body)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(body, w) {
				t.Errorf("%s %s: got %.600s\nwant it to contain %s", tc.path, tc.rest, body, w)
			}
		}
		if m := genericName.FindString(body); m != "" {
			t.Errorf("%s %s: says %q of a game whose players are Mouse and Cat: %.600s", tc.path, tc.rest, m, body)
		}
	}

	code, body := call(t, "POST", "/api/table", `{"game":"stone-game-iv","range":"n=0..3"}`)
	var tab struct {
		Verdicts []string `json:"verdicts"`
	}
	if err := json.Unmarshal([]byte(body), &tab); code != 200 || err != nil {
		t.Fatalf("/api/table: got %d %s (%v)", code, body, err)
	}
	want := []string{"Bob wins at once: the game is over before the first move", "Alice wins in 1 move", "Bob wins in 2 moves", "Alice wins in 3 moves"}
	if fmt.Sprint(tab.Verdicts) != fmt.Sprint(want) {
		t.Errorf("/api/table: verdicts %q, want %q", tab.Verdicts, want)
	}
}

// noGenericName fails when the page shown says "Player 1" or the like.
func noGenericName(t *testing.T, ctx context.Context, page string) {
	t.Helper()
	shown := eval[string](t, ctx, `document.body.innerText`)
	if m := genericName.FindString(shown); m != "" {
		t.Errorf("%s says %q of Cat and Mouse, whose players are Mouse and Cat:\n%.800s", page, m, shown)
	}
}

// TestBrowserPlayerNames: the Your own game page, the Solve page, its
// quiz and the Play page show Cat and Mouse (catmouse.star) in its
// players' names, Mouse and Cat, as the server words it, and nowhere
// "Player 1" or "player 2".
func TestBrowserPlayerNames(t *testing.T) {
	ctx, url := browser(t)
	cat := rulesSource(t, "catmouse.star")
	do(t, ctx, "a fresh browser", chromedp.Navigate(url+"/rules"), ready, chromedp.Evaluate[chromedp.Void](`localStorage.clear()`))

	do(t, ctx, "the rules page", setValue("#source", cat), setValue("#instance", "{"+catWins+"}"), chromedp.Click(chromedp.ID("solve")))
	waitText(t, ctx, "#verdict", "Cat wins in 1 move.")
	if got := text(t, ctx, "#line"); got != "Mouse plays mouse to 2" {
		t.Errorf("the rules page's line: got %q, want Mouse plays mouse to 2", got)
	}
	noGenericName(t, ctx, "the rules page")

	openFrom(t, ctx, url, "to-explore", "/", cat, "{"+catWins+"}")
	waitText(t, ctx, "#verdict", "Cat wins in 1 move, so the answer is 2.")
	if got := text(t, ctx, "#winner"); got != "Cat" {
		t.Errorf("the Solve page's winner: got %q, want Cat", got)
	}
	waitText(t, ctx, "#line", "Mouse plays mouse to 2")
	waitText(t, ctx, "#where", "Start: Mouse to move")
	noGenericName(t, ctx, "the Solve page")

	do(t, ctx, "the quiz", chromedp.Click(chromedp.ID("quiz-on")))
	waitText(t, ctx, "#quiz-q", "Mouse to move")
	waitText(t, ctx, "#quiz-options", "mouse to 2")
	noGenericName(t, ctx, "the quiz")
	do(t, ctx, "quiz off", chromedp.Click(chromedp.ID("quiz-on")))

	openFrom(t, ctx, url, "to-play", "/play", cat, `{"graph": [[1,3],[0],[3],[0,2]]}`)
	do(t, ctx, "play the Cat", setValue("#human", "2"), chromedp.Click(chromedp.ID("start")))
	waitText(t, ctx, "#status", "The computer: Mouse plays mouse to 0")
	waitText(t, ctx, "#sumtext", "You lost")
	waitText(t, ctx, "#feed", "Mouse plays mouse to 0")
	noGenericName(t, ctx, "the Play page")
}
