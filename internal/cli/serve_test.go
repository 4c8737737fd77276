package cli

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"
)

// String returns what was written so far.
func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// startServe runs 'stonegame serve --addr 127.0.0.1:0' until the returned
// cancel is called, and returns the URL it prints and the channel of Run's
// result.
func startServe(t *testing.T, args ...string) (url string, stop context.CancelFunc, out *syncBuffer, done chan error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	out = &syncBuffer{}
	env := &Env{Stdin: strings.NewReader(""), Stdout: out, Stderr: out}
	done = make(chan error, 1)
	go func() { done <- Run(ctx, env, append([]string{"serve", "--addr", "127.0.0.1:0"}, args...)) }()
	re := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`)
	for deadline := time.Now().Add(waitLimit); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if u := re.FindString(out.String()); u != "" {
			t.Cleanup(cancel)
			return u, cancel, out, done
		}
		select {
		case err := <-done:
			t.Fatalf("serve stopped: %v; output %q", err, out.String())
		default:
		}
	}
	cancel()
	t.Fatalf("serve printed no URL: %q", out.String())
	return
}

func TestServe(t *testing.T) {
	url, stop, out, done := startServe(t)
	resp, err := http.Post(url+"api/solve", "application/json", strings.NewReader(`{"nums":[1,5,233,7]}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	want := `{"game":"predict-the-winner","answer":true,"winner":"first","first":234,"second":12,"differential":222,"verdict":"player 1 wins 234 to 12 (differential +222)"}` + "\n"
	if string(body) != want {
		t.Errorf("POST /api/solve: got %s, want %s", body, want)
	}
	page, err := http.Get(url)
	if err != nil || page.StatusCode != 200 {
		t.Fatalf("GET /: %v %v", page, err)
	}
	page.Body.Close()

	// Graceful shutdown: a request in flight when the signal comes (its
	// body half sent) is still answered, and Run returns nil.
	host := strings.TrimSuffix(strings.TrimPrefix(url, "http://"), "/")
	conn, err := net.Dial("tcp", host)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	reqBody := `{"nums":[1,5,100,7]}`
	fmt.Fprintf(conn, "POST /api/solve HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", host, len(reqBody), reqBody[:5])
	time.Sleep(100 * time.Millisecond) // the server has read the headers: the request is in flight
	stop()
	time.Sleep(100 * time.Millisecond)
	select {
	case err := <-done:
		t.Fatalf("serve returned %v with a request in flight", err)
	default:
	}
	if _, err := io.WriteString(conn, reqBody[5:]); err != nil {
		t.Fatal(err)
	}
	r, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("the request in flight got no answer: %v", err)
	}
	got, _ := io.ReadAll(r.Body)
	if r.StatusCode != 200 || !strings.Contains(string(got), `"differential":89`) {
		t.Errorf("in flight: got %d %s", r.StatusCode, got)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("serve: %v", err)
		}
	case <-time.After(waitLimit):
		t.Fatalf("serve did not return %v after the shutdown", waitLimit)
	}
	if !strings.Contains(out.String(), "shutting down") {
		t.Errorf("output %q does not say it shuts down", out.String())
	}
	// New connections are refused now.
	if _, err := net.DialTimeout("tcp", host, time.Second); err == nil {
		t.Errorf("the server still accepts connections")
	}
}

func TestServeErrors(t *testing.T) {
	env := &Env{Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: io.Discard}
	if err := Run(context.Background(), env, []string{"serve", "extra"}); err == nil || !strings.Contains(err.Error(), "serve takes no arguments") {
		t.Errorf("serve extra: got %v", err)
	}
	if err := Run(context.Background(), env, []string{"serve", "--addr", "256.0.0.1:1"}); err == nil {
		t.Errorf("serve on a bad address: no error")
	}
	// A standard output it cannot write to: the address is not told, so
	// serve stops at once, exit 1, and says why.
	var errb bytes.Buffer
	if code := Main(context.Background(), []string{"serve", "--addr", "127.0.0.1:0"}, strings.NewReader(""), fullWriter{}, &errb); code != 1 ||
		!strings.Contains(errb.String(), "writing the address http://127.0.0.1:") || !strings.HasSuffix(errb.String(), errFull.Error()+"\n") {
		t.Errorf("serve to a full stdout: exit %d, stderr %q; want 1 and why", code, errb.String())
	}
	var usage bytes.Buffer
	env.Stdout = &usage
	Run(context.Background(), env, []string{"serve", "-h"})
	if !strings.Contains(usage.String(), "serve [--addr 127.0.0.1:8080] [--open]") {
		t.Errorf("serve -h: got %q", usage.String())
	}
}

func TestBrowsable(t *testing.T) {
	for in, want := range map[string]string{
		"127.0.0.1:8080": "127.0.0.1:8080",
		"0.0.0.0:80":     "localhost:80",
		"[::]:8080":      "localhost:8080",
		"[::1]:8080":     "[::1]:8080",
	} {
		if got := browsable(in); got != want {
			t.Errorf("browsable(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestServeOpenWithoutXdgOpen(t *testing.T) {
	t.Setenv("PATH", t.TempDir()) // no xdg-open there
	url, stop, out, done := startServe(t, "--open")
	for deadline := time.Now().Add(waitLimit); !strings.Contains(out.String(), "xdg-open is not installed") && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	if !strings.Contains(out.String(), "--open: xdg-open is not installed: open "+url+" yourself") {
		t.Errorf("output %q does not say how to open the app", out.String())
	}
	stop()
	if err := <-done; err != nil {
		t.Errorf("serve: %v", err)
	}
}
