// Command load is a bounded loopback load test of `stonegame serve`: it
// starts the server on 127.0.0.1 (port 0), sends it bursts of maximal
// requests of every endpoint while a loop of small /api/solve requests
// checks the answers, and reports requests/s, p50/p99 of the small ones,
// errors and the server's peak RSS (VmHWM from /proc). Every loop is
// bounded in count and in time, and all traffic goes to 127.0.0.1.
//
// It then plays issue 23's abuse (abuse.go): stone-game-v requests of
// 5000 stones at once, checked against its goals (peak RSS under 1 GiB,
// no CPU after the last answer, small requests under 1 s), clients that
// leave, bodies that trickle or stall, and a 10 GB declared length.
//
//	go run ./bench/load            # the full run recorded in BENCHMARKS.md
//	go run ./bench/load -short     # a few seconds: what CI runs (via go test)
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"stonegame/bench/internal/procs"
)

func main() {
	var cfg config
	flag.StringVar(&cfg.bin, "bin", "", "the stonegame `binary` to serve with (default: go build ./cmd/stonegame)")
	flag.BoolVar(&cfg.short, "short", false, "a short run of a few seconds")
	flag.Parse()
	rep, err := run(cfg, os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(1)
	}
	if rep.errors > 0 {
		os.Exit(1)
	}
}

type config struct {
	bin   string
	short bool
}

// report is what a run measured.
type report struct {
	errors  int   // transport errors, unexpected statuses, wrong answers
	peakRSS int64 // the server's VmHWM, bytes
}

// server is a running `stonegame serve`.
type server struct {
	cmd  *exec.Cmd
	url  string
	peak int64 // the largest VmHWM before the last resetPeak
}

// peakRSS returns the server's peak RSS over the whole run, resets
// included.
func (s *server) peakRSS() int64 { return max(s.peak, s.status("VmHWM")) }

func start(bin string) (*server, error) {
	cmd, url, err := procs.Serve(bin, os.Stderr)
	if err != nil {
		return nil, err
	}
	return &server{cmd: cmd, url: url}, nil
}

// status reads a field of /proc/PID/status, in bytes ([procs.Status]).
func (s *server) status(field string) int64 { return procs.Status(s.cmd.Process.Pid, field) }

func (s *server) stop() error {
	s.cmd.Process.Signal(os.Interrupt)
	done := make(chan error, 1)
	go func() { done <- s.cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(15 * time.Second):
		s.cmd.Process.Kill()
		return errors.New("the server did not stop 15 s after SIGINT")
	}
}

// nums is a JSON array of n numbers 1 to 9.
func nums(n int) string {
	var b strings.Builder
	b.Grow(2 * n)
	b.WriteByte('[')
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteByte(byte('1' + i*7%9))
	}
	b.WriteByte(']')
	return b.String()
}

// stones is a stone-game-vi instance of n stones with k moves.
func stones(n, k int, extra string) string {
	a := nums(n)
	moves := make([]string, k)
	for i := range moves {
		moves[i] = strconv.Itoa(i)
	}
	return `{"game":"stone-game-vi","aliceValues":` + a + `,"bobValues":` + a + `,"moves":[` + strings.Join(moves, ",") + `]` + extra + `}`
}

// heavy is one kind of maximal request, and what its 200 answers hold.
type heavy struct {
	name, path, body, want string
}

func heavies() []heavy {
	return []heavy{
		{"move, 2e6 stones", "/api/move", stones(2_000_000, 0, `,"opponent":"greedy"`), `"options":`},
		{"solve, 4e6 numbers, line", "/api/solve", `{"nums":` + nums(4_000_000) + `,"line":true}`, `"line":`},
		{"explore, 4e6 numbers", "/api/explore", `{"nums":` + nums(4_000_000) + `}`, `"verdict":`},
		{"analyze, 5e5 stones, 99 moves", "/api/analyze", stones(500_000, 99, ""), `"summary":`},
		{"play hint, 2e6 stones", "/api/play", stones(2_000_000, 0, `,"action":"hint"`), `"hint":`},
	}
}

const smallBody = `{"nums":[1,5,233,7]}`
const smallWant = `{"game":"predict-the-winner","answer":true,"winner":"first","first":234,"second":12,"differential":222,"verdict":"player 1 wins 234 to 12 (differential +222)"}` + "\n"

// tally counts the answers of a phase.
type tally struct {
	mu       sync.Mutex
	statuses map[int]int
	errs     []string
	lat      []time.Duration // of the small requests
}

func (t *tally) add(code int, err string, d time.Duration, small bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.statuses == nil {
		t.statuses = map[int]int{}
	}
	if code != 0 {
		t.statuses[code]++
	}
	if err != "" && len(t.errs) < 1000 {
		t.errs = append(t.errs, err)
	}
	if small && err == "" {
		t.lat = append(t.lat, d)
	}
}

func (t *tally) quantile(q float64) time.Duration { return procs.Quantile(t.lat, q) }

var client = &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 64}}

func post(url, path, body string) (int, string, error) {
	resp, err := client.Post(url+strings.TrimPrefix(path, "/"), "application/json", strings.NewReader(body))
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if resp.StatusCode == 503 && resp.Header.Get("Retry-After") == "" {
		return resp.StatusCode, string(b), errors.New("503 without Retry-After")
	}
	return resp.StatusCode, string(b), err
}

// smallLoop sends small /api/solve requests from conc goroutines until
// ctx ends or max requests were sent, checking every answer.
func smallLoop(ctx context.Context, url string, conc, maxReq int, t *tally) (sent int64) {
	var n atomic.Int64
	var wg sync.WaitGroup
	for range conc {
		wg.Go(func() {
			for ctx.Err() == nil && n.Add(1) <= int64(maxReq) {
				t0 := time.Now()
				code, body, err := post(url, "/api/solve", smallBody)
				d := time.Since(t0)
				switch {
				case err != nil:
					t.add(code, "small: "+err.Error(), d, true)
				case code != 200 || body != smallWant:
					t.add(code, fmt.Sprintf("small: %d %.100s", code, body), d, true)
				default:
					t.add(code, "", d, true)
				}
			}
		})
	}
	wg.Wait()
	return min(n.Load(), int64(maxReq))
}

// burst sends k copies of h at once, and the small loop meanwhile; it ends
// when the copies are answered.
func burst(url string, h heavy, k int, t *tally) (small int64, wall time.Duration) {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	t0 := time.Now()
	var wg sync.WaitGroup
	for range k {
		wg.Go(func() { t.heavy(url, h) })
	}
	smallDone := make(chan int64, 1)
	sctx, scancel := context.WithCancel(ctx)
	go func() { smallDone <- smallLoop(sctx, url, 2, 1_000_000, t) }()
	wg.Wait()
	scancel()
	return <-smallDone, time.Since(t0)
}

func run(cfg config, out io.Writer) (report, error) {
	var rep report
	if cfg.bin == "" {
		dir, err := os.MkdirTemp("", "load")
		if err != nil {
			return rep, err
		}
		defer os.RemoveAll(dir)
		if cfg.bin, err = procs.Build(dir); err != nil {
			return rep, err
		}
	}
	srv, err := start(cfg.bin)
	if err != nil {
		return rep, err
	}
	defer srv.stop()
	fmt.Fprintf(out, "server %s, pid %d, RSS at start %.1f MiB\n", srv.url, srv.cmd.Process.Pid, mib(srv.status("VmRSS")))

	// 0. Small requests alone: the baseline.
	var base tally
	ctx, cancel := context.WithTimeout(context.Background(), pick(cfg.short, 1, 5)*time.Second)
	t0 := time.Now()
	n := smallLoop(ctx, srv.url, 2, int(pick(cfg.short, 2000, 50_000)), &base)
	cancel()
	fmt.Fprintf(out, "small /api/solve alone: %d requests, %.0f/s, p50 %v, p99 %v, errors %d\n",
		n, float64(n)/time.Since(t0).Seconds(), base.quantile(0.5).Round(10*time.Microsecond), base.quantile(0.99).Round(10*time.Microsecond), len(base.errs))
	rep.errors += len(base.errs)

	// 1, 2. Bursts of maximal requests, each endpoint in turn.
	hs := heavies()
	k := 16
	if cfg.short {
		hs, k = hs[:1], 3
	}
	for _, h := range hs {
		var t tally
		small, wall := burst(srv.url, h, k, &t)
		fmt.Fprintf(out, "%d x %s (%.1f MB): %v, statuses %v; small meanwhile: %d, %.0f/s, p50 %v, p99 %v; errors %d; server peak RSS so far %.0f MiB\n",
			k, h.name, float64(len(h.body))/1e6, wall.Round(time.Millisecond), t.statuses, small, float64(small)/wall.Seconds(),
			t.quantile(0.5).Round(10*time.Microsecond), t.quantile(0.99).Round(10*time.Microsecond), len(t.errs), mib(srv.status("VmHWM")))
		for _, e := range t.errs[:min(5, len(t.errs))] {
			fmt.Fprintln(out, "  error:", e)
		}
		rep.errors += len(t.errs)
	}
	if !cfg.short {
		// 2. 8 heavy analyses at once, three times over, and the small loop.
		var t tally
		h := hs[3]
		t0 := time.Now()
		var small int64
		for range 3 {
			s, _ := burst(srv.url, h, 8, &t)
			small += s
		}
		wall := time.Since(t0)
		fmt.Fprintf(out, "3 x 8 x %s: %v, statuses %v; small meanwhile: %d, %.0f/s, p50 %v, p99 %v; errors %d\n",
			h.name, wall.Round(time.Millisecond), t.statuses, small, float64(small)/wall.Seconds(),
			t.quantile(0.5).Round(10*time.Microsecond), t.quantile(0.99).Round(10*time.Microsecond), len(t.errs))
		rep.errors += len(t.errs)
	}

	// 3. Issue 23: quadratic requests admitted by their cost, clients
	// that leave, bodies that trickle or stall, a huge declared length.
	if cfg.short {
		rep.errors += quadratic(srv, 4, 5000, false, out)
		rep.errors += trickle(srv, 8, time.Second, out)
	} else {
		rep.errors += quadratic(srv, 16, 5000, true, out)
		rep.errors += sustained(srv, 48, 2500, 30*time.Second, out)
		gone(srv, 16, 5000, time.Second, out)
		rep.errors += trickle(srv, 64, 12*time.Second, out)
	}
	rep.errors += stall(srv, runtime.NumCPU()+1, out)
	rep.errors += expect(srv, out)

	// 4. Cross-site and rebinding requests are refused; curl's are not.
	refused := 0
	for _, hdr := range []map[string]string{
		{"Origin": "http://evil.test", "Content-Type": "text/plain"},
		{"Sec-Fetch-Site": "cross-site", "Content-Type": "application/x-www-form-urlencoded"},
		{"Host": "evil.test:" + strings.TrimSuffix(srv.url[strings.LastIndex(srv.url, ":")+1:], "/")},
	} {
		req, _ := http.NewRequest("POST", srv.url+"api/solve", strings.NewReader(smallBody))
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		if h, ok := hdr["Host"]; ok {
			req.Host = h
		}
		resp, err := client.Do(req)
		if err != nil {
			rep.errors++
			continue
		}
		resp.Body.Close()
		if resp.StatusCode == 403 {
			refused++
		} else {
			rep.errors++
			fmt.Fprintf(out, "  error: %v answered %d, want 403\n", hdr, resp.StatusCode)
		}
	}
	fmt.Fprintf(out, "cross-site and foreign-Host POSTs: %d of 3 refused with 403\n", refused)

	// After the bursts: the small request still right, the memory given back.
	if code, body, err := post(srv.url, "/api/solve", smallBody); err != nil || code != 200 || body != smallWant {
		rep.errors++
		fmt.Fprintf(out, "  error: small solve after the bursts: %d %q %v\n", code, body, err)
	}
	time.Sleep(pick(cfg.short, 0, 2) * time.Second)
	rep.peakRSS = srv.peakRSS()
	fmt.Fprintf(out, "server peak RSS (VmHWM, over the run) %.0f MiB, RSS now %.0f MiB; errors %d\n", mib(rep.peakRSS), mib(srv.status("VmRSS")), rep.errors)
	if err := srv.stop(); err != nil {
		rep.errors++
		fmt.Fprintf(out, "  error: stopping the server: %v\n", err)
	}
	return rep, nil
}

func pick(short bool, s, full time.Duration) time.Duration {
	if short {
		return s
	}
	return full
}

func mib(b int64) float64 { return float64(b) / (1 << 20) }
