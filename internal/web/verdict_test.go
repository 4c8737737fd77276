package web

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"stonegame/game"
	"stonegame/games"
	"stonegame/match"
)

// verdictOf is one front end's verdict on one move.
type verdictOf struct {
	Optimal bool
	Loss    int64
	Slower  int
}

// TestOneVerdict plays random games of every built-in game and every
// example rules file, and checks that every front end gives every move the
// same verdict (optimal or not, the points lost, the moves a slower win or
// a sooner loss gives away): match (play, the terminal game), /api/play,
// /api/analyze and /api/move on the moves played, and /api/explore's
// optimal moves, step by step of its line, against /api/move's. It counts
// the moves judged and the disagreements, and fails on any.
func TestOneVerdict(t *testing.T) {
	// Rules files solve every request's instance from scratch in
	// Starlark: they get smaller instances, and fewer.
	perGame, perFile := 70, 8
	if testing.Short() {
		perGame, perFile = 8, 3
	}
	type entry struct {
		g   *game.Spec
		src string // a rules file's source; "" for a built-in game
	}
	var all []entry
	for _, g := range games.All() {
		all = append(all, entry{g: g})
	}
	files, _ := filepath.Glob("../../examples/rules/*.star")
	if len(files) == 0 {
		t.Fatal("no example rules files")
	}
	for _, f := range files {
		g, err := games.Open(context.Background(), f, games.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, entry{g, string(src)})
	}
	judged, fromExplore, disagree := 0, 0, 0
	for _, e := range all {
		g := e.g
		body := func(args game.Args, extra string) string {
			a := string(g.AppendArgsJSON(nil, args))
			head := fmt.Sprintf(`{"game":%q,`, g.Name)
			if e.src != "" {
				b, _ := json.Marshal(e.src)
				head = `{"rules":` + string(b) + ","
			}
			b := head + a[1:len(a)-1]
			if extra != "" {
				b += "," + extra
			}
			return b + "}"
		}
		// moveVerdicts returns /api/move's verdict on every option after
		// moves, by the option's JSON.
		moveVerdicts := func(args game.Args, moves []string) map[string]verdictOf {
			r := post[struct{ Options []option }](t, "/api/move", body(args, `"moves":[`+strings.Join(moves, ",")+`]`))
			out := map[string]verdictOf{}
			for _, o := range r.Options {
				out[string(o.Take)] = verdictOf{o.Optimal, o.Loss, o.Slower}
			}
			return out
		}
		runs, most := perGame, 8
		if e.src != "" {
			runs, most = perFile, 4
		}
		for i := range runs {
			seed := uint64(1000*i + 7)
			rng := rand.New(rand.NewPCG(seed, 3))
			var args game.Args
			var m *match.Match
			var err error
			for n := 2 + rng.IntN(most-1); n >= 1; n-- { // a file's bounds may be smaller
				if args, err = match.RandomArgs(g, n, seed); err == nil {
					if m, err = match.New(match.Config{Game: g, Args: args, Human: game.First, Opponent: match.Random{}, Seed: seed}); err == nil {
						break
					}
				}
			}
			if err != nil {
				t.Fatalf("%s: %v", g.Name, err)
			}
			for k := 0; k < 40 && !m.Over(); k++ {
				ms := m.Position().Moves()
				if _, err := m.Play(ms[rng.IntN(len(ms))]); err != nil {
					t.Fatalf("%s: %v", g.Name, err)
				}
			}
			played := m.Played()
			var moves []string
			for _, p := range played {
				moves = append(moves, string(moveJSON(p.Move)))
			}
			list := `"moves":[` + strings.Join(moves, ",") + `]`
			an := post[struct {
				Moves []struct {
					Optimal bool
					Loss    int64
					Slower  int
				}
			}](t, "/api/analyze", body(args, list))
			pl := post[struct {
				Played []struct {
					Optimal bool
					Loss    int64
					Slower  int
				}
			}](t, "/api/play", body(args, list+fmt.Sprintf(`,"seed":%d,"opponent":"random"`, seed)))
			if len(an.Moves) != len(played) || len(pl.Played) < len(played) {
				t.Fatalf("%s %s: analyze judged %d moves, play %d, want %d", g.Name, body(args, list), len(an.Moves), len(pl.Played), len(played))
			}
			for k, p := range played {
				judged++
				want := verdictOf{p.Optimal(), p.Analysis.Loss(), p.Analysis.Slower()}
				got := map[string]verdictOf{
					"/api/analyze": verdictOf(an.Moves[k]),
					"/api/play":    verdictOf(pl.Played[k]),
					"/api/move":    moveVerdicts(args, moves[:k])[moves[k]],
				}
				for front, v := range got {
					if v != want {
						disagree++
						t.Errorf("%s %s, move %d (%v): %s says %+v, play says %+v", g.Name, body(args, ""), k+1, p.Move, front, v, want)
					}
				}
			}
			// /api/explore: its steps' optimal moves are /api/move's, in
			// full, along the optimal line.
			ex := post[struct {
				Steps []struct {
					Take json.RawMessage
					Best []json.RawMessage
				}
			}](t, "/api/explore", body(args, ""))
			var line []string
			for k, s := range ex.Steps {
				if len(s.Best) > 0 {
					fromExplore++
					var want []string
					for take, v := range moveVerdicts(args, line) {
						if v.Optimal {
							want = append(want, take)
						}
					}
					var got []string
					for _, b := range s.Best {
						got = append(got, string(b))
					}
					slices.Sort(want)
					slices.Sort(got)
					if !slices.Equal(got, want) {
						disagree++
						t.Errorf("%s %s, line move %d: /api/explore's optimal moves %v, /api/move's %v", g.Name, body(args, ""), k+1, got, want)
					}
				}
				line = append(line, string(s.Take))
			}
		}
	}
	t.Logf("%d games (%d built in, %d rules files), %d random games of each game, %d of each file: %d moves played judged by 4 front ends, %d optimal-line positions by /api/explore and /api/move: %d disagreements",
		len(all), len(all)-len(files), len(files), perGame, perFile, judged, fromExplore, disagree)
	if judged+fromExplore < 1000 {
		t.Errorf("only %d moves judged", judged+fromExplore)
	}
}
