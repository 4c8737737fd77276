package main

// The abuse phases of issue 23: quadratic requests that must be admitted
// by their cost and stop at their deadline, clients that leave, bodies
// that trickle or stall, a huge declared length. Like the rest of the
// load test, every loop is bounded in count and in time, and all traffic
// goes to 127.0.0.1.

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"
)

// resetPeak clears the server's peak RSS (VmHWM), so that the next
// reading is the peak of what follows ("5" to /proc/PID/clear_refs).
func (s *server) resetPeak() error {
	s.peak = s.peakRSS()
	return os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", s.cmd.Process.Pid), []byte("5"), 0)
}

// cpu returns the CPU time the server has spent, user and system, from
// /proc/PID/stat (in clock ticks of 10 ms); -1 if it cannot be read.
func (s *server) cpu() time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", s.cmd.Process.Pid))
	if err != nil {
		return -1
	}
	i := strings.LastIndexByte(string(b), ')')
	f := strings.Fields(string(b[i+1:])) // f[0] is the state, field 3
	if len(f) < 13 {
		return -1
	}
	user, _ := strconv.ParseInt(f[11], 10, 64) // utime, field 14
	sys, _ := strconv.ParseInt(f[12], 10, 64)  // stime, field 15
	return time.Duration(user+sys) * 10 * time.Millisecond
}

// stoneGameV is a stone-game-v /api/solve request of n stones 1 to 9.
func stoneGameV(n int) heavy {
	return heavy{fmt.Sprintf("solve, stone-game-v, %d stones", n), "/api/solve", `{"game":"stone-game-v","stoneValue":` + nums(n) + `}`, `{"game":"stone-game-v","answer":`}
}

// quadratic sends k stone-game-v requests of n stones at once with the
// small loop meanwhile, and reports the phase's peak RSS, the server's
// CPU in the 2 s after the last answer and the small requests' latency.
// It returns the number of errors, and when goals is set counts a goal
// missed as one more: peak RSS under 1 GiB, CPU after the last answer
// under 0.2 s, small p99 under 1 s (the short run, a test, reports them
// and asserts no time).
func quadratic(srv *server, k, n int, goals bool, out io.Writer) int {
	srv.resetPeak()
	var t tally
	h := stoneGameV(n)
	small, wall := burst(srv.url, h, k, &t)
	last := srv.cpu()
	time.Sleep(2 * time.Second)
	after := srv.cpu() - last
	peak := srv.status("VmHWM")
	errs := len(t.errs)
	missed := missedGoals(peak, after, t.quantile(0.99))
	fmt.Fprintf(out, "%d x %s at once: %v, statuses %v; small meanwhile: %d, p50 %v, p99 %v, slowest %v; peak RSS %.0f MiB; server CPU in the 2 s after the last answer %v; RSS 2 s after %.0f MiB; errors %d%s\n",
		k, h.name, wall.Round(time.Millisecond), t.statuses, small, t.quantile(0.5).Round(10*time.Microsecond), t.quantile(0.99).Round(10*time.Microsecond),
		t.quantile(1).Round(10*time.Microsecond), mib(peak), after, mib(srv.status("VmRSS")), errs, missed)
	printErrs(out, t.errs)
	if missed != "" && goals {
		errs++
	}
	return errs
}

// missedGoals says which of issue 23's goals a phase missed, "" if none.
func missedGoals(peak int64, after, p99 time.Duration) string {
	var missed []string
	if peak <= 0 || peak >= 1<<30 {
		missed = append(missed, "peak RSS under 1 GiB")
	}
	if after > 200*time.Millisecond {
		missed = append(missed, "no CPU after the last answer")
	}
	if p99 >= time.Second {
		missed = append(missed, "small p99 under 1 s")
	}
	if len(missed) == 0 {
		return ""
	}
	return "; MISSED: " + strings.Join(missed, ", ")
}

func printErrs(out io.Writer, errs []string) {
	for _, e := range errs[:min(5, len(errs))] {
		fmt.Fprintln(out, "  error:", e)
	}
}

// sustained has c clients resend a stone-game-v request of n stones for
// d, and the small loop meanwhile: the heavy ones are answered 200 or 503
// (as the bounds say), the small ones all 200.
func sustained(srv *server, c, n int, d time.Duration, out io.Writer) int {
	srv.resetPeak()
	var t tally
	h := stoneGameV(n)
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	var wg sync.WaitGroup
	for range c {
		wg.Go(func() {
			for i := 0; i < 10_000 && ctx.Err() == nil; i++ {
				t.heavy(srv.url, h)
			}
		})
	}
	small := smallLoop(ctx, srv.url, 2, 1_000_000, &t)
	wg.Wait()
	fmt.Fprintf(out, "%d clients resending %s for %v: statuses %v; small meanwhile: %d, p50 %v, p99 %v, slowest %v; peak RSS %.0f MiB; errors %d\n",
		c, h.name, d, t.statuses, small, t.quantile(0.5).Round(10*time.Microsecond), t.quantile(0.99).Round(10*time.Microsecond),
		t.quantile(1).Round(10*time.Microsecond), mib(srv.status("VmHWM")), len(t.errs))
	printErrs(out, t.errs)
	return len(t.errs)
}

// heavy sends h once and counts the answer: 200 with h.want, or 503.
func (t *tally) heavy(url string, h heavy) {
	code, body, err := post(url, h.path, h.body)
	switch {
	case err != nil:
		t.add(code, h.name+": "+err.Error(), 0, false)
	case code == 200 && !strings.Contains(body, h.want):
		t.add(code, fmt.Sprintf("%s: 200 %.200s, want %s", h.name, body, h.want), 0, false)
	case code != 200 && code != 503:
		t.add(code, fmt.Sprintf("%s: %d %.200s", h.name, code, body), 0, false)
	default:
		t.add(code, "", 0, false)
	}
}

// gone has k clients send a stone-game-v request of n stones and leave
// after wait, and reports the server's CPU in the 3 s after they left:
// what it spent on answers nobody reads.
func gone(srv *server, k, n int, wait time.Duration, out io.Writer) {
	h := stoneGameV(n)
	c := &http.Client{Timeout: wait}
	var wg sync.WaitGroup
	left := 0
	var mu sync.Mutex
	for range k {
		wg.Go(func() {
			resp, err := c.Post(srv.url+strings.TrimPrefix(h.path, "/"), "application/json", strings.NewReader(h.body))
			if err == nil {
				resp.Body.Close()
				return
			}
			mu.Lock()
			left++
			mu.Unlock()
		})
	}
	wg.Wait()
	before := srv.cpu()
	time.Sleep(3 * time.Second)
	fmt.Fprintf(out, "%d x %s, the clients leaving after %v (%d left before an answer): server CPU in the 3 s after %v\n",
		k, h.name, wait, left, srv.cpu()-before)
}

// rawPost opens a connection to the server and sends the headers of a
// POST to /api/solve with extra headers, then body.
func rawPost(srv *server, headers, body string) (net.Conn, error) {
	host := strings.TrimSuffix(strings.TrimPrefix(srv.url, "http://"), "/")
	c, err := net.DialTimeout("tcp", host, 5*time.Second)
	if err != nil {
		return nil, err
	}
	_, err = fmt.Fprintf(c, "POST /api/solve HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\n%s\r\n%s", host, headers, body)
	if err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// answer reads the status of the next response on c, within d.
func answer(c net.Conn, d time.Duration) (int, error) {
	c.SetReadDeadline(time.Now().Add(d))
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		return 0, err
	}
	resp.Body.Close()
	return resp.StatusCode, nil
}

// trickle opens conns connections that send their bodies a byte a
// second, for d, while small requests and one heavy one (stone-game-v,
// 2000 stones) are sent: those must all be answered 200, the bodies
// holding no slot. With d past the server's body deadline (10 s), each
// trickler must be answered 408; otherwise they are closed.
func trickle(srv *server, conns int, d time.Duration, out io.Writer) int {
	var t tally
	var cs []net.Conn
	for range conns {
		c, err := rawPost(srv, "Content-Length: 1000\r\n", "{")
		if err != nil {
			t.add(0, "trickler: "+err.Error(), 0, false)
			continue
		}
		cs = append(cs, c)
	}
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	go func() {
		for ctx.Err() == nil {
			select {
			case <-ctx.Done():
			case <-time.After(time.Second):
				for _, c := range cs {
					c.Write([]byte(" "))
				}
			}
		}
	}()
	h := stoneGameV(2000)
	t.heavy(srv.url, h)
	small := smallLoop(ctx, srv.url, 2, 1_000_000, &t)
	late := 0
	if d > 10*time.Second {
		for _, c := range cs {
			code, err := answer(c, 5*time.Second)
			if code == 408 {
				late++
			} else {
				t.add(code, fmt.Sprintf("trickler: %d %v, want 408", code, err), 0, false)
			}
		}
	}
	for _, c := range cs {
		c.Close()
	}
	fmt.Fprintf(out, "%d connections trickling a byte a second for %v: a heavy request and %d small ones meanwhile, statuses %v, small p99 %v; tricklers answered 408: %d; errors %d\n",
		len(cs), d, small, t.statuses, t.quantile(0.99).Round(10*time.Microsecond), late, len(t.errs))
	printErrs(out, t.errs)
	return len(t.errs)
}

// stall holds one connection that declared 100,000 bytes and sent 10, and
// sends k heavy requests (stone-game-v, 2000 stones) at once meanwhile:
// they must all be answered 200.
func stall(srv *server, k int, out io.Writer) int {
	var t tally
	c, err := rawPost(srv, "Content-Length: 100000\r\n", `{"nums":[1`)
	if err != nil {
		fmt.Fprintln(out, "  error: stall:", err)
		return 1
	}
	defer c.Close()
	time.Sleep(100 * time.Millisecond) // the server reads the headers
	h := stoneGameV(2000)
	t0 := time.Now()
	var wg sync.WaitGroup
	for range k {
		wg.Go(func() {
			code, body, err := post(srv.url, h.path, h.body)
			if err != nil || code != 200 || !strings.Contains(body, h.want) {
				t.add(code, fmt.Sprintf("beside a stalled body: %d %.100s %v", code, body, err), 0, false)
				return
			}
			t.add(code, "", 0, false)
		})
	}
	wg.Wait()
	fmt.Fprintf(out, "a body stalled at 10 of 100,000 bytes, and %d x %s at once: %v, statuses %v; errors %d\n",
		k, h.name, time.Since(t0).Round(time.Millisecond), t.statuses, len(t.errs))
	printErrs(out, t.errs)
	return len(t.errs)
}

// expect sends "Expect: 100-continue" with a declared length of 10 GB:
// the answer must be 413 at once, not "100 Continue".
func expect(srv *server, out io.Writer) int {
	t0 := time.Now()
	c, err := rawPost(srv, "Content-Length: 10000000000\r\nExpect: 100-continue\r\n", "")
	if err != nil {
		fmt.Fprintln(out, "  error: expect:", err)
		return 1
	}
	defer c.Close()
	code, err := answer(c, 5*time.Second)
	fmt.Fprintf(out, "Expect: 100-continue with Content-Length 10 GB: answered %d in %v\n", code, time.Since(t0).Round(10*time.Microsecond))
	if code != 413 {
		fmt.Fprintf(out, "  error: got %d %v, want 413\n", code, err)
		return 1
	}
	return 0
}
