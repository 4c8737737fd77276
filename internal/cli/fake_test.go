package cli

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/fakegame"
	"stonegame/internal/web"
)

// A game the command line has never heard of, added to the registry by a
// test, goes through solve, explain, play and the web API: what a new game
// needs is its package and its registry line, nothing here.
func TestFakeGames(t *testing.T) {
	for _, g := range []*game.Spec{fakegame.Pile, fakegame.Front} {
		remove, err := games.Register(g)
		if err != nil {
			t.Fatal(err)
		}
		defer remove()
	}
	tests := []struct {
		args  []string
		stdin string
		want  []string // lines the output must hold
	}{
		{[]string{"solve", "--game", "fake-pile", "n = 3"}, "", []string{"fake-pile: false", "Bob wins"}},
		{[]string{"solve", "--game", "fake-pile", "--json", "4"}, "", []string{`{"game":"fake-pile","answer":true,"winner":"first","remoteness":3}`}},
		{[]string{"solve", "--game", "fake-front", "--json"}, "[1,2,3]\n[-5]\n", []string{
			`{"game":"fake-front","answer":true,"winner":"draw","first":3,"second":3,"differential":0}`,
			`{"game":"fake-front","answer":false,"winner":"second","first":-5,"second":0,"differential":-5}`}},
		{[]string{"solve", "--game", "fake-front", "--line", "values = [1,2,3]"}, "", []string{"fake-front: true", "a draw, 3 to 3", "Alice plays take 2 and scores 3"}},
		{[]string{"explain", "--game", "fake-pile", "4"}, "", []string{"Explaining A fake pile", "Alice wins", "take 1"}},
		{[]string{"explain", "--game", "fake-front", "--format", "html", "1,2,3"}, "", []string{"<html", "A fake front"}},
		{[]string{"play", "--game", "fake-pile", "--plain", "4"}, "take 2\n", []string{"Bob", "take 2"}},
		{[]string{"play", "--game", "fake-front", "--plain", "1,2,3"}, "take 1\ntake 1\n", []string{"Alice"}},
	}
	for _, tc := range tests {
		out, errs, code := run(t, tc.stdin, tc.args...)
		if code != 0 {
			t.Errorf("%s: exit %d, stderr %q", strings.Join(tc.args, " "), code, errs)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: the output lacks %q:\n%s", strings.Join(tc.args, " "), w, out)
			}
		}
	}
	// The web API, through the same handler serve runs.
	srv := httptest.NewServer(web.Handler())
	defer srv.Close()
	for _, body := range []string{`{"game":"fake-pile","n":5}`, `{"game":"fake-front","values":[3,-1,4]}`} {
		resp, err := srv.Client().Post(srv.URL+"/api/solve", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		var got map[string]any
		if err := json.NewDecoder(resp.Body).Decode(&got); err != nil || resp.StatusCode != 200 || got["answer"] == nil {
			t.Errorf("/api/solve %s: %d %v %v", body, resp.StatusCode, got, err)
		}
		resp.Body.Close()
	}
}
