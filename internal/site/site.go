// Package site writes the static site of `stonegame site DIR`: the web
// app's pages and assets (web.SiteFiles), the solver compiled to
// WebAssembly (stonegame.wasm, from cmd/stonegame-wasm) and Go's
// wasm_exec.js, which loads it. Any static file server can serve the
// result (GitHub Pages, `python3 -m http.server`); the pages ask the
// solver in a Web Worker, which answers with the web app's own handler,
// in process ([Serve]).
//
// The solver is compiled from the module's source with the Go toolchain
// (GOOS=js GOARCH=wasm go build -trimpath -ldflags=-s -w), so Write needs
// both: [ModuleDir] finds the source.
package site

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"stonegame/internal/interrupt"
)

// Module is the path of the module whose source Write compiles.
const Module = "stonegame"

// WasmMain is the package of the solver's main, in Module.
const WasmMain = "./cmd/stonegame-wasm"

// ModuleDir returns the root of the module's source that holds dir: the
// nearest directory at or above dir with a go.mod of module stonegame. Its
// error says what to do when there is none.
func ModuleDir(dir string) (string, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	for d := abs; ; d = filepath.Dir(d) {
		if b, err := os.ReadFile(filepath.Join(d, "go.mod")); err == nil && modulePath(b) == Module {
			return d, nil
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	return "", fmt.Errorf("no source of module %s at or above %s: the site's solver is compiled from it; run this in a clone of stonegame (or give --src DIR)", Module, abs)
}

// modulePath returns the module path a go.mod declares, "" if none.
func modulePath(gomod []byte) string {
	for _, line := range strings.Split(string(gomod), "\n") {
		if f := strings.Fields(line); len(f) == 2 && f[0] == "module" {
			return strings.Trim(f[1], `"`)
		}
	}
	return ""
}

// goTool returns the go command, or an error saying how to get one.
func goTool() (string, error) {
	path, err := exec.LookPath("go")
	if err != nil {
		return "", errors.New("no go command on PATH: the site's solver is compiled with the Go toolchain (https://go.dev/dl/), 1.24 or newer")
	}
	return path, nil
}

// BuildWasm compiles the solver of the module at src into the file out:
// GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -gcflags=all=-l.
// Without inlining the module is a little larger but compresses far
// better (3.7 MB gzipped against 4.2 MB, over the 4 MiB budget, on 2 Dec
// 2026), and a browser's instance is small enough that the calls cost
// nothing a learner sees. It takes tens
// of seconds the first time, and the build cache makes it quick after. The
// error carries the compiler's output.
func BuildWasm(ctx context.Context, src, out string) error {
	gocmd, err := goTool()
	if err != nil {
		return err
	}
	out, err = filepath.Abs(out)
	if err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, gocmd, "build", "-trimpath", "-ldflags=-s -w", "-gcflags=all=-l", "-o", out, WasmMain)
	cmd.Dir = src
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	var msg bytes.Buffer
	cmd.Stdout, cmd.Stderr = &msg, &msg
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("compiling the solver (GOOS=js GOARCH=wasm go build %s in %s): %v\n%s", WasmMain, src, err, strings.TrimSpace(msg.String()))
	}
	return nil
}

// WasmExec returns Go's wasm_exec.js, the JavaScript that runs a
// GOOS=js GOARCH=wasm program, from the toolchain's GOROOT: lib/wasm
// since Go 1.24, misc/wasm before.
func WasmExec(ctx context.Context) ([]byte, error) {
	gocmd, err := goTool()
	if err != nil {
		return nil, err
	}
	root, err := exec.CommandContext(ctx, gocmd, "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("go env GOROOT: %v", err)
	}
	goroot := strings.TrimSpace(string(root))
	var tried []string
	for _, dir := range []string{"lib/wasm", "misc/wasm"} {
		p := filepath.Join(goroot, dir, "wasm_exec.js")
		if b, err := os.ReadFile(p); err == nil {
			return b, nil
		}
		tried = append(tried, p)
	}
	return nil, fmt.Errorf("no wasm_exec.js in the Go toolchain (tried %s)", strings.Join(tried, ", "))
}

// Marker is the file a site written by Write holds: Write replaces a
// folder with it, and refuses any other folder that is not empty.
const Marker = ".stonegame-site"

// ErrNotSite is the error of Write on a folder that holds files and no
// [Marker] (or is a symbolic link, or a file): it is not a site Write
// wrote, and only Replace replaces it.
var ErrNotSite = errors.New("not a site written by stonegame site")

// Write writes the site into dir: files (the pages and assets, by
// slash-separated path), stonegame.wasm compiled from the module at src
// with its gzipped copy stonegame.wasm.gz ([GzipCopy]), wasm_exec.js and
// [Marker]. It returns the paths written, sorted.
//
// It writes only inside dir and never through a symbolic link: the site is
// built in a new temporary folder beside dir (.NAME.stonegame-*) and
// renamed into place, so a failure, a cancelled ctx (Ctrl-C during the
// compile) or an error leaves the old dir as it was, or none, and the
// temporary folder removed. dir may be missing (its parent is created),
// empty, or a site Write wrote before (it is replaced whole); any other
// folder, and a symbolic link, is refused with an error that is
// [ErrNotSite] before anything is compiled (see [Options] to replace it).
func Write(ctx context.Context, dir, src string, files map[string][]byte) ([]string, error) {
	return WriteWith(ctx, dir, src, files, Options{})
}

// Options are the choices of [WriteWith].
type Options struct {
	// Force replaces dir whatever it holds: the folder and everything in
	// it (a symbolic link at dir is replaced, not followed).
	Force bool
	// Cleanups, if set, gets the removal of the temporary folders (and the
	// return of the old site, if it was moved aside), for a command that
	// is given up on before Write returns (internal/interrupt).
	Cleanups *interrupt.Cleanups
}

// WriteWith is [Write] with options.
func WriteWith(ctx context.Context, dir, src string, files map[string][]byte, opt Options) ([]string, error) {
	return place(ctx, dir, opt, func(tmp string) ([]string, error) { return fill(ctx, tmp, src, files) })
}

// fill writes the site into the new, empty folder tmp.
func fill(ctx context.Context, tmp, src string, files map[string][]byte) ([]string, error) {
	exec, err := WasmExec(ctx)
	if err != nil {
		return nil, err
	}
	all := make(map[string][]byte, len(files)+1)
	for name, b := range files {
		all[name] = b
	}
	all["wasm_exec.js"] = exec
	names := make([]string, 0, len(all)+2)
	for name, b := range all {
		if !filepath.IsLocal(filepath.FromSlash(name)) {
			return nil, fmt.Errorf("the site's file %q is not a path inside the site", name)
		}
		p := filepath.Join(tmp, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			return nil, err
		}
		names = append(names, name)
	}
	if err := BuildWasm(ctx, src, filepath.Join(tmp, "stonegame.wasm")); err != nil {
		return nil, err
	}
	if err := GzipCopy(filepath.Join(tmp, "stonegame.wasm")); err != nil {
		return nil, err
	}
	names = append(names, "stonegame.wasm", "stonegame.wasm.gz")
	sort.Strings(names)
	return names, nil
}

// place checks dir (see [Write]), makes a temporary folder beside it, has
// fill write the site there, writes [Marker], and renames the folder to
// dir, the old one out of the way first and removed after. The temporary
// folders are removed on every return, and by opt.Cleanups if the command
// is given up on first.
func place(ctx context.Context, dir string, opt Options, fill func(tmp string) ([]string, error)) ([]string, error) {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	if err := checkDir(dir, opt.Force); err != nil {
		return nil, err
	}
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp(parent, "."+filepath.Base(dir)+".stonegame-*")
	if err != nil {
		return nil, err
	}
	sw := &swap{dir: dir, tmp: tmp, old: tmp + ".old"}
	defer sw.end()
	if opt.Cleanups != nil {
		defer opt.Cleanups.Add(sw.end)()
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		return nil, err
	}
	names, err := fill(tmp)
	if err != nil {
		return nil, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	sort.Strings(names)
	if err := checkDir(dir, opt.Force); err != nil { // again: it may have changed while the solver compiled
		return nil, err
	}
	mark := "written by `stonegame site`, which replaces this folder whole on its next run:\n" + strings.Join(names, "\n") + "\n"
	if err := sw.run([]byte(mark)); err != nil {
		return nil, err
	}
	return names, nil
}

// swap puts the new site at tmp in the place of dir, moving an old one to
// old; end, which may run on another goroutine (a command given up on),
// makes sure only dir is left: the new site, or else the old one.
type swap struct {
	mu             sync.Mutex
	dir, tmp, old  string
	ended, swapped bool
}

// run writes mark as tmp's [Marker], and renames dir to old (if there is
// one) and tmp to dir, unless end ran.
func (s *swap) run(mark []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended {
		return ErrGivenUp
	}
	if err := os.WriteFile(filepath.Join(s.tmp, Marker), mark, 0o644); err != nil {
		return err
	}
	_, err := os.Lstat(s.dir)
	if err == nil {
		if err := os.Rename(s.dir, s.old); err != nil {
			return err
		}
	}
	if err := os.Rename(s.tmp, s.dir); err != nil {
		os.Rename(s.old, s.dir) // the old site back, as it was
		return err
	}
	s.swapped = true
	return nil
}

// end removes the temporary folders; RemoveAll follows no link. It runs
// once.
func (s *swap) end() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.ended {
		return
	}
	s.ended = true
	os.RemoveAll(s.tmp)
	os.RemoveAll(s.old)
}

// ErrGivenUp is the error of a Write whose command was given up on (its
// Cleanups ran) before the site was put in place.
var ErrGivenUp = errors.New("the site was not written: interrupted")

// Check returns nil if [Write] may write dir, and its refusal if not
// (see Write), at once: a front end calls it before the compile.
func Check(dir string) error {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	return checkDir(dir, false)
}

// checkDir returns nil if Write may replace dir: it is missing, an empty
// folder or a site Write wrote, or force is set.
func checkDir(dir string, force bool) error {
	fi, err := os.Lstat(dir)
	switch {
	case errors.Is(err, os.ErrNotExist) || err == nil && force:
		return nil
	case err != nil:
		return err
	case fi.Mode()&os.ModeSymlink != 0:
		return refusef("%s is a symbolic link: the site is written only into a real folder, never through a link (give the folder it points to, or --force to replace the link with the site)", dir)
	case !fi.IsDir():
		return refusef("%s is a file, not a folder (--force replaces it with the site)", dir)
	}
	if m, err := os.Lstat(filepath.Join(dir, Marker)); err == nil && m.Mode().IsRegular() {
		return nil
	}
	f, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer f.Close()
	names, err := f.Readdirnames(1)
	if len(names) == 0 && errors.Is(err, io.EOF) {
		return nil
	}
	if err != nil {
		return err
	}
	return refusef("%s holds files (%s...) and is not a site written by stonegame site (it has no %s): choose an empty or new folder, or --force to replace this one and everything in it", dir, names[0], Marker)
}

// refusal is the error of checkDir: its message says why, and it is
// [ErrNotSite].
type refusal struct{ msg string }

func refusef(format string, a ...any) error { return &refusal{fmt.Sprintf(format, a...)} }

func (r *refusal) Error() string        { return r.msg }
func (r *refusal) Is(target error) bool { return target == ErrNotSite }
