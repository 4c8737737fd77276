package cli

import (
	"context"
	"flag"
	"fmt"
	"runtime/debug"
)

func init() {
	register(&command{
		name: "version", order: 90, summary: "print the version", usage: "version",
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			return func(ctx context.Context, env *Env, args []string) error {
				if len(args) > 0 {
					return usagef("version takes no arguments")
				}
				_, err := fmt.Fprintln(env.Stdout, "stonegame", version())
				return err
			}
		},
	})
}

// version returns the module version from the build info, "(devel)" when
// there is none (go run, go build in the repository).
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok || info.Main.Version == "" {
		return "(devel)"
	}
	v := info.Main.Version
	for _, s := range info.Settings {
		if s.Key == "vcs.revision" && len(s.Value) >= 12 {
			v += " " + s.Value[:12]
		}
	}
	return v
}
