package web

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"stonegame/games"
	"stonegame/internal/fakegame"
)

// registerFakes adds the fake games of package fakegame (fake-pile,
// fake-front, fake-walk) to the registry for the test.
func registerFakes(t *testing.T) {
	t.Helper()
	remove, err := fakegame.Register(games.Register)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(remove)
}

// TestGamesInfo checks that GET /api/games describes a game's parameters,
// its kind and how to type a move, for the form the pages build.
func TestGamesInfo(t *testing.T) {
	registerFakes(t)
	_, body := call(t, "GET", "/api/games", "")
	var list []gameInfo
	if err := json.Unmarshal([]byte(body), &list); err != nil {
		t.Fatal(err)
	}
	var pile *gameInfo
	for i := range list {
		if list[i].Name == "fake-pile" {
			pile = &list[i]
		}
	}
	if pile == nil {
		t.Fatalf("fake-pile is not in %s", body)
	}
	want := []paramInfo{{Name: "n", Type: "integer", Example: "3", Constraint: "1 <= n <= 30"}}
	if pile.Kind != "win/lose" || pile.MoveHelp != "take 1 or take 2" || !reflect.DeepEqual(pile.ParamInfo, want) ||
		fmt.Sprintf("%s", pile.Example) != "[3]" {
		t.Errorf("fake-pile: got %+v, want kind win/lose, moveHelp, params %+v, example [3]", *pile, want)
	}
}

// TestPlayWinLose plays the fake pile game, which has no optional ability,
// through /api/play: no board but the position in words and the moves with
// their labels, the verdicts and the summary from the payoff.
func TestPlayWinLose(t *testing.T) {
	registerFakes(t)
	base := `"game":"fake-pile","n":4,"seed":1`
	r := post[playJS](t, "/api/play", `{`+base+`}`)
	if r.Kind != "win/lose" || r.Board != nil || r.Position != "4" || len(r.Legal) != 2 || r.Legal[1].Label != "take 2" ||
		string(r.Legal[1].Take) != "2" || r.Legal[1].Index != -1 {
		t.Fatalf("start: got %+v", r)
	}
	r = post[playJS](t, "/api/play", `{`+base+`,"action":"play","move":2}`)
	if !r.Over || len(r.Played) != 2 || r.Played[0].Verdict != "that throws the win away: the computer can win in 2 moves, counting this one" || r.Played[0].Loss != 2 ||
		r.Played[1].Verdict != "optimal" || r.Totals != nil || r.Score != nil || r.Position != "0" {
		t.Fatalf("take 2: got %+v", r)
	}
	if s := r.Summary; s.Headline != "You lost." || s.Winner != "second" || s.Differential != nil || s.Optimal.Winner != "first" || s.Lost != 2 ||
		s.Verdict != "Your move was not optimal: 1 move threw a win or a draw away. Perfect play by both from the start: you win in 3 moves." {
		t.Errorf("summary: got %+v", s)
	}
	r = post[playJS](t, "/api/play", `{`+base+`,"moves":["take 2","take 2"],"action":"undo"}`)
	if r.Over || len(r.Played) != 0 || r.Position != "4" {
		t.Errorf("undo: got %+v", r)
	}
	r = post[playJS](t, "/api/play", `{`+base+`,"action":"hint"}`)
	if h := r.Hint; h == nil || len(h.Options) != 2 || h.Value != 1 || h.Options[0].Value != 1 || h.Options[1].Value != -1 || !h.Options[0].Optimal {
		t.Errorf("hint: got %+v", r.Hint)
	}
	// A won game: take 1, the computer (optimal, lost) takes 1, take 2.
	r = post[playJS](t, "/api/play", `{`+base+`,"moves":[1,1],"action":"play","move":"take 2"}`)
	if s := r.Summary; !r.Over || s == nil || s.Headline != "You won." || s.Winner != "first" ||
		s.Verdict != "You played every move optimally: 2 of 2. Perfect play by both from the start: you win in 3 moves." {
		t.Errorf("a won game: got %+v, summary %+v", r, r.Summary)
	}
	// /api/move and /api/analyze, the same generic way.
	m := post[struct {
		Turn     int
		Value    int64
		Position string
		Board    *boardJS
		Options  []option
	}](t, "/api/move", `{"game":"fake-pile","n":4,"moves":[1]}`)
	if m.Turn != 2 || m.Value != -1 || m.Position != "3" || m.Board != nil || len(m.Options) != 2 {
		t.Errorf("/api/move: got %+v", m)
	}
	rnd := post[struct{ N int64 }](t, "/api/random", `{"game":"fake-pile","n":3}`)
	if rnd.N < 1 || rnd.N > 13 {
		t.Errorf("/api/random: n = %d, want 1 to 13 (the least, up to 4 × 3 above it)", rnd.N)
	}
	a := post[analyzeResponse](t, "/api/analyze", `{"game":"fake-pile","n":4,"moves":[2,2]}`)
	if !a.Over || a.Moves[0].Verdict != "that throws the win away: Bob can win in 2 moves, counting this one" || a.Moves[1].Verdict != "optimal" {
		t.Errorf("/api/analyze: got %+v", a)
	}
}

// TestPlayBoard plays the fake front game, whose position draws a Board and
// whose moves take two items: every item a move takes is marked, and each
// selectable cell carries the move to send back.
func TestPlayBoard(t *testing.T) {
	registerFakes(t)
	r := post[playJS](t, "/api/play", `{"game":"fake-front","values":[1,2,3,4,5],"opponent":"greedy","seed":1,"action":"play","move":2}`)
	if len(r.Played) != 2 || r.Played[0].Index != 0 || r.Played[0].Count != 2 || r.Played[1].Index != 2 || r.Played[1].Count != 2 ||
		r.Played[0].Label != "take 2" || *r.Totals != [2]int64{3, 7} {
		t.Fatalf("play take 2: got %+v", r)
	}
	if r.Board == nil {
		t.Fatalf("no board in %+v", r)
	}
	var by []int
	for _, c := range r.Board.Cells {
		by = append(by, c.By)
	}
	if want := []int{1, 1, 2, 2, 0}; !reflect.DeepEqual(by, want) || string(r.Board.Cells[4].Move) != "1" || r.Board.Cells[3].Move != nil ||
		r.Board.Note != "take 1 or 2 from the front" || !r.Board.Cells[0].Taken || r.Board.Cells[4].Taken {
		t.Errorf("board: takers %v, cells %+v; want %v and take 1 on the last", by, r.Board.Cells, want)
	}
	if len(r.Legal) != 1 || r.Legal[0].Index != 4 || r.Legal[0].Count != 0 {
		t.Errorf("legal: got %+v, want take 1 at 4", r.Legal)
	}
	m := post[moveResponse](t, "/api/move", `{"game":"fake-front","values":[1,2,3,4,5],"moves":[2]}`)
	if m.Board == nil || string(m.Board.Cells[2].Move) != "1" || string(m.Board.Cells[3].Move) != "2" || m.Board.Cells[1].By != 1 ||
		len(m.Options) != 2 || m.Options[1].Index != 2 || m.Options[1].Count != 2 || m.Position != "[3 4 5]" {
		t.Errorf("/api/move: got %+v", m)
	}
}

// TestBoardLimit checks that a board is left out past MaxBoard items: the
// page shows the position in words.
func TestBoardLimit(t *testing.T) {
	row := strings.TrimSuffix(strings.Repeat("1,", MaxBoard+1), ",")
	m := post[moveResponse](t, "/api/move", `{"nums":[`+row+`]}`)
	if m.Board != nil || m.Position == "" {
		t.Errorf("a row of %d: board %v, position %q; want no board and the position", MaxBoard+1, m.Board != nil, m.Position)
	}
	m = post[moveResponse](t, "/api/move", `{"nums":[1,2]}`)
	if m.Board == nil || len(m.Board.Cells) != 2 {
		t.Errorf("a row of 2: board %+v, want 2 cells", m.Board)
	}
}

// TestExploreCounts checks that the Solve page's steps say every item a
// move takes, and that it gets the starting board to mark them on.
func TestExploreCounts(t *testing.T) {
	registerFakes(t)
	r := explore(t, `{"game":"fake-front","values":[1,2,3]}`)
	if len(r.Steps) != 2 || r.Steps[0].Index != 0 || r.Steps[0].Count != 2 || r.Steps[1].Index != 2 || r.Steps[1].Count != 0 ||
		r.Board == nil || len(r.Board.Cells) != 3 || r.Board.Cells[0].Taken {
		t.Errorf("explore: steps %+v, board %+v; want take 2 at 0 (count 2), take 1 at 2, and the start's 3 cells", r.Steps, r.Board)
	}
}
