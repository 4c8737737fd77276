package web

import "testing"

// TestMoveOverValue checks that /api/move says who won a finished win/lose
// game: the value is the payoff for the player whose turn it would be, not
// 0 (a draw) for every end.
func TestMoveOverValue(t *testing.T) {
	tests := []struct {
		body string
		want int64
	}{
		{`{"game":"divisor-game","n":1}`, -1},                        // Alice cannot move: lost
		{`{"game":"stone-game-ix","stones":[5,1,3],"moves":[0]}`, 1}, // Alice's sum is 3: Bob won
	}
	for _, tt := range tests {
		r := post[struct {
			Over  bool
			Value int64
		}](t, "/api/move", tt.body)
		if !r.Over || r.Value != tt.want {
			t.Errorf("%s: over %v value %d, want true, %d", tt.body, r.Over, r.Value, tt.want)
		}
	}
}

// TestExploreBestUncut checks that /api/explore's steps give every optimal
// move, not the ones its reason lists: in can-i-win with 10 and 11 every
// pick loses in 2 moves, so all 10 are optimal (the quiz's answer key),
// and /api/move agrees on each of them.
func TestExploreBestUncut(t *testing.T) {
	body := `{"game":"can-i-win","maxChoosableInteger":10,"desiredTotal":11}`
	e := post[struct {
		Steps []struct{ Best []any }
	}](t, "/api/explore", body)
	if len(e.Steps) == 0 || len(e.Steps[0].Best) != 10 {
		t.Fatalf("/api/explore: got %+v, want 10 optimal moves at step 1", e.Steps)
	}
	m := post[struct {
		Best    []option
		Options []option
	}](t, "/api/move", body)
	for _, o := range m.Options {
		if !o.Optimal || o.Verdict != "optimal" {
			t.Errorf("/api/move: %s optimal %v verdict %q, want true, optimal", o.Move, o.Optimal, o.Verdict)
		}
	}
	if len(m.Best) != 10 {
		t.Errorf("/api/move: %d optimal moves, want 10", len(m.Best))
	}
}

// TestPaceCounts checks that /api/move and /api/analyze judge a win/lose
// move by its pace as well as its value, as play does: in stone-game-iv
// with 26 stones, removing 4 or 9 still wins but in 9 moves, removing 16
// in 5; in divisor-game with 9, subtracting 3 loses sooner than 1.
func TestPaceCounts(t *testing.T) {
	m := post[struct{ Options []option }](t, "/api/move", `{"game":"stone-game-iv","n":26}`)
	got := map[string]bool{}
	for _, o := range m.Options {
		got[o.Move] = o.Optimal
		if o.Move == "remove 4" && (o.Loss != 0 || o.Slower != 4 || o.Verdict != "that keeps the win, but in 9 moves instead of 5, counting this one") {
			t.Errorf("/api/move remove 4: loss %d slower %d verdict %q", o.Loss, o.Slower, o.Verdict)
		}
	}
	if got["remove 4"] || got["remove 9"] || !got["remove 16"] {
		t.Errorf("/api/move: optimal %v, want remove 16 alone of 4, 9, 16", got)
	}
	a := post[analyzeResponse](t, "/api/analyze", `{"game":"stone-game-iv","n":26,"moves":[4]}`)
	if len(a.Moves) != 1 || a.Moves[0].Optimal || a.Summary.Players[0].Verdict == "Alice played every move optimally" {
		t.Errorf("/api/analyze moves [4]: got %+v", a)
	}
	d := post[analyzeResponse](t, "/api/analyze", `{"game":"divisor-game","n":9,"moves":[3]}`)
	if len(d.Moves) != 1 || d.Moves[0].Optimal || d.Moves[0].Slower == 0 {
		t.Errorf("/api/analyze divisor-game 9, moves [3]: got %+v", d.Moves)
	}
}

// TestDrawnHintSaysHowSoon: in a drawn position of Cat and Mouse, the hint
// and /api/move give the remoteness of the moves that lose (the page says
// "loses in 3"), and the verdict on one that ends the game says so.
func TestDrawnHintSaysHowSoon(t *testing.T) {
	cat := rulesSource(t, "catmouse.star")
	moves := catGraph + `,"moves":["mouse to 3","cat to 5"]`
	p := post[playResponse](t, "/api/play", rulesBody(t, cat, moves+`,"seed":1,"action":"hint"`))
	m := post[struct{ Options []option }](t, "/api/move", rulesBody(t, cat, moves))
	if p.Hint == nil || len(p.Hint.Options) != 3 || len(m.Options) != 3 {
		t.Fatalf("hint %+v, /api/move %+v: want 3 options each", p.Hint, m.Options)
	}
	for k, want := range []int{2, -1, 0} { // mouse to 1, 4 (draws), 5 (onto the cat)
		for _, o := range []option{p.Hint.Options[k], m.Options[k]} {
			got := -1
			if o.Remoteness != nil {
				got = *o.Remoteness
			}
			if got != want {
				t.Errorf("%s: remoteness %d, want %d", o.Move, got, want)
			}
		}
	}
	if v := m.Options[2].Verdict; v != "that loses a drawn position at once" {
		t.Errorf("mouse to 5: verdict %q", v)
	}
}
