package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"
)

// stuckRequest opens a connection to the server at url and sends a
// request whose body never ends: a request in flight until the server
// closes the connection.
func stuckRequest(t *testing.T, url string) net.Conn {
	t.Helper()
	host := strings.TrimSuffix(strings.TrimPrefix(url, "http://"), "/")
	conn, err := net.Dial("tcp", host)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	fmt.Fprintf(conn, "POST /api/solve HTTP/1.1\r\nHost: %s\r\nContent-Length: 100\r\n\r\n{\"nums\":", host)
	time.Sleep(100 * time.Millisecond) // the server has read the headers
	return conn
}

// fakeSignals replaces the server's second-signal watcher with a channel
// the test sends on.
func fakeSignals(t *testing.T) chan<- os.Signal {
	t.Helper()
	sigs := make(chan chan<- os.Signal, 1)
	saved := notifySignals
	notifySignals = func(c chan<- os.Signal) func() {
		sigs <- c
		return func() {}
	}
	t.Cleanup(func() { notifySignals = saved })
	relay := make(chan os.Signal)
	go func() {
		c := <-sigs
		for s := range relay {
			c <- s
		}
	}()
	t.Cleanup(func() { close(relay) })
	return relay
}

// TestServeDrainThenClose: a request that does not finish (a client that
// stopped sending) does not hold the shutdown: after drainTimeout the
// connection is closed and serve returns nil (exit 0).
func TestServeDrainThenClose(t *testing.T) {
	saved := drainTimeout
	drainTimeout = 200 * time.Millisecond
	t.Cleanup(func() { drainTimeout = saved })
	fakeSignals(t)
	url, stop, out, done := startServe(t)
	conn := stuckRequest(t, url)
	stop()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve: got %v, want nil", err)
		}
	case <-time.After(waitLimit):
		t.Fatalf("serve still runs %v after the signal", waitLimit)
	}
	if !strings.Contains(out.String(), "closed the connections still open") {
		t.Errorf("output %q does not say it closed connections", out.String())
	}
	conn.SetReadDeadline(time.Now().Add(waitLimit))
	if _, err := io.ReadAll(conn); err != nil {
		t.Errorf("the stuck connection was not closed: %v", err)
	}
}

// TestServeSecondSignal: a signal while the server drains stops it at
// once, with exit code 130.
func TestServeSecondSignal(t *testing.T) {
	saved := drainTimeout
	drainTimeout = time.Hour
	t.Cleanup(func() { drainTimeout = saved })
	sigs := fakeSignals(t)
	url, stop, out, done := startServe(t)
	stuckRequest(t, url)
	stop()
	for deadline := time.Now().Add(waitLimit); !strings.Contains(out.String(), "shutting down"); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no shutdown: %q", out.String())
		}
	}
	sigs <- os.Interrupt
	select {
	case err := <-done:
		if !errors.Is(err, errInterrupted) {
			t.Errorf("serve: got %v, want errInterrupted", err)
		}
		env := &Env{Stderr: io.Discard}
		if code := env.exit(err); code != 130 {
			t.Errorf("exit code %d, want 130", code)
		}
	case <-time.After(waitLimit):
		t.Fatalf("serve still runs %v after the second signal", waitLimit)
	}
}

// busyRules is a rules file whose exploration runs until the request's
// deadline: every position's moves count to 100,000 first (a count of
// the state's: a loop that reads no state runs once a solve, see
// games/rules' compile_memo.go).
const busyRules = `name = "busy"
params = [param("n", "integer", min = 0, max = 10)]
examples = [{"n": 0}]
def start(n):
    return n
def moves(state):
    if state == 0:
        return []
    for i in range(100000 + state % 2):
        pass
    return [("a", state + 1)]
`

// TestServeDrainStopsWork: a heavy request still working a quarter of the way through
// the drain has its work stopped and is answered 503 "shutting down",
// not cut, and serve returns nil.
func TestServeDrainStopsWork(t *testing.T) {
	saved := drainTimeout
	drainTimeout = 4 * time.Second
	t.Cleanup(func() { drainTimeout = saved })
	fakeSignals(t)
	url, stop, out, done := startServe(t)
	body, _ := json.Marshal(map[string]any{"rules": busyRules, "n": 1})
	type answer struct {
		status int
		body   string
		err    error
	}
	answers := make(chan answer, 1)
	go func() {
		resp, err := http.Post(url+"api/solve", "application/json", bytes.NewReader(body))
		if err != nil {
			answers <- answer{err: err}
			return
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		answers <- answer{resp.StatusCode, string(b), err}
	}()
	time.Sleep(300 * time.Millisecond) // the request is in flight, working
	stop()
	select {
	case a := <-answers:
		if a.err != nil || a.status != http.StatusServiceUnavailable || !strings.Contains(a.body, "shutting down") {
			t.Errorf("the request in flight got %d %q (%v), want 503 that says the server is shutting down", a.status, a.body, a.err)
		}
	case <-time.After(waitLimit):
		t.Fatalf("no answer %v after the signal", waitLimit)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve: got %v, want nil", err)
		}
	case <-time.After(waitLimit):
		t.Fatalf("serve still runs %v after the signal", waitLimit)
	}
	if strings.Contains(out.String(), "closed the connections still open") {
		t.Errorf("output %q: the connection was cut, not answered", out.String())
	}
}
