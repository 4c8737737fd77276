package web

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestExploreOver asks /api/explore for games that are over before the
// first move, LeetCode's own examples among them: 200, the verdict, no
// steps, and the explanation that says why.
func TestExploreOver(t *testing.T) {
	tests := []struct{ name, body, verdict string }{
		{"can-i-win (10, 0)", `{"game":"can-i-win","maxChoosableInteger":10,"desiredTotal":0}`, "player 1 wins at once"},
		{"stone-removal-game n = 1", `{"game":"stone-removal-game","n":1}`, "Bob wins at once"},
		{"stone-game-v [4]", `{"game":"stone-game-v","stoneValue":[4]}`, "Alice scores 0"},
		{"game-of-nim [0,0]", `{"game":"game-of-nim","piles":[0,0]}`, "Bob wins at once"},
	}
	for _, tc := range tests {
		code, body := call(t, "POST", "/api/explore", tc.body)
		var r exploreResponse
		if err := json.Unmarshal([]byte(body), &r); err != nil || code != 200 {
			t.Errorf("%s: got %d %s, want 200", tc.name, code, body)
			continue
		}
		if !strings.HasPrefix(r.Verdict, tc.verdict) || len(r.Steps) != 0 || !strings.Contains(r.Explanation, "The game is over before the first move") {
			t.Errorf("%s: verdict %q, %d steps, explanation %.200q", tc.name, r.Verdict, len(r.Steps), r.Explanation)
		}
	}
}
