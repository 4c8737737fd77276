// Command stonegame solves, explains and plays two-player pick games
// (Predict the Winner, the Stone Game family, Nim, Can I Win, Flip Game
// and games written as rules files) exactly. Run 'stonegame help' for its
// commands.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"stonegame/internal/cli"
)

func main() {
	// SIGHUP too: a closed terminal ends a check as Ctrl-C does, killing
	// the solution's processes and removing its files.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	// The first signal cancels ctx; the default handling is then restored,
	// so a second Ctrl-C ends the process at once.
	context.AfterFunc(ctx, stop)
	code := cli.Main(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
