package main

import (
	"io"
	"os"
	"testing"
)

// TestLoad runs the short load test against the real server: no errors
// (every small answer right, every 503 with Retry-After, cross-site and
// foreign-Host POSTs refused), and a peak RSS under 1 GiB. It asserts no
// time. It takes about 5 s, and is skipped with -short.
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and loads the real server for a few seconds")
	}
	var out io.Writer = io.Discard
	if testing.Verbose() {
		out = os.Stdout
	}
	rep, err := run(config{short: true}, out)
	if err != nil {
		t.Fatal(err)
	}
	if rep.errors != 0 {
		t.Errorf("%d errors (run with -v to see them)", rep.errors)
	}
	if rep.peakRSS <= 0 || rep.peakRSS >= 1<<30 {
		t.Errorf("the server's peak RSS is %d bytes, want under 1 GiB", rep.peakRSS)
	}
}
