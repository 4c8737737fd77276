package cli

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"stonegame/internal/site"
	"stonegame/internal/web"
)

func init() {
	register(&command{
		name: "site", order: 45, summary: "write the web app as a static site: the solver in WebAssembly, no server",
		usage: "site [--src DIR] DIR",
		examples: []helpExample{
			{"site public", "the site in ./public; try it with: python3 -m http.server -d public"},
			{"site --src ~/stonegame /var/www/stonegame", "compile the solver from the clone in ~/stonegame"},
		},
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			src := fs.String("src", "", "the `directory` of stonegame's source, to compile the solver from (default: the clone holding the current directory)")
			return func(ctx context.Context, env *Env, args []string) error {
				if len(args) != 1 {
					return usagef("site takes one argument, the directory to write the site into")
				}
				return writeSite(ctx, env, args[0], *src)
			}
		},
	})
}

// writeSite writes the static site into dir, compiling its solver from
// the module source at src, or the one holding the current directory.
func writeSite(ctx context.Context, env *Env, dir, src string) error {
	var err error
	if src == "" {
		src = "."
	}
	if src, err = site.ModuleDir(src); err != nil {
		return fmt.Errorf("site: %w", err)
	}
	files, err := web.SiteFiles()
	if err != nil {
		return fmt.Errorf("site: %w", err)
	}
	fmt.Fprintf(env.Stderr, "stonegame: compiling the solver to WebAssembly (from %s)...\n", src)
	names, err := site.Write(ctx, dir, src, files)
	if err != nil {
		return fmt.Errorf("site: %w", err)
	}
	var wasm int64
	if fi, err := os.Stat(filepath.Join(dir, "stonegame.wasm")); err == nil {
		wasm = fi.Size()
	}
	_, err = fmt.Fprintf(env.Stdout, "wrote %d files to %s (stonegame.wasm: %.1f MB); serve them with any static file server, e.g. python3 -m http.server -d %s\n",
		len(names), dir, float64(wasm)/1e6, dir)
	return err
}
