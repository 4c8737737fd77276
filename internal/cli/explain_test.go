package cli

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"stonegame/game"
	"stonegame/games"
)

func TestExplain(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		name   string
		stdin  string
		args   []string
		code   int
		stdout []string // substrings of stdout
		stderr string   // substring of stderr
	}{
		{"issue example", "", []string{"explain", "--game", "stone-game", "1", "5", "100", "7"}, 0,
			[]string{"1 − 5 + 100 − 7 = 89", "Alice wins 101 to 12, so the answer is true", "both optimal", "memo hit", "89*", "parity certificate"}, ""},
		{"flags after numbers", "", []string{"explain", "1", "5", "233", "7", "--game", "486"}, 0,
			[]string{"1 − 5 + 233 − 7 = 222", "player 1 wins 234 to 12"}, ""},
		{"negative numbers", "", []string{"explain", "-3", "-1"}, 0, []string{"−1 − (−3) = 2"}, ""},
		{"stdin", "1 5 2\n", []string{"explain"}, 0, []string{"player 2 wins 5 to 3, so the answer is false"}, ""},
		{"stone-game-vi", "", []string{"explain", "--alice", "5,4,3,2", "--bob", "4,1,2,3"}, 0,
			[]string{"Alice wins 8 to 4, so the answer is 1", "decreasing a+b", "14 − 10 = 4"}, ""},
		{"markdown", "", []string{"explain", "--format", "markdown", "1", "5", "233", "7"}, 0,
			[]string{"# Explaining Predict the Winner", "| # | player |", "**1 − 5 + 233 − 7 = 222**"}, ""},
		{"svg", "", []string{"explain", "--format", "svg", "1", "5", "233", "7"}, 0,
			[]string{`<?xml version="1.0"`, "<svg", "1 − 5 + 233 − 7 = 222"}, ""},
		{"html", "", []string{"explain", "--format=html", "1", "5", "233", "7"}, 0,
			[]string{"<!DOCTYPE html>", "<svg", "1 − 5 + 233 − 7 = 222"}, ""},
		{"bad format", "", []string{"explain", "--format", "pdf", "1", "2"}, 2, nil, `unknown format "pdf": use text, markdown, svg, html`},
		{"bad number", "", []string{"explain", "1", "x"}, 1, nil, `"x" is not an integer`},
		{"no numbers", "", []string{"explain"}, 1, nil, "no numbers"},
		{"bad game", "", []string{"explain", "--game", "chess", "1"}, 2, nil, `unknown game "chess"`},
		{"unwritable file", "", []string{"explain", "-o", filepath.Join(dir, "no", "such", "dir", "x.txt"), "1", "2"}, 1, nil,
			"cannot write the explanation to " + filepath.Join(dir, "no", "such", "dir", "x.txt") + ": no such file or directory"},
		{"help", "", []string{"explain", "-h"}, 0, []string{"usage: stonegame explain", "-format", "-o FILE"}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errs, code := run(t, tc.stdin, tc.args...)
			if code != tc.code {
				t.Errorf("exit code %d, want %d; stderr %q", code, tc.code, errs)
			}
			for _, w := range tc.stdout {
				if !strings.Contains(out, w) {
					t.Errorf("stdout does not contain %q:\n%s", w, out)
				}
			}
			if tc.stderr != "" && !strings.Contains(errs, tc.stderr) {
				t.Errorf("stderr %q, want it to contain %q", errs, tc.stderr)
			}
			if strings.Contains(out, "\x1b[") {
				t.Error("colour in output that is not a terminal")
			}
		})
	}
}

func TestExplainToFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "x.html")
	out, errs, code := run(t, "", "explain", "--format", "html", "-o", file, "1", "5", "100", "7")
	if code != 0 || out != "" || errs != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q; want 0 and nothing written", code, out, errs)
	}
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(b, []byte("<!DOCTYPE html>")) || !bytes.Contains(b, []byte("1 − 5 + 100 − 7 = 89")) {
		t.Errorf("%s does not hold the HTML explanation:\n%.300s", file, b)
	}
}

func TestColorful(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "out"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if colorful(&Env{Stdout: f}) {
		t.Error("a regular file counts as a terminal")
	}
	if colorful(&Env{Stdout: &bytes.Buffer{}}) {
		t.Error("a buffer counts as a terminal")
	}
}

// TestExplainStreamed checks explain past --whole-max numbers: a game
// with a streaming solver gets the verdict of the whole explanation alone,
// with a note saying why; any other game is refused, naming the limit.
func TestExplainStreamed(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 9))
	list := func(n int) string {
		xs := make([]string, n)
		for i := range xs {
			xs[i] = strconv.Itoa(1 + rng.IntN(50))
		}
		return "[" + strings.Join(xs, ",") + "]"
	}
	verdict := func(out string) string {
		i := strings.Index(out, "Verdict: ")
		j := strings.Index(out[max(i, 0):], "(")
		if i < 0 || j < 0 {
			return ""
		}
		return out[i : i+j]
	}
	tried := 0
	for _, g := range games.All() {
		var stdin string
		switch {
		case len(g.Params) == 1 && g.Params[0].Kind == game.List:
			stdin = list(30) + "\n"
		case len(g.Params) == 2 && g.Params[0].Kind == game.List && g.Params[1].Kind == game.List:
			stdin = list(30) + "\n" + list(30) + "\n"
		default:
			continue
		}
		t.Run(g.Name, func(t *testing.T) {
			whole, errs, code := run(t, stdin, "explain", "--format", "markdown", "--game", g.Name)
			if code != 0 {
				t.Skipf("not an instance of %s: %s", g.Name, errs)
			}
			tried++
			out, errs, code := run(t, stdin, "explain", "--format", "markdown", "--game", g.Name, "--whole-max", "29")
			if g.Stream == nil && g.StreamPair == nil {
				if code != 1 || !strings.Contains(errs, "more than 29 numbers") || !strings.Contains(errs, "no streaming solver") {
					t.Errorf("exit %d, stderr %q; want 1 and a refusal naming the limit", code, errs)
				}
				return
			}
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			if got, want := verdict(out), verdict(whole); got == "" || got != want {
				t.Errorf("streamed verdict %q, want the whole explanation's %q", got, want)
			}
			for _, w := range []string{"Input: 30 numbers, too many to keep.", "explain holds up to 29 numbers (--whole-max), and this input has 30"} {
				if !strings.Contains(out, w) {
					t.Errorf("stdout does not contain %q:\n%s", w, out)
				}
			}
			if strings.Contains(out, "move by move") {
				t.Errorf("a streamed explanation has a walk-through:\n%s", out)
			}
			// At the limit, the whole explanation.
			if out, _, _ := run(t, stdin, "explain", "--format", "markdown", "--game", g.Name, "--whole-max", "30"); out != whole {
				t.Errorf("at --whole-max 30, the explanation differs from the whole one")
			}
		})
	}
	if tried < 8 {
		t.Errorf("only %d games tried, want every game of lists", tried)
	}
}

// A streamed input whose solver holds too much (the fusion stack of a
// strictly increasing row) stops explain with an error that says so,
// rather than grow past its memory bound.
func TestExplainHeapBound(t *testing.T) {
	defer func(old uint64) { explainHeapMax = old }(explainHeapMax)
	explainHeapMax = 1 << 20
	var b strings.Builder
	for i := range 1<<21 + 10 {
		b.WriteString(strconv.Itoa(i))
		b.WriteByte(' ')
	}
	_, errs, code := run(t, b.String(), "explain", "--whole-max", "1000")
	if code != 1 || !strings.Contains(errs, "explain stops at") || !strings.Contains(errs, "stonegame solve answers it") {
		t.Errorf("exit %d, stderr %q; want 1 and the memory bound's message", code, errs)
	}
}

// TestExplainPastLimits: explain never says solve answers an instance that
// solve refuses. A stone-game-v row past its 5000 stones is refused at
// stone 5001, as solve refuses it, even when --whole-max would stop later;
// a row that passes --whole-max first is sent to solve within the game's
// limits, named (issue 23: it said "stonegame solve answers it" of a row
// solve refuses).
func TestExplainPastLimits(t *testing.T) {
	row := func(n int) string { return strings.Repeat("3 ", n) + "\n" }
	const limit = "line 1, item 5001: stoneValue has more than 5000 numbers: "
	tests := []struct {
		name, in, wholeMax string
		want, notWant      string
	}{
		{"past the limit first", row(6000), "5500", limit, "solve answers it"},
		{"past the limit, default --whole-max", row(6000), "", limit, "solve answers it"},
		{"past --whole-max first", row(200), "100", "stonegame solve answers it if it is within stone-game-v's limits (stoneValue up to 5000)", "item 5001"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			args := []string{"explain", "--game", "stone-game-v"}
			if tc.wholeMax != "" {
				args = append(args, "--whole-max", tc.wholeMax)
			}
			out, errs, code := run(t, tc.in, args...)
			if code != 1 || out != "" || !strings.Contains(errs, tc.want) || strings.Contains(errs, tc.notWant) {
				t.Errorf("got exit %d, stdout %d bytes, stderr %q; want exit 1, no stdout, %q and not %q", code, len(out), errs, tc.want, tc.notWant)
			}
		})
	}
}
