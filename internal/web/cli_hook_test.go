package web_test

import (
	"context"
	"io"
	"strings"

	"stonegame/internal/cli"
	"stonegame/internal/web"
)

// The check page's browser tests compare its reports with the command
// line's: this external test file, which alone may import internal/cli
// (it imports web), gives them stonegame's main.
func init() {
	web.CLIMain = func(args []string, stdout, stderr io.Writer) int {
		return cli.Main(context.Background(), args, strings.NewReader(""), stdout, stderr)
	}
}
