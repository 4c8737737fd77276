package check

import (
	"context"
	"errors"
	"strings"
	"testing"
)

// TestCompileErrorJS (issue 28): a JavaScript syntax error is a solution
// that does not compile, with node's words and the file's line, not a
// crash at n = 1.
func TestCompileErrorJS(t *testing.T) {
	t.Parallel()
	g := lookup(t, "predict-the-winner")
	toolchain(t, "syntax.js")
	_, err := Prepare(context.Background(), g, "testdata/syntax.js", t.TempDir(), testCompileLimit)
	var ce *CompileError
	if !errors.As(err, &ce) {
		t.Fatalf("got %v, want a compile error", err)
	}
	if !strings.HasPrefix(ce.Output, "solution.js:3") || !strings.Contains(ce.Output, "SyntaxError") {
		t.Errorf("got %q, want a SyntaxError at solution.js line 3, not at a path in the temporary folder", ce.Output)
	}
}
