package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os/exec"
	"time"

	"stonegame/internal/web"
)

func init() {
	register(&command{
		name: "serve", order: 40, summary: "start the web app (solve & explore, play) and the JSON API",
		usage: "serve [--addr 127.0.0.1:8080] [--open]",
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
	shutdownTimeout   = 30 * time.Second
)

// serve runs the web app on addr until ctx is cancelled (SIGINT, SIGTERM),
// then stops accepting connections and lets the requests in flight finish.
func serve(ctx context.Context, env *Env, addr string, open bool) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("serve: %w (choose another with --addr; port 0 picks a free one)", err)
	}
	srv := &http.Server{
		Handler:           web.Handler(),
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
	}
	url := "http://" + browsable(ln.Addr().String()) + "/"
	fmt.Fprintf(env.Stdout, "stonegame: serving on %s (Ctrl-C stops)\n", url)
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
	fmt.Fprintln(env.Stdout, "stonegame: shutting down; waiting for requests in flight")
	sctx, cancel := context.WithTimeout(context.Background(), shutdownTimeout)
	defer cancel()
	err = srv.Shutdown(sctx)
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
