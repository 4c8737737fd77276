package main

import (
	"io"
	"os"
	"testing"
)

// TestLoad runs the short load test against the real server: no errors
// (every small answer right, every 503 with Retry-After, every heavy 200
// holding its answer, the trickling bodies holding no slot, a stalled
// body blocking no heavy request, a 10 GB declared length answered 413,
// cross-site and foreign-Host POSTs refused), and a peak RSS under 1 GiB.
// It asserts no time: the goals of issue 23 in time (no CPU after the last
// answer, small requests' p99 under 1 s) are the full run's to check. It
// takes about 15 s, and is skipped with -short.
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
