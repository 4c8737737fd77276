// Command abuse runs issue 28's probes: rules files that try to take more
// than their limits (memory bombs, states of 1 MB strings, endless loops
// and positions) against the CLI (`stonegame solve --game FILE`) and
// against a `stonegame serve` it starts on 127.0.0.1, and prints a table
// of what happened: the exit or the HTTP answer, its time, the peak RSS
// (VmRSS from /proc, polled), the time to exit after SIGTERM and SIGINT
// mid-bomb, and, with 16 bombs at once while a small request is sent
// every 100 ms, the small requests' p99, the bombs' answer times and the
// time until the server's CPU is idle again.
//
// Every loop is bounded in count and in time, all traffic goes to
// 127.0.0.1, and a process whose RSS passes -rss-cap (3 GiB by default)
// is killed and the probe marked failed, so that a bomb the engine does
// not stop yet cannot take the machine down.
//
//	go run ./bench/abuse             # every probe: the figures of BENCHMARKS.md
//	go run ./bench/abuse -short      # the probes today's limits bound, a few at once
//	go run ./bench/abuse -only split,endless-loop
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"text/tabwriter"
	"time"

	"stonegame/bench/internal/procs"
)

func main() {
	var cfg config
	flag.StringVar(&cfg.bin, "bin", "", "the stonegame `binary` (default: go build ./cmd/stonegame)")
	flag.BoolVar(&cfg.short, "short", false, "only the probes today's limits bound, with small counts")
	flag.StringVar(&cfg.only, "only", "", "run only these `probes`, comma-separated")
	flag.IntVar(&cfg.concurrent, "concurrent", 16, "bombs sent at once to the server")
	rssCap := flag.Int64("rss-cap", 3<<10, "kill a process whose RSS passes this many `MiB`")
	flag.Int64Var(&cfg.rulesMemory, "rules-memory", 256, "the CLI's --rules-memory, in `MiB`: a solve must stay within it + 64 MiB")
	flag.Parse()
	cfg.rssCap = *rssCap << 20
	rows, err := run(cfg, os.Stdout)
	if err != nil {
		fmt.Fprintln(os.Stderr, "abuse:", err)
		os.Exit(1)
	}
	for _, r := range rows {
		if !r.ok {
			os.Exit(1)
		}
	}
}

type config struct {
	bin        string
	short      bool
	only       string
	concurrent int
	rssCap     int64
	// rulesMemory is the CLI's --rules-memory in MiB (0: 256): issue 28
	// asks peak RSS ≤ the limit + 64 MiB.
	rulesMemory int64
}

// rulesMemoryMiB is the --rules-memory the CLI probes pass, in MiB.
func (c config) rulesMemoryMiB() int64 {
	if c.rulesMemory <= 0 {
		return 256
	}
	return c.rulesMemory
}

// limits are the bounds of a run: how long a probe may take before it is
// killed and marked failed, and how many requests are sent.
type limits struct {
	cli, request, exit time.Duration // a CLI probe, a bomb request, an exit after a signal
	concurrent         int
	small              int // small requests at most, one every 100 ms
}

func (c config) limits() limits {
	if c.short {
		return limits{cli: 30 * time.Second, request: 30 * time.Second, exit: 20 * time.Second, concurrent: min(c.concurrent, 4), small: 30}
	}
	return limits{cli: 60 * time.Second, request: 60 * time.Second, exit: 30 * time.Second, concurrent: c.concurrent, small: 600}
}

// A row is one line of the table.
type row struct {
	probe, where string
	result       string        // the exit, the answers
	time         time.Duration // to the answer, or to the exit after a signal
	peak         int64         // peak RSS in bytes, polled; 0 if not measured
	note         string
	ok           bool // what holds by design held
}

// run runs the probes (those of cfg.only; with cfg.short, those today's
// limits bound) and prints the table to out.
func run(cfg config, out io.Writer) ([]row, error) {
	if cfg.rssCap <= 0 {
		cfg.rssCap = 3 << 30
	}
	if cfg.concurrent <= 0 {
		cfg.concurrent = 16
	}
	dir, err := os.MkdirTemp("", "stonegame-abuse-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	if cfg.bin == "" {
		if cfg.bin, err = procs.Build(dir); err != nil {
			return nil, err
		}
	}
	var rows []row
	for _, p := range selected(cfg) {
		file := filepath.Join(dir, p.name+".star")
		if err := os.WriteFile(file, []byte(p.src), 0o644); err != nil {
			return nil, err
		}
		rows = append(rows, cliProbe(cfg, p, file))
		for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
			rows = append(rows, cliSignal(cfg, p, file, sig))
		}
		srows, err := serverProbe(cfg, p)
		if err != nil {
			return nil, err
		}
		rows = append(rows, srows...)
	}
	print(out, rows)
	return rows, nil
}

// selected are the probes cfg asks for.
func selected(cfg config) []probe {
	var ps []probe
	only := strings.Split(cfg.only, ",")
	for _, p := range probes() {
		switch {
		case cfg.only != "" && !slices.Contains(only, p.name):
		case cfg.only == "" && cfg.short && p.contain:
		default:
			ps = append(ps, p)
		}
	}
	return ps
}

// print writes the table.
func print(out io.Writer, rows []row) {
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "probe\twhere\tresult\ttime\tpeak RSS\tok\tnote")
	for _, r := range rows {
		peak := "-"
		if r.peak > 0 {
			peak = fmt.Sprintf("%d MiB", r.peak>>20)
		}
		ok := "yes"
		if !r.ok {
			ok = "NO"
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.probe, r.where, r.result, r.time.Round(10*time.Millisecond), peak, ok, r.note)
	}
	w.Flush()
}

// rssWatch polls a process's VmRSS every 20 ms, keeps its peak, and kills
// the process past cap.
type rssWatch struct {
	pid    int
	cap    int64
	mu     sync.Mutex
	peak   int64
	capped bool
	stop   chan struct{}
	done   chan struct{}
}

func watchRSS(pid int, cap int64) *rssWatch {
	w := &rssWatch{pid: pid, cap: cap, stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(w.done)
		tick := time.NewTicker(20 * time.Millisecond)
		defer tick.Stop()
		for {
			rss := procs.Status(pid, "VmRSS")
			w.mu.Lock()
			w.peak = max(w.peak, rss)
			if rss > w.cap && !w.capped {
				w.capped = true
				if p, err := os.FindProcess(pid); err == nil {
					p.Kill()
				}
			}
			w.mu.Unlock()
			select {
			case <-w.stop:
				return
			case <-tick.C:
			}
		}
	}()
	return w
}

// end stops the polling and returns the peak and whether the cap killed
// the process.
func (w *rssWatch) end() (peak int64, capped bool) {
	close(w.stop)
	<-w.done
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.peak, w.capped
}

// rss is the last peak.
func (w *rssWatch) rss() int64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.peak
}

// procCPU is the CPU time a process has spent, user and system, from
// /proc/PID/stat (clock ticks of 10 ms); -1 if gone.
func procCPU(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return -1
	}
	i := strings.LastIndexByte(string(b), ')')
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 13 {
		return -1
	}
	user, _ := strconv.ParseInt(f[11], 10, 64)
	sys, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(user+sys) * 10 * time.Millisecond
}

// solveCmd is `stonegame solve --game FILE INSTANCE` of p.
func solveCmd(cfg config, p probe, file string) (*exec.Cmd, *strings.Builder) {
	cmd := exec.Command(cfg.bin, "solve", "--rules-memory", fmt.Sprintf("%dMiB", cfg.rulesMemoryMiB()), "--game", file, p.instance)
	var stderr strings.Builder
	cmd.Stdout, cmd.Stderr = io.Discard, &stderr
	return cmd, &stderr
}

// waitFor waits for cmd at most d, killing it then; it reports whether it
// exited by itself.
func waitFor(cmd *exec.Cmd, d time.Duration) bool {
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	select {
	case <-done:
		return true
	case <-time.After(d):
		cmd.Process.Kill()
		<-done
		return false
	}
}

// exitWords says how cmd ended, with the first line of its stderr (the
// rules file named by its base name).
func exitWords(cmd *exec.Cmd, stderr string) string {
	first, _, _ := strings.Cut(strings.TrimSpace(stderr), "\n")
	first = regexp.MustCompile(`/\S*/stonegame-abuse-\d+/`).ReplaceAllString(first, "")
	if len(first) > 90 {
		first = first[:90] + "..."
	}
	ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
	if ws.Signaled() {
		return fmt.Sprintf("ended by a signal (%v)", ws.Signal())
	}
	return fmt.Sprintf("exit %d: %s", cmd.ProcessState.ExitCode(), first)
}

// cliProbe runs solve on p and says how it ended. It holds when the
// process ends by itself with exit 1 and a message, under the RSS cap.
func cliProbe(cfg config, p probe, file string) row {
	lim := cfg.limits()
	cmd, stderr := solveCmd(cfg, p, file)
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return row{probe: p.name, where: "cli solve", result: err.Error()}
	}
	w := watchRSS(cmd.Process.Pid, cfg.rssCap)
	exited := waitFor(cmd, lim.cli)
	d := time.Since(start)
	peak, capped := w.end()
	r := row{probe: p.name, where: "cli solve", time: d, peak: peak, result: exitWords(cmd, stderr.String())}
	switch {
	case capped:
		r.note = fmt.Sprintf("killed at the RSS cap of %d MiB", cfg.rssCap>>20)
	case !exited:
		r.note = fmt.Sprintf("killed after %v", lim.cli)
	case peak > (cfg.rulesMemoryMiB()+64)<<20:
		r.note = fmt.Sprintf("peak RSS past --rules-memory %dMiB + 64 MiB", cfg.rulesMemoryMiB())
	default:
		r.ok = cmd.ProcessState.ExitCode() == 1 && strings.HasPrefix(stderr.String(), "stonegame: ")
	}
	return r
}

// cliSignal starts solve on p, sends sig once it works (1 s after its
// start, or once its RSS passes 100 MiB), and measures the time to its
// exit. It holds when the process exits by itself (130) within the
// bound.
func cliSignal(cfg config, p probe, file string, sig syscall.Signal) row {
	lim := cfg.limits()
	where := "cli SIGTERM"
	if sig == syscall.SIGINT {
		where = "cli SIGINT"
	}
	cmd, stderr := solveCmd(cfg, p, file)
	if err := cmd.Start(); err != nil {
		return row{probe: p.name, where: where, result: err.Error()}
	}
	w := watchRSS(cmd.Process.Pid, cfg.rssCap)
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	start := time.Now()
wait:
	for time.Since(start) < time.Second && w.rss() < 100<<20 {
		select {
		case <-done:
			break wait
		case <-time.After(20 * time.Millisecond):
		}
	}
	select {
	case <-done:
		peak, _ := w.end()
		return row{probe: p.name, where: where, peak: peak, result: exitWords(cmd, stderr.String()), note: "ended before the signal", ok: true}
	default:
	}
	sent := time.Now()
	cmd.Process.Signal(sig)
	exited := true
	select {
	case <-done:
	case <-time.After(lim.exit):
		cmd.Process.Kill()
		<-done
		exited = false
	}
	d := time.Since(sent)
	peak, capped := w.end()
	r := row{probe: p.name, where: where, time: d, peak: peak, result: exitWords(cmd, stderr.String())}
	switch {
	case capped:
		r.note = fmt.Sprintf("killed at the RSS cap of %d MiB", cfg.rssCap>>20)
	case !exited:
		r.note = fmt.Sprintf("no exit %v after the signal: killed", lim.exit)
	default:
		r.ok = cmd.ProcessState.ExitCode() == 130
		r.note = "time from the signal to the exit"
	}
	return r
}

// server is a `stonegame serve` on 127.0.0.1.
type server struct {
	cmd  *exec.Cmd
	url  string
	done chan struct{}
}

func startServer(bin string) (*server, error) {
	cmd, url, err := procs.Serve(bin, io.Discard)
	if err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, url: url, done: make(chan struct{})}
	go func() { cmd.Wait(); close(s.done) }()
	return s, nil
}

// stop sends sig and waits at most d for the exit, killing it then; it
// returns the time to the exit and whether it exited by itself.
func (s *server) stop(sig syscall.Signal, d time.Duration) (time.Duration, bool) {
	start := time.Now()
	s.cmd.Process.Signal(sig)
	select {
	case <-s.done:
		return time.Since(start), true
	case <-time.After(d):
		s.cmd.Process.Kill()
		<-s.done
		return time.Since(start), false
	}
}

// answer is one response: its status, whether its body is a JSON error
// ({"error": "..."}), the error's words, and its time.
type answer struct {
	status  int
	isError bool
	msg     string
	time    time.Duration
	err     error
}

// held reports whether a bomb's answer is what holds by design: a 4xx or
// 503 with a JSON error that says why.
func (a answer) held() bool {
	return a.err == nil && a.isError && a.msg != "" && (a.status >= 400 && a.status < 500 || a.status == http.StatusServiceUnavailable)
}

func post(ctx context.Context, client *http.Client, url, body string) answer {
	start := time.Now()
	req, err := http.NewRequestWithContext(ctx, "POST", url+"api/solve", strings.NewReader(body))
	if err != nil {
		return answer{err: err}
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := client.Do(req)
	if err != nil {
		return answer{err: err, time: time.Since(start)}
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	a := answer{status: resp.StatusCode, time: time.Since(start), err: err}
	var v struct {
		Error *string `json:"error"`
	}
	if json.Unmarshal(b, &v) == nil && v.Error != nil {
		a.isError, a.msg = true, *v.Error
	}
	return a
}

// small is the small request sent while the bombs run.
const small = `{"game":"predict-the-winner","nums":[1,5,233,7]}`

// serverProbe sends p to a fresh server: once alone, then lim.concurrent
// at once while a small request goes every 100 ms, then stops the server
// with SIGTERM; and, on another fresh server, SIGTERM mid-bomb.
func serverProbe(cfg config, p probe) ([]row, error) {
	lim := cfg.limits()
	s, err := startServer(cfg.bin)
	if err != nil {
		return nil, err
	}
	w := watchRSS(s.cmd.Process.Pid, cfg.rssCap)
	client := &http.Client{Timeout: lim.request}
	var rows []row

	// One bomb alone.
	a := post(context.Background(), client, s.url, p.body())
	one := row{probe: p.name, where: "serve, 1 bomb", time: a.time, peak: w.rss(), result: answerWords(a), ok: a.held()}
	rows = append(rows, one)

	// lim.concurrent bombs while small requests run.
	var wg sync.WaitGroup
	bombs := make([]answer, lim.concurrent)
	for i := range bombs {
		wg.Go(func() { bombs[i] = post(context.Background(), client, s.url, p.body()) })
	}
	bombsDone := make(chan struct{})
	go func() { wg.Wait(); close(bombsDone) }()
	var smalls []time.Duration
	smallErrs := 0
	smallClient := &http.Client{Timeout: 5 * time.Second}
	tick := time.NewTicker(100 * time.Millisecond)
loop:
	for range lim.small {
		select {
		case <-bombsDone:
			break loop
		case <-tick.C:
		}
		a := post(context.Background(), smallClient, s.url, small)
		if a.err != nil || a.status != 200 {
			smallErrs++
		}
		smalls = append(smalls, a.time)
	}
	tick.Stop()
	<-bombsDone // bounded by the client's timeout
	idle := timeToIdle(s.cmd.Process.Pid, 10*time.Second)
	held, slowest := 0, time.Duration(0)
	for _, b := range bombs {
		if b.held() {
			held++
		}
		slowest = max(slowest, b.time)
	}
	rows = append(rows, row{
		probe: p.name, where: fmt.Sprintf("serve, %d bombs", lim.concurrent), time: slowest, peak: w.rss(),
		result: fmt.Sprintf("%d of %d answered 4xx/503 JSON (%s)", held, len(bombs), answerWords(bombs[0])),
		note:   fmt.Sprintf("small: %d sent, p99 %v, %d errors; CPU idle %s after the last answer", len(smalls), procs.Quantile(smalls, 0.99).Round(time.Millisecond), smallErrs, idleWords(idle)),
		ok:     held == len(bombs),
	})
	d, exited := s.stop(syscall.SIGTERM, lim.exit)
	peak, capped := w.end()
	rows = append(rows, stopRow(cfg, p, "serve SIGTERM, idle", d, peak, exited, capped))

	// SIGTERM with bombs in flight.
	s, err = startServer(cfg.bin)
	if err != nil {
		return nil, err
	}
	w = watchRSS(s.cmd.Process.Pid, cfg.rssCap)
	ctx, cancel := context.WithCancel(context.Background())
	for range min(4, lim.concurrent) {
		wg.Go(func() { post(ctx, client, s.url, p.body()) })
	}
	time.Sleep(time.Second)
	d, exited = s.stop(syscall.SIGTERM, lim.exit)
	cancel()
	wg.Wait()
	peak, capped = w.end()
	return append(rows, stopRow(cfg, p, "serve SIGTERM, mid-bomb", d, peak, exited, capped)), nil
}

// stopRow is the row of a server stopped with SIGTERM: it holds when the
// server exited by itself, not killed at the RSS cap first.
func stopRow(cfg config, p probe, where string, d time.Duration, peak int64, exited, capped bool) row {
	r := row{probe: p.name, where: where, time: d, peak: peak, ok: exited && !capped, result: "exited", note: "time from the signal to the exit"}
	switch {
	case capped:
		r.result, r.time = fmt.Sprintf("killed at the RSS cap of %d MiB before the signal", cfg.rssCap>>20), 0
		r.note = ""
	case !exited:
		r.result = fmt.Sprintf("no exit %v after SIGTERM: killed", cfg.limits().exit)
	}
	return r
}

// answerWords says what an answer was: "503 in 10.2 s: the rules...".
func answerWords(a answer) string {
	if a.err != nil {
		var ue interface{ Timeout() bool }
		if errors.As(a.err, &ue) && ue.Timeout() {
			return "no answer (client timeout)"
		}
		return "no answer: " + a.err.Error()
	}
	msg := a.msg
	if len(msg) > 70 {
		msg = msg[:70] + "..."
	}
	if !a.isError {
		return fmt.Sprintf("%d, not a JSON error", a.status)
	}
	return fmt.Sprintf("%d: %s", a.status, msg)
}

// timeToIdle waits until the process spends at most 5% of a core over
// 500 ms, and returns how long that took; -1 if not within max, -2 if the
// process is gone.
func timeToIdle(pid int, max time.Duration) time.Duration {
	start := time.Now()
	prev := procCPU(pid)
	if prev < 0 {
		return -2
	}
	var window []time.Duration // the CPU of the last 5 ticks of 100 ms
	for time.Since(start) < max {
		time.Sleep(100 * time.Millisecond)
		now := procCPU(pid)
		if now < 0 {
			return -2
		}
		window = append(window, now-prev)
		prev = now
		if len(window) > 5 {
			window = window[1:]
		}
		var sum time.Duration
		for _, x := range window {
			sum += x
		}
		if len(window) == 5 && sum <= 25*time.Millisecond {
			return time.Since(start) - 500*time.Millisecond
		}
	}
	return -1
}

func idleWords(d time.Duration) string {
	switch {
	case d == -2:
		return "- (the server is gone)"
	case d < 0:
		return "not within 10 s"
	}
	return max(d, 0).Round(100 * time.Millisecond).String()
}
