package rules

import (
	"context"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"stonegame/game"
)

// needPython returns python3's path, or skips the test without it, unless
// STONEGAME_REQUIRE_TOOLCHAINS=1 (CI), which fails it instead.
func needPython(t *testing.T) string {
	t.Helper()
	py, err := exec.LookPath("python3")
	if err != nil {
		msg := "python3 is not installed: the hand-written CPython solvers of bench/rules/memo cannot run"
		if os.Getenv("STONEGAME_REQUIRE_TOOLCHAINS") == "1" {
			t.Fatal(msg + " (STONEGAME_REQUIRE_TOOLCHAINS=1)")
		}
		t.Skip(msg)
	}
	return py
}

// TestHandWrittenMemo holds the rules files of bench/rules's comparison
// to the hand-written CPython solvers they are timed against
// (bench/rules/memo/*.py): on small instances, the same winner,
// remoteness and Grundy value (win/lose games), or the same differential
// (Dots and Boxes, whose extra turns need no pass positions), and the
// same number of positions.
func TestHandWrittenMemo(t *testing.T) {
	py := needPython(t)
	for _, tc := range []struct {
		name, file, script string
		args               game.Args
		argv               []string
	}{
		{"wythoff 0 0", "wythoff.star", "wythoff.py", game.Args{game.IntOf(0), game.IntOf(0)}, []string{"0", "0"}},
		{"wythoff 3 5", "wythoff.star", "wythoff.py", game.Args{game.IntOf(3), game.IntOf(5)}, []string{"3", "5"}},
		{"wythoff 13 9", "wythoff.star", "wythoff.py", game.Args{game.IntOf(13), game.IntOf(9)}, []string{"13", "9"}},
		{"chomp 1x1", "chomp.star", "chomp.py", game.Args{game.IntOf(1), game.IntOf(1)}, []string{"1", "1"}},
		{"chomp 3x5", "chomp.star", "chomp.py", game.Args{game.IntOf(3), game.IntOf(5)}, []string{"3", "5"}},
		{"chomp 5x4", "chomp.star", "chomp.py", game.Args{game.IntOf(5), game.IntOf(4)}, []string{"5", "4"}},
		{"flip 10", "flip.star", "flip.py", game.Args{game.TextOf("++++++++++")}, []string{"++++++++++"}},
		{"flip mixed", "flip.star", "flip.py", game.Args{game.TextOf("+++-++++-+++++")}, []string{"+++-++++-+++++"}},
		{"dots 1x1", "dots.star", "dots.py", game.Args{game.IntOf(1), game.IntOf(1)}, []string{"1", "1"}},
		{"dots 1x3", "dots.star", "dots.py", game.Args{game.IntOf(1), game.IntOf(3)}, []string{"1", "3"}},
		{"dots 2x2", "dots.star", "dots.py", game.Args{game.IntOf(2), game.IntOf(2)}, []string{"2", "2"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := exec.Command(py, append([]string{"../../bench/rules/memo/" + tc.script}, tc.argv...)...).Output()
			if err != nil {
				t.Fatalf("python3 %s %v: %v", tc.script, tc.argv, err)
			}
			want := strings.Fields(string(out))
			s := loadExample(t, tc.file, Limits{})
			p, err := s.New(context.Background(), tc.args)
			if err != nil {
				t.Fatal(err)
			}
			pos := asPosition(p)
			r := pos.Solve()
			var got []string
			if tc.script == "dots.py" {
				got = []string{strconv.FormatInt(r.Differential, 10), strconv.Itoa(int(pos.g.n))}
			} else {
				gr, ok := pos.Grundy()
				if !ok {
					t.Fatalf("no Grundy value: the game should be impartial and acyclic")
				}
				verdict := "lose"
				if r.Winner() == game.FirstWins {
					verdict = "win"
				}
				got = []string{verdict, strconv.Itoa(r.Remoteness), strconv.FormatUint(gr, 10), strconv.Itoa(int(pos.g.n))}
			}
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("engine gives %v, CPython memo %v (winner/differential, remoteness, Grundy, positions)", got, want)
			}
		})
	}
}

// TestProgress: a solve reports its positions found and explored to the
// Progress its context carries, never fewer than before, ending with every
// position found and explored; the result does not change.
func TestProgress(t *testing.T) {
	s := loadExample(t, "flip.star", Limits{Workers: 2})
	var calls, found, explored int64
	ctx := game.WithProgress(context.Background(), func(f, e int64) {
		if f < found || e < explored || e > f {
			t.Errorf("progress went from %d found, %d explored to %d, %d", found, explored, f, e)
		}
		calls++
		found, explored = f, e
	})
	p, err := s.New(ctx, game.Args{game.TextOf(strings.Repeat("+", 18))})
	if err != nil {
		t.Fatal(err)
	}
	n := int64(asPosition(p).g.n)
	if calls < 2 || found != n || explored != n {
		t.Errorf("%d calls, last %d found and %d explored; want at least 2 calls, the last %d, %d", calls, found, explored, n, n)
	}
	if r := p.Solve(); r.Winner() != game.FirstWins || r.Remoteness != 7 {
		t.Errorf("got %v in %d moves, want the first player to win in 7", r.Winner(), r.Remoteness)
	}
}
