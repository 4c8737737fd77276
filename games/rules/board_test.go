package rules

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"stonegame/game"
)

// asPosition returns the Position under p, which may draw a board.
func asPosition(p game.Position) Position {
	switch q := p.(type) {
	case Position:
		return q
	case boarded:
		return q.Position
	}
	panic(fmt.Sprintf("%T is not a rules position", p))
}

// grid writes a board as rows of texts, each cell's text, "*" after the
// text of a cell a move selects and the owner after an "@".
func grid(b game.Board) string {
	var rows []string
	for r := range b.Rows() {
		var cs []string
		for _, c := range b.Cells[r*b.Cols : (r+1)*b.Cols] {
			s := c.Text
			if c.Move != nil {
				s += "*"
			}
			if c.By != 0 {
				s += fmt.Sprintf("@%d", c.By)
			}
			cs = append(cs, s)
		}
		rows = append(rows, strings.Join(cs, " "))
	}
	return strings.Join(rows, " / ")
}

func boardOf(t *testing.T, p game.Position) game.Board {
	t.Helper()
	b, ok := p.(game.Boarder)
	if !ok {
		t.Fatalf("%T draws no board", p)
	}
	return b.Board()
}

// Tic-tac-toe from the empty grid is a draw over 5,478 positions (the
// number of legal positions reachable from it, a known count), and its
// cells select its moves.
func TestTicTacToe(t *testing.T) {
	s := loadExample(t, "tictactoe.star", Limits{})
	p, err := s.Start(context.Background(), game.Args{game.TextOf(".........")})
	if err != nil {
		t.Fatal(err)
	}
	if got := asPosition(p).g.n; got != 5478 {
		t.Errorf("positions: got %d, want 5478", got)
	}
	if res, ans := p.Solve(), s.Answer(p.Solve()).String(); res.Winner() != game.Draw || ans != "draw" {
		t.Errorf("got %v, answer %s, want a draw, \"draw\"", res.Winner(), ans)
	}
	b := boardOf(t, p)
	if got, want := grid(b), ".* .* .* / .* .* .* / .* .* .*"; got != want || b.Cols != 3 {
		t.Errorf("start: got %q (%d columns), want %q (3)", got, b.Cols, want)
	}
	// X takes the centre by clicking it, O a corner: the board shows whose.
	for _, rc := range [][2]int{{1, 1}, {0, 2}} {
		m := boardOf(t, p).Cells[rc[0]*3+rc[1]].Move
		if _, p, err = game.Apply(p, m); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := grid(boardOf(t, p)), ".* .* O@2 / .* X@1 .* / .* .* .*"; got != want {
		t.Errorf("after b2, c1: got %q, want %q", got, want)
	}
	// The optimal line names the cell of each move: a1 is cell 0.
	if l := p.Line(); len(l) != 7 || l[0].Index != 0 || l[1].Index != 8 || l[len(l)-1].Index < 0 {
		t.Errorf("the line from b2, c1: got %v, want 7 moves, a1 on cell 0, c3 on cell 8, each on a cell", l)
	}
	// A won position: the loser has no move, no cell selects one.
	p2, err := s.Start(context.Background(), game.Args{game.TextOf("XX.OO....")})
	if err != nil {
		t.Fatal(err)
	}
	_, p2, err = game.Apply(p2, Move("c1"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := grid(boardOf(t, p2)), "X@1 X@1 X@1 / O@2 O@2 . / . . ."; got != want {
		t.Errorf("won: got %q, want %q", got, want)
	}
}

// Chomp's board is the bar, top row first, and each square eats itself.
func TestChompBoard(t *testing.T) {
	s := loadExample(t, "chomp.star", Limits{})
	p, err := s.Start(context.Background(), game.Args{game.IntOf(2), game.IntOf(3)})
	if err != nil {
		t.Fatal(err)
	}
	b := boardOf(t, p)
	if got, want := grid(b), "o* o* o* / x o* o*"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	if got := b.Cells[1].Move; got != Move("eat 2,2") {
		t.Errorf("cell (0, 1): got move %v, want eat 2,2", got)
	}
	_, q, err := game.Apply(p, b.Cells[1].Move)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := grid(boardOf(t, q)), "o* . . / x o* o*"; got != want {
		t.Errorf("after eat 2,2: got %q, want %q", got, want)
	}
	// Several instances in one graph: each board has its own size.
	ps, err := s.Batch(context.Background(), []game.Args{{game.IntOf(1), game.IntOf(2)}, {game.IntOf(3), game.IntOf(1)}})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"x o*", "o* / o* / x"} {
		if got := grid(boardOf(t, ps[i])); got != want {
			t.Errorf("batch %d: got %q, want %q", i, got, want)
		}
	}
}

// Dots and Boxes' board is its grid of dots, lines and boxes: each line
// not drawn is a cell whose click draws it, and the box a line closes
// shows as closed.
func TestDotsBoard(t *testing.T) {
	s := loadExample(t, "dots.star", Limits{})
	p, err := s.Start(context.Background(), game.Args{game.IntOf(1), game.IntOf(1)})
	if err != nil {
		t.Fatal(err)
	}
	b := boardOf(t, p)
	if got, want := grid(b), "· * · / *  * / · * ·"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	q := p
	for _, line := range []string{"h1,1", "v1,1", "h2,1", "v1,2"} {
		if _, q, err = game.Apply(q, Move(line)); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := grid(boardOf(t, q)), "· ─ · / │ ■ │ / · ─ ·"; got != want {
		t.Errorf("every line drawn: got %q, want %q", got, want)
	}
}

// A file's board and cell mistakes are errors at their line, when the
// file loads or when the instance is solved.
func TestBoardErrors(t *testing.T) {
	moves := `def moves(state):
    return [("take %d" % k, state - k) for k in (1, 2) if k <= state]
`
	for _, tc := range []struct{ name, src, want string }{
		{"ragged", `def board(state):
    return ["ab", "c"]
`, `bad.star:7:1: board on state 4: rows[1] has 1 cells, rows[0] has 2: every row has as many cells`},
		{"not rows", `def board(state):
    return "abc"
`, `bad.star:7:1: board on state 4: returned "abc": board returns a list of rows`},
		{"no rows", `def board(state):
    return []
`, `bad.star:7:1: board on state 4: returned no rows`},
		{"empty row", `def board(state):
    return [""]
`, `bad.star:7:1: board on state 4: rows[0] has no cells`},
		{"bad key", `def board(state):
    return [[{"txt": "a"}]]
`, `bad.star:7:1: board on state 4: rows[0]: cell 0: the key "txt" is not text, owner, taken or mark`},
		{"bad owner", `def board(state):
    return [[{"text": "a", "owner": 3}]]
`, `rows[0]: cell 0: owner is 3: it is 1, 2 or None`},
		{"long text", `def board(state):
    return [["abcdefghi"]]
`, `the text "abcdefghi" has 9 characters: a cell shows at most 8`},
		{"unknown cell", `def board(state):
    return ["ab"]
def cell(label):
    return (0, int(label[-1]))
`, `bad.star:9:1: cell("take 2") on state 4: returned (0, 2), not a cell of the board: it has 1 rows and 2 columns, numbered from 0`},
		{"cell shape", `def board(state):
    return ["ab"]
def cell(label):
    return 1
`, `bad.star:9:1: cell("take 1") on state 4: returned 1: cell returns (row, col)`},
		{"same cell", `def board(state):
    return ["ab"]
def cell(label):
    return (0, 0)
`, `the moves "take 1" and "take 2" both select cell (0, 0): a cell selects one move`},
		{"cell without board", `def cell(label):
    return (0, 0)
`, `bad.star:7:1: cell needs board`},
		{"cell without label", `def board(state):
    return ["ab"]
def cell(state):
    return (0, 0)
`, `bad.star:9:1: cell takes label`},
		{"board fails", `def board(state):
    return [1 // 0]
`, `bad.star:8:15: board on state 4: floored division by zero`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := loadAndUse(header+moves+tc.src, Limits{})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error containing %q", err, tc.want)
			}
			var e *Error
			if !errors.As(err, &e) || e.Line == 0 {
				t.Errorf("got %T %v, want an *Error with its line", err, err)
			}
		})
	}
}

// A mistake only a later position shows leaves that position a board of
// no cells whose note says what went wrong; play goes on by the moves.
func TestBoardLaterError(t *testing.T) {
	s := loadSrc(t, header+`def moves(state):
    return [("take 1", state - 1)] if state > 0 else []
def board(state):
    return ["ab"] if state > 2 else ["a", "bc"]
`, Limits{})
	p, err := s.Start(context.Background(), game.Args{game.IntOf(3)})
	if err != nil {
		t.Fatal(err)
	}
	_, q, err := game.Apply(p, Move("take 1"))
	if err != nil {
		t.Fatal(err)
	}
	b := boardOf(t, q)
	if len(b.Cells) != 0 || !strings.Contains(b.Note, "t.star:7:1: board on state 2: rows[1] has 2 cells, rows[0] has 1") {
		t.Errorf("got %d cells, note %q, want none and the error", len(b.Cells), b.Note)
	}
}

// startBoard returns the start of s's instance args, as front ends get it.
func startBoard(t *testing.T, s *game.Spec, args game.Args) game.Position {
	t.Helper()
	p, err := s.Start(context.Background(), args)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// BenchmarkChompBoard draws the board of Chomp 7 × 7's start: one call of
// board and 48 of cell, the cost a front end pays per position.
func BenchmarkChompBoard(b *testing.B) {
	s := loadExample(b, "chomp.star", Limits{})
	p, err := s.Start(context.Background(), game.Args{game.IntOf(7), game.IntOf(7)})
	if err != nil {
		b.Fatal(err)
	}
	bp := p.(boarded)
	for b.Loop() {
		if _, err := bp.board(); err != nil {
			b.Fatal(err)
		}
	}
}
