package main

import (
	"encoding/json"
	"fmt"
	"strings"
)

// A probe is a rules file that tries to take more than its limits, and
// the instance that sets it off.
type probe struct {
	name string
	// src is the rules file; instance the instance in LeetCode's notation
	// (for solve) and json its JSON parameters (for /api/solve).
	src, instance, json string
	// contain is set for the probes that only the engine's own accounting
	// of memory and its signals can stop (issue 28, items 1-3: the
	// "contain" work): before it, they take gigabytes and ignore SIGTERM.
	contain bool
}

// bombFile is a rules file whose moves run body (indented four spaces)
// on any state past 0; top, if set, runs at the top level.
func bombFile(name, top, body string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "name = %q\n", name)
	b.WriteString("params = [param(\"n\", \"integer\", min = 0, max = 100000)]\n")
	b.WriteString("examples = [{\"n\": 0}]\n") // moves(0) is not called: loading sets nothing off
	b.WriteString(top)
	b.WriteString("def start(n):\n    return n\n")
	b.WriteString("def moves(state):\n    if state == 0:\n        return []\n")
	for _, l := range strings.Split(strings.TrimRight(body, "\n"), "\n") {
		b.WriteString("    " + l + "\n")
	}
	b.WriteString("    return [(\"a\", state - 1)]\n")
	return b.String()
}

// probes are issue 28's, in its order, then those the limits of today
// already bound (steps, positions), which the short form runs.
func probes() []probe {
	bomb := func(name, top, body string, contain bool) probe {
		return probe{name: name, src: bombFile(name, top, body), instance: "n = 3", json: `"n":3`, contain: contain}
	}
	return []probe{
		bomb("list-in-moves", "", "s = [0] * 1000000000", true),
		bomb("list-at-top", "s = [0] * 1000000000\n", "", true),
		bomb("string-repeat", "", `s = "x" * 1000000000`, true),
		bomb("string-doubling", "", "s = \"x\"\nfor i in range(40):\n    s = s + s", true),
		bomb("bigint-squaring", "", "x = 3\nfor i in range(40):\n    x = x * x", true),
		bomb("range-to-list", "", "s = list(range(1000000000))", true),
		bomb("split", "", `s = ("x " * 500000000).split()`, true),
		{
			name: "1mb-string-states",
			src: `name = "1mb-string-states"
params = [param("n", "integer", min = 0, max = 100000)]
examples = [{"n": 0}]
def start(n):
    return (n, "")
def moves(state):
    k, _ = state
    if k == 0:
        return []
    return [("a", (k - 1, ("%d" % k) + "x" * 1000000))]
`,
			instance: "n = 5000", json: `"n":5000`, contain: true,
		},
		bomb("endless-loop", "", "while True:\n    pass", false),
		// A built-in's loop over a range allocates nothing: before it
		// counted a step an item, min(range(1 << 62)) ignored the time
		// limit (30 s+ under --rules-time 2s).
		bomb("builtin-loop", "", "x = min(range(7, 1 << 62))", false),
		{
			name: "endless-positions",
			src: `name = "endless-positions"
params = [param("n", "integer", min = 0, max = 100000)]
examples = [{"n": 0}]
def start(n):
    return n
def moves(state):
    if state == 0:
        return []
    return [("a", state + 1), ("b", state + 2)]
`,
			instance: "n = 1", json: `"n":1`,
		},
	}
}

// body is probe p's /api/solve request.
func (p probe) body() string {
	src, _ := json.Marshal(p.src)
	return fmt.Sprintf(`{"rules":%s,%s}`, src, p.json)
}
