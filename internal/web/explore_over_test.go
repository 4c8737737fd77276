package web

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestExploreOver asks /api/explore for games that are over before the
// first move, LeetCode's own examples among them: 200, the verdict, no
// steps, and the explanation that says why.
func TestExploreOver(t *testing.T) {
	tests := []struct{ name, body, verdict string }{
		{"can-i-win (10, 0)", `{"game":"can-i-win","maxChoosableInteger":10,"desiredTotal":0}`, "player 1 wins at once: the game is over before the first move"},
		{"stone-removal-game n = 1", `{"game":"stone-removal-game","n":1}`, "Bob wins at once"},
		{"stone-game-v [4]", `{"game":"stone-game-v","stoneValue":[4]}`, "Alice scores 0"},
		{"game-of-nim [0,0]", `{"game":"game-of-nim","piles":[0,0]}`, "Bob wins at once"},
	}
	for _, tc := range tests {
		code, body := call(t, "POST", "/api/explore", tc.body)
		var r exploreJS
		if err := json.Unmarshal([]byte(body), &r); err != nil || code != 200 {
			t.Errorf("%s: got %d %s, want 200", tc.name, code, body)
			continue
		}
		if !strings.HasPrefix(r.Verdict, tc.verdict) || r.Steps == nil || len(r.Steps) != 0 || !strings.Contains(r.Explanation, "The game is over before the first move") {
			t.Errorf("%s: verdict %q, steps %v, explanation %.200q", tc.name, r.Verdict, r.Steps, r.Explanation)
		}
	}
}

// TestDesiredTotalZero checks that can-i-win with desiredTotal 0 is
// answered one way by every endpoint: the first player wins at once, the
// game over before the first move.
func TestDesiredTotalZero(t *testing.T) {
	inst := `"game":"can-i-win","maxChoosableInteger":10,"desiredTotal":0`
	_, solve := call(t, "POST", "/api/solve", "{"+inst+"}")
	if want := `{"game":"can-i-win","answer":true,"winner":"first","remoteness":0,"verdict":"player 1 wins at once: the game is over before the first move"}` + "\n"; solve != want {
		t.Errorf("solve: got %s, want %s", solve, want)
	}
	r := explore(t, "{"+inst+"}")
	if r.Verdict != "player 1 wins at once: the game is over before the first move, so the answer is true" || r.Winner != "first" ||
		r.Remoteness == nil || *r.Remoteness != 0 || r.Steps == nil || len(r.Steps) != 0 {
		t.Errorf("explore: got %+v", r)
	}
	for _, human := range []int{1, 2} {
		p := post[playJS](t, "/api/play", fmt.Sprintf(`{%s,"human":%d}`, inst, human))
		want := map[int]string{1: "You won: the game is over before the first move.", 2: "You lost: the game is over before the first move."}[human]
		if !p.Over || p.HumanToMove || len(p.Played) != 0 || p.Summary == nil || p.Summary.Headline != want || p.Summary.Winner != "first" {
			t.Errorf("play as player %d: got %+v, summary %+v; want over, headline %q", human, p, p.Summary, want)
		}
	}
	m := post[moveResp](t, "/api/move", "{"+inst+"}")
	if !m.Over || len(m.Options) != 0 {
		t.Errorf("move: got %+v, want over with no option", m)
	}
}
