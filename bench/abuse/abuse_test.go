package main

import (
	"io"
	"os"
	"strings"
	"testing"
)

// TestProbes runs the short form of the probes against the real binary
// and server, asserting only what holds by design: every probe is
// answered (exit 1 with a message on the CLI; a 4xx or 503 JSON error
// from the server, alone and several at once), and the process ends by
// itself after SIGTERM and SIGINT. Its bounds are generous (tens of
// seconds, a 3 GiB RSS cap) and it asserts no time.
//
// The memory bombs and the states of 1 MB strings are in
// TestContainProbes.
func TestProbes(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds stonegame and runs probes for about 30 s")
	}
	var out io.Writer = io.Discard
	if testing.Verbose() {
		out = os.Stdout
	}
	rows, err := run(config{short: true}, out)
	if err != nil {
		t.Fatal(err)
	}
	verify(t, rows, []string{"endless-loop", "builtin-loop", "endless-positions"})
}

// TestContainProbes runs the memory bombs and the states of 1 MB
// strings, two bombs at a time: the engine's memory budget, counted
// before each allocation, refuses each, and a signal ends the process
// mid-bomb (issue 28, items 1 and 2). Before that budget, each took
// gigabytes and ignored SIGTERM.
func TestContainProbes(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds stonegame and sets off every bomb")
	}
	var names []string
	for _, p := range probes() {
		if p.contain {
			names = append(names, p.name)
		}
	}
	rows, err := run(config{short: true, only: strings.Join(names, ","), concurrent: 2, rssCap: 2 << 30}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	verify(t, rows, names)
}

// verify checks that every probe of names has its rows, each holding.
func verify(t *testing.T, rows []row, names []string) {
	t.Helper()
	seen := map[string]int{}
	for _, r := range rows {
		seen[r.probe]++
		if !r.ok {
			t.Errorf("%s, %s: %s (%v; %s)", r.probe, r.where, r.result, r.time, r.note)
		}
	}
	for _, n := range names {
		if seen[n] != 7 { // solve, SIGTERM, SIGINT; serve: 1, several, SIGTERM idle and mid-bomb
			t.Errorf("%s: %d rows, want 7", n, seen[n])
		}
	}
}

// TestHeld: what counts as a bomb answered.
func TestHeld(t *testing.T) {
	for _, c := range []struct {
		a    answer
		want bool
	}{
		{answer{status: 400, isError: true, msg: "x.star:3:5: the memory limit"}, true},
		{answer{status: 503, isError: true, msg: "send a smaller instance"}, true},
		{answer{status: 500, isError: true, msg: "internal"}, false},
		{answer{status: 200}, false},
		{answer{status: 503}, false},
		{answer{status: 400, isError: true}, false},
		{answer{err: io.ErrUnexpectedEOF}, false},
	} {
		if got := c.a.held(); got != c.want {
			t.Errorf("%+v: held %v, want %v", c.a, got, c.want)
		}
	}
}

// TestBombFile: every probe is a rules file the engine loads, so that
// each sets off its bomb when solved, not a syntax error when loaded.
func TestBombFile(t *testing.T) {
	for _, p := range probes() {
		if !strings.Contains(p.src, "name = \""+p.name+"\"") || !strings.HasPrefix(p.body(), `{"rules":"name = `) {
			t.Errorf("%s: a file or request without its name:\n%s", p.name, p.src)
		}
	}
}
