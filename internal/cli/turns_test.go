package cli

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"stonegame/games"
	"stonegame/internal/fakegame"
	"stonegame/internal/web"
)

// TestExtraTurns drives a Go game with extra turns (fakegame.Bonus: take
// 1 or 2 numbers from the front; an even sum moves again) through solve,
// explain, play --plain and the web's /api/play: the same player moves
// twice in a row, and nobody passes.
func TestExtraTurns(t *testing.T) {
	remove, err := games.Register(fakegame.Bonus)
	if err != nil {
		t.Fatal(err)
	}
	defer remove()
	tests := []struct {
		name  string
		args  []string
		stdin string
		wants []string // in this order in stdout
	}{
		{"solve", []string{"solve", "--game", "fake-bonus", "values = [1,2,4,3,6,1]"}, "", []string{
			"fake-bonus: false", "Bob wins 13 to 4 (differential -9)", "optimal line (4 moves):",
			"1. Alice plays take 2 and scores 3", "2. Bob plays take 1 and scores 4", "3. Bob plays take 2 and scores 9", "4. Alice plays take 1 and scores 1"}},
		{"solve --json --line", []string{"solve", "--game", "fake-bonus", "--json", "--line", "values = [1,2,4,3,6,1]"}, "", []string{
			`{"game":"fake-bonus","answer":false,"winner":"second","first":4,"second":13,"differential":-9,"line":[{"player":1,"take":2,"index":-1,"value":3},{"player":2,"take":1,"index":-1,"value":4},{"player":2,"take":2,"index":-1,"value":9},{"player":1,"take":1,"index":-1,"value":1}]}`}},
		{"explain", []string{"explain", "--game", "fake-bonus", "1,2,4,3,6,1"}, "", []string{
			"2  Bob     take 1 (+4)", "3  Bob     take 2 (+9)", "take 1: 4 + value(3 6 1) = 4 + 8 = 12 (optimal) ← played"}},
		// The computer moves twice, then the human.
		{"play, the computer twice", []string{"play", "--plain", "--game", "fake-bonus", "values = [1,2,4,3,6,1]"}, "take 2\ntake 1\n", []string{
			"> you played take 2 (+3): optimal",
			"the computer played take 1 (+4) and moves again: optimal",
			"the computer played take 2 (+9): optimal",
			"> you played take 1 (+1): optimal", "Result: you 4, the computer 13: the computer wins by 9.", "Optimal moves: 2 of 2."}},
		// The human moves three times in a row; the computer never.
		{"play, the human thrice", []string{"play", "--plain", "--game", "fake-bonus", "values = [2,3,1,5]"}, "take 1\ntake 2\ntake 1\n", []string{
			"> you played take 1 (+2) and move again: optimal", "position: 3 1 5",
			"> you played take 2 (+4) and move again: optimal", "position: 5",
			"> you played take 1 (+5): optimal", "Result: you 11, the computer 0: you win by 11.", "Optimal moves: 3 of 3."}},
		// A rules file's extra turns: the move's "again".
		{"play dots.star", []string{"play", "--plain", "--game", "../../examples/rules/dots.star", "rows = 1, cols = 2"}, "1\n1\n1\n", []string{
			"> you played h1,1 (0): that cost you 2", "> you played v1,1 (0): optimal",
			"the computer played v1,2 (+1) and moves again: optimal", "the computer played v1,3 (+1): optimal",
			"Result: you 0, the computer 2: the computer wins by 2."}},
		// to_move's: Kalah, 2 pits of 2 seeds.
		{"solve kalah.star", []string{"solve", "--game", "../../examples/rules/kalah.star", "pits = 2, seeds = 2"}, "", []string{
			"kalah: -2", "optimal line (5 moves):", "1. player 1 plays pit 2 and scores 1", "2. player 2 plays pit 1 and scores 1", "3. player 1 plays pit 1 and scores 1"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errs, code := run(t, tc.stdin, tc.args...)
			if code != 0 || errs != "" {
				t.Fatalf("exit %d, stderr %q", code, errs)
			}
			wantInOrder(t, out, tc.wants, []string{"pass", "computer played take 1 (+5)"})
		})
	}

	// /api/play: after the human's take 2 (odd) the computer answers with
	// two moves, and it is the human's turn again.
	srv := httptest.NewServer(web.Handler())
	defer srv.Close()
	resp, err := srv.Client().Post(srv.URL+"/api/play", "application/json",
		strings.NewReader(`{"game":"fake-bonus","values":[1,2,4,3,6,1],"seed":1,"action":"play","move":"take 2"}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var got struct {
		Turn        int
		HumanToMove bool
		Over        bool
		Totals      [2]int64
		Played      []struct {
			Player  int
			Human   bool
			Label   string
			Gain    int64
			Verdict string
		}
	}
	if err := json.NewDecoder(resp.Body).Decode(&got); err != nil || resp.StatusCode != 200 {
		t.Fatalf("/api/play: status %d, %v", resp.StatusCode, err)
	}
	var seq []string
	for _, p := range got.Played {
		seq = append(seq, strings.Join([]string{string(rune('0' + p.Player)), p.Label, p.Verdict}, " "))
	}
	want := []string{"1 take 2 optimal", "2 take 1 optimal", "2 take 2 optimal"}
	if strings.Join(seq, "; ") != strings.Join(want, "; ") || got.Turn != 1 || !got.HumanToMove || got.Over || got.Totals != [2]int64{3, 13} {
		t.Errorf("/api/play: got %+v, want the moves %v, player 1 to move, totals 3 and 13", got, want)
	}
}

// TestAnswerInstance: a rules file's answer that takes the instance
// (games/rules/testdata/xo.star: the winning mark), and "grundy" in solve
// --json wherever explain shows one: built-in impartial games and rules
// files, not a game with extra turns nor a partizan one.
func TestAnswerInstance(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--game", "../../games/rules/testdata/xo.star", `board = "XOXOX...."`}, "xo: X\nplayer 2 wins in 2 moves\n"},
		{[]string{"solve", "--json", "--game", "../../games/rules/testdata/xo.star", `board = "XX.OO.X.."`}, `{"game":"xo","answer":"O","winner":"first","remoteness":1}` + "\n"},
		{[]string{"solve", "--json", "--line", "--game", "../../games/rules/testdata/xo.star", `board = "XX..O.O.."`}, `{"game":"xo","answer":"X","winner":"first","remoteness":1,"line":[{"player":1,"take":"3","index":-1,"value":0}]}` + "\n"},
		{[]string{"solve", "--json", "--game", "292", "n = 5"}, `{"game":"nim-game","answer":true,"winner":"first","remoteness":3,"grundy":1}` + "\n"},
		{[]string{"solve", "--json", "--game", "1908", "piles = [1,2,3]"}, `{"game":"game-of-nim","answer":false,"winner":"second","remoteness":6,"grundy":0}` + "\n"},
		{[]string{"solve", "--json", "--game", "../../examples/rules/kayles.star", "n = 5"}, `{"game":"kayles","answer":true,"winner":"first","remoteness":5,"grundy":4}` + "\n"},
		{[]string{"solve", "--json", "--game", "../../examples/rules/dots.star", "rows = 1, cols = 1"}, `{"game":"dots-and-boxes","answer":-1,"winner":"second","first":0,"second":1,"differential":-1}` + "\n"},
		{[]string{"solve", "--json", "--game", "877", "5 3 4 5"}, `{"game":"stone-game","answer":true,"winner":"first","first":9,"second":8,"differential":1}` + "\n"},
	} {
		out, errs, code := run(t, "", tc.args...)
		if code != 0 || errs != "" {
			t.Errorf("%v: exit %d, stderr %q", tc.args, code, errs)
			continue
		}
		if !strings.HasPrefix(out, tc.want) {
			t.Errorf("%v: got %q, want it to start %q", tc.args, out, tc.want)
		}
	}
}
