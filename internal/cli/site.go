package cli

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"stonegame/internal/site"
	"stonegame/internal/web"
)

func init() {
	register(&command{
		name: "site", order: 45, summary: "write the web app as a static site: the solver in WebAssembly, no server",
		usage: "site [--src DIR] [--force] DIR",
		examples: []helpExample{
			{"site public", "the site in ./public; try it with: python3 -m http.server -d public"},
			{"site --src ~/stonegame /var/www/stonegame", "compile the solver from the clone in ~/stonegame"},
			{"site --force public", "replace ./public and everything in it, though it is not a site written by site"},
		},
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			src := fs.String("src", "", "the `directory` of stonegame's source, to compile the solver from (default: the clone holding the current directory)")
			force := fs.Bool("force", false, "replace DIR whatever it holds; without it, DIR must be new, empty or a site written by site, which is replaced whole")
			return func(ctx context.Context, env *Env, args []string) error {
				if len(args) != 1 {
					return usagef("site takes one argument, the directory to write the site into")
				}
				return writeSite(ctx, env, args[0], *src, *force)
			}
		},
	})
}

// writeSite writes the static site into dir, compiling its solver from
// the module source at src, or the one holding the current directory;
// force replaces a dir that is not a site.
func writeSite(ctx context.Context, env *Env, dir, src string, force bool) error {
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
	if !force {
		if err := site.Check(dir); err != nil {
			return fmt.Errorf("site: %w", err)
		}
	}
	fmt.Fprintf(env.Stderr, "stonegame: compiling the solver to WebAssembly (from %s)...\n", src)
	names, err := site.WriteWith(ctx, dir, src, files, site.Options{Force: force, Cleanups: &env.cleanups})
	if err != nil {
		return fmt.Errorf("site: %w", err)
	}
	var wasm int64
	if fi, err := os.Stat(filepath.Join(dir, "stonegame.wasm")); err == nil {
		wasm = fi.Size()
	}
	_, err = fmt.Fprintf(env.Stdout, "wrote %d files to %s (stonegame.wasm: %.1f MB); serve them with any static file server, e.g. %s\n",
		len(names), dir, float64(wasm)/1e6, serveHint(dir))
	return err
}

// serveHint is the command that serves the site in dir, quoted for a
// shell: python3 -m http.server -d 'my site'.
func serveHint(dir string) string {
	if strings.HasPrefix(dir, "-") {
		dir = "./" + dir // not an option
	}
	return "python3 -m http.server -d " + shellQuote(dir)
}
