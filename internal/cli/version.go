package cli

import (
	"context"
	"flag"
	"fmt"
	"runtime/debug"
)

func init() {
	register(&command{
		name: "version", order: 90, summary: "print the version, and the VCS revision it was built from", usage: "version",
		examples: []helpExample{{"version", "stonegame v1.2.0, or (devel) with the revision of a build from a checkout"}},
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

// version returns the version of the running binary: see versionText.
func version() string { return versionText(debug.ReadBuildInfo()) }

// versionText returns the version that info gives: the module version,
// "(devel)" when there is none (go run, go build in the repository),
// then, for a binary built from a checkout (with -buildvcs, the default
// of go build; not in a git worktree, which go does not stamp), the VCS
// revision, "(modified)" if the checkout had uncommitted changes, and the
// Go release it was built with: "(devel) revision 432e498abcde
// (modified), go1.26.0".
func versionText(info *debug.BuildInfo, ok bool) string {
	if !ok {
		return "(devel)"
	}
	v := info.Main.Version
	if v == "" {
		v = "(devel)"
	}
	var rev, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value
		}
	}
	if rev == "" {
		return v
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	v += " revision " + rev
	if modified == "true" {
		v += " (modified)"
	}
	if info.GoVersion != "" {
		v += ", " + info.GoVersion
	}
	return v
}
