package games

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestIsFile(t *testing.T) {
	for _, tc := range []struct {
		name string
		want bool
	}{
		{"flip.star", true},
		{"./flip", true},
		{"../examples/rules/flip.star", true},
		{"stone-game", false},
		{"294", false},
		{"Stone Game", false},
		{"star", false},
	} {
		if got := IsFile(tc.name); got != tc.want {
			t.Errorf("IsFile(%q): got %t, want %t", tc.name, got, tc.want)
		}
	}
}

func TestOpen(t *testing.T) {
	ctx := context.Background()
	g, err := Open(ctx, "../examples/rules/flip.star", Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if g.Name != "my-flip-game" || g.Func != "canWin" || len(g.Params) != 1 || g.Params[0].Name != "currentState" {
		t.Errorf("got %s, %s(%s): want my-flip-game, canWin(currentState)", g.Name, g.Func, g.ParamNames())
	}
	if _, err := Lookup(g.Name); err == nil {
		t.Errorf("Open registered %s: a rules file's game stays the caller's", g.Name)
	}
	if g, err := Open(ctx, "294", Limits{}); err != nil || g.Name != "flip-game-ii" {
		t.Errorf("Open(294): got %v, %v; want flip-game-ii", g, err)
	}

	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.star")
	if err := os.WriteFile(bad, []byte("name = \"bad\"\nparams = [param(\"n\", \"integer\")]\ndef start(n):\n    return n +\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	loop := filepath.Join(dir, "loop.star")
	if err := os.WriteFile(loop, []byte("name = \"loop\"\nparams = [param(\"n\", \"integer\")]\nexamples = [{\"n\": 0}]\ndef start(n):\n    return n\ndef moves(state):\n    return [(\"up\", state + 1)]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, path string
		lim        Limits
		want       string // the error
		unknown    bool   // it wraps ErrUnknown
		limit      string // LimitOf the error
	}{
		{"unknown", "chess", Limits{}, `unknown game "chess": use one of predict-the-winner, `, true, ""},
		{"missing", filepath.Join(dir, "none.star"), Limits{}, "cannot read the rules file " + filepath.Join(dir, "none.star") + ": no such file or directory", false, ""},
		{"directory", dir + "/", Limits{}, "cannot read the rules file " + dir + "/: it is a directory", false, ""},
		{"syntax", bad, Limits{}, bad + ":4:15: got newline, want primary expression", false, ""},
		{"positions", loop, Limits{Positions: 50}, loop + ": more than 50 positions, the position limit", false, "positions"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Open(ctx, tc.path, tc.lim)
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Fatalf("got error %v, want one starting %q", err, tc.want)
			}
			if got := errors.Is(err, ErrUnknown); got != tc.unknown {
				t.Errorf("errors.Is(err, ErrUnknown): got %t, want %t", got, tc.unknown)
			}
			if got := LimitOf(err); got != tc.limit {
				t.Errorf("LimitOf: got %q, want %q", got, tc.limit)
			}
		})
	}
}
