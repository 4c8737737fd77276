package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"

	"stonegame/internal/collector"
	"stonegame/internal/web"
)

func init() {
	register(&command{
		name: "serve", order: 40, summary: "start the web app (solve & explore, play) and the JSON API",
		usage: "serve [--addr 127.0.0.1:8080] [--open]",
		examples: []helpExample{
			{"serve --open", "the web app on http://127.0.0.1:8080, opened in a browser"},
			{"serve --addr :0", "on a free port, on every interface (the address is printed)"},
		},
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			addr := fs.String("addr", "127.0.0.1:8080", "the `address` to listen on; port 0 picks a free port")
			open := fs.Bool("open", false, "open the app in a browser (with xdg-open)")
			return func(ctx context.Context, env *Env, args []string) error {
				if len(args) > 0 {
					return usagef("serve takes no arguments, only flags: %q", args[0])
				}
				return serve(ctx, env, *addr, *open)
			}
		},
	})
}

// Timeouts of the server: a slow or idle client cannot hold a connection
// for long, and a large request (8 MiB) has time to arrive and be answered.
const (
	readHeaderTimeout = 10 * time.Second
	readTimeout       = 30 * time.Second
	writeTimeout      = 60 * time.Second
	idleTimeout       = 120 * time.Second
)

// drainTimeout is how long the first signal lets requests in flight
// finish; then the remaining connections are closed and serve returns,
// so the process ends within a second of the signal even while a long
// solve runs (issue 28: a signal always gets through). A quarter of
// the way through it, the work of the requests still in flight is
// stopped (their context's cause is web.ErrShutdown), and they are
// answered 503, "the server is shutting down", rather than cut: the
// connections are idle well before the end of the drain (http.Server's
// Shutdown looks at them 255 and 511 ms after it starts, and not again
// before a second), and a rules file stops at its next step instead of
// running on to the exit. A second signal stops the server at once.
var drainTimeout = 800 * time.Millisecond

// memoryLimit is the server's soft memory limit (debug.SetMemoryLimit):
// the garbage collector works harder as the heap nears it, so a burst of
// large requests leaves the server small. The web package bounds what is
// in flight so that the live heap stays well under it.
const memoryLimit = 512 << 20

// errInterrupted is the error of a server stopped by a second signal
// while it drained: exit code 130, as a shell reports an interrupt.
var errInterrupted = errors.New("serve: stopped by a second signal before the requests in flight finished")

// notifySignals delivers SIGINT and SIGTERM to c until stop is called. A
// test replaces it.
var notifySignals = func(c chan<- os.Signal) (stop func()) {
	signal.Notify(c, os.Interrupt, syscall.SIGTERM)
	return func() { signal.Stop(c) }
}

// serve runs the web app on addr until ctx is cancelled (SIGINT, SIGTERM),
// then stops accepting connections and lets the requests in flight finish
// for drainTimeout at most, closes the connections left and returns nil.
// A signal while it drains returns errInterrupted at once.
func serve(ctx context.Context, env *Env, addr string, open bool) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("serve: %w (choose another with --addr; port 0 picks a free one)", err)
	}
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(memoryLimit))
	defer collector.Use(collector.Solve)()
	base, stopWork := context.WithCancelCause(context.Background())
	defer stopWork(nil)
	srv := &http.Server{
		Handler:           web.Guard(web.Handler(), addr, ln.Addr().String()),
		BaseContext:       func(net.Listener) context.Context { return base },
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
	}
	url := "http://" + browsable(ln.Addr().String()) + "/"
	if _, err := fmt.Fprintf(env.Stdout, "stonegame: serving on %s (Ctrl-C stops)\n", url); err != nil {
		// Nobody would learn the address (port 0 picks one): a server
		// nobody can find is no use.
		ln.Close()
		return fmt.Errorf("serve: writing the address %s to the standard output: %w", url, err)
	}
	if open {
		if path, err := exec.LookPath("xdg-open"); err != nil {
			fmt.Fprintf(env.Stderr, "stonegame: --open: xdg-open is not installed: open %s yourself\n", url)
		} else if err := exec.Command(path, url).Start(); err != nil {
			fmt.Fprintf(env.Stderr, "stonegame: --open: %v: open %s yourself\n", err, url)
		}
	}
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	// The first signal cancelled ctx; the next ones come here.
	sigs := make(chan os.Signal, 1)
	stop := notifySignals(sigs)
	defer stop()
	fmt.Fprintf(env.Stdout, "stonegame: shutting down; waiting %v for requests in flight (Ctrl-C again stops now)\n", drainTimeout)
	sctx, cancel := context.WithTimeout(context.Background(), drainTimeout)
	defer cancel()
	stopping := time.AfterFunc(drainTimeout/4, func() { stopWork(web.ErrShutdown) })
	defer stopping.Stop()
	shut := make(chan error, 1)
	go func() { shut <- srv.Shutdown(sctx) }()
	select {
	case err = <-shut:
	case <-sigs:
		srv.Close()
		return errInterrupted
	}
	if errors.Is(err, context.DeadlineExceeded) {
		// Slow clients: their answers are cut, as they would be by a
		// second Ctrl-C, but this is the stop that was asked for.
		fmt.Fprintf(env.Stdout, "stonegame: closed the connections still open after %v\n", drainTimeout)
		err = srv.Close()
	}
	if serr := <-done; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	return err
}

// browsable turns a listening address into one a browser can open: the
// unspecified address becomes localhost.
func browsable(addr string) string {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return addr
	}
	if ip := net.ParseIP(host); host == "" || ip != nil && ip.IsUnspecified() {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
}
