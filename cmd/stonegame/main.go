// Command stonegame solves, explains and plays two-player pick games
// (Predict the Winner, Stone Game, Stone Game VI) exactly. Run
// 'stonegame help' for its commands.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"stonegame/internal/cli"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	// The first signal cancels ctx; the default handling is then restored,
	// so a second Ctrl-C ends the process at once.
	context.AfterFunc(ctx, stop)
	code := cli.Main(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
