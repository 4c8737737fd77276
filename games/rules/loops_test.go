package rules

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// The step limit's error names the loop of an endless while True: pass,
// not the def line (issue 28), compiled and interpreted alike, and at the
// top level.
func TestStepLimitNamesLoop(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"moves", header + "def moves(state):\n    x = 1\n    while True:\n        pass\n    return []\n", "bad.star:7:5: moves on state"},
		{"moves, constant body", header + "def moves(state):\n    x = 1\n    while True:\n        x = 1\n    return []\n", "bad.star:7:5: moves on state"},
		{"placed condition", header + "def moves(state):\n    x = 1\n    while x < 5:\n        x = 1\n    return []\n", "bad.star:7:11: moves on state"},
		{"after a placed statement", header + "def moves(state):\n    x = state + 1\n    while True:\n        pass\n    return []\n", "bad.star:7:5: moves on state"},
		{"after two placed statements", header + "def moves(state):\n    x = state + 1\n    y = [x]\n    while True:\n        x = 1\n    return []\n", "bad.star:8:5: moves on state"},
		{"nested idle loops", header + "def moves(state):\n    x = state + 1\n    while True:\n        while True:\n            pass\n    return []\n", "bad.star:8:9: moves on state"},
		{"idle loop in a for loop", header + "def moves(state):\n    for i in range(state):\n        x = i * 2\n        while True:\n            pass\n    return []\n", "bad.star:8:9: moves on state"},
		{"after an if", header + "def moves(state):\n    if state > 2:\n        state = state - 1\n    while True:\n        pass\n    return []\n", "bad.star:8:5: moves on state"},
		{"top level", "x = 0\nwhile True:\n    pass\n" + header, "bad.star:2:1: the file's top level took more than"},
		{"top level after a statement", "x = 1 + len([])\nwhile True:\n    pass\n" + header, "bad.star:2:1: the file's top level took more than"},
	} {
		for _, interpret := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s interpret=%v", tc.name, interpret), func(t *testing.T) {
				err := loadAndUse(tc.src, Limits{Steps: 10000, Interpret: interpret}) // Load solves nothing: an instance runs moves
				if err == nil || !startsWith(err.Error(), tc.want) {
					t.Errorf("got %v, want %q...", err, tc.want)
				}
			})
		}
	}
}

// A syntax error for a bracket never closed points at the bracket, not at
// the next line's first token.
func TestUnclosedBracket(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"list", header + "def moves(state):\n    x = [1, 2\n    return []\n", "bad.star:6:9: this '[' is never closed (at 7:11: got return, want ']')"},
		{"call", "name = \"t\"\ns = \"a[b\" + len((1\nparams = []\n", "bad.star:2:17: this '(' is never closed"},
		{"string and comment", "name = \"x\" # [\nt = '''(\n''' + str({1: 2\nparams = []\n", "bad.star:3:11: this '{' is never closed"},
		{"same line", "name = [1, 2 3]\n", "bad.star:1:15: got int literal, want ']'"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Load(context.Background(), "bad.star", []byte(tc.src), Limits{})
			if err == nil || !startsWith(err.Error(), tc.want) {
				t.Errorf("got %v, want %q...", err, tc.want)
			}
		})
	}
}

func startsWith(s, prefix string) bool { return len(s) >= len(prefix) && s[:len(prefix)] == prefix }

// A built-in's loop over a range allocates nothing, so no memory limit
// stops it: min(range(1 << 62)) and the like count a step an item, and
// stop at the step limit, at their call, as a loop of the file's would.
func TestStepLimitInBuiltins(t *testing.T) {
	for _, call := range []string{"min(range(7, 1 << 62))", "max(range(1 << 62))", "all(range(1, 1 << 62))", "max(range(1 << 62), key = abs)"} {
		src := header + "def moves(state):\n    x = " + call + "\n    return []\n"
		for _, interpret := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s interpret=%v", call, interpret), func(t *testing.T) {
				err := loadAndUse(src, Limits{Steps: 10000, Interpret: interpret})
				if err == nil || !strings.Contains(err.Error(), "bad.star:6:") || !strings.Contains(err.Error(), "steps, the step limit") {
					t.Errorf("got %v, want the step limit at bad.star:6", err)
				}
			})
		}
	}
}
