// Command site times the static site (`stonegame site DIR`) against
// `stonegame serve`, paired, in headless Chromium: the first answer of a
// link in a fresh browser, each later navigation's answer (Solve → Play →
// Your own game → Patterns → Solve, by the header's links, each page
// asked one question), and a later visit of the link in the same browser.
// Each run starts a fresh browser for serve and one for the site, in
// alternating order; the figures are medians over the runs.
//
// The site is served by `python3 -m http.server` (it sends every file as
// it is: the worker takes stonegame.wasm.gz) or, with -static go, by Go's
// http.FileServer (the same); -gzip serves it through a handler that
// sends stonegame.wasm gzipped (compressed once, with its Last-Modified),
// as GitHub Pages and most hosts do.
// Everything listens on 127.0.0.1.
//
//	go run ./bench/site                  # 7 runs, python3 -m http.server
//	go run ./bench/site -runs 3 -gzip    # a compressing host
package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/chromedp/chromedp"
)

type config struct {
	runs     int
	chromium string
	static   string // python or go
	gzip     bool
	site     string // an existing site, or "" to write one
	link     string
}

func main() {
	var cfg config
	flag.IntVar(&cfg.runs, "runs", 7, "paired runs")
	flag.StringVar(&cfg.chromium, "chromium", "/usr/bin/chromium", "the browser")
	flag.StringVar(&cfg.static, "static", "python", "the static file server: python (python3 -m http.server) or go (http.FileServer)")
	flag.BoolVar(&cfg.gzip, "gzip", false, "serve the site through a handler that gzips stonegame.wasm (a compressing host)")
	flag.StringVar(&cfg.site, "site", "", "the site's `dir`, already written (default: stonegame site into a temporary one)")
	flag.StringVar(&cfg.link, "link", "?game=stone-game-vii&stones=7,90,5", "the link's query")
	flag.Parse()
	if err := run(cfg); err != nil {
		fmt.Fprintln(os.Stderr, "site:", err)
		os.Exit(1)
	}
}

// steps are the measures of one browser's visit, in order.
var steps = []string{"first answer", "→ Play: game started", "→ Your own game: file solved", "→ Patterns: table solved", "→ Solve: example solved", "later visit: first answer"}

func run(cfg config) error {
	tmp, err := os.MkdirTemp("", "bench-site-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "stonegame")
	if out, err := exec.Command("go", "build", "-o", bin, "stonegame/cmd/stonegame").CombinedOutput(); err != nil {
		return fmt.Errorf("go build: %v\n%s", err, out)
	}
	dir := cfg.site
	if dir == "" {
		dir = filepath.Join(tmp, "public")
		if out, err := exec.Command(bin, "site", dir).CombinedOutput(); err != nil {
			return fmt.Errorf("stonegame site: %v\n%s", err, out)
		}
	}
	serveURL, stopServe, err := startLine(exec.Command(bin, "serve", "--addr", "127.0.0.1:0"), `http://127\.0\.0\.1:\d+/`, "")
	if err != nil {
		return fmt.Errorf("stonegame serve: %v", err)
	}
	defer stopServe()
	siteURL, stopSite, err := static(cfg, dir)
	if err != nil {
		return err
	}
	defer stopSite()
	host := map[string]string{"python": "python3 -m http.server", "go": "Go's http.FileServer"}[cfg.static]
	if cfg.gzip {
		host = "Go's http.FileServer, stonegame.wasm sent gzipped"
	}
	fmt.Printf("serve %s, site %s (%s), %d paired runs, load average %s\n", serveURL, siteURL, host, cfg.runs, loadavg())

	got := map[string][][]time.Duration{} // "serve"/"site" -> run -> step
	for r := range cfg.runs {
		order := []string{"serve", "site"}
		if r%2 == 1 {
			order = []string{"site", "serve"}
		}
		for _, which := range order {
			base := map[string]string{"serve": strings.TrimSuffix(serveURL, "/"), "site": strings.TrimSuffix(siteURL, "/")}[which]
			d, err := visit(cfg, tmp, base, which)
			if err != nil {
				return fmt.Errorf("run %d, %s: %v", r+1, which, err)
			}
			got[which] = append(got[which], d)
			fmt.Printf("run %d %-5s %s\n", r+1, which, durations(d))
		}
	}
	fmt.Printf("\nload average %s; medians of %d runs, seconds:\n\n", loadavg(), cfg.runs)
	fmt.Println("| step | serve | site | site − serve (median of pairs) |")
	fmt.Println("|---|---|---|---|")
	for i, s := range steps {
		var a, b, diff []time.Duration
		for r := range cfg.runs {
			a = append(a, got["serve"][r][i])
			b = append(b, got["site"][r][i])
			diff = append(diff, got["site"][r][i]-got["serve"][r][i])
		}
		fmt.Printf("| %s | %.2f | %.2f | %+.2f |\n", s, median(a).Seconds(), median(b).Seconds(), median(diff).Seconds())
	}
	return nil
}

func durations(d []time.Duration) string {
	var s []string
	for _, x := range d {
		s = append(s, fmt.Sprintf("%.2f", x.Seconds()))
	}
	return strings.Join(s, " ")
}

func median(d []time.Duration) time.Duration {
	d = slices.Clone(d)
	slices.Sort(d)
	if len(d)%2 == 1 {
		return d[len(d)/2]
	}
	return (d[len(d)/2-1] + d[len(d)/2]) / 2
}

func loadavg() string {
	b, _ := os.ReadFile("/proc/loadavg")
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return "?"
	}
	return strings.Join(f[:3], " ")
}

// static serves the site at dir on 127.0.0.1.
func static(cfg config, dir string) (string, func(), error) {
	if cfg.static == "python" && !cfg.gzip {
		cmd := exec.Command("python3", "-u", "-m", "http.server", "--bind", "127.0.0.1", "-d", dir, "0")
		u, stop, err := startLine(cmd, `port (\d+)`, "http://127.0.0.1:")
		if err != nil {
			return "", nil, fmt.Errorf("python3 -m http.server: %v", err)
		}
		return u + "/", stop, nil
	}
	if cfg.static != "python" && cfg.static != "go" {
		return "", nil, fmt.Errorf("-static %q: python or go", cfg.static)
	}
	h := http.FileServer(http.Dir(dir))
	if cfg.gzip {
		// Compressed once, at gzip's default level, and sent with its
		// Last-Modified and answers to If-Modified-Since (http.ServeContent),
		// as a host that compresses and caches does.
		path := filepath.Join(dir, "stonegame.wasm")
		fi, err := os.Stat(path)
		if err != nil {
			return "", nil, err
		}
		raw, err := os.ReadFile(path)
		if err != nil {
			return "", nil, err
		}
		var gz bytes.Buffer
		zw := gzip.NewWriter(&gz)
		zw.Write(raw)
		zw.Close()
		files := h
		h = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/stonegame.wasm" || !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
				files.ServeHTTP(w, r)
				return
			}
			w.Header().Set("Content-Type", "application/wasm")
			w.Header().Set("Content-Encoding", "gzip")
			http.ServeContent(w, r, "stonegame.wasm", fi.ModTime(), bytes.NewReader(gz.Bytes()))
		})
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := &http.Server{Handler: h}
	go srv.Serve(ln)
	return "http://" + ln.Addr().String() + "/", func() { srv.Close() }, nil
}

// startLine starts cmd and reads its output until a line matches re; it
// returns prefix and the match (its group, if it has one).
func startLine(cmd *exec.Cmd, re, prefix string) (string, func(), error) {
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", nil, err
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	stop := func() {
		cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
		}
	}
	rx := regexp.MustCompile(re)
	lines := bufio.NewReader(out)
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		line, err := lines.ReadString('\n')
		if m := rx.FindStringSubmatch(line); m != nil {
			go io.Copy(io.Discard, lines)
			return prefix + m[len(m)-1], stop, nil
		}
		if err != nil {
			stop()
			return "", nil, fmt.Errorf("no line matching %s: %v", re, err)
		}
	}
	stop()
	return "", nil, fmt.Errorf("no line matching %s in a minute", re)
}

// visit opens the link in a fresh browser and walks the pages, timing each
// answer from the action that asks for it (the navigation, the click on a
// link) to the answer shown.
func visit(cfg config, tmp, base, which string) ([]time.Duration, error) {
	user, err := os.MkdirTemp(tmp, "chromium-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(user)
	limit, cancelLimit := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancelLimit()
	alloc, cancelAlloc := chromedp.NewExecAllocator(limit, chromedp.ExecPath(cfg.chromium), chromedp.NoSandbox, chromedp.Headless,
		chromedp.DisableGPU, chromedp.Flag("disable-background-networking", true), chromedp.UserDataDir(user), chromedp.WindowSize(1280, 900))
	defer cancelAlloc()
	ctx, cancel := chromedp.NewContext(alloc)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		return nil, fmt.Errorf("starting %s: %v", cfg.chromium, err)
	}
	page := func(name string) string {
		if which == "site" {
			return map[string]string{"": "/", "play": "/play.html", "rules": "/rules.html", "patterns": "/patterns.html"}[name]
		}
		return "/" + name
	}
	// wait polls js until it is true; a poll that a document load cut
	// short (serve's navigations) is polled again, for at most a minute.
	wait := func(js string) error {
		deadline := time.Now().Add(time.Minute)
		for {
			_, err := chromedp.Run(ctx, chromedp.Poll[bool](js, chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(time.Until(deadline))))
			if err == nil || !loading(err) || time.Now().After(deadline) {
				return err
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
	act := func(a ...chromedp.Action[chromedp.Void]) error {
		if err := chromedp.Do(ctx, a...); err != nil && !loading(err) {
			return err
		}
		return nil // done, or cut short by the document load it started
	}
	at := func(name string) string {
		return fmt.Sprintf(`location.pathname === %q && !!document.body && document.body.dataset.ready === "true"`, page(name))
	}
	verdict := `((document.querySelector("#verdict") || {}).textContent || "")`
	nav := func(n int) chromedp.Action[chromedp.Void] {
		return chromedp.Click(chromedp.CSS(fmt.Sprintf("header nav a:nth-child(%d)", n)))
	}
	shown := func(sel string) string {
		return fmt.Sprintf(`(() => { const e = document.querySelector(%q); return !!e && !e.closest("[hidden]") && e.innerText.trim() !== ""; })()`, sel)
	}
	// Each step is a list of actions and waits, run in order until one fails.
	type step []func() error
	do := func(a ...chromedp.Action[chromedp.Void]) func() error { return func() error { return act(a...) } }
	until := func(js string) func() error { return func() error { return wait(js) } }
	walk := []step{
		{do(chromedp.Navigate(base + "/" + cfg.link)), until(verdict + `.includes("wins")`)},
		{do(nav(2)), until(at("play") + ` && !!document.querySelector("#start")`), do(chromedp.Click(chromedp.ID("start"))), until(shown("#status"))},
		{do(nav(3)), until(at("rules") + ` && !!document.querySelector("#source")`), do(chromedp.Click(chromedp.ID("solve"))), until(shown("#result"))},
		{do(nav(4)), until(at("patterns") + ` && !!document.querySelector("#range")`), do(chromedp.Click(chromedp.ID("solve"))), until(shown("#cells"))},
		{do(nav(1)), until(at("") + ` && ` + verdict + ` !== ""`)},
		{do(chromedp.Navigate(base + "/" + cfg.link)), until(verdict + `.includes("wins")`)},
	}
	var d []time.Duration
	for i, st := range walk {
		start := time.Now()
		for _, f := range st {
			if err := f(); err != nil {
				return nil, fmt.Errorf("%s: %v", steps[i], err)
			}
		}
		d = append(d, time.Since(start))
	}
	return d, nil
}

// loading says whether err is chromedp's when a document load cut an
// action or a poll short (serve's navigations): its frame or context went.
func loading(err error) bool {
	return strings.Contains(err.Error(), "Cannot find context") || strings.Contains(err.Error(), "navigated or closed")
}
