package cli

import (
	"errors"
	"fmt"
	"io"
	"net"
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
