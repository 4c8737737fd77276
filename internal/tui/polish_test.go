package tui

import (
	"strconv"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"stonegame/game"
	"stonegame/games"
	"stonegame/match"
)

// resize sends a window size to md.
func resize(md model, w, h int) model {
	next, _ := md.Update(tea.WindowSizeMsg{Width: w, Height: h})
	return next.(model)
}

// TestLetterKeys checks that the letters say the direction on a row of
// ends, in both cases: L and l take the left end, R and r the right one,
// and h (once vim's left) does nothing.
func TestLetterKeys(t *testing.T) {
	for _, tc := range []struct {
		key  string
		want string
	}{
		{"L", "you took 1 from the left"},
		{"l", "you took 1 from the left"},
		{"left", "you took 1 from the left"},
		{"R", "you took 7 from the right"},
		{"r", "you took 7 from the right"},
		{"right", "you took 7 from the right"},
		{"h", `"h" does nothing here`},
	} {
		md := newModel(newMatch(t, "486", game.First, match.Greedy{}, []int64{1, 5, 100, 7}), Options{})
		md, _ = press(t, md, tc.key)
		wantIn(t, screen(t, md), tc.want)
	}
}

// TestLastNumberKeys takes the last number of an odd row with → and with
// R: it is the right end too.
func TestLastNumberKeys(t *testing.T) {
	for _, k := range []string{"right", "R"} {
		md := newModel(newMatch(t, "486", game.First, match.Greedy{}, []int64{1, 5, 100}), Options{})
		md, _ = press(t, md, "R", k) // 100, the computer takes 5, then the 1
		s := screen(t, md)
		wantIn(t, s, "you took 1 from the left: optimal", "Result: you 101, the computer 5")
		wantNotIn(t, s, "Cannot play")
	}
}

// TestBestAndTyped reaches a best stone of a long stone-game-vi with b,
// and a far stone by typing its index.
func TestBestAndTyped(t *testing.T) {
	vi, _ := games.Lookup("stone-game-vi")
	pair, _ := match.RandomArgs(vi, 2000, 3)
	m := newMatchOf(t, "stone-game-vi", game.First, match.Optimal{}, pair)
	h := m.Hint()
	md := newModel(m, Options{})
	md, _ = press(t, md, "b")
	isBest := func(c int) bool {
		for _, o := range h.Best {
			if o.Move == md.board.b.Cells[c].Move {
				return true
			}
		}
		return false
	}
	if !isBest(md.cursor) {
		t.Fatalf("b put the cursor on %d, not a best stone (%v...)", md.cursor, h.Best[0].Move)
	}
	first := md.cursor
	if len(h.Best) > 1 {
		md, _ = press(t, md, "b")
		if md.cursor <= first || !isBest(md.cursor) {
			t.Errorf("the second b put the cursor on %d, want the next best stone after %d", md.cursor, first)
		}
	}
	s := screen(t, md)
	wantIn(t, s, " "+strconv.Itoa(md.cursor)+" ", "^")
	at := md.cursor
	md, _ = press(t, md, "enter")
	wantIn(t, screen(t, md), "you took stone "+strconv.Itoa(at)+" ", ": optimal")

	md, _ = press(t, md, "1", "7", "9", "9")
	wantIn(t, screen(t, md), "Type a move (a stone's index (0 is the first)): 1799_", "enter play • esc cancel")
	md, _ = press(t, md, "enter")
	wantIn(t, screen(t, md), "you took stone 1799 ")
}

// TestCursorStyle checks that only the cursor's column is in reverse
// video: its index and its two values.
func TestCursorStyle(t *testing.T) {
	m := newMatch(t, "1686", game.First, match.Optimal{}, []int64{2, 4, 3, 5}, []int64{1, 6, 7, 1})
	md := newModel(m, Options{})
	md, _ = press(t, md, "right")
	v := md.View().Content
	if n := strings.Count(v, ";7m"); n != 3 {
		t.Errorf("%d cells in reverse video, want 3 (the cursor's index and values):\n%q", n, v)
	}
	if n := strings.Count(stripANSI(v), "^"); n != 2 { // the board's and the turn line's
		t.Errorf("%d ^ on the screen, want 2", n)
	}
}

// TestWindows lays out several games in a large, a narrow and a tiny
// window, before and after a move and at the end: each screen fills the
// window, shows the board, the totals (or whose turn it is) and every key
// in the help, and once the game is over no move key.
func TestWindows(t *testing.T) {
	type game_ struct {
		name  string
		lists [][]int64
		board string // on the board at the start
		moves []string
	}
	for _, g := range []game_{
		{"predict-the-winner", [][]int64{{1, 5, 100, 7}}, "100", []string{"L", "R"}},
		{"stone-game-vi", [][]int64{{2, 4, 3, 5}, {1, 6, 7, 1}}, "^", []string{"enter", "enter"}},
		{"stone-game-iii", [][]int64{{1, 2, 3, 7}}, "^", []string{"enter", "enter", "enter", "enter"}},
		{"stone-game-iv", [][]int64{{7}}, "[1]", []string{"enter", "enter", "enter", "enter", "enter", "enter", "enter"}},
		{"nim-game", [][]int64{{5}}, "[1]", []string{"enter", "enter", "enter", "enter", "enter"}},
		{"game-of-nim", [][]int64{{1, 2}}, "[0 1]", []string{"enter", "enter", "enter"}},
		{"can-i-win", [][]int64{{4}, {6}}, "^", []string{"enter", "enter", "enter", "enter"}},
	} {
		for _, size := range [][2]int{{120, 35}, {40, 15}, {20, 8}} {
			m := newMatch(t, g.name, game.First, match.Greedy{}, g.lists...)
			md := resize(newModel(m, Options{}), size[0], size[1])
			check := func(when string) {
				t.Helper()
				s := screen(t, md)
				for _, k := range []string{"? hint", "u undo", "n new", "q quit"} {
					if md.m.Over() && k == "? hint" {
						continue
					}
					if !strings.Contains(s, k) {
						t.Errorf("%s %dx%d %s: the keys lack %q:\n%s", g.name, size[0], size[1], when, k, s)
					}
				}
				score := scoreLine(md.m)
				if width(score) > size[0] {
					score = shortScoreLine(md.m)
				}
				if !strings.Contains(strings.ReplaceAll(s, "\n", " "), score) && !strings.Contains(s, score[:min(len(score), size[0])]) {
					t.Errorf("%s %dx%d %s: the screen lacks the totals %q:\n%s", g.name, size[0], size[1], when, score, s)
				}
				if md.m.Over() && (strings.Contains(s, "left •") || strings.Contains(s, "take •")) {
					t.Errorf("%s %dx%d: the game is over, but the help offers a move:\n%s", g.name, size[0], size[1], s)
				}
			}
			check("at the start")
			wantIn(t, screen(t, md), g.board)
			for _, k := range g.moves {
				if md.m.Over() {
					break
				}
				md, _ = press(t, md, k)
				check("after " + k)
			}
			if !md.m.Over() {
				t.Errorf("%s %dx%d: %v did not end the game:\n%s", g.name, size[0], size[1], g.moves, screen(t, md))
			}
		}
	}
}

// TestFarewell checks what Run prints after the full screen: the result
// of a finished game, or how far an unfinished one went.
func TestFarewell(t *testing.T) {
	md := newModel(newMatch(t, "486", game.First, match.Greedy{}, []int64{1, 5, 100, 7}), Options{Note: "A random game of 4 (--random 4 --seed 9)."})
	md, _ = press(t, md, "L")
	got := md.farewell()
	want := `Predict the Winner (LeetCode 486)
A random game of 4 (--random 4 --seed 9).
row: 5 100
you 1, the computer 7, differential −6
You quit after 2 moves.
`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	md, _ = press(t, md, "R")
	wantIn(t, md.farewell(), "row: \n", "you 101, the computer 12, differential +89", "Result: you 101, the computer 12: you win by 89.", "Points lost: none.")
}
